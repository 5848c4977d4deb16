//! The game's record as the window holds it: one [`Session`] owns what a player thinks of as
//! *the game* — its line of moves (with the moves taken back that Redo plays again), the main
//! line while a variation of it is explored, the game that the last replacement put aside,
//! its header (players, place, date, result, and whatever else its file said), where it came
//! from and where Save writes it, who sits at each side and the clocks.
//!
//! Plain data: no egui, no threads, no files. The rules of what a player's action does to the
//! record live here and are tested without a window:
//!
//! - **Opening a record** (a file, a game of an archive, the database, a paste) opens it for
//!   study: both sides are played by people until the player hands one to the computer, and
//!   the header is the one it was opened with ([`Session::opened`]).
//! - **Save** never rewrites a file of many games with one: [`Session::save_plan`] says to ask
//!   (replace that game in it, add it to it, or save it as a new file).
//! - **The header a saved game carries** ([`Session::record`]): a record opened keeps what it
//!   was opened with (its result while its line is the one opened); a game played here names
//!   the seats, the date it started, the program, the time control and the result once it is
//!   finished.
//! - **A variation**: a move that differs from the move taken back at that point keeps the
//!   line it leaves as the main line (the first main line, for a variation of a variation) and
//!   the game as it stood for "Swap with the previous game".
//!
//! - `session/header.rs` — the header, where a game came from, the file Save writes, the
//!   record a file or the clipboard gets.
//! - `session/saved.rs` — the session as `game.ron` holds it between launches.
//! - `session/review.rs` — the review of the game (Game → Analyze game), kept with it.

mod header;
mod review;
mod saved;
#[cfg(test)]
mod tests;

pub use header::{FileSlot, Header, SavePlan, Source, today};
pub use review::{KeptReview, Reviewed};
pub use saved::SavedGame;

use crate::gui::clock::Clock;
use crate::gui::settings::Seat;
use crate::gui::stats::Finished;
use othello_core::{ByPlayer, Game, MoveError, MoveReport, Outcome, Player, Ply, Square, WinRule};
use std::cmp::Ordering;

/// The game on the board and everything the window knows about it as a record.
#[derive(Clone, Debug)]
pub struct Session {
    /// The line on the board: the moves played and those taken back.
    game: Game,
    /// The line a variation left, kept whole while the variation is explored.
    main_line: Option<Game>,
    /// The game the last replacement (a new game, Restart, a paste, an opened file, a move off
    /// the line) put aside, until the next move: one click swaps it back.
    previous: Option<Box<Session>>,
    header: Header,
    source: Source,
    file: Option<FileSlot>,
    seats: ByPlayer<Seat>,
    clock: Option<Clock>,
    /// The line of the last finished game counted in the statistics.
    counted: Option<Vec<Square>>,
    /// The review of the game's line, as far as it has got.
    review: Option<Reviewed>,
}

impl Session {
    /// A game started here (New game, Restart, the editor's Start) with these seats and
    /// clocks, on the date `today` (as GGF writes dates).
    pub fn new(game: Game, seats: ByPlayer<Seat>, clock: Option<Clock>, today: &str) -> Self {
        let mut session = Session {
            game,
            main_line: None,
            previous: None,
            header: Header {
                date: Some(today.to_owned()),
                ..Header::default()
            },
            source: Source::Here,
            file: None,
            seats,
            clock,
            counted: None,
            review: None,
        };
        session.mark_counted();
        session
    }

    /// A record opened for study: the game `game` read from a record with `header`, from the
    /// file `file` if it came from one. Both sides are played by people, and nothing is on
    /// the clock.
    pub fn opened(game: Game, header: Header, file: Option<FileSlot>) -> Self {
        let line = game.plies();
        let mut session = Session {
            game,
            main_line: None,
            previous: None,
            header,
            source: Source::Opened { line },
            file,
            seats: ByPlayer {
                black: Seat::HUMAN,
                white: Seat::HUMAN,
            },
            clock: None,
            counted: None,
            review: None,
        };
        session.mark_counted();
        session
    }

    /// The review of the game's line (or of the line it shares with the game), if one was
    /// made or kept.
    pub fn reviewed(&self) -> Option<&Reviewed> {
        self.review.as_ref()
    }

    /// Keeps `review` as the game's review (the review's progress as it goes, or a review
    /// kept with the game's file); only the part of its line the game shares counts.
    pub fn keep_review(&mut self, review: Reviewed) {
        self.review = Some(review);
    }

    /// The game on the board.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The main line, while a variation of it is explored.
    pub fn main_line(&self) -> Option<&Game> {
        self.main_line.as_ref()
    }

    /// The header as the session holds it (see [`Session::record`] for what a file gets).
    pub fn header(&self) -> &Header {
        &self.header
    }

    /// Where the game came from.
    pub fn source(&self) -> &Source {
        &self.source
    }

    /// The file Save writes, if the game came from one or was saved to one.
    pub fn file(&self) -> Option<&FileSlot> {
        self.file.as_ref()
    }

    /// Who plays `player`.
    pub fn seat(&self, player: Player) -> Seat {
        *self.seats.get(player)
    }

    /// Who plays each side.
    pub fn seats(&self) -> ByPlayer<Seat> {
        self.seats
    }

    /// Hands `player`'s side to `seat` (a person, or the computer at a level).
    pub fn set_seat(&mut self, player: Player, seat: Seat) {
        *self.seats.get_mut(player) = seat;
    }

    /// The clocks, if the game is played on the clock.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// Puts the game on the clock, or off it.
    pub fn set_clock(&mut self, clock: Option<Clock>) {
        self.clock = clock;
    }

    /// Takes `ms` from `player`'s clock; whether that made the flag fall.
    pub fn charge(&mut self, player: Player, ms: u64) -> bool {
        self.clock.as_mut().is_some_and(|c| c.charge(player, ms))
    }

    /// The player whose time ran out, if one did.
    pub fn flagged(&self) -> Option<Player> {
        self.clock.and_then(|c| c.flagged)
    }

    /// Whether a game was put aside that "Swap with the previous game" brings back.
    pub fn has_previous(&self) -> bool {
        self.previous.is_some()
    }

    /// Whether the side to move is played by the computer.
    pub fn computer_to_move(&self) -> bool {
        self.game.turn().is_some_and(|p| self.seat(p).is_computer())
    }

    /// Whether at least one side is played by a person.
    pub fn has_human(&self) -> bool {
        Player::BOTH.iter().any(|&p| !self.seat(p).is_computer())
    }

    /// Whether the side to move is the computer's in a game where a person plays too: Undo
    /// and Redo step over such positions so that the person gets the turn back.
    pub fn step_over(&self) -> bool {
        self.has_human() && self.computer_to_move()
    }

    /// Whether Undo and Redo have a person's move to take back or to play again (every move,
    /// when the computer plays both sides).
    pub fn can_undo_redo(&self) -> (bool, bool) {
        if !self.has_human() {
            return (self.game.can_undo(), self.game.can_redo());
        }
        let person = |ply: &Ply| matches!(*ply, Ply::Move { player, .. } if !self.seat(player).is_computer());
        let line = self.game.line();
        let (played, taken_back) = line.plies.split_at(line.current);
        (played.iter().any(person), taken_back.iter().any(person))
    }

    /// Plays `square` for the side to move. A move that differs from the next move of the
    /// line (one taken back) starts a variation: the line it leaves becomes the main line
    /// (unless a main line is kept already) and the game as it stood is put aside.
    ///
    /// # Errors
    /// The core's [`MoveError`]: nothing changes.
    pub fn play(&mut self, square: Square) -> Result<MoveReport, MoveError> {
        let leaves_line = self
            .game
            .redo_moves()
            .first()
            .is_some_and(|&next| next != square);
        let before = leaves_line.then(|| self.aside());
        let report = self.game.play(square)?;
        if let Some(before) = before {
            if self.main_line.is_none() {
                self.main_line = Some(before.game.clone());
            }
            self.previous = Some(Box::new(before));
        } else {
            self.previous = None;
        }
        Ok(report)
    }

    /// Shows the position after `target` moves of the line; whether anything moved.
    pub fn go_to(&mut self, target: usize) -> bool {
        let mut moved = false;
        while self.game.moves_played().len() > target && self.game.undo().is_some() {
            moved = true;
        }
        while self.game.moves_played().len() < target && self.game.redo().is_some() {
            moved = true;
        }
        moved
    }

    /// Undo (or Redo): against the computer, back to the person's last move (or forward to
    /// the person's next turn). Whether anything moved.
    pub fn undo_redo(&mut self, undo: bool) -> bool {
        let step = |game: &mut Game| {
            if undo {
                game.undo().is_some()
            } else {
                game.redo().is_some()
            }
        };
        if !step(&mut self.game) {
            return false;
        }
        while self.step_over() && step(&mut self.game) {}
        true
    }

    /// Leaves the variation for the main line, putting the variation aside; returns where the
    /// two part (the moves they share), or `None` when no variation is explored.
    pub fn back_to_main_line(&mut self) -> Option<usize> {
        let main = self.main_line.take()?;
        let parted = self.parted_at(&main);
        let variation = self.aside();
        self.game = main;
        self.previous = Some(Box::new(variation));
        Some(parted)
    }

    /// While a variation is explored, the moves it shares with the main line (else 0).
    pub fn shared_with_main_line(&self) -> usize {
        self.main_line
            .as_ref()
            .map_or(0, |main| self.parted_at(main))
    }

    /// Whether the game is a record opened for study with both sides played by people (the
    /// status bar says so, so that no one waits for a computer that is not there).
    pub fn is_study(&self) -> bool {
        matches!(self.source, Source::Opened { .. })
            && Player::BOTH.iter().all(|&p| !self.seat(p).is_computer())
    }

    /// The player whose clock runs now, if any: the clocks run only while the game is
    /// `playing` at the end of its line, not after a loss on time.
    pub fn clock_running(&self, playing: bool) -> Option<Player> {
        let clock = self.clock.as_ref()?;
        if clock.flagged.is_some() || self.game.can_redo() || !playing {
            return None;
        }
        self.game.turn()
    }

    /// The moves the game on the board shares with `other` from the start.
    fn parted_at(&self, other: &Game) -> usize {
        let line = |g: &Game| {
            let mut all = g.moves_played();
            all.extend(g.redo_moves());
            all
        };
        line(&self.game)
            .iter()
            .zip(line(other))
            .take_while(|(a, b)| **a == *b)
            .count()
    }

    /// Puts `next` on the board in place of this session, keeping this one aside for "Swap
    /// with the previous game" if it had any moves; whether it was kept.
    pub fn replace(&mut self, next: Session) -> bool {
        let old = std::mem::replace(self, next);
        let kept = !old.game.moves_played().is_empty() || old.game.can_redo();
        if kept {
            self.previous = Some(Box::new(old.without_previous()));
        }
        kept
    }

    /// Swaps the game put aside back onto the board; whether there was one.
    pub fn restore_previous(&mut self) -> bool {
        let Some(previous) = self.previous.take() else {
            return false;
        };
        let replaced = std::mem::replace(self, *previous);
        self.previous = Some(Box::new(replaced));
        self.mark_counted();
        true
    }

    /// A copy of this session to put aside (without what it had put aside itself).
    fn aside(&self) -> Session {
        Session {
            previous: None,
            ..self.clone()
        }
    }

    fn without_previous(mut self) -> Session {
        self.previous = None;
        self
    }

    /// The result of a game that has just finished against the computer (a person on one side,
    /// the computer on the other), once per line of play: a game taken back and finished the
    /// same way again is not counted twice, nor is a finished game opened or restored.
    pub fn finished_result(&mut self) -> Option<Finished> {
        let (person, level) = match (self.seat(Player::Black), self.seat(Player::White)) {
            (Seat::Human, Seat::Computer(level)) => (Player::Black, level),
            (Seat::Computer(level), Seat::Human) => (Player::White, level),
            _ => return None,
        };
        let flagged = self.flagged();
        if !self.game.is_over() && flagged.is_none() {
            return None;
        }
        let line = self.game.moves_played();
        if self.counted.as_ref() == Some(&line) {
            return None;
        }
        self.counted = Some(line);
        let cells = i32::from(self.game.rows()) * i32::from(self.game.cols());
        let (margin, outcome) = match flagged {
            Some(loser) if loser == person => (-cells, Ordering::Less),
            Some(_) => (cells, Ordering::Greater),
            None => {
                let counts = self.game.counts();
                let diff = *counts.get(person) as i32 - *counts.get(person.opponent()) as i32;
                let margin = match self.game.options().win_rule {
                    WinRule::MostDiscs => diff,
                    WinRule::FewestDiscs => -diff,
                };
                let outcome = match self.game.outcome() {
                    Some(Outcome::Win(p)) if p == person => Ordering::Greater,
                    Some(Outcome::Win(_)) => Ordering::Less,
                    _ => Ordering::Equal,
                };
                (margin, outcome)
            }
        };
        Some(Finished {
            size: (self.game.rows(), self.game.cols()),
            win_rule: self.game.options().win_rule,
            level,
            margin,
            outcome,
        })
    }

    /// Marks the game on the board as counted already if it is finished (a game restored,
    /// opened or pasted is not a new result).
    fn mark_counted(&mut self) {
        self.counted = self.game.is_over().then(|| self.game.moves_played());
    }
}
