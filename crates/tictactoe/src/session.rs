//! A game in progress, for hot-seat play: turns, history, undo and redo, saving and loading.

use super::board::{Options, OptionsError, Player, Pos, Rules};
use super::model::{Game, PlayOrder, XoError};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// How a game stands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// `isWon`: `player` filled `line` (its cells, row by row).
    Win {
        /// The winner, `whoWon`.
        player: Player,
        /// The cells of the winning line.
        line: Vec<Pos>,
    },
    /// `isDraw`: the board is full and nobody has won.
    Draw,
    /// `isUnfinished`: moves remain and nobody has won.
    Unfinished,
}

/// What one accepted move did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReport {
    /// Who moved.
    pub player: Player,
    /// Where.
    pub pos: Pos,
    /// How the game stands afterwards.
    pub outcome: Outcome,
}

/// Why a saved game could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    /// The options are invalid.
    #[error("bad options: {0}")]
    Options(#[from] OptionsError),
    /// Move `index` (0-based) could not be played.
    #[error("move {} at {pos}: {error}", index + 1)]
    Move {
        /// 0-based index of the move in the list.
        index: usize,
        /// The position of that move.
        pos: Pos,
        /// Why it was refused.
        error: XoError,
    },
}

/// A saved game: the options and the moves in order. Plain data for serde; load it with
/// [`Record::restore`], which checks everything.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Record {
    /// The options the game was played with.
    pub options: Options,
    /// The moves played, in order.
    pub moves: Vec<Pos>,
}

impl Record {
    /// Replays the record.
    ///
    /// # Errors
    /// See [`Match::replay`].
    pub fn restore(&self) -> Result<Match, ReplayError> {
        Match::replay(self.options, &self.moves)
    }
}

/// A game in progress with its history: what the GUI holds for hot-seat play.
///
/// Built only from validated [`Options`]; the model's [`Game`] underneath is always consistent,
/// turns alternate in the play order ([`PlayOrder::starting_with`] `options.first`), and no move
/// is accepted once the game is won or drawn.
///
/// ```
/// use tictactoe::{Match, Options, Outcome, Player, Pos, XoError};
///
/// let mut game = Match::new(Options::default())?; // 3×3, Cross first
/// for pos in [Pos::new(2, 2), Pos::new(1, 1), Pos::new(1, 3), Pos::new(3, 1)] {
///     game.play(pos)?;
/// }
/// assert_eq!(game.play(Pos::new(1, 1)), Err(XoError::Taken(Pos::new(1, 1))));
/// let report = game.play(Pos::new(2, 1))?; // Cross blocks...
/// assert_eq!(report.outcome, Outcome::Unfinished);
/// game.play(Pos::new(2, 3))?; // ...Nought blocks...
/// let report = game.play(Pos::new(3, 2))?; // ...and Cross has no line yet.
/// assert_eq!(game.turn(), Some(Player::Nought));
/// assert_eq!(game.undo(), Some(Pos::new(3, 2)));
/// assert_eq!(game.redo().map(|r| r.pos), Some(report.pos));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    options: Options,
    order: PlayOrder,
    game: Game,
    moves: Vec<Pos>,
    /// Undone moves, the next one to redo last.
    undone: Vec<Pos>,
}

impl Match {
    /// A new empty game.
    ///
    /// # Errors
    /// [`OptionsError`] naming the bad option.
    pub fn new(options: Options) -> Result<Match, OptionsError> {
        let rules = options.validate()?;
        Ok(Match {
            options,
            order: PlayOrder::starting_with(options.first),
            game: Game::new(rules),
            moves: Vec::new(),
            undone: Vec::new(),
        })
    }

    /// A game with `moves` played in order from the start (e.g. a saved game).
    ///
    /// # Errors
    /// [`ReplayError::Options`] for bad options, or [`ReplayError::Move`] with the index and
    /// reason of the first refused move (off the board, taken, or after the game is over).
    pub fn replay(options: Options, moves: &[Pos]) -> Result<Match, ReplayError> {
        let mut game = Match::new(options)?;
        for (index, &pos) in moves.iter().enumerate() {
            game.play(pos)
                .map_err(|error| ReplayError::Move { index, pos, error })?;
        }
        Ok(game)
    }

    /// The options, for saving.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The validated board.
    pub fn rules(&self) -> Rules {
        self.game.rules()
    }

    /// The play order.
    pub fn play_order(&self) -> PlayOrder {
        self.order
    }

    /// The model's view of the board.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The options and moves, for saving.
    pub fn record(&self) -> Record {
        Record {
            options: self.options,
            moves: self.moves.clone(),
        }
    }

    /// Who moves next: the head of the rotated play order; `None` once the game is won or drawn.
    pub fn turn(&self) -> Option<Player> {
        if self.game.is_unfinished() {
            Some(self.next_player())
        } else {
            None
        }
    }

    /// Whose turn it would be from the move count, even when the game is over.
    pub fn next_player(&self) -> Player {
        self.order.players()[self.moves.len() % 2]
    }

    /// Is the game won or drawn?
    pub fn is_over(&self) -> bool {
        !self.game.is_unfinished()
    }

    /// Who has moved at `pos` (`None` if empty or off the board).
    pub fn cell(&self, pos: Pos) -> Option<Player> {
        self.game.get(pos)
    }

    /// The empty positions, row by row (none once the game is over).
    pub fn legal_moves(&self) -> Vec<Pos> {
        if self.is_over() {
            return Vec::new();
        }
        let rules = self.rules();
        rules.positions_of(rules.full() & !self.game.occupied())
    }

    /// How the game stands; a win carries the winning line.
    pub fn outcome(&self) -> Outcome {
        match self.game.who_won() {
            Ok(player) => Outcome::Win {
                player,
                line: self.game.winning_line(player).unwrap_or_default(),
            },
            Err(_) if self.game.is_draw() => Outcome::Draw,
            Err(_) => Outcome::Unfinished,
        }
    }

    /// Plays `pos` for the player whose turn it is (through the model's checked `move`), and
    /// forgets any undone moves.
    ///
    /// # Errors
    /// [`XoError::GameOver`], [`XoError::OffBoard`] or [`XoError::Taken`]; the game is unchanged.
    pub fn play(&mut self, pos: Pos) -> Result<MoveReport, XoError> {
        let report = self.apply(pos)?;
        self.undone.clear();
        Ok(report)
    }

    fn apply(&mut self, pos: Pos) -> Result<MoveReport, XoError> {
        let player = self.turn().ok_or(XoError::GameOver)?;
        self.game.move_(player, pos)?;
        self.moves.push(pos);
        Ok(MoveReport {
            player,
            pos,
            outcome: self.outcome(),
        })
    }

    /// Takes back the last move; returns its position, or `None` at the start.
    pub fn undo(&mut self) -> Option<Pos> {
        let last = self.moves.pop()?;
        let rules = self.rules();
        let game = Game::from_map(
            rules,
            self.moves
                .iter()
                .enumerate()
                .map(|(i, &p)| (p, self.order.players()[i % 2])),
        );
        match game {
            Ok(game) => {
                self.game = game;
                self.undone.push(last);
                Some(last)
            }
            Err(_) => {
                // Cannot happen: a prefix of an accepted game is accepted. Keep the game as it was.
                self.moves.push(last);
                None
            }
        }
    }

    /// Plays the last undone move again.
    pub fn redo(&mut self) -> Option<MoveReport> {
        let pos = *self.undone.last()?;
        let report = self.apply(pos).ok()?;
        self.undone.pop();
        Some(report)
    }

    /// Is there a move to take back?
    pub fn can_undo(&self) -> bool {
        !self.moves.is_empty()
    }

    /// Is there an undone move to play again?
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Pos] {
        &self.moves
    }

    /// The undone moves in the order `redo` would play them.
    pub fn redo_moves(&self) -> Vec<Pos> {
        self.undone.iter().rev().copied().collect()
    }

    /// The moves with the player who made each.
    pub fn history(&self) -> Vec<(Player, Pos)> {
        self.moves
            .iter()
            .enumerate()
            .map(|(i, &p)| (self.order.players()[i % 2], p))
            .collect()
    }
}
