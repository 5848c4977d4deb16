//! The record of results: games finished against the computer, counted per board size and
//! level (won, drawn, lost, best margin), saved as `stats.ron` beside the settings; plain
//! data (the Statistics window that shows them is the shell's: `app/statistics.rs`).

use othello_core::WinRule;
use othello_engine::Level;
use serde::{Deserialize, Serialize};

/// How one game against the computer ended, for the person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finished {
    /// Rows and columns of the board.
    pub size: (u8, u8),
    /// Most or fewest discs wins.
    pub win_rule: WinRule,
    /// The computer's level.
    pub level: Level,
    /// The person's discs minus the computer's (under "fewest discs wins", positive when the
    /// person won); a loss on time counts the whole board against the one who lost.
    pub margin: i32,
    /// Won, drawn or lost, for the person.
    pub outcome: std::cmp::Ordering,
}

/// The results on one board size against one level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    /// Rows of the board.
    pub rows: u8,
    /// Columns of the board.
    pub cols: u8,
    /// Most or fewest discs wins (files written before the rule was kept are "most discs").
    #[serde(default)]
    pub win_rule: WinRule,
    /// The computer's level.
    pub level: Level,
    /// Games won.
    pub won: u32,
    /// Games drawn.
    pub drawn: u32,
    /// Games lost.
    pub lost: u32,
    /// The largest margin of a win, in discs.
    pub best_margin: Option<i32>,
}

/// Every result kept (plain data, as saved).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    /// One row per board size, win rule and level played, in the order first played.
    pub rows: Vec<Row>,
}

impl Stats {
    /// Counts one finished game.
    pub fn record(&mut self, game: Finished) {
        let (rows, cols) = game.size;
        let at = self.rows.iter().position(|r| {
            (r.rows, r.cols, r.win_rule, r.level) == (rows, cols, game.win_rule, game.level)
        });
        let row = match at {
            Some(i) => &mut self.rows[i],
            None => {
                self.rows.push(Row {
                    rows,
                    cols,
                    win_rule: game.win_rule,
                    level: game.level,
                    won: 0,
                    drawn: 0,
                    lost: 0,
                    best_margin: None,
                });
                let last = self.rows.len() - 1;
                &mut self.rows[last]
            }
        };
        match game.outcome {
            std::cmp::Ordering::Greater => {
                row.won += 1;
                row.best_margin = Some(row.best_margin.map_or(game.margin, |m| m.max(game.margin)));
            }
            std::cmp::Ordering::Equal => row.drawn += 1,
            std::cmp::Ordering::Less => row.lost += 1,
        }
    }

    /// Checks a loaded file: sizes a board can have, counts that add up.
    pub fn check(&self) -> Result<(), String> {
        for row in &self.rows {
            let options = othello_core::Options {
                rows: row.rows,
                cols: row.cols,
                ..othello_core::Options::default()
            };
            options
                .validate()
                .map_err(|e| format!("a row of {}×{}: {e}", row.rows, row.cols))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cmp::Ordering;

    #[test]
    fn results_count_per_board_and_level_with_the_best_win() {
        let mut stats = Stats::default();
        let game = |margin: i32, level| Finished {
            size: (8, 8),
            win_rule: WinRule::MostDiscs,
            level,
            margin,
            outcome: margin.cmp(&0),
        };
        stats.record(game(10, Level::Novice));
        stats.record(game(24, Level::Novice));
        stats.record(game(0, Level::Novice));
        stats.record(game(-6, Level::Novice));
        stats.record(game(4, Level::Expert));
        assert_eq!(stats.rows.len(), 2);
        let novice = stats.rows[0];
        assert_eq!((novice.won, novice.drawn, novice.lost), (2, 1, 1));
        assert_eq!(novice.best_margin, Some(24));
        assert_eq!(stats.rows[1].level, Level::Expert);
        // A loss never sets the best win.
        let mut lost = Stats::default();
        lost.record(Finished {
            size: (6, 6),
            win_rule: WinRule::MostDiscs,
            level: Level::Beginner,
            margin: -8,
            outcome: Ordering::Less,
        });
        assert_eq!(lost.rows[0].best_margin, None);
        assert!(stats.check().is_ok());
        let bad = Stats {
            rows: vec![Row { rows: 7, ..novice }],
        };
        assert!(bad.check().is_err());
    }

    #[test]
    fn the_two_win_rules_count_apart_and_old_files_read_as_most_discs() {
        let mut stats = Stats::default();
        for win_rule in [
            WinRule::MostDiscs,
            WinRule::FewestDiscs,
            WinRule::FewestDiscs,
        ] {
            stats.record(Finished {
                size: (6, 10),
                win_rule,
                level: Level::Intermediate,
                margin: 4,
                outcome: Ordering::Greater,
            });
        }
        let rules: Vec<_> = stats.rows.iter().map(|r| (r.win_rule, r.won)).collect();
        assert_eq!(rules, [(WinRule::MostDiscs, 1), (WinRule::FewestDiscs, 2)]);
        let old = "(rows: [(rows: 6, cols: 10, level: Intermediate, won: 1, drawn: 0, lost: 0, best_margin: Some(4))])";
        let read: Stats = ron::from_str(old).unwrap();
        assert_eq!(read.rows[0].win_rule, WinRule::MostDiscs);
    }
}
