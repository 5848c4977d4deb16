//! A match between two engines that speak the NBoard protocol, refereed by the core.
//!
//! Each engine is a command line run through `sh -c`. The arena keeps every game in a
//! [`Game`](othello_core::Game) and asks an engine to move only when it has a legal move (forced
//! passes are the core's): it sends the whole game so far as `set game <GGF>`, then `ping K`
//! and `go`, and reads until `pong K` and the `=== MOVE[/eval/time]` line (the engine does not
//! play the move itself). Sending the whole game each time keeps engines that mishandle
//! `move PA` in step.
//!
//! An engine loses the game ([`Forfeit`]) when its answer is not a move, is illegal, does not
//! come within the per-move timeout, or when its process ends or cannot be written to; an
//! engine that timed out or died is killed and started again before the next game, and the
//! match goes on. Every opening is played twice, each engine taking Black once.
//!
//! [`run`] plays the match, writes a progress line per game and each game as GGF, and returns a
//! [`Summary`]: wins, draws and losses, the mean disc difference, the score and an Elo estimate
//! with its 95% interval ([`stats`]), and each side's nodes and time per move.
//!
//! ```no_run
//! use othello_cli::arena::{self, Config, EngineSpec, BySide, openings};
//! use othello_core::Options;
//! use std::time::Duration;
//!
//! let engine = |command: &str| EngineSpec { command: command.into(), protocol: 2, depth: Some(4) };
//! let config = Config {
//!     engines: BySide { a: engine("othello-engine"), b: engine("cd /opt/edax && ./edax -nboard") },
//!     openings: openings::random(Options::default(), 10, 4..=6, 1)?,
//!     timeout: Duration::from_secs(60),
//! };
//! let summary = arena::run(&config, &mut std::io::stdout(), None)?;
//! print!("{summary}");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod openings;
mod process;
pub mod stats;
mod summary;

pub use openings::{Opening, OpeningsError, Shortage};
use othello_core::notation::{Excerpt, ggf};
use othello_core::{ByPlayer, Ending, GameResult, Outcome, Player, Record, Square};
use process::Engine;
pub use process::{Failure, stop_all};
use std::fmt;
use std::io::{self, Write};
use std::time::Duration;
pub use summary::{MoveStats, Summary};
use thiserror::Error;

/// One of the two engines of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The first engine.
    A,
    /// The second engine.
    B,
}

impl Side {
    /// The other engine.
    pub fn other(self) -> Side {
        match self {
            Side::A => Side::B,
            Side::B => Side::A,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::A => "A",
            Side::B => "B",
        })
    }
}

/// A value for each engine, indexed by [`Side`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BySide<T> {
    /// Engine A's value.
    pub a: T,
    /// Engine B's value.
    pub b: T,
}

impl<T> std::ops::Index<Side> for BySide<T> {
    type Output = T;
    fn index(&self, side: Side) -> &T {
        match side {
            Side::A => &self.a,
            Side::B => &self.b,
        }
    }
}

impl<T> std::ops::IndexMut<Side> for BySide<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::A => &mut self.a,
            Side::B => &mut self.b,
        }
    }
}

/// How to run one engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSpec {
    /// The command line, run through `sh -c`.
    pub command: String,
    /// The NBoard protocol version announced with `nboard V` (Edax accepts only 1).
    pub protocol: u8,
    /// The search depth sent with `set depth N`, if any.
    pub depth: Option<u32>,
}

/// A match: the engines, the openings (each played twice, colours swapped) and the time an
/// engine has for each move.
#[derive(Clone, Debug)]
pub struct Config {
    /// The two engines.
    pub engines: BySide<EngineSpec>,
    /// The openings.
    pub openings: Vec<Opening>,
    /// How long an engine may take to answer (also to start).
    pub timeout: Duration,
}

/// Why an engine lost a game before its end.
#[derive(Clone, Debug, PartialEq)]
pub enum Forfeit {
    /// The answer names no move.
    Unreadable(Excerpt),
    /// The move is not legal in the position.
    Illegal {
        /// The move as the engine wrote it.
        answer: Excerpt,
        /// Why it is not legal.
        reason: String,
    },
    /// No answer in time, or the process ended.
    Failed(Failure),
}

impl fmt::Display for Forfeit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Forfeit::Unreadable(text) => write!(f, "unreadable answer '=== {text}'"),
            Forfeit::Illegal { answer, reason } => write!(f, "illegal move {answer}: {reason}"),
            Forfeit::Failed(failure) => failure.fmt(f),
        }
    }
}

/// A match that could not be played to its end.
#[derive(Debug, Error)]
pub enum ArenaError {
    /// An engine did not start at the beginning of the match.
    #[error("engine {side} (`{command}`) did not start: {failure}")]
    Start {
        /// Which engine.
        side: Side,
        /// Its command.
        command: String,
        /// What went wrong.
        failure: Failure,
    },
    /// Writing the progress or the games failed.
    #[error("writing failed: {0}")]
    Write(#[from] io::Error),
}

/// One game as played.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReport {
    /// 1-based number of the game.
    pub number: usize,
    /// The opening's label (see [`Opening::label`]).
    pub opening: String,
    /// The colour engine A played.
    pub a_colour: Player,
    /// The discs on the board at the end.
    pub counts: ByPlayer<u32>,
    /// The winner, `None` for a draw.
    pub winner: Option<Side>,
    /// The engine that lost by forfeit, and why.
    pub forfeit: Option<(Side, Forfeit)>,
    /// The game with its players, annotations and result.
    pub record: Record,
}

impl fmt::Display for GameReport {
    /// `game 3: opening f5d6 | A white, B black | black 20, white 44 | B wins (A forfeits: …)`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = (self.a_colour, self.a_colour.opponent());
        write!(
            f,
            "game {}: opening {} | A {}, B {} | black {}, white {} | ",
            self.number,
            self.opening,
            a.name().to_lowercase(),
            b.name().to_lowercase(),
            self.counts.black,
            self.counts.white
        )?;
        match self.winner {
            Some(side) => write!(f, "{side} wins")?,
            None => f.write_str("draw")?,
        }
        if let Some((side, why)) = &self.forfeit {
            write!(f, " ({side} forfeits: {why})")?;
        }
        Ok(())
    }
}

/// Plays the match: both engines are started, then every opening is played twice (A Black
/// first, then A White). A line per game goes to `progress` (and a line when an engine is
/// started again); each game is written to `games` as one GGF line.
///
/// # Errors
/// [`ArenaError::Start`] if an engine does not start and answer `ping` at the beginning;
/// [`ArenaError::Write`] if `progress` or `games` cannot be written.
pub fn run(
    config: &Config,
    progress: &mut dyn Write,
    mut games: Option<&mut dyn Write>,
) -> Result<Summary, ArenaError> {
    let start = |side: Side| {
        let spec = &config.engines[side];
        Engine::start(spec, config.timeout).map_err(|failure| ArenaError::Start {
            side,
            command: spec.command.clone(),
            failure,
        })
    };
    let mut engines = BySide {
        a: start(Side::A)?,
        b: start(Side::B)?,
    };
    let mut summary = Summary::new(BySide {
        a: engines.a.name().to_owned(),
        b: engines.b.name().to_owned(),
    });
    let colours = [Player::Black, Player::White];
    let schedule = config.openings.iter().flat_map(|o| colours.map(|c| (o, c)));
    for (index, (opening, a_colour)) in schedule.enumerate() {
        for side in [Side::A, Side::B] {
            if engines[side].is_down() {
                let outcome = match engines[side].restart() {
                    Ok(()) => "done".to_owned(),
                    Err(failure) => format!("failed: {failure}"),
                };
                writeln!(progress, "engine {side} started again: {outcome}")?;
            }
        }
        let report = play(&mut engines, opening, a_colour, index + 1, &mut summary);
        writeln!(progress, "{report}")?;
        progress.flush()?;
        if let Some(out) = games.as_deref_mut() {
            writeln!(out, "{}", ggf::write(&report.record))?;
            out.flush()?;
        }
        summary.add(&report);
    }
    let BySide { a, b } = engines;
    a.quit();
    b.quit();
    Ok(summary)
}

/// Plays one game from `opening` with engine A on `a_colour`, recording the engines' moves
/// (with their times and nodes) in `summary`.
fn play(
    engines: &mut BySide<Engine>,
    opening: &Opening,
    a_colour: Player,
    number: usize,
    summary: &mut Summary,
) -> GameReport {
    let side_of = |colour: Player| if colour == a_colour { Side::A } else { Side::B };
    let mut game = opening.game.clone();
    // (ply index, evaluation, seconds) of each engine move.
    let mut notes = Vec::new();
    let mut forfeit = None;
    while let Some(turn) = game.turn() {
        let side = side_of(turn);
        let text = ggf::write(&Record::from_game(&game));
        let answer = match engines[side].go(&text) {
            Ok(answer) => answer,
            Err(failure) => {
                forfeit = Some((side, Forfeit::Failed(failure)));
                break;
            }
        };
        let (square, eval) = match parse_answer(&answer.text) {
            Ok(parsed) => parsed,
            Err(why) => {
                forfeit = Some((side, why));
                break;
            }
        };
        let illegal = |reason: String| Forfeit::Illegal {
            answer: Excerpt::new(answer.text.split(['/', ' ']).next().unwrap_or("")),
            reason,
        };
        let Some(square) = square else {
            forfeit = Some((side, illegal(format!("{turn} has a legal move"))));
            break;
        };
        let index = game.plies().len();
        let empties = game.empties();
        if let Err(error) = game.play(square) {
            forfeit = Some((side, illegal(error.to_string())));
            break;
        }
        notes.push((index, eval, answer.seconds));
        summary.moves[side].add(&answer, empties);
    }
    let mut record = Record::from_game(&game);
    for (index, eval, seconds) in notes {
        if let Some(ply) = record.plies.get_mut(index) {
            ply.eval = eval;
            ply.seconds = Some((seconds * 1000.0).round() / 1000.0);
        }
    }
    record.players = ByPlayer {
        black: Some(engines[side_of(Player::Black)].name().to_owned()),
        white: Some(engines[side_of(Player::White)].name().to_owned()),
    };
    record.place = Some("othello-arena".to_owned());
    let winner = match &forfeit {
        Some((loser, why)) => {
            let board = f64::from(game.rows()) * f64::from(game.cols());
            let black_loses = side_of(Player::Black) == *loser;
            record.result = Some(GameResult {
                black_margin: if black_loses { -board } else { board },
                ending: match why {
                    Forfeit::Failed(Failure::Timeout(_)) => Ending::Timeout,
                    _ => Ending::Resigned,
                },
            });
            Some(loser.other())
        }
        None => match game.outcome() {
            Some(Outcome::Win(colour)) => Some(side_of(colour)),
            _ => None,
        },
    };
    GameReport {
        number,
        opening: opening.label(),
        a_colour,
        counts: game.counts(),
        winner,
        forfeit,
        record,
    }
}

/// Reads what follows `===`: a move (`None` for a pass) and an optional evaluation, as
/// `F5/1.50/0.3` (NBoard) or `f5 1.50 0.3` (Edax).
///
/// # Errors
/// [`Forfeit::Unreadable`] if there is no move or it is not a cell or a pass.
fn parse_answer(text: &str) -> Result<(Option<Square>, Option<f64>), Forfeit> {
    let mut fields: Vec<&str> = if text.contains('/') {
        text.split('/').map(str::trim).collect()
    } else {
        text.split_whitespace().collect()
    };
    fields.resize(fields.len().max(2), "");
    let unreadable = || Forfeit::Unreadable(Excerpt::new(text));
    let square = match fields[0] {
        "" => return Err(unreadable()),
        m if m.eq_ignore_ascii_case("pa") || m.eq_ignore_ascii_case("pass") => None,
        m => Some(m.parse::<Square>().map_err(|_| unreadable())?),
    };
    let eval = fields[1].parse::<f64>().ok().filter(|x| x.is_finite());
    Ok((square, eval))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_in_both_forms() {
        let f5 = Square::new(4, 5);
        assert_eq!(parse_answer("F5/1.50/0.3"), Ok((Some(f5), Some(1.5))));
        assert_eq!(parse_answer("f5 -2.00 0.3"), Ok((Some(f5), Some(-2.0))));
        assert_eq!(parse_answer("F5//0.3"), Ok((Some(f5), None)));
        assert_eq!(parse_answer("f5"), Ok((Some(f5), None)));
        assert_eq!(parse_answer("PA"), Ok((None, None)));
        assert_eq!(parse_answer("p16/x"), Ok((Some(Square::new(15, 15)), None)));
        for bad in ["", "Z9", "f0/1", "hello world"] {
            assert!(
                matches!(parse_answer(bad), Err(Forfeit::Unreadable(_))),
                "{bad}"
            );
        }
    }
}
