//! A picture as SVG: rectangles, circles and centred text, sizes in pixels.

use super::{Item, Picture, Rgb};
use std::fmt::Write;

/// The picture as an SVG document.
pub fn to_svg(picture: &Picture) -> String {
    let (w, h) = (picture.width, picture.height);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">"#
    );
    for item in &picture.items {
        let _ = match item {
            Item::Rect([x, y, width, height], fill) => writeln!(
                out,
                r#"<rect x="{x}" y="{y}" width="{width}" height="{height}" fill="{}"/>"#,
                hex(*fill)
            ),
            Item::Disc([cx, cy], r, fill, outline, stroke) => writeln!(
                out,
                r#"<circle cx="{cx}" cy="{cy}" r="{r}" fill="{}" stroke="{}" stroke-width="{stroke}"/>"#,
                hex(*fill),
                hex(*outline)
            ),
            Item::Line([x1, y1, x2, y2], width, colour) => writeln!(
                out,
                r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{}" stroke-width="{width}"/>"#,
                hex(*colour)
            ),
            // Centred on the point: the baseline a third of the size under it (the height of
            // a digit's half), which every renderer honours (not all read dominant-baseline).
            Item::Text([x, y], size, text, fill) => writeln!(
                out,
                r#"<text x="{x}" y="{}" font-family="Ubuntu, DejaVu Sans, sans-serif" font-size="{size}" text-anchor="middle" fill="{}">{}</text>"#,
                y + size * 0.35,
                hex(*fill),
                escape(text)
            ),
        };
    }
    out.push_str("</svg>\n");
    out
}

fn hex([r, g, b]: Rgb) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// Text as XML character data.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_item_is_written_with_its_colour() {
        let picture = Picture {
            width: 100,
            height: 50,
            items: vec![
                Item::Rect([0.0, 0.0, 100.0, 50.0], [255, 255, 255]),
                Item::Disc([25.0, 25.0], 10.0, [20, 20, 20], [30, 30, 30], 1.5),
                Item::Text([75.0, 25.0], 12.0, "a<b".into(), [1, 2, 3]),
            ],
        };
        let svg = to_svg(&picture);
        assert!(
            svg.starts_with(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"50\""
            )
        );
        assert!(svg.contains(r##"<rect x="0" y="0" width="100" height="50" fill="#ffffff"/>"##));
        assert!(
            svg.contains(r##"<circle cx="25" cy="25" r="10" fill="#141414" stroke="#1e1e1e""##)
        );
        assert!(svg.contains(r##"fill="#010203">a&lt;b</text>"##));
        assert!(svg.trim_end().ends_with("</svg>"));
    }
}
