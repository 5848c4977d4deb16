//! What the figures share: the font, the colours and markers of the series, vertical interval
//! bars, and the score an Elo difference stands for.

use crate::Error;
use plotters::coord::CoordTranslate;
use plotters::prelude::*;

/// The font family of every text: the viewer's own sans-serif, so no font file is read.
pub const FONT: &str = "sans-serif";

/// The colours of the series, which stay apart for most colour-blind readers (Okabe and Ito's
/// palette): blue, vermilion, bluish green, reddish purple.
pub const COLOURS: [RGBColor; 4] = [
    RGBColor(0, 114, 178),
    RGBColor(213, 94, 0),
    RGBColor(0, 158, 115),
    RGBColor(204, 121, 167),
];

/// The grey of grid lines and reference lines.
pub const GREY: RGBColor = RGBColor(200, 200, 200);

/// The shape of a series' points, so that series differ without their colours too.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Marker {
    /// A filled circle.
    Circle,
    /// A filled square.
    Square,
    /// A filled triangle, point up.
    Triangle,
    /// A filled diamond.
    Diamond,
}

/// The marker's half-size in pixels.
const SIZE: i32 = 5;

/// Draws `points` as one series of `marker`s in `colour`, named `label` in the legend.
pub fn points<'a, DB, CT>(
    chart: &mut ChartContext<'a, DB, CT>,
    points: &[(f64, f64)],
    marker: Marker,
    colour: RGBColor,
    label: &str,
) -> Result<(), Error>
where
    DB: DrawingBackend + 'a,
    CT: CoordTranslate<From = (f64, f64)>,
{
    let style = colour.filled();
    let shape = move |at: (i32, i32)| -> DynElement<'static, DB, (i32, i32)> {
        let (x, y) = at;
        let s = SIZE;
        match marker {
            Marker::Circle => Circle::new(at, s, style).into_dyn(),
            Marker::Square => {
                Rectangle::new([(x - s + 1, y - s + 1), (x + s - 1, y + s - 1)], style).into_dyn()
            }
            Marker::Triangle => Polygon::new(
                vec![(x, y - s - 1), (x + s, y + s - 1), (x - s, y + s - 1)],
                style,
            )
            .into_dyn(),
            Marker::Diamond => Polygon::new(
                vec![(x, y - s - 1), (x + s, y), (x, y + s + 1), (x - s, y)],
                style,
            )
            .into_dyn(),
        }
    };
    chart
        .draw_series(points.iter().map(|&p| EmptyElement::at(p) + shape((0, 0))))?
        .label(label)
        .legend(shape);
    Ok(())
}

/// Draws a vertical bar from `low` to `high` at `x`, with short caps, in `colour`.
pub fn interval<'a, DB, CT>(
    chart: &mut ChartContext<'a, DB, CT>,
    x: f64,
    low: f64,
    high: f64,
    colour: RGBColor,
) -> Result<(), Error>
where
    DB: DrawingBackend + 'a,
    CT: CoordTranslate<From = (f64, f64)>,
{
    let style = colour.stroke_width(1);
    let cap =
        move |y: f64| EmptyElement::at((x, y)) + PathElement::new(vec![(-4, 0), (4, 0)], style);
    chart.draw_series([PathElement::new(vec![(x, low), (x, high)], style)])?;
    chart.draw_series([cap(low), cap(high)])?;
    Ok(())
}

/// The score, in per cent, that an Elo difference stands for: `100 / (1 + 10^(−elo/400))`, the
/// inverse of the arena's `elo_from_score`.
pub fn score_of_elo(elo: f64) -> f64 {
    100.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference a score in per cent stands for (the arena's formula).
pub fn elo_of_score(score: f64) -> f64 {
    -400.0 * (100.0 / score - 1.0).log10()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_and_elo_are_inverse() {
        assert!((score_of_elo(0.0) - 50.0).abs() < 1e-12);
        for elo in [-382.0, -98.0, 0.0, 44.0, 191.0] {
            assert!((elo_of_score(score_of_elo(elo)) - elo).abs() < 1e-9);
        }
        assert!((elo_of_score(75.0) - 190.85).abs() < 0.01);
    }
}
