//! The evaluation graph: the value of the position after each move, for Black, with a
//! move-number axis; under it, where the space allows, each side's discs lost by each move as
//! bars and the running total of each side's losses as a line (the "disc-loss graph"). Clicking
//! it shows the position after the move under the mouse.

use super::command::Command;
use super::theme::Theme;
use crate::gui::command::{GameCommand, OthelloCommand};
use crate::gui::i18n::{self, t};
use egui::{Align2, Color32, Pos2, Rect, Role, Sense, Stroke, Ui, WidgetInfo, pos2, vec2};
use othello_core::Player;

mod losses;

/// One point of the graph.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// The number of moves played (0 is the start).
    pub moves: usize,
    /// The value for Black, in discs.
    pub value: f32,
    /// The move that led here gave away enough to be marked (`?` or `??`).
    pub mistake: bool,
    /// Found by a search much shallower than its neighbours' (a position glanced at while
    /// stepping through the game): drawn apart, as a hollow point off the line.
    pub shallow: bool,
}

/// The discs one move gave away against the value of the position it was played in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Loss {
    /// The move's number (1 is the first move).
    pub number: usize,
    /// Who played it.
    pub player: Player,
    /// Hundredths of a disc lost (0 for a move that kept the value).
    pub hundredths: i32,
}

impl Loss {
    /// The loss in discs.
    pub fn discs(&self) -> f32 {
        self.hundredths as f32 / 100.0
    }
}

/// What the graph draws.
pub struct Graph<'a> {
    /// The values, in order of moves.
    pub points: &'a [Point],
    /// The losses of the moves where the values before and after are known.
    pub losses: &'a [Loss],
    /// The move counts after which a pass came.
    pub passes: &'a [usize],
    /// The moves played on the board.
    pub current: usize,
    /// The moves of the whole line (played and taken back).
    pub total: usize,
}

/// The smallest half-height of the value axis, in discs.
const MIN_SCALE: f32 = 8.0;
/// The smallest height of the losses' strip, in discs.
const MIN_LOSS_SCALE: f32 = 4.0;
/// Below this height the losses' strip is left out.
const LOSSES_MIN_HEIGHT: f32 = 110.0;

impl Graph<'_> {
    /// Draws the graph in a `width` × `height` box. Returns [`OthelloCommand::GoTo`] for a
    /// click.
    pub fn show(&self, ui: &mut Ui, width: f32, height: f32, theme: &Theme) -> Option<Command> {
        let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::click());
        let described = self.described();
        response.widget_info(|| WidgetInfo::labeled(Role::Image, true, &described));
        let painter = ui.painter_at(rect);
        let visuals = ui.visuals();
        painter.rect_filled(rect, 4.0, visuals.extreme_bg_color);
        let font = egui::TextStyle::Small.resolve(ui.style());
        let weak = visuals.weak_text_color();
        let strong = visuals.strong_text_color();
        // The scale's labels on the left, the move numbers along the bottom.
        let label_width = painter
            .layout_no_wrap("+64".to_owned(), font.clone(), weak)
            .size()
            .x
            + 6.0;
        let axis_height = font.size + 4.0;
        let inner = Rect::from_min_max(
            pos2(rect.left() + label_width, rect.top() + 6.0),
            // Room on the right for the loss totals' figures.
            pos2(rect.right() - label_width, rect.bottom() - axis_height),
        );
        let with_losses = height >= LOSSES_MIN_HEIGHT && !self.losses.is_empty();
        let (values, strip) = if with_losses {
            let split = inner.top() + inner.height() * 0.68;
            (
                Rect::from_min_max(inner.min, pos2(inner.right(), split - 4.0)),
                Some(Rect::from_min_max(
                    pos2(inner.left(), split + 4.0),
                    inner.max,
                )),
            )
        } else {
            (inner, None)
        };
        let span = self.total.max(1) as f32;
        let x = |moves: f32| inner.left() + inner.width() * moves / span;
        self.axis(&painter, inner, &x, &font, weak);
        self.values(&painter, values, &x, &font, theme, weak, strong);
        if let Some(strip) = strip {
            self.losses(&painter, strip, &x, &font, theme, weak);
        }
        for &at in self.passes {
            painter.line_segment(
                [
                    pos2(x(at as f32), values.top() - 4.0),
                    pos2(x(at as f32), values.top() + 2.0),
                ],
                Stroke::new(2.0, visuals.warn_fg_color),
            );
        }
        let now = x(self.current.min(self.total) as f32);
        painter.line_segment(
            [pos2(now, rect.top()), pos2(now, inner.bottom())],
            Stroke::new(1.5, theme.cursor),
        );
        if let Some(at) = response
            .hover_pos()
            .filter(|p| inner.x_range().contains(p.x))
        {
            let moves = ((at.x - inner.left()) / inner.width() * span)
                .round()
                .clamp(0.0, span) as usize;
            painter.line_segment(
                [
                    pos2(x(moves as f32), rect.top()),
                    pos2(x(moves as f32), inner.bottom()),
                ],
                Stroke::new(1.0, weak),
            );
            // A short reading of the move under the pointer, beside the pointer, so that it
            // hides neither the board above nor the curve around it.
            // Beside the pointer, never over the status bar under the graph.
            let mut tooltip = egui::containers::Tooltip::for_enabled(&response)
                .at_pointer()
                .gap(12.0);
            tooltip.popup = tooltip
                .popup
                .align(egui::RectAlign::RIGHT)
                .align_alternatives(&[egui::RectAlign::LEFT]);
            tooltip.show(|ui| ui.label(self.reading(moves)));
        }
        if response.clicked()
            && let Some(at) = response.interact_pointer_pos()
        {
            let moves = ((at.x - inner.left()) / inner.width() * span).round();
            return Some(Command::Game(GameCommand::Othello(OthelloCommand::GoTo(
                moves.clamp(0.0, span) as usize,
            ))));
        }
        None
    }

    /// What the graph says of the position after `moves` moves: its value for Black where
    /// known, the discs the move that led there gave away, and that a click goes there.
    fn reading(&self, moves: usize) -> String {
        let value = self
            .points
            .iter()
            .find(|p| p.moves == moves)
            .map(|p| i18n::decimal(f64::from(p.value), true));
        let mut text = match (moves, value) {
            (0, Some(value)) => t!("graph-at-start", value = value),
            (0, None) => t!("graph-at-start-unvalued"),
            (_, Some(value)) => t!("graph-at", moves = moves, value = value),
            (_, None) => t!("graph-at-unvalued", moves = moves),
        };
        if let Some(loss) = self.losses.iter().find(|l| l.number == moves) {
            text.push('\n');
            // A loss that rounds to nothing is said as such, not as "0.0 discs".
            text.push_str(&if loss.hundredths < 5 {
                t!("graph-at-kept", player = i18n::player(loss.player))
            } else {
                t!(
                    "graph-at-loss",
                    player = i18n::player(loss.player),
                    loss = i18n::decimal(f64::from(loss.discs()), false)
                )
            });
        }
        text.push('\n');
        text.push_str(&t!("graph-click"));
        text
    }

    /// What a screen reader says of it: the value on the board's position, and each side's
    /// losses in all where any are known.
    fn described(&self) -> String {
        let value = match self.points.iter().find(|p| p.moves == self.current) {
            Some(p) => t!(
                "graph-value",
                value = i18n::decimal(f64::from(p.value), true),
                moves = self.current
            ),
            None => t!(
                "graph-valued",
                valued = self.points.len(),
                total = self.total + 1
            ),
        };
        if self.losses.is_empty() {
            return value;
        }
        let lost = |player: Player| {
            // Summed in hundredths, as the review's totals are, so that both round alike.
            let sum: i32 = self
                .losses
                .iter()
                .filter(|l| l.player == player)
                .map(|l| l.hundredths)
                .sum();
            i18n::decimal(f64::from(sum as f32 / 100.0), false)
        };
        t!(
            "graph-losses",
            value = value,
            black = lost(Player::Black),
            white = lost(Player::White)
        )
    }

    /// The move numbers along the bottom, a tick every 5 or 10 moves (as the width allows),
    /// with a faint line up through the plot.
    fn axis(
        &self,
        painter: &egui::Painter,
        inner: Rect,
        x: &dyn Fn(f32) -> f32,
        font: &egui::FontId,
        weak: Color32,
    ) {
        let per_move = inner.width() / self.total.max(1) as f32;
        let every = [1, 2, 5, 10, 20, 50]
            .into_iter()
            .find(|&n| per_move * n as f32 >= font.size * 2.2)
            .unwrap_or(100);
        let mut n = 0;
        while n <= self.total {
            let at = x(n as f32);
            painter.line_segment(
                [pos2(at, inner.top()), pos2(at, inner.bottom())],
                Stroke::new(1.0, weak.gamma_multiply(0.25)),
            );
            painter.text(
                pos2(at, inner.bottom() + 2.0),
                Align2::CENTER_TOP,
                n.to_string(),
                font.clone(),
                weak,
            );
            n += every;
        }
    }

    /// Black's value after each move: a line, Black's advantage shaded above the axis and
    /// White's below, a marked move as a larger dot in the theme's bad colour.
    #[allow(clippy::too_many_arguments)]
    fn values(
        &self,
        painter: &egui::Painter,
        plot: Rect,
        x: &dyn Fn(f32) -> f32,
        font: &egui::FontId,
        theme: &Theme,
        weak: Color32,
        strong: Color32,
    ) {
        let scale = scale_for(self.points.iter().map(|p| p.value));
        let y =
            |value: f32| plot.center().y - plot.height() / 2.0 * (value / scale).clamp(-1.0, 1.0);
        painter.line_segment(
            [pos2(plot.left(), y(0.0)), pos2(plot.right(), y(0.0))],
            Stroke::new(1.0, weak),
        );
        // What the line is, in the plot's top-left corner.
        painter.text(
            pos2(plot.left() + 4.0, plot.top() + 2.0),
            Align2::LEFT_TOP,
            t!("graph-legend-value"),
            font.clone(),
            weak,
        );
        let left = plot.left() - 3.0;
        for (value, align) in [
            (scale, Align2::RIGHT_TOP),
            (0.0, Align2::RIGHT_CENTER),
            (-scale, Align2::RIGHT_BOTTOM),
        ] {
            let text = if value == 0.0 {
                "0".to_owned()
            } else {
                format!("{value:+}")
            };
            painter.text(pos2(left, y(value)), align, text, font.clone(), weak);
        }
        // The line joins the values the searches stand behind, across the shallow ones.
        let deep: Vec<Point> = self.points.iter().copied().filter(|p| !p.shallow).collect();
        let shallow_at = |k: usize| self.points.iter().any(|p| p.moves == k && p.shallow);
        for pair in deep.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            if b.moves <= a.moves || !(a.moves + 1..b.moves).all(shallow_at) {
                continue;
            }
            let shade =
                |v: f32| if v >= 0.0 { theme.black } else { theme.white }.gamma_multiply(0.35);
            let (xa, xb) = (x(a.moves as f32), x(b.moves as f32));
            for (area, value) in
                shaded((xa, a.value, y(a.value)), (xb, b.value, y(b.value)), y(0.0))
            {
                painter.add(egui::Shape::convex_polygon(
                    area,
                    shade(value),
                    Stroke::NONE,
                ));
            }
            painter.line_segment(
                [pos2(xa, y(a.value)), pos2(xb, y(b.value))],
                Stroke::new(1.5, strong),
            );
        }
        for p in self.points.iter().filter(|p| p.shallow) {
            let at = pos2(x(p.moves as f32), y(p.value));
            painter.circle_stroke(at, 2.5, Stroke::new(1.0, weak));
        }
        for p in self.points.iter().filter(|p| !p.shallow) {
            let (radius, colour) = if p.mistake {
                (3.5, theme.bad)
            } else {
                (2.0, strong)
            };
            painter.circle_filled(pos2(x(p.moves as f32), y(p.value)), radius, colour);
        }
    }
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

/// The value at the top of the graph (its negative at the bottom): [`MIN_SCALE`], doubled until
/// every value fits. In doubling steps, so that it changes seldom as a game goes on and its
/// marks stay round (fitted to the largest value, it had gone from ±13 to ±26 in one game). The
/// window's graph and a picture's use it alike.
pub(crate) fn scale_for(values: impl IntoIterator<Item = f32>) -> f32 {
    let most = values.into_iter().map(f32::abs).fold(0.0, f32::max);
    let mut scale = MIN_SCALE;
    while scale < most {
        scale *= 2.0;
    }
    scale
}

#[cfg(test)]
mod tests {
    use super::scale_for;

    #[test]
    fn the_scale_doubles_from_eight_until_every_value_fits() {
        assert_eq!(scale_for([]), 8.0);
        assert_eq!(scale_for([0.4, -3.0, 8.0]), 8.0);
        assert_eq!(scale_for([-13.0, 2.0]), 16.0);
        assert_eq!(scale_for([9.0, 15.5]), 16.0);
        assert_eq!(scale_for([26.0]), 32.0);
        assert_eq!(scale_for([-64.0]), 64.0);
        assert_eq!(scale_for([200.0]), 256.0);
    }
}
