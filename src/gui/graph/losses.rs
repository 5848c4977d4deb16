//! The graph's strip of losses: the discs each move gave away, and each side's running total.

use super::{Graph, Loss, MIN_LOSS_SCALE};
use crate::gui::i18n::{self, t};
use crate::gui::theme::Theme;
use egui::{Align2, Color32, Pos2, Rect, Stroke, pos2, vec2};
use othello_core::Player;

impl Graph<'_> {
    /// The discs each move gave away as a bar in its player's colour, hanging from the strip's
    /// top, and each player's running total as a line over them (its own scale, on the right).
    pub(super) fn losses(
        &self,
        painter: &egui::Painter,
        strip: Rect,
        x: &dyn Fn(f32) -> f32,
        font: &egui::FontId,
        theme: &Theme,
        weak: Color32,
    ) {
        painter.line_segment(
            [strip.left_top(), strip.right_top()],
            Stroke::new(1.0, weak),
        );
        let worst = self
            .losses
            .iter()
            .map(Loss::discs)
            .fold(MIN_LOSS_SCALE, f32::max)
            .ceil();
        let per_move = strip.width() / self.total.max(1) as f32;
        let bar = (per_move * 0.4).clamp(2.0, 8.0);
        // Outlined in the text's colour, so that each side's bars show on either background.
        let outline = Stroke::new(1.0, weak);
        for loss in self.losses.iter().filter(|l| l.hundredths > 0) {
            let centre = x(loss.number as f32 - 0.5);
            let depth = strip.height() * (loss.discs() / worst).min(1.0);
            let shift = if loss.player == Player::Black {
                -bar / 2.0
            } else {
                bar / 2.0
            };
            let r = Rect::from_min_size(
                pos2(centre + shift - bar / 2.0, strip.top()),
                vec2(bar, depth.max(1.0)),
            );
            painter.rect(
                r,
                0.0,
                theme.disc(loss.player),
                outline,
                egui::StrokeKind::Inside,
            );
        }
        painter.text(
            pos2(strip.left() - 3.0, strip.top()),
            Align2::RIGHT_TOP,
            "0",
            font.clone(),
            weak,
        );
        painter.text(
            pos2(strip.left() - 3.0, strip.bottom()),
            Align2::RIGHT_BOTTOM,
            format!("-{worst}"),
            font.clone(),
            weak,
        );
        // What the bars and the lines are: each side's discs given away, move by move and in
        // all, in its own colour.
        let legend = painter.text(
            pos2(strip.left() + 4.0, strip.bottom() - 2.0),
            Align2::LEFT_BOTTOM,
            t!("graph-legend-losses"),
            font.clone(),
            weak,
        );
        let mut at = legend.right() + 8.0;
        for player in Player::BOTH {
            let y = legend.center().y;
            // Drawn as the totals' lines are: the colour over a halo.
            let sample = [pos2(at, y), pos2(at + 14.0, y)];
            painter.line_segment(sample, Stroke::new(4.0, weak));
            painter.line_segment(sample, Stroke::new(2.0, theme.disc(player)));
            let name = painter.text(
                pos2(at + 18.0, legend.bottom()),
                Align2::LEFT_BOTTOM,
                crate::gui::i18n::player(player),
                font.clone(),
                weak,
            );
            at = name.right() + 10.0;
        }
        // The running totals, on a scale of their own.
        let totals: Vec<(Player, Vec<Pos2>, f32)> = Player::BOTH
            .iter()
            .map(|&p| {
                let mut sum = 0;
                let mut line = vec![(0.0, 0.0)];
                for l in self.losses.iter().filter(|l| l.player == p) {
                    sum += l.hundredths;
                    line.push((l.number as f32, sum as f32 / 100.0));
                }
                (p, line, sum as f32 / 100.0)
            })
            .map(|(p, line, sum)| {
                let points = line.into_iter().map(|(m, s)| pos2(x(m), s)).collect();
                (p, points, sum)
            })
            .collect();
        let most = totals.iter().map(|t| t.2).fold(1.0, f32::max).ceil();
        let mut ends = Vec::new();
        for (player, points, sum) in totals {
            let points: Vec<Pos2> = points
                .into_iter()
                .map(|p| pos2(p.x, strip.top() + strip.height() * (p.y / most)))
                .collect();
            let colour = theme.disc(player);
            painter.add(egui::Shape::line(points.clone(), Stroke::new(4.0, weak)));
            painter.add(egui::Shape::line(points.clone(), Stroke::new(2.0, colour)));
            if let Some(&end) = points.last() {
                ends.push((end, sum));
            }
        }
        // Each total at its line's end, kept inside the strip (a total at the strip's bottom
        // was cut in half) and apart from the other's (two totals close together were written
        // over each other).
        let half = font.size / 2.0 + 1.0;
        let ys = label_heights(
            ends.iter().map(|(end, _)| end.y).collect(),
            half,
            (strip.top(), strip.bottom()),
        );
        for ((end, sum), y) in ends.into_iter().zip(ys) {
            // Right of the line's end, or left of it where the graph's edge would cut it.
            let text = i18n::decimal(f64::from(sum), false);
            let width = painter
                .layout_no_wrap(text.clone(), font.clone(), weak)
                .size()
                .x;
            let (x, align) = if end.x + 3.0 + width <= painter.clip_rect().right() {
                (end.x + 3.0, Align2::LEFT_CENTER)
            } else {
                (end.x - 3.0, Align2::RIGHT_CENTER)
            };
            painter.text(pos2(x, y), align, text, font.clone(), weak);
        }
    }
}

/// Where two labels of half-height `half` go for lines ending at heights `ys`: each at its
/// line's end, inside `strip` (top, bottom), and at least a label's height apart.
fn label_heights(mut ys: Vec<f32>, half: f32, (top, bottom): (f32, f32)) -> Vec<f32> {
    let (top, bottom) = (top + half, bottom - half);
    for y in &mut ys {
        *y = y.clamp(top, bottom.max(top));
    }
    if let [a, b] = ys.as_mut_slice()
        && (*a - *b).abs() < 2.0 * half
    {
        let (upper, lower) = if *a <= *b { (a, b) } else { (b, a) };
        let middle = ((*upper + *lower) / 2.0).clamp(top + half, (bottom - half).max(top + half));
        *upper = middle - half;
        *lower = middle + half;
    }
    ys
}

#[cfg(test)]
mod label_tests {
    use super::label_heights;

    #[test]
    fn the_two_totals_are_written_apart_and_inside_the_strip() {
        // Far apart: each at its line's end.
        assert_eq!(
            label_heights(vec![10.0, 50.0], 6.0, (0.0, 60.0)),
            [10.0, 50.0]
        );
        // Close together: a label's height apart, around their middle.
        assert_eq!(
            label_heights(vec![30.0, 32.0], 6.0, (0.0, 60.0)),
            [25.0, 37.0]
        );
        assert_eq!(
            label_heights(vec![32.0, 30.0], 6.0, (0.0, 60.0)),
            [37.0, 25.0]
        );
        // Both at the strip's bottom: moved up inside it.
        assert_eq!(
            label_heights(vec![60.0, 60.0], 6.0, (0.0, 60.0)),
            [42.0, 54.0]
        );
    }
}
