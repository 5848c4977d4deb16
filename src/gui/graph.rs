//! The evaluation graph: the value of the position after each move, for Black, from the review
//! of the game and the analysis of the position on the board. Clicking it shows the position
//! after the move under the mouse.

use super::command::Command;
use super::theme::Theme;
use crate::gui::command::{GameCommand, OthelloCommand};
use crate::gui::i18n::t;
use egui::{Align2, Pos2, Role, Sense, Stroke, Ui, WidgetInfo, pos2, vec2};

/// One point of the graph.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// The number of moves played (0 is the start).
    pub moves: usize,
    /// The value for Black, in discs.
    pub value: f32,
    /// The move that led here gave away enough to be marked (`?` or `??`).
    pub mistake: bool,
}

/// The smallest half-height of the value axis, in discs.
const MIN_SCALE: f32 = 8.0;

/// Draws the graph over the given `height` and the width available: `points` (in order of
/// moves), the position on the board at `current` moves, a tick at each move count after which
/// a pass came (`passes`), out of `total` moves in the line. Returns [`OthelloCommand::GoTo`] for a
/// click.
pub fn show(
    ui: &mut Ui,
    points: &[Point],
    passes: &[usize],
    current: usize,
    total: usize,
    height: f32,
    theme: &Theme,
) -> Option<Command> {
    let width = ui.available_width();
    let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::click());
    let described = match points.iter().find(|p| p.moves == current) {
        Some(p) => t!(
            "graph-value",
            value = crate::gui::i18n::decimal(f64::from(p.value), true),
            moves = current
        ),
        None => t!("graph-valued", valued = points.len(), total = total + 1),
    };
    response.widget_info(|| WidgetInfo::labeled(Role::Image, true, &described));
    let painter = ui.painter_at(rect);
    let visuals = ui.visuals();
    painter.rect_filled(rect, 4.0, visuals.extreme_bg_color);
    let scale = points
        .iter()
        .map(|p| p.value.abs())
        .fold(MIN_SCALE, f32::max)
        .ceil();
    let plot = rect.shrink2(vec2(4.0, 10.0));
    let span = total.max(1) as f32;
    let x = |moves: usize| plot.left() + plot.width() * moves as f32 / span;
    let y = |value: f32| plot.center().y - plot.height() / 2.0 * (value / scale).clamp(-1.0, 1.0);
    let weak = visuals.weak_text_color();
    painter.line_segment(
        [pos2(plot.left(), y(0.0)), pos2(plot.right(), y(0.0))],
        Stroke::new(1.0, weak),
    );
    // The theme's small text, never smaller: the scale is read, not decoration.
    let font = egui::TextStyle::Small.resolve(ui.style());
    painter.text(
        pos2(rect.left() + 2.0, rect.top() + 1.0),
        Align2::LEFT_TOP,
        format!("+{scale}"),
        font.clone(),
        weak,
    );
    painter.text(
        pos2(rect.left() + 2.0, rect.bottom() - 1.0),
        Align2::LEFT_BOTTOM,
        format!("-{scale}"),
        font,
        weak,
    );
    // Black's advantage shaded above the axis, White's below.
    for pair in points.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        if b.moves != a.moves + 1 {
            continue;
        }
        let shade = |v: f32| if v >= 0.0 { theme.black } else { theme.white }.gamma_multiply(0.35);
        for (area, value) in shaded(
            (x(a.moves), a.value, y(a.value)),
            (x(b.moves), b.value, y(b.value)),
            y(0.0),
        ) {
            painter.add(egui::Shape::convex_polygon(
                area,
                shade(value),
                Stroke::NONE,
            ));
        }
        painter.line_segment(
            [pos2(x(a.moves), y(a.value)), pos2(x(b.moves), y(b.value))],
            Stroke::new(1.5, visuals.strong_text_color()),
        );
    }
    for p in points {
        let (radius, colour) = if p.mistake {
            (3.0, theme.bad)
        } else {
            (1.5, visuals.strong_text_color())
        };
        painter.circle_filled(pos2(x(p.moves), y(p.value)), radius, colour);
    }
    for &at in passes {
        painter.line_segment(
            [pos2(x(at), plot.top() - 8.0), pos2(x(at), plot.top() - 2.0)],
            Stroke::new(2.0, visuals.warn_fg_color),
        );
    }
    let now = x(current.min(total));
    painter.line_segment(
        [pos2(now, rect.top()), pos2(now, rect.bottom())],
        Stroke::new(1.5, theme.cursor),
    );
    let response = response.on_hover_text(t!("graph-tip"));
    if response.clicked()
        && let Some(at) = response.interact_pointer_pos()
    {
        let moves = ((at.x - plot.left()) / plot.width() * span).round();
        return Some(Command::Game(GameCommand::Othello(OthelloCommand::GoTo(
            moves.clamp(0.0, span) as usize,
        ))));
    }
    None
}

/// The areas between the axis (at height `axis`) and the segment from `a` to `b` (each x, value,
/// y), with the value whose sign shades each: one trapezoid, or two triangles where the segment
/// crosses the axis.
fn shaded(a: (f32, f32, f32), b: (f32, f32, f32), axis: f32) -> Vec<(Vec<Pos2>, f32)> {
    let ((x0, v0, y0), (x1, v1, y1)) = (a, b);
    if (v0 >= 0.0) == (v1 >= 0.0) {
        let area = vec![pos2(x0, axis), pos2(x0, y0), pos2(x1, y1), pos2(x1, axis)];
        return vec![(area, v0 + v1)];
    }
    let xc = x0 + (x1 - x0) * v0 / (v0 - v1);
    vec![
        (vec![pos2(x0, axis), pos2(x0, y0), pos2(xc, axis)], v0),
        (vec![pos2(xc, axis), pos2(x1, y1), pos2(x1, axis)], v1),
    ]
}
