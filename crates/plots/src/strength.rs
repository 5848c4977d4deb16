//! The matches against Zebra: every match of the documents' table as a point, our score with its
//! 95 % interval (the Elo interval as the arena gives it, turned into a score), by the 8×8
//! weights the build played with, one series per time control, in three panels: about a
//! quarter of a second a move, about a second, and equal depth 8.

use crate::Error;
use crate::chart::{self, FONT, GREY, Marker};
use crate::csv::Table;
use plotters::prelude::*;

/// The 8×8 weights, in the order they were trained: the data's key and the axis's label.
pub const WEIGHTS: [(&str, &str); 8] = [
    ("r2", "2nd round"),
    ("r3", "3rd round"),
    ("colour", "a weight per colour"),
    ("r6", "6th round"),
    ("r7", "7th round"),
    ("r11", "every kept position"),
    ("r14", "14th round"),
    ("r17", "17th round"),
];

/// A time control (or depth) of the matches and how its series looks: the data's key, the
/// panel it is drawn in (an index into [`PANELS`]), its name in the legend, its colour (an index
/// into [`chart::COLOURS`]) and its marker.
pub type Control = (&'static str, usize, &'static str, usize, Marker);

/// The panels' captions, top to bottom.
pub const PANELS: [&str; 3] = [
    "About a quarter of a second a move",
    "About a second a move",
    "Equal depth 8 (exact from 16 empty cells on both sides)",
];

/// Every time control of the data.
pub const CONTROLS: [Control; 10] = [
    ("0.25s", 0, "both 0.25 s a move", 0, Marker::Circle),
    (
        "0.5s-0.25s",
        0,
        "ours 0.5 s a move, Zebra 0.25 s",
        1,
        Marker::Square,
    ),
    (
        "0.35s-0.25s",
        0,
        "ours 0.35 s a move, Zebra 0.25 s",
        3,
        Marker::Square,
    ),
    (
        "book-0.5s-0.25s",
        0,
        "the same, ours with its book",
        3,
        Marker::Diamond,
    ),
    (
        "clock7.5-0.25s",
        0,
        "ours a 7.5 s game clock, Zebra 0.25 s",
        2,
        Marker::Triangle,
    ),
    ("1s", 1, "both 1 s a move", 0, Marker::Circle),
    (
        "2s-1s",
        1,
        "ours 2 s a move, Zebra 1 s (20 games)",
        1,
        Marker::Square,
    ),
    (
        "clock30-1s",
        1,
        "ours a 30 s game clock, Zebra 1 s",
        2,
        Marker::Triangle,
    ),
    ("depth8", 2, "both depth 8", 0, Marker::Circle),
    (
        "depth8-noprobcut",
        2,
        "both depth 8, our Multi-ProbCut off",
        1,
        Marker::Square,
    ),
];

/// One match against Zebra, as the documents give it.
#[derive(Debug, Clone, PartialEq)]
pub struct Match {
    /// Where it is in the documents: its row of the table, or `book`.
    pub row: String,
    /// The weights it played with: an index into [`WEIGHTS`].
    pub weights: usize,
    /// Its time control: an index into [`CONTROLS`].
    pub control: usize,
    /// Games won, drawn and lost by ours.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost by ours.
    pub losses: u32,
    /// Our score in per cent, as written (one decimal).
    pub score: f64,
    /// The Elo difference and its 95 % interval, as written.
    pub elo: (f64, f64, f64),
}

impl Match {
    /// The matches of the data file, checked: known weights and control, the games adding up,
    /// the score and the Elo difference agreeing with the games, the interval around the Elo.
    pub fn read(table: &Table) -> Result<Vec<Match>, Error> {
        let mut matches = Vec::new();
        for row in &table.rows {
            let at = table.text(row, "row")?.to_string();
            let fail = |what: String| Error::new(format!("row {at}: {what}"));
            let key = table.text(row, "weights")?;
            let weights = WEIGHTS
                .iter()
                .position(|w| w.0 == key)
                .ok_or_else(|| fail(format!("no weights `{key}`")))?;
            let key = table.text(row, "control")?;
            let control = CONTROLS
                .iter()
                .position(|c| c.0 == key)
                .ok_or_else(|| fail(format!("no control `{key}`")))?;
            let count = |name| table.number(row, name).map(|n| n as u32);
            let (wins, draws, losses, games) = (
                count("wins")?,
                count("draws")?,
                count("losses")?,
                count("games")?,
            );
            if wins + draws + losses != games {
                return Err(fail(format!(
                    "{wins}-{draws}-{losses} is not {games} games"
                )));
            }
            let score = table.number(row, "score_pct")?;
            let exact = 100.0 * (f64::from(wins) + f64::from(draws) / 2.0) / f64::from(games);
            if (score - exact).abs() > 0.05 + 1e-9 {
                return Err(fail(format!(
                    "a score of {score} % where the games give {exact:.2} %"
                )));
            }
            let elo = (
                table.number(row, "elo")?,
                table.number(row, "elo_low")?,
                table.number(row, "elo_high")?,
            );
            if (elo.0 - chart::elo_of_score(exact)).abs() > 1.0 {
                return Err(fail(format!(
                    "Elo {} where the games give {:.1}",
                    elo.0,
                    chart::elo_of_score(exact)
                )));
            }
            if !(elo.1 <= elo.0 && elo.0 <= elo.2) {
                return Err(fail(format!(
                    "Elo {} outside its interval {} to {}",
                    elo.0, elo.1, elo.2
                )));
            }
            matches.push(Match {
                row: at,
                weights,
                control,
                wins,
                draws,
                losses,
                score,
                elo,
            });
        }
        Ok(matches)
    }

    /// The games of the match.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }
}

/// Draws the matches as SVG text.
pub fn draw(matches: &[Match]) -> Result<String, Error> {
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (1000, 1260)).into_drawing_area();
        root.fill(&WHITE)?;
        let root = root.titled(
            "Our engine against Zebra: our score by the 8×8 weights it played with",
            (FONT, 22),
        )?;
        let root = root.titled(
            "Zebra with its own evaluation, no book; one thread each; 8×8; balanced random openings with both colours; ours without its book unless marked",
            (FONT, 14),
        )?;
        let root = root.titled(
            "40 games a match unless marked; bars: the 95 % interval of the arena's Elo estimate, as a score",
            (FONT, 14),
        )?;
        for (panel, area) in root.split_evenly((PANELS.len(), 1)).iter().enumerate() {
            let in_panel: Vec<&Match> = matches
                .iter()
                .filter(|m| CONTROLS[m.control].1 == panel)
                .collect();
            draw_panel(area, panel, &in_panel)?;
        }
        root.present()?;
    }
    Ok(svg)
}

/// Draws one panel: its matches grouped by weights, in the data's order within each group.
fn draw_panel<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    panel: usize,
    matches: &[&Match],
) -> Result<(), Error> {
    let last = panel + 1 == PANELS.len();
    let mut chart = ChartBuilder::on(area)
        .caption(PANELS[panel], (FONT, 17))
        .margin(12)
        .x_label_area_size(if last { 50 } else { 28 })
        .y_label_area_size(70)
        .build_cartesian_2d(-0.5f64..WEIGHTS.len() as f64 - 0.5, 0f64..80.0)?;
    let mut mesh = chart.configure_mesh();
    mesh.disable_x_mesh()
        .x_labels(WEIGHTS.len() + 1)
        .y_labels(9)
        .bold_line_style(GREY.mix(0.6))
        .light_line_style(TRANSPARENT)
        .x_label_formatter(&|x| match WEIGHTS.get(x.round() as usize) {
            Some(w) if (x - x.round()).abs() < 1e-9 => w.1.to_string(),
            _ => String::new(),
        })
        .y_label_formatter(&|y| format!("{y:.0} %"))
        .y_desc("our score")
        .label_style((FONT, 13))
        .axis_desc_style((FONT, 14));
    if last {
        mesh.x_desc("our 8×8 weights, in the order trained (docs/training-history.md); within each, the matches in the table's order");
    }
    mesh.draw()?;
    let line = |points: Vec<(f64, f64)>| PathElement::new(points, GREY.stroke_width(1));
    chart.draw_series(
        (1..WEIGHTS.len()).map(|i| line(vec![(i as f64 - 0.5, 0.0), (i as f64 - 0.5, 80.0)])),
    )?;
    let even = vec![(-0.5, 50.0), (WEIGHTS.len() as f64 - 0.5, 50.0)];
    chart.draw_series(DashedLineSeries::new(
        even,
        6,
        4,
        BLACK.mix(0.6).stroke_width(1),
    ))?;
    let x_of = |m: &Match| {
        let group: Vec<_> = matches.iter().filter(|n| n.weights == m.weights).collect();
        let i = group.iter().position(|n| std::ptr::eq(**n, m)).unwrap_or(0) as f64;
        let step = (0.8 / group.len() as f64).min(0.16);
        m.weights as f64 + (i - (group.len() as f64 - 1.0) / 2.0) * step
    };
    for (index, control) in CONTROLS.iter().enumerate().filter(|(_, c)| c.1 == panel) {
        let colour = chart::COLOURS[control.3];
        let series: Vec<&&Match> = matches.iter().filter(|m| m.control == index).collect();
        for m in &series {
            let x = x_of(m);
            chart::interval(
                &mut chart,
                x,
                chart::score_of_elo(m.elo.1),
                chart::score_of_elo(m.elo.2),
                colour,
            )?;
            if m.games() != 40 && control.0 != "2s-1s" {
                let note = format!("{} games", m.games());
                chart.draw_series([EmptyElement::at((x, chart::score_of_elo(m.elo.2)))
                    + Text::new(note, (-24, -16), (FONT, 11))])?;
            }
        }
        let points: Vec<(f64, f64)> = series.iter().map(|m| (x_of(m), m.score)).collect();
        chart::points(&mut chart, &points, control.4, colour, control.2)?;
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .background_style(WHITE.mix(0.9))
        .border_style(GREY)
        .label_font((FONT, 13))
        .draw()?;
    Ok(())
}
