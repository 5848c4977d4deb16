//! What a match adds up to, gathered game by game and shown at the end.

use super::process::Answer;
use super::stats::{self, Tally};
use super::{BySide, GameReport, Side};
use std::fmt;

/// One engine's moves: how many, the nodes of those that came with `nodestats`, and the wall
/// time of each with the empty cells it was asked about.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MoveStats {
    /// Nodes per move, for the moves after a `nodestats` line.
    pub nodes: Vec<f64>,
    /// Wall seconds per move, from sending the game to the answer.
    pub seconds: Vec<f64>,
    /// The empty cells of the position of each move of `seconds`.
    pub empties: Vec<u32>,
}

/// The stretches of a game by empty cells whose mean time per move a summary shows, each down
/// to its lowest count (the last to none): the midgame, its last moves, where an engine's
/// selective solves start, where its exact ones start, and the end. Counted in empty cells
/// whatever the board, as a solver's reach is.
const STRETCHES: [u32; 6] = [41, 31, 27, 23, 19, 0];

impl MoveStats {
    pub(super) fn add(&mut self, answer: &Answer, empties: u32) {
        self.nodes.extend(answer.nodes);
        self.seconds.push(answer.seconds);
        self.empties.push(empties);
    }

    /// The mean time per move in each stretch of `STRETCHES` that has a move.
    pub fn by_stretch(&self) -> Vec<Stretch> {
        let mut out = Vec::new();
        for (i, &fewest) in STRETCHES.iter().enumerate() {
            let most = i.checked_sub(1).map(|j| STRETCHES[j] - 1);
            let times: Vec<f64> = self
                .seconds
                .iter()
                .zip(&self.empties)
                .filter(|&(_, &e)| e >= fewest && most.is_none_or(|m| e <= m))
                .map(|(&s, _)| s)
                .collect();
            if let Some(mean) = stats::mean(&times) {
                out.push(Stretch {
                    most,
                    fewest,
                    mean,
                    moves: times.len(),
                });
            }
        }
        out
    }
}

/// One engine's moves in a stretch of a game by empty cells.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stretch {
    /// The most empty cells of the stretch (`None`: open above).
    pub most: Option<u32>,
    /// The fewest.
    pub fewest: u32,
    /// The mean seconds per move.
    pub mean: f64,
    /// How many moves.
    pub moves: usize,
}

impl fmt::Display for Stretch {
    /// `26-23 1.500 s (2)`; the first stretch `41+`, the last `18-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.most, self.fewest) {
            (None, fewest) => write!(f, "{fewest}+")?,
            (Some(most), 0) => write!(f, "{most}-")?,
            (Some(most), fewest) => write!(f, "{most}-{fewest}")?,
        }
        write!(f, " {:.3} s ({})", self.mean, self.moves)
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
            let stretches: Vec<String> = m.by_stretch().iter().map(ToString::to_string).collect();
            if !stretches.is_empty() {
                writeln!(
                    f,
                    "{side}: time per move by empty cells: {}",
                    stretches.join(", ")
                )?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_time_per_move_is_shown_by_stretches_of_empty_cells() {
        let mut summary = Summary::new(BySide {
            a: "a".to_owned(),
            b: "b".to_owned(),
        });
        let answer = |seconds| Answer {
            text: String::new(),
            nodes: None,
            seconds,
        };
        // A: one midgame move, two where a solve starts (24 and 23 empty cells), one at the
        // end; B: none.
        for (seconds, empties) in [(0.2, 50), (1.0, 24), (2.0, 23), (0.001, 3)] {
            summary.moves.a.add(&answer(seconds), empties);
        }
        let text = summary.to_string();
        assert!(
            text.contains(
                "A: time per move by empty cells: 41+ 0.200 s (1), 26-23 1.500 s (2), 18- 0.001 s (1)\n"
            ),
            "{text}"
        );
        assert!(!text.contains("B: time per move by"), "{text}");
        // The stretches' edges: 41 is the midgame, 40 the next stretch, 19 the last but one.
        let mut m = MoveStats::default();
        for empties in [41, 40, 31, 30, 19, 18, 0] {
            m.add(&answer(1.0), empties);
        }
        let counts: Vec<_> = m
            .by_stretch()
            .iter()
            .map(|s| (s.most, s.fewest, s.moves))
            .collect();
        assert_eq!(
            counts,
            [
                (None, 41, 1),
                (Some(40), 31, 2),
                (Some(30), 27, 1),
                (Some(22), 19, 1),
                (Some(18), 0, 2)
            ]
        );
    }
}
