//! What a match adds up to, gathered game by game and shown at the end.

use super::process::Answer;
use super::stats::{self, Tally};
use super::{BySide, GameReport, Side};
use std::fmt;

/// One engine's moves: how many, the nodes of those that came with `nodestats`, and the wall
/// time of each.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MoveStats {
    /// Nodes per move, for the moves after a `nodestats` line.
    pub nodes: Vec<f64>,
    /// Wall seconds per move, from sending the game to the answer.
    pub seconds: Vec<f64>,
}

impl MoveStats {
    pub(super) fn add(&mut self, answer: &Answer) {
        self.nodes.extend(answer.nodes);
        self.seconds.push(answer.seconds);
    }
}

/// The results of a match, from engine A's side.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// The engines' names (from `set myname`, or their commands).
    pub names: BySide<String>,
    /// A's wins, draws and losses.
    pub tally: Tally,
    /// Games each engine lost by forfeit.
    pub forfeits: BySide<u32>,
    /// A's discs minus B's at the end of each game played out (no forfeit).
    pub disc_differences: Vec<f64>,
    /// Each engine's moves.
    pub moves: BySide<MoveStats>,
}

impl Summary {
    pub(super) fn new(names: BySide<String>) -> Summary {
        Summary {
            names,
            tally: Tally::default(),
            forfeits: BySide::default(),
            disc_differences: Vec::new(),
            moves: BySide::default(),
        }
    }

    pub(super) fn add(&mut self, report: &GameReport) {
        match report.winner {
            Some(Side::A) => self.tally.wins += 1,
            Some(Side::B) => self.tally.losses += 1,
            None => self.tally.draws += 1,
        }
        match &report.forfeit {
            Some((side, _)) => self.forfeits[*side] += 1,
            None => {
                let a = report.counts[report.a_colour];
                let b = report.counts[report.a_colour.opponent()];
                self.disc_differences.push(f64::from(a) - f64::from(b));
            }
        }
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = self.tally;
        writeln!(f, "A: {}", self.names.a)?;
        writeln!(f, "B: {}", self.names.b)?;
        writeln!(
            f,
            "games: {}; A: {} wins, {} draws, {} losses; forfeits: A {}, B {}",
            t.games(),
            t.wins,
            t.draws,
            t.losses,
            self.forfeits.a,
            self.forfeits.b
        )?;
        let played = self.disc_differences.len();
        match stats::mean(&self.disc_differences) {
            Some(d) => writeln!(
                f,
                "mean disc difference (A - B): {d:+.2} over the {played} games played out"
            )?,
            None => writeln!(f, "mean disc difference (A - B): no game was played out")?,
        }
        if let Some(p) = t.score() {
            writeln!(f, "A's score: {:.1}%", 100.0 * p)?;
        }
        writeln!(f, "Elo difference (A - B): {}", stats::elo(t))?;
        for side in [Side::A, Side::B] {
            let m = &self.moves[side];
            write!(f, "{side}: moves {}", m.seconds.len())?;
            match stats::mean(&m.nodes) {
                Some(nodes) => write!(
                    f,
                    ", mean nodes per move {nodes:.0} ({} with nodestats)",
                    m.nodes.len()
                )?,
                None => write!(f, ", no nodestats")?,
            }
            if let (Some(mean), Some(median)) = (stats::mean(&m.seconds), stats::median(&m.seconds))
            {
                write!(f, ", time per move mean {mean:.3} s, median {median:.3} s")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
