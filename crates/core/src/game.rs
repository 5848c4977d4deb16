//! The checked game: built from validated options, owns turn order, passes, the end and history.

use super::bits::{Bits, U256};
use super::layout::{Geometry, InstructionSet, Standard8x8};
use super::options::{ByPlayer, Options, OptionsError, Player, WinRule};
use super::position::{Position, perft, perft_level, perft_with};
use super::setup::{Setup, SetupError};
use super::square::{Square, SquareSet};
use thiserror::Error;

mod history;
mod play;

pub use history::{Line, Ply};
pub use play::{MoveError, MoveReport};

/// The bitboard layout of a game, chosen from its size: the smallest word that holds the board,
/// and constant shifts for the standard 8×8 board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnyLayout {
    /// 8×8, all constants.
    Standard(Standard8x8),
    /// Up to 64 cells.
    Small(Geometry<u64>),
    /// 65 to 128 cells.
    Medium(Geometry<u128>),
    /// 129 to 256 cells.
    Large(Geometry<U256>),
}

impl AnyLayout {
    /// The layout for a `rows` × `cols` board (sizes from validated [`Options`]).
    pub fn new(rows: u8, cols: u8) -> Self {
        let (r, c) = (u32::from(rows), u32::from(cols));
        match r * c {
            _ if r == 8 && c == 8 => AnyLayout::Standard(Standard8x8),
            n if n <= 64 => AnyLayout::Small(Geometry::new(r, c)),
            n if n <= 128 => AnyLayout::Medium(Geometry::new(r, c)),
            _ => AnyLayout::Large(Geometry::new(r, c)),
        }
    }
}

/// Runs generic code on the concrete layout of an [`AnyLayout`]: `with_layout!(any, |l| body)`,
/// where `body` may use `l: &impl Layout`.
#[macro_export]
macro_rules! with_layout {
    ($any:expr, |$l:ident| $body:expr) => {
        match $any {
            $crate::AnyLayout::Standard($l) => $body,
            $crate::AnyLayout::Small($l) => $body,
            $crate::AnyLayout::Medium($l) => $body,
            $crate::AnyLayout::Large($l) => $body,
        }
    };
}

/// How a finished game came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// This player won under the game's win rule.
    Win(Player),
    /// Equal disc counts.
    Draw,
}

/// The state before a move, kept so that undo is exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Snapshot {
    discs: ByPlayer<[u64; 4]>,
    turn: Option<Player>,
}

/// One move of the history (or of the redo list), with what undo needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Step {
    player: Player,
    square: Square,
    opponent_passed: bool,
    before: Snapshot,
}

/// A game of Othello in progress (or finished), with its history.
///
/// A `Game` can only be built from valid [`Options`]; after that every query is infallible and
/// every move is checked, so no caller needs to re-check sizes or rules.
///
/// ```
/// use othello_core::{Game, Options, Outcome, Player, Square};
///
/// let mut game = Game::new(Options::default()).unwrap();
/// assert_eq!(game.turn(), Some(Player::Black));
/// let report = game.play(Square::new(2, 3)).unwrap(); // d3
/// assert_eq!(report.flipped.len(), 1);
/// assert_eq!(game.counts().black, 4);
/// assert!(game.play(Square::new(2, 3)).is_err()); // occupied now
/// game.undo();
/// assert_eq!(game.counts().black, 2);
/// assert_eq!(game.outcome(), None);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    options: Options,
    layout: AnyLayout,
    /// The set-up position (with a forced first pass applied) and its nominal side to move.
    start: Snapshot,
    start_turn: Player,
    current: Snapshot,
    history: Vec<Step>,
    /// Moves taken back, the next to redo last.
    redo: Vec<Step>,
}

impl Game {
    /// Sets up the start position: four discs in the centre, `options.first` to move.
    ///
    /// # Errors
    /// [`OptionsError`] if the rows or columns are odd or outside 4..=16.
    pub fn new(options: Options) -> Result<Game, OptionsError> {
        Game::from_setup(&Setup::standard(options)).map_err(|e| match e {
            SetupError::Options(e) => e,
            // The standard set-up of valid options has the right cells.
            other => unreachable!("standard set-up: {other}"),
        })
    }

    /// Checks a set-up position and starts a game from it.
    ///
    /// Any arrangement of discs is accepted. If the side to move has no legal move but the
    /// other side has, the forced pass is applied at once: the other side is to move, and
    /// [`Game::plies`] starts with that pass. If neither side can move, the game is over from the
    /// start. Undo goes back to the set-up position and no further; [`Game::setup`] returns
    /// `setup` as given.
    ///
    /// # Errors
    /// [`SetupError`] for invalid options or a wrong number of cells.
    pub fn from_setup(setup: &Setup) -> Result<Game, SetupError> {
        setup.validate()?;
        let options = setup.options;
        let mut discs = ByPlayer {
            black: [0u64; 4],
            white: [0u64; 4],
        };
        for (i, cell) in setup.cells.iter().enumerate() {
            if let Some(player) = *cell {
                discs[player][i / 64] |= 1 << (i % 64);
            }
        }
        let start = Snapshot {
            discs,
            turn: Some(setup.turn),
        };
        let mut game = Game {
            options,
            layout: AnyLayout::new(options.rows, options.cols),
            start,
            start_turn: setup.turn,
            current: start,
            history: Vec::new(),
            redo: Vec::new(),
        };
        game.current.turn = game.settle(setup.turn).0;
        game.start = game.current;
        Ok(game)
    }

    /// The position the game started from, as given to [`Game::from_setup`] (the standard
    /// start for [`Game::new`]).
    pub fn setup(&self) -> Setup {
        let mut setup = Setup::empty(self.options);
        setup.turn = self.start_turn;
        for player in Player::BOTH {
            let discs =
                SquareSet::from_bits(U256::from_words(self.start.discs[player]), self.cols());
            for square in discs.iter() {
                // On the board by construction.
                let _ = setup.set(square, Some(player));
            }
        }
        setup
    }

    /// The position on the board now, as a set-up (where [`Game::setup`] is where the game
    /// started): the discs, and the player to move, or after the end the player who would have
    /// moved next. `Game::from_setup(&game.position())` continues the game from here with no
    /// history.
    pub fn position(&self) -> Setup {
        let mut setup = Setup::empty(self.options);
        setup.turn = match (self.turn(), self.plies().last()) {
            (Some(turn), _) => turn,
            (None, Some(last)) => last.player().opponent(),
            (None, None) => self.start_turn,
        };
        for player in Player::BOTH {
            for square in self.discs(player).iter() {
                // On the board by construction.
                let _ = setup.set(square, Some(player));
            }
        }
        setup
    }

    /// Replays `moves` from the start position of `options`.
    ///
    /// # Errors
    /// [`ReplayError`] for bad options, or the index (0-based) and reason of the first move that
    /// is not legal.
    pub fn replay(options: Options, moves: &[Square]) -> Result<Game, ReplayError> {
        let mut game = Game::new(options)?;
        for (index, &square) in moves.iter().enumerate() {
            game.play(square).map_err(|error| ReplayError::Move {
                index,
                square,
                error,
            })?;
        }
        Ok(game)
    }

    /// The options the game was set up with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Number of rows.
    pub fn rows(&self) -> u8 {
        self.options.rows
    }

    /// Number of columns.
    pub fn cols(&self) -> u8 {
        self.options.cols
    }

    /// The bitboard layout, for search code that works on [`Position`]s.
    pub fn layout(&self) -> &AnyLayout {
        &self.layout
    }

    /// Whose turn it is; `None` once the game is over.
    pub fn turn(&self) -> Option<Player> {
        self.current.turn
    }

    /// Whether neither player can move.
    pub fn is_over(&self) -> bool {
        self.current.turn.is_none()
    }

    /// Whether `square` is on the board.
    pub fn contains(&self, square: Square) -> bool {
        square.row < self.rows() && square.col < self.cols()
    }

    /// The disc on `square`, if any; `None` also for cells off the board.
    pub fn cell(&self, square: Square) -> Option<Player> {
        if !self.contains(square) {
            return None;
        }
        Player::BOTH
            .into_iter()
            .find(|&p| self.discs(p).contains(square))
    }

    /// The cells holding `player`'s discs.
    pub fn discs(&self, player: Player) -> SquareSet {
        SquareSet::from_bits(U256::from_words(self.current.discs[player]), self.cols())
    }

    /// How many discs each player has.
    pub fn counts(&self) -> ByPlayer<u32> {
        let count = |w: &[u64; 4]| w.iter().map(|x| x.count_ones()).sum();
        ByPlayer {
            black: count(&self.current.discs.black),
            white: count(&self.current.discs.white),
        }
    }

    /// Number of empty cells.
    pub fn empties(&self) -> u32 {
        let c = self.counts();
        u32::from(self.rows()) * u32::from(self.cols()) - c.black - c.white
    }

    /// The position from `player`'s side, as bitboards of the layout's word type.
    pub fn position_for<B: Bits>(&self, player: Player) -> Position<B> {
        Position {
            me: B::from_words(self.current.discs[player]),
            opp: B::from_words(self.current.discs[player.opponent()]),
        }
    }

    /// The cells where `player` could legally move if it were their turn (whether or not it is).
    pub fn legal_moves(&self, player: Player) -> SquareSet {
        let rules = self.options.rules;
        let moves = with_layout!(&self.layout, |l| {
            let pos = self.position_for(player);
            pos.moves(l, rules).to_words()
        });
        SquareSet::from_bits(U256::from_words(moves), self.cols())
    }

    /// The legal moves of the player to move (empty once the game is over).
    pub fn moves(&self) -> SquareSet {
        match self.turn() {
            Some(p) => self.legal_moves(p),
            None => SquareSet::empty(self.cols()),
        }
    }

    /// Whether `player` has any legal move.
    pub fn has_moves(&self, player: Player) -> bool {
        !self.legal_moves(player).is_empty()
    }

    /// The winner if the game ended now under the game's win rule; `None` when level.
    pub fn leader(&self) -> Option<Player> {
        let c = self.counts();
        let more = match c.black.cmp(&c.white) {
            std::cmp::Ordering::Greater => Player::Black,
            std::cmp::Ordering::Less => Player::White,
            std::cmp::Ordering::Equal => return None,
        };
        Some(match self.options.win_rule {
            WinRule::MostDiscs => more,
            WinRule::FewestDiscs => more.opponent(),
        })
    }

    /// The final score for `player` in discs, as a finished game is scored: the disc
    /// difference with the empty cells given to the winner (to neither on a draw), positive
    /// when `player` wins under the game's win rule (under "fewest discs wins", the fewer
    /// discs). Before the end, the score if the game stopped now.
    ///
    /// ```
    /// use othello_core::{Game, Options, Player};
    ///
    /// // Black takes every disc in nine moves, with 51 cells left empty: 13 + 51 to 0.
    /// let moves: Vec<_> = ["e6", "f4", "e3", "f6", "g5", "d6", "e7", "f5", "c5"]
    ///     .iter()
    ///     .map(|m| m.parse().unwrap())
    ///     .collect();
    /// let game = Game::replay(Options::default(), &moves).unwrap();
    /// assert_eq!(game.final_score(Player::Black), 64);
    /// assert_eq!(game.final_score(Player::White), -64);
    /// ```
    pub fn final_score(&self, player: Player) -> i32 {
        let counts = self.counts();
        let difference = counts[player] as i32 - counts[player.opponent()] as i32;
        let score = difference + difference.signum() * self.empties() as i32;
        match self.options.win_rule {
            WinRule::MostDiscs => score,
            WinRule::FewestDiscs => -score,
        }
    }

    /// The result once the game is over; `None` while it is still being played.
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        Some(self.leader().map_or(Outcome::Draw, Outcome::Win))
    }

    /// Counts perft leaves `depth` plies below the current position (see
    /// [`perft`](super::position::perft()) for the conventions). A finished game counts as one leaf.
    pub fn perft(&self, depth: u32) -> u64 {
        let Some(turn) = self.turn() else { return 1 };
        let rules = self.options.rules;
        with_layout!(&self.layout, |l| perft(
            l,
            rules,
            self.position_for(turn),
            depth
        ))
    }

    /// The copy of the code [`Game::perft`] runs on this processor (see
    /// [`perft_level`](super::position::perft_level())).
    pub fn perft_level(&self) -> InstructionSet {
        fn of<L: super::layout::Layout>(_: &L) -> InstructionSet {
            perft_level::<L>()
        }
        with_layout!(&self.layout, |l| of(l))
    }

    /// [`Game::perft`] through the copy of the code compiled for `level` (see
    /// [`perft_with`](super::position::perft_with())); `None` if this processor lacks it.
    pub fn perft_with(&self, level: InstructionSet, depth: u32) -> Option<u64> {
        let Some(turn) = self.turn() else {
            return Some(1);
        };
        let rules = self.options.rules;
        with_layout!(&self.layout, |l| perft_with(
            level,
            l,
            rules,
            self.position_for(turn),
            depth
        ))
    }
}

/// A set-up becomes a game here, beside [`Game::from_setup`], so that `setup` knows nothing of
/// `Game`.
impl Setup {
    /// Checks everything and builds the game; see [`Game::from_setup`].
    ///
    /// # Errors
    /// [`SetupError`] says what is wrong.
    pub fn into_game(self) -> Result<Game, SetupError> {
        Game::from_setup(&self)
    }
}

/// Why a move list could not be replayed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    /// The options were invalid.
    #[error(transparent)]
    Options(#[from] OptionsError),
    /// A move was not legal at its point in the game.
    #[error("move {} ({square}): {error}", index + 1)]
    Move {
        /// 0-based index of the move in the list.
        index: usize,
        /// The move.
        square: Square,
        /// Why it was refused.
        error: MoveError,
    },
}
