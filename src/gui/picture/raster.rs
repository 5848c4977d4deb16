//! A picture as pixels: drawn by a CPU renderer (the one egui's own text rendering uses), the
//! text in egui's own font, and encoded as PNG.

use super::{Item, Picture, Rgb};
use skrifa::MetadataProvider;
use skrifa::instance::{LocationRef, Size};
use std::sync::Arc;
use vello_cpu::color::{AlphaColor, Srgb};
use vello_cpu::kurbo::{Circle, Rect, Shape};
use vello_cpu::peniko::{Blob, FontData};
use vello_cpu::{Glyph, Pixmap, RenderContext, Resources};

/// A picture's pixels, as egui and PNG want them: straight (not premultiplied) RGBA.
pub struct Pixels {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Four bytes a pixel, row by row.
    pub rgba: Vec<u8>,
    /// The same picture as a PNG file.
    pub png: Vec<u8>,
}

fn colour([r, g, b]: Rgb) -> AlphaColor<Srgb> {
    AlphaColor::from_rgba8(r, g, b, 255)
}

/// Draws `picture`; fails only if it is larger than the renderer's 65,535 pixels a side or
/// PNG encoding fails.
pub fn render(picture: &Picture) -> Result<Pixels, String> {
    let size = |n: u32| u16::try_from(n).map_err(|_| format!("{n} pixels is too large"));
    let (w, h) = (size(picture.width)?, size(picture.height)?);
    let font_bytes: &'static [u8] = epaint_default_fonts::UBUNTU_LIGHT;
    let font = skrifa::FontRef::new(font_bytes).map_err(|e| e.to_string())?;
    let data = FontData::new(Blob::new(Arc::new(font_bytes)), 0);
    let mut ctx = RenderContext::new(w, h);
    let mut resources = Resources::new();
    for item in &picture.items {
        match item {
            Item::Rect([x, y, width, height], fill) => {
                ctx.set_paint(colour(*fill));
                let (x, y) = (f64::from(*x), f64::from(*y));
                ctx.fill_rect(&Rect::new(
                    x,
                    y,
                    x + f64::from(*width),
                    y + f64::from(*height),
                ));
            }
            Item::Disc([cx, cy], r, fill, outline, stroke) => {
                let circle = Circle::new((f64::from(*cx), f64::from(*cy)), f64::from(*r));
                ctx.set_paint(colour(*outline));
                ctx.fill_path(&circle.to_path(0.1));
                let inner = Circle::new(circle.center, circle.radius - f64::from(*stroke));
                ctx.set_paint(colour(*fill));
                ctx.fill_path(&inner.to_path(0.1));
            }
            Item::Line([x1, y1, x2, y2], width, ink) => {
                let line = vello_cpu::kurbo::Line::new(
                    (f64::from(*x1), f64::from(*y1)),
                    (f64::from(*x2), f64::from(*y2)),
                );
                ctx.set_paint(colour(*ink));
                ctx.set_stroke(vello_cpu::kurbo::Stroke::new(f64::from(*width)));
                ctx.stroke_path(&line.to_path(0.1));
            }
            Item::Text([x, y], px, text, fill) => {
                let size = Size::new(*px);
                let metrics = font.metrics(size, LocationRef::default());
                let advances = font.glyph_metrics(size, LocationRef::default());
                let charmap = font.charmap();
                let ids: Vec<_> = text.chars().filter_map(|c| charmap.map(c)).collect();
                let width: f32 = ids
                    .iter()
                    .map(|&id| advances.advance_width(id).unwrap_or(0.0))
                    .sum();
                // Centred on the point: half the advances left, the baseline half the
                // letters' height under it.
                let mut pen = *x - width / 2.0;
                let baseline = *y + (metrics.cap_height.unwrap_or(metrics.ascent * 0.7)) / 2.0;
                let glyphs: Vec<Glyph> = ids
                    .iter()
                    .map(|&id| {
                        let glyph = Glyph {
                            id: id.to_u32(),
                            x: pen,
                            y: baseline,
                        };
                        pen += advances.advance_width(id).unwrap_or(0.0);
                        glyph
                    })
                    .collect();
                ctx.set_paint(colour(*fill));
                ctx.glyph_run(&mut resources, &data)
                    .font_size(*px)
                    .hint(false)
                    .fill_glyphs(glyphs.into_iter());
            }
        }
    }
    ctx.flush();
    let mut pixmap = Pixmap::new(w, h);
    ctx.render(&mut pixmap, &mut resources);
    let rgba: Vec<u8> = pixmap
        .clone()
        .take_unpremultiplied()
        .into_iter()
        .flat_map(|p| [p.r, p.g, p.b, p.a])
        .collect();
    let png = pixmap.into_png().map_err(|e| e.to_string())?;
    Ok(Pixels {
        width: picture.width,
        height: picture.height,
        rgba,
        png,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_land_where_they_are_drawn_and_the_png_reads_back() {
        let picture = Picture {
            width: 60,
            height: 40,
            items: vec![
                Item::Rect([0.0, 0.0, 60.0, 40.0], [255, 255, 255]),
                Item::Disc([20.0, 20.0], 12.0, [20, 20, 20], [200, 0, 0], 2.0),
                Item::Text([48.0, 20.0], 16.0, "8".into(), [0, 0, 255]),
            ],
        };
        let pixels = render(&picture).unwrap();
        assert_eq!(pixels.rgba.len(), 60 * 40 * 4);
        let at = |x: usize, y: usize| {
            let i = (y * 60 + x) * 4;
            [
                pixels.rgba[i],
                pixels.rgba[i + 1],
                pixels.rgba[i + 2],
                pixels.rgba[i + 3],
            ]
        };
        assert_eq!(
            at(20, 20),
            [20, 20, 20, 255],
            "the disc's fill at its centre"
        );
        assert_eq!(at(20, 9), [200, 0, 0, 255], "its outline");
        assert_eq!(at(2, 2), [255, 255, 255, 255], "the paper");
        // The digit: some pixels near its centre are ink-blue.
        let inked = (40..57)
            .flat_map(|x| (10..31).map(move |y| (x, y)))
            .filter(|&(x, y)| {
                let [r, g, b, _] = at(x, y);
                b > 150 && r < 100 && g < 100
            })
            .count();
        assert!(inked > 10, "{inked} inked pixels");
        assert_eq!(&pixels.png[..8], b"\x89PNG\r\n\x1a\n");
    }
}
