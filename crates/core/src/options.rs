//! Players and the options a game is set up with.

use std::fmt;
use thiserror::Error;

/// One of the two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Player {
    /// The black discs.
    Black,
    /// The white discs.
    White,
}

impl Player {
    /// Both players, Black first.
    pub const BOTH: [Player; 2] = [Player::Black, Player::White];

    /// The other player.
    #[must_use]
    pub const fn opponent(self) -> Player {
        match self {
            Player::Black => Player::White,
            Player::White => Player::Black,
        }
    }

    /// The player's name in words: "Black" or "White".
    pub const fn name(self) -> &'static str {
        match self {
            Player::Black => "Black",
            Player::White => "White",
        }
    }

    /// The one-letter code used by the console protocol: `B` or `W`.
    pub const fn letter(self) -> char {
        match self {
            Player::Black => 'B',
            Player::White => 'W',
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A value for each player, indexed by [`Player`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ByPlayer<T> {
    /// Black's value.
    pub black: T,
    /// White's value.
    pub white: T,
}

impl<T> ByPlayer<T> {
    /// The value for `player`.
    pub fn get(&self, player: Player) -> &T {
        match player {
            Player::Black => &self.black,
            Player::White => &self.white,
        }
    }

    /// The value for `player`, mutably.
    pub fn get_mut(&mut self, player: Player) -> &mut T {
        match player {
            Player::Black => &mut self.black,
            Player::White => &mut self.white,
        }
    }
}

impl<T> std::ops::Index<Player> for ByPlayer<T> {
    type Output = T;
    fn index(&self, player: Player) -> &T {
        self.get(player)
    }
}

impl<T> std::ops::IndexMut<Player> for ByPlayer<T> {
    fn index_mut(&mut self, player: Player) -> &mut T {
        self.get_mut(player)
    }
}

/// How the winner is decided when the game ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum WinRule {
    /// The player with more discs wins (the standard rule; `>` in the console protocol).
    #[default]
    MostDiscs,
    /// The player with fewer discs wins (`<` in the console protocol).
    FewestDiscs,
}

/// Which rules decide legal moves and flips.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RuleSet {
    /// Standard Othello: a move must outflank at least one line of opponent discs in one of the
    /// eight directions, and every outflanked disc flips.
    #[default]
    Full,
    /// The simplified rules of the ICS 32 project: a move is legal on any empty cell next to an
    /// opponent disc (in any of the eight directions), and every adjacent opponent disc flips.
    Simple,
}

/// The smallest number of rows or columns.
pub const MIN_SIZE: u8 = 4;
/// The largest number of rows or columns.
pub const MAX_SIZE: u8 = 16;

/// How a game is set up: plain data that may hold anything.
///
/// Nothing here is checked until [`Game::new`](crate::Game::new) builds a game from it, so
/// options can be read from a file or edited in a dialog freely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct Options {
    /// Number of rows: even, 4 to 16.
    pub rows: u8,
    /// Number of columns: even, 4 to 16, independent of `rows`.
    pub cols: u8,
    /// Who moves first.
    pub first: Player,
    /// The colour of the top-left of the four centre discs (its diagonal partner has the same
    /// colour; the other two have the other colour).
    pub top_left: Player,
    /// How the winner is decided.
    pub win_rule: WinRule,
    /// Which rules decide moves and flips.
    pub rules: RuleSet,
}

impl Default for Options {
    /// The standard game: 8×8, Black first, White on the top-left centre cell (so Black's first
    /// moves are d3, c4, f5 and e6), most discs wins, full rules.
    fn default() -> Self {
        Options {
            rows: 8,
            cols: 8,
            first: Player::Black,
            top_left: Player::White,
            win_rule: WinRule::MostDiscs,
            rules: RuleSet::Full,
        }
    }
}

impl Options {
    /// Checks every field, reporting the first one that is out of range.
    ///
    /// # Errors
    /// [`OptionsError`] names the bad option, the value given and the values allowed.
    pub fn validate(&self) -> Result<(), OptionsError> {
        if !valid_size(self.rows) {
            return Err(OptionsError::Rows(self.rows));
        }
        if !valid_size(self.cols) {
            return Err(OptionsError::Cols(self.cols));
        }
        Ok(())
    }
}

/// Whether `n` is an allowed number of rows or columns.
pub const fn valid_size(n: u8) -> bool {
    n >= MIN_SIZE && n <= MAX_SIZE && n.is_multiple_of(2)
}

/// Why a set of [`Options`] cannot start a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum OptionsError {
    /// The number of rows is odd or outside 4..=16.
    #[error("rows must be an even number from 4 to 16, not {0}")]
    Rows(u8),
    /// The number of columns is odd or outside 4..=16.
    #[error("columns must be an even number from 4 to 16, not {0}")]
    Cols(u8),
}
