//! The study desk's preferences: how far the analysis, the hints and the review of a game look,
//! how many best lines the Best lines panel lists, and how the board is turned on screen.

use crate::gui::board::Orientation;
use crate::gui::i18n::t;
use othello_engine::Limits;
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// How far a search of the window looks: to a depth, or for a time (deepening as far as the
/// time allows). The exact solve from 18 empty cells, and from the start on boards small enough
/// to solve at once, comes with either.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SearchLevel {
    /// Midgame iterations up to this many plies (1 to [`SearchLevel::MAX_DEPTH`]).
    Depth(u8),
    /// Deepening for this many seconds (1 to [`SearchLevel::MAX_SECONDS`]).
    Seconds(u16),
}

impl SearchLevel {
    /// The deepest level offered.
    pub const MAX_DEPTH: u8 = 40;
    /// The longest time offered: ten minutes.
    pub const MAX_SECONDS: u16 = 600;
    /// The analysis's default: deepening for two minutes a position.
    pub const ANALYSIS: SearchLevel = SearchLevel::Seconds(120);
    /// The hint's default: a second.
    pub const HINT: SearchLevel = SearchLevel::Seconds(1);
    /// The choices the View menu offers, besides the default.
    pub const CHOICES: [SearchLevel; 10] = [
        SearchLevel::Depth(8),
        SearchLevel::Depth(12),
        SearchLevel::Depth(16),
        SearchLevel::Depth(20),
        SearchLevel::Depth(24),
        SearchLevel::Seconds(1),
        SearchLevel::Seconds(5),
        SearchLevel::Seconds(15),
        SearchLevel::Seconds(60),
        SearchLevel::Seconds(120),
    ];

    /// The levels a list offers: the usual choices, with `default` and `current` among them.
    pub fn offered(default: SearchLevel, current: SearchLevel) -> Vec<SearchLevel> {
        let mut levels = Self::CHOICES.to_vec();
        for extra in [default, current.checked()] {
            if !levels.contains(&extra) {
                levels.push(extra);
            }
        }
        levels
    }

    /// This level within the bounds a hand-edited settings file might break.
    pub fn checked(self) -> SearchLevel {
        match self {
            SearchLevel::Depth(d) => SearchLevel::Depth(d.clamp(1, Self::MAX_DEPTH)),
            SearchLevel::Seconds(s) => SearchLevel::Seconds(s.clamp(1, Self::MAX_SECONDS)),
        }
    }

    /// The search limits of this level on `threads` threads: `base` with its depth or time.
    pub fn limits(self, base: Limits) -> Limits {
        match self.checked() {
            SearchLevel::Depth(d) => Limits {
                depth: u32::from(d),
                time: None,
                ..base
            },
            SearchLevel::Seconds(s) => Limits {
                time: Some(Duration::from_secs(u64::from(s))),
                ..base
            },
        }
    }

    /// "Depth 16" or "5 s", for menus and the status bar.
    pub fn name(self) -> String {
        match self.checked() {
            SearchLevel::Depth(d) => t!("level-depth", depth = d),
            SearchLevel::Seconds(s) => t!("level-seconds", seconds = s),
        }
    }
}

/// How far Game → Analyze game looks at each move: a level (a depth or a time a move), and
/// exact from a number of empty cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ReviewLevel {
    /// The midgame search's depth or time for each move.
    pub level: SearchLevel,
    /// Exact from this many empty cells (0: never).
    pub exact_empties: u8,
}

impl ReviewLevel {
    /// The most empty cells offered for the exact solve.
    pub const MAX_EXACT: u8 = 24;
    /// The levels Game → Analyze game offers.
    pub const LEVELS: [SearchLevel; 8] = [
        SearchLevel::Depth(8),
        SearchLevel::Depth(12),
        SearchLevel::Depth(16),
        SearchLevel::Depth(20),
        SearchLevel::Seconds(1),
        SearchLevel::Seconds(5),
        SearchLevel::Seconds(15),
        SearchLevel::Seconds(60),
    ];
    /// The exact solves offered, in empty cells.
    pub const EXACT: [u8; 6] = [0, 14, 16, 18, 20, 22];

    /// This level within the bounds a hand-edited settings file might break.
    pub fn checked(self) -> ReviewLevel {
        ReviewLevel {
            level: self.level.checked(),
            exact_empties: self.exact_empties.min(Self::MAX_EXACT),
        }
    }

    /// The search limits of each move's analysis on `threads` threads.
    pub fn limits(self, threads: usize) -> Limits {
        let checked = self.checked();
        checked.level.limits(Limits {
            threads,
            exact_empties: u32::from(checked.exact_empties),
            hash_mib: 32,
            ..Limits::default()
        })
    }

    /// "Depth 12, exact from 18 empty cells", for the menu and the review's progress.
    pub fn name(self) -> String {
        let checked = self.checked();
        match checked.exact_empties {
            0 => checked.level.name(),
            empties => t!(
                "review-level-exact",
                level = checked.level.name(),
                empties = empties
            ),
        }
    }
}

impl Default for ReviewLevel {
    fn default() -> Self {
        ReviewLevel {
            level: SearchLevel::Depth(12),
            exact_empties: 18,
        }
    }
}

/// The study desk's preferences.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Study {
    /// How far the analysis of the position on the board looks.
    pub analysis: SearchLevel,
    /// How far a hint looks.
    pub hint: SearchLevel,
    /// How many moves the Best lines panel lists (0: every legal move).
    pub lines: u8,
    /// How the board is turned and mirrored on screen (the game and its notation are not).
    pub orientation: Orientation,
    /// How far Game → Analyze game looks.
    pub review: ReviewLevel,
}

impl Study {
    /// The most lines the panel lists by number (more: every legal move).
    pub const MAX_LINES: u8 = 10;
}

impl Default for Study {
    fn default() -> Self {
        Study {
            analysis: SearchLevel::ANALYSIS,
            hint: SearchLevel::HINT,
            lines: 4,
            orientation: Orientation::default(),
            review: ReviewLevel::default(),
        }
    }
}
