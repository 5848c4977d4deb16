//! Painting one cell of the board: its disc (turning over, or a ghost of the preview), the
//! markers, the engine's value, a move of a line, the book's ribbon.

use super::{CellContent, CellValue, CellView};
use crate::gui::theme::Theme;
use egui::{Align2, Color32, FontId, Rect, Stroke, pos2, vec2};
use othello_core::Player;

pub(super) fn paint_cell(
    painter: &egui::Painter,
    rect: Rect,
    view: &CellView,
    theme: &Theme,
    pixel: f32,
) {
    let centre = rect.center();
    let side = rect.width();
    match view.content {
        CellContent::Empty => {
            // A previewed move covers its marker, and a move of a line shown on the board its
            // value; a value replaces the marker.
            let covered = view.ghost.is_some() || view.line_move.is_some();
            if let Some(value) = view.value.as_ref().filter(|_| !covered) {
                paint_value(painter, rect, value, theme, pixel);
            } else if view.hint && view.ghost.is_none() {
                painter.circle_filled(centre, (side * 0.12).max(2.0 * pixel), theme.hint);
            }
        }
        CellContent::Disc(player) => {
            let outline = Stroke::new((side * theme.outline).max(pixel), theme.disc_outline);
            match view.turning {
                // A disc turning over: it narrows to an edge showing the old colour, then
                // widens showing the new one.
                Some((before, t)) if t < 1.0 => {
                    let shown = match before {
                        CellContent::Disc(old) if t < 0.5 => old,
                        _ => player,
                    };
                    let width = (std::f32::consts::PI * t).cos().abs().max(0.08);
                    let radius = vec2(side * 0.41 * width, side * 0.41);
                    painter.add(egui::Shape::ellipse_filled(
                        centre,
                        radius,
                        theme.disc(shown),
                    ));
                    painter.add(egui::Shape::ellipse_stroke(centre, radius, outline));
                }
                _ => {
                    painter.circle(centre, side * 0.41, theme.disc(player), outline);
                }
            }
        }
        CellContent::Mark(mark) => {
            // A highlighted mark (a winning line) is shown by its whole cell, not a dot.
            if view.highlight {
                painter.rect_filled(rect, 0.0, theme.highlight.gamma_multiply(0.45));
            }
            let colour = theme.mark_colour(mark);
            painter.text(
                centre,
                Align2::CENTER_CENTER,
                mark,
                FontId::proportional(side * 0.6),
                colour,
            );
            if view.last_move {
                let y = centre.y + side * 0.34;
                painter.line_segment(
                    [
                        pos2(centre.x - side * 0.22, y),
                        pos2(centre.x + side * 0.22, y),
                    ],
                    Stroke::new((side * 0.05).max(2.0 * pixel), theme.highlight),
                );
            }
        }
    }
    if let Some(ghost) = view.ghost {
        let faint = |c: Color32| c.gamma_multiply(0.55);
        match (ghost, view.content) {
            // A disc that would flip: a small disc of the new colour on top of it.
            (CellContent::Disc(p), CellContent::Disc(_)) => {
                painter.circle(
                    centre,
                    side * 0.2,
                    faint(theme.disc(p)),
                    Stroke::new((side * 0.02).max(pixel), faint(theme.disc_outline)),
                );
            }
            (CellContent::Disc(p), _) => {
                painter.circle(
                    centre,
                    side * 0.41,
                    faint(theme.disc(p)),
                    Stroke::new((side * theme.outline).max(pixel), faint(theme.disc_outline)),
                );
            }
            (CellContent::Mark(mark), _) => {
                painter.text(
                    centre,
                    Align2::CENTER_CENTER,
                    mark,
                    FontId::proportional(side * 0.6),
                    faint(theme.mark_colour(mark)),
                );
            }
            (CellContent::Empty, _) => {}
        }
    }
    if let Some((player, number)) = view.line_move {
        paint_line_move(painter, rect, player, number, theme, pixel);
    }
    if view.suggested {
        painter.circle_stroke(
            centre,
            side * 0.3,
            Stroke::new((side * 0.07).max(2.0 * pixel), theme.cursor),
        );
    }
    if view.highlight && !matches!(view.content, CellContent::Mark(_)) {
        let contrast = match view.content {
            CellContent::Disc(Player::Black) => Color32::from_gray(230),
            _ => theme.highlight,
        };
        painter.circle_filled(centre, (side * 0.08).max(2.0 * pixel), contrast);
    }
}

/// A move of a line shown on the board: a disc of the player, a little faint, with the move's
/// number in the colour of the other side's discs.
fn paint_line_move(
    painter: &egui::Painter,
    rect: Rect,
    player: Player,
    number: u16,
    theme: &Theme,
    pixel: f32,
) {
    let side = rect.width();
    let centre = rect.center();
    painter.circle(
        centre,
        side * 0.38,
        theme.disc(player).gamma_multiply(0.85),
        Stroke::new((side * theme.outline).max(pixel), theme.disc_outline),
    );
    let digits = number.to_string();
    let size = side * if digits.len() > 1 { 0.36 } else { 0.44 };
    painter.text(
        centre,
        Align2::CENTER_CENTER,
        digits,
        FontId::proportional(size.max(6.0)),
        theme.disc(player.opponent()),
    );
}

/// A move's value in its cell: coloured from good to bad, an exact value boxed, the best move
/// in larger type.
fn paint_value(painter: &egui::Painter, rect: Rect, value: &CellValue, theme: &Theme, pixel: f32) {
    let side = rect.width();
    let best = value.worse <= 0.0;
    let colour = theme.value_colour(value.worse);
    // Never smaller than can be read: on small cells the value loses its decimal, and where
    // even that does not fit (a large board in a small window) a dot in the value's colour
    // marks the move; the value is in its tooltip and the best lines.
    let size = (side * if best { 0.36 } else { 0.3 }).max(MIN_VALUE_TEXT);
    let fits = |galley: &std::sync::Arc<egui::Galley>| {
        galley.size().x <= side - 2.0 * pixel && galley.size().y <= side
    };
    let layout = |text: String| painter.layout_no_wrap(text, FontId::proportional(size), colour);
    let mut galley = layout(value.text.clone());
    if !fits(&galley)
        && let Some(whole) = whole_discs(&value.text)
    {
        galley = layout(whole);
    }
    if !fits(&galley) {
        // Said in the status bar, so that a dot is not taken for a marker.
        let pass = painter.ctx().cumulative_pass_nr();
        painter
            .ctx()
            .data_mut(|d| d.insert_temp(egui::Id::unique(VALUES_AS_DOTS), pass));
        let radius = side * if best { 0.22 } else { 0.16 };
        painter.circle(
            rect.center(),
            radius,
            colour,
            Stroke::new(pixel.max(1.0), theme.value_backing()),
        );
        return;
    }
    let text_rect = Align2::CENTER_CENTER.anchor_size(rect.center(), galley.size());
    painter.rect_filled(
        text_rect.expand2(vec2(side * 0.05, side * 0.02)),
        side * 0.06,
        theme.value_backing(),
    );
    if value.exact {
        painter.rect_stroke(
            text_rect.expand2(vec2(side * 0.05, side * 0.02)),
            side * 0.06,
            Stroke::new((side * 0.03).max(pixel), colour),
            egui::StrokeKind::Outside,
        );
    }
    painter.galley(text_rect.min, galley, colour);
    if value.book {
        paint_bookmark(painter, rect, colour);
    }
}

/// The smallest type a value is written in, in points.
const MIN_VALUE_TEXT: f32 = 11.0;

/// Where the board notes the egui pass in which it last drew values as dots, too small to
/// write (see [`values_as_dots`]).
const VALUES_AS_DOTS: &str = "board values as dots";

/// Whether the board drew the engine's values as coloured dots in the last pass or this one
/// (its cells too small for the text).
pub fn values_as_dots(ctx: &egui::Context) -> bool {
    let pass = ctx.cumulative_pass_nr();
    ctx.data(|d| d.get_temp::<u64>(egui::Id::unique(VALUES_AS_DOTS)))
        .is_some_and(|drawn| drawn + 1 >= pass)
}

/// A value written with a decimal ("+2.5", "-0,4") in whole discs ("+3", "-0"); `None` if it is
/// not a number. A value under half a disc keeps its sign ("+0", "-0"): written "0" it would pass
/// for a draw beside a move that loses, which is what misled at small sizes. Only zero is "0".
pub(super) fn whole_discs(text: &str) -> Option<String> {
    let value: f32 = text.replace(',', ".").parse().ok()?;
    let whole = value.round();
    Some(if value == 0.0 {
        "0".to_owned()
    } else if whole == 0.0 {
        if value > 0.0 { "+0" } else { "-0" }.to_owned()
    } else {
        format!("{whole:+}")
    })
}

/// The mark of a value from the opening book: a small ribbon hanging from the cell's top edge
/// near its right corner, notched at the bottom.
fn paint_bookmark(painter: &egui::Painter, rect: Rect, colour: Color32) {
    let side = rect.width();
    let (w, h) = (side * 0.14, side * 0.22);
    let right = rect.right() - side * 0.1;
    let top = rect.top() + side * 0.04;
    let left = right - w;
    let (mid, notch) = (left + w / 2.0, top + h * 0.72);
    // Three convex pieces: the band, and a tail each side of the notch.
    for points in [
        vec![
            pos2(left, top),
            pos2(right, top),
            pos2(right, notch),
            pos2(left, notch),
        ],
        vec![pos2(left, notch), pos2(mid, notch), pos2(left, top + h)],
        vec![pos2(mid, notch), pos2(right, notch), pos2(right, top + h)],
    ] {
        painter.add(egui::Shape::convex_polygon(points, colour, Stroke::NONE));
    }
}
