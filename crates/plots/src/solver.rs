//! The exact solve of FFO #40–#49 on one thread, position by position: ours with the hand-set
//! evaluation ordering the moves beside Edax 4.6 with a zero-weight evaluation (one run, each
//! position right after ours), and ours with the trained evaluation ordering them (a later run),
//! on a logarithmic scale of seconds.

use crate::Error;
use crate::chart::{self, FONT, GREY, Marker};
use crate::csv::Table;
use plotters::prelude::*;

/// One FFO position's solve, as the documents give it.
#[derive(Debug, Clone, PartialEq)]
pub struct Solve {
    /// The position's number in the FFO test suite (40 to 49).
    pub ffo: u32,
    /// Its exact score for the side to move.
    pub score: i32,
    /// Our time in seconds, the hand-set evaluation ordering the moves.
    pub ours: f64,
    /// Edax 4.6's time in seconds (zero-weight evaluation), in the same run.
    pub edax: f64,
    /// Our time in seconds with the trained evaluation ordering the moves, in a later run.
    pub trained: f64,
}

impl Solve {
    /// The solves of the data file, checked: FFO #40 to #49 in order, every time positive.
    pub fn read(table: &Table) -> Result<Vec<Solve>, Error> {
        let mut solves = Vec::new();
        for row in &table.rows {
            let solve = Solve {
                ffo: table.number(row, "ffo")? as u32,
                score: table.number(row, "score")? as i32,
                ours: table.number(row, "ours_s")?,
                edax: table.number(row, "edax_s")?,
                trained: table.number(row, "trained_s")?,
            };
            if solve.ffo != 40 + solves.len() as u32 {
                return Err(Error::new(format!(
                    "FFO #{} where #{} was due",
                    solve.ffo,
                    40 + solves.len()
                )));
            }
            if [solve.ours, solve.edax, solve.trained]
                .iter()
                .any(|&t| t.is_nan() || t <= 0.0)
            {
                return Err(Error::new(format!(
                    "FFO #{}: a time that is not positive",
                    solve.ffo
                )));
            }
            solves.push(solve);
        }
        if solves.len() != 10 {
            return Err(Error::new(format!(
                "{} positions where FFO #40–#49 are 10",
                solves.len()
            )));
        }
        Ok(solves)
    }
}

/// The three series: their name in the legend (with the total time), colour, marker, offset on
/// the axis, and time of a solve.
type Series = (String, usize, Marker, f64, fn(&Solve) -> f64);

/// Draws the solves as SVG text.
pub fn draw(solves: &[Solve]) -> Result<String, Error> {
    let total = |time: fn(&Solve) -> f64| solves.iter().map(time).sum::<f64>();
    let series: [Series; 3] = [
        (
            format!(
                "ours, hand-set evaluation ordering ({:.1} s in all)",
                total(|s| s.ours)
            ),
            0,
            Marker::Circle,
            -0.2,
            |s| s.ours,
        ),
        (
            format!(
                "Edax 4.6, zero-weight evaluation, same run ({:.1} s)",
                total(|s| s.edax)
            ),
            1,
            Marker::Square,
            0.0,
            |s| s.edax,
        ),
        (
            format!(
                "ours, trained evaluation ordering, a later run ({:.1} s)",
                total(|s| s.trained)
            ),
            2,
            Marker::Triangle,
            0.2,
            |s| s.trained,
        ),
    ];
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (1000, 600)).into_drawing_area();
        root.fill(&WHITE)?;
        let root = root.titled(
            "Exact solve of FFO #40–#49: seconds per position, ours beside Edax 4.6",
            (FONT, 22),
        )?;
        let root = root.titled(
            "One thread, one position after the other, on the project's 2-core build machine (wall time); ours with 64 MiB tables",
            (FONT, 14),
        )?;
        let last = solves.len() as f64 - 0.5;
        let mut chart = ChartBuilder::on(&root)
            .margin(14)
            .x_label_area_size(50)
            .y_label_area_size(70)
            .build_cartesian_2d(-0.5f64..last, (0.3f64..200.0).log_scale())?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(solves.len() + 1)
            .x_label_formatter(&|x| match solves.get(x.round() as usize) {
                Some(s) if (x - x.round()).abs() < 1e-9 => format!("#{} ({:+})", s.ffo, s.score),
                _ => String::new(),
            })
            .y_label_formatter(&|y| format!("{y} s"))
            .bold_line_style(GREY.mix(0.6))
            .light_line_style(TRANSPARENT)
            .x_desc("FFO position (its exact score for the side to move)")
            .y_desc("seconds to solve (logarithmic)")
            .label_style((FONT, 13))
            .axis_desc_style((FONT, 14))
            .draw()?;
        let line = |points: Vec<(f64, f64)>| PathElement::new(points, GREY.stroke_width(1));
        chart.draw_series(
            (1..solves.len()).map(|i| line(vec![(i as f64 - 0.5, 0.3), (i as f64 - 0.5, 200.0)])),
        )?;
        for (label, colour, marker, offset, time) in &series {
            let points: Vec<(f64, f64)> = solves
                .iter()
                .enumerate()
                .map(|(i, s)| (i as f64 + offset, time(s)))
                .collect();
            chart::points(&mut chart, &points, *marker, chart::COLOURS[*colour], label)?;
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperLeft)
            .background_style(WHITE.mix(0.9))
            .border_style(GREY)
            .label_font((FONT, 13))
            .draw()?;
        root.present()?;
    }
    Ok(svg)
}
