//! Game records: a set-up position, the plies played from it with optional annotations, the
//! result and the players. Plain data, checked by replaying it through a [`Game`].

use super::game::{Game, MoveError, Ply};
use super::options::{ByPlayer, Player};
use super::setup::{Setup, SetupError};
use super::square::Square;
use thiserror::Error;

/// One ply of a [`Record`] with its optional annotations.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RecordPly {
    /// The move or pass.
    pub ply: Ply,
    /// An evaluation of the move from the mover's point of view (in discs; positive is good for
    /// the mover).
    pub eval: Option<f64>,
    /// Seconds the mover took.
    pub seconds: Option<f64>,
}

impl From<Ply> for RecordPly {
    fn from(ply: Ply) -> Self {
        RecordPly {
            ply,
            eval: None,
            seconds: None,
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Ending {
    /// Played out (or stopped) and counted.
    #[default]
    Counted,
    /// One side resigned.
    Resigned,
    /// One side ran out of time.
    Timeout,
    /// The players agreed on the score.
    Agreed,
}

/// The result of a game as a record states it.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GameResult {
    /// Black's discs minus White's (empty cells not counted), or the margin the players or the
    /// server stated.
    pub black_margin: f64,
    /// How the game ended.
    pub ending: Ending,
}

impl GameResult {
    /// The counted result of `game` as it stands: Black's discs minus White's.
    pub fn counted(game: &Game) -> GameResult {
        let counts = game.counts();
        GameResult {
            black_margin: f64::from(counts.black) - f64::from(counts.white),
            ending: Ending::Counted,
        }
    }
}

/// A game record: where the game started, what was played, and what is known about it.
///
/// Plain data, as read from a file: nothing is checked until [`Record::to_game`] replays it.
/// Forced passes may be left out of `plies` (they are implied by the rules) or written out;
/// [`Record::from_game`] always writes them. The result is what the record states; it is not
/// checked against the final position (a game may end by resignation or on time).
///
/// ```
/// use othello_core::{Game, Options, Record, Square};
///
/// let mut game = Game::new(Options::default())?;
/// game.play("f5".parse::<Square>()?)?;
/// let mut record = Record::from_game(&game);
/// record.players.black = Some("Ann".into());
/// assert_eq!(record.to_game()?, game);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct Record {
    /// The position the game started from.
    pub setup: Setup,
    /// The moves and passes, in order.
    pub plies: Vec<RecordPly>,
    /// The result, if the game is finished or a result was stated.
    pub result: Option<GameResult>,
    /// The players' names.
    pub players: ByPlayer<Option<String>>,
    /// Where the game was played.
    pub place: Option<String>,
    /// When the game was played, as written.
    pub date: Option<String>,
    /// The time control, as written (GGF's `TI`, such as `05:00` for five minutes each).
    pub time: Option<String>,
    /// The other header properties of the file the record was read from, by name and value
    /// in their order (GGF's ratings `RB`/`RW`, komi `KM`, an event, …): kept so that a game
    /// read and written again loses nothing of its header.
    pub extra: Vec<(String, String)>,
}

impl Record {
    /// A record of a game not yet started from `setup`.
    pub fn new(setup: Setup) -> Record {
        Record {
            setup,
            ..Record::default()
        }
    }

    /// The record of `game`: its set-up, the plies played (forced passes written out; moves
    /// taken back are left out), and the counted result if the game is over.
    pub fn from_game(game: &Game) -> Record {
        Record {
            setup: game.setup(),
            plies: game.plies().into_iter().map(RecordPly::from).collect(),
            result: game.is_over().then(|| GameResult::counted(game)),
            ..Record::default()
        }
    }

    /// Replays the record: checks the set-up, then every ply in turn.
    ///
    /// # Errors
    /// [`RecordError`] for a bad set-up, or the number (1-based, passes counted) and the reason
    /// of the first ply that cannot be played.
    pub fn to_game(&self) -> Result<Game, RecordError> {
        replay(
            &self.setup,
            self.plies
                .iter()
                .map(|p| (Some(p.ply.player()), p.ply.square())),
        )
    }
}

/// Replays `plies` from `setup`. Each ply is an optional player (checked if given) and a cell,
/// or `None` for a pass. A forced pass may be written or left out; a written pass must be
/// forced.
pub(crate) fn replay(
    setup: &Setup,
    plies: impl IntoIterator<Item = (Option<Player>, Option<Square>)>,
) -> Result<Game, RecordError> {
    let mut game = Game::from_setup(setup)?;
    // The forced pass not yet matched by a written one.
    let mut pending = match game.plies().first() {
        Some(&Ply::Pass(player)) => Some(player),
        _ => None,
    };
    for (index, (player, square)) in plies.into_iter().enumerate() {
        let number = index + 1;
        let Some(square) = square else {
            match (pending, game.turn()) {
                (Some(passer), _) if player.is_none_or(|p| p == passer) => pending = None,
                (Some(passer), _) => {
                    return Err(RecordError::NotTheirTurn {
                        number,
                        found: passer.opponent(),
                        expected: passer,
                    });
                }
                (None, None) => return Err(RecordError::PassAfterEnd { number }),
                (None, Some(turn)) => {
                    return Err(match player {
                        Some(p) if p != turn => RecordError::NotTheirTurn {
                            number,
                            found: p,
                            expected: turn,
                        },
                        _ => RecordError::PassNotForced {
                            number,
                            player: turn,
                        },
                    });
                }
            }
            continue;
        };
        pending = None;
        if let (Some(found), Some(expected)) = (player, game.turn())
            && found != expected
        {
            return Err(RecordError::NotTheirTurn {
                number,
                found,
                expected,
            });
        }
        let report = game.play(square).map_err(|error| RecordError::Illegal {
            number,
            square,
            error,
        })?;
        if report.opponent_passed {
            pending = Some(report.player.opponent());
        }
    }
    Ok(game)
}

/// Why a [`Record`] cannot be replayed. Plies are numbered from 1, passes counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum RecordError {
    /// The set-up position is invalid.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// A move is not legal at its point in the game.
    #[error("move {number} ({square}): {error}")]
    Illegal {
        /// 1-based number of the ply.
        number: usize,
        /// The cell played.
        square: Square,
        /// Why it was refused.
        error: MoveError,
    },
    /// A ply is written for the wrong side.
    #[error("move {number}: it is {expected}'s turn, not {found}'s")]
    NotTheirTurn {
        /// 1-based number of the ply.
        number: usize,
        /// The side the record names.
        found: Player,
        /// The side to move (or to pass).
        expected: Player,
    },
    /// A pass is written where the side to move has a legal move.
    #[error("move {number}: {player} has a legal move and may not pass")]
    PassNotForced {
        /// 1-based number of the ply.
        number: usize,
        /// The side to move.
        player: Player,
    },
    /// A pass is written after the end of the game.
    #[error("move {number}: the game is over, there is nothing to pass")]
    PassAfterEnd {
        /// 1-based number of the ply.
        number: usize,
    },
}
