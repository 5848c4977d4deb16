//! Tic-tac-toe in the same window: how a [`Match`] looks on the shared [`Board`] widget and in
//! the status bar. The rules, turns, outcome and winning line all come from
//! [`tictactoe`]; the shell in [`super::app`] holds the match beside the Othello game and
//! sends every click through the same [`Command::Play`] path.
//!
//! [`Board`]: super::board::Board

use super::Command;
use super::board::{CellContent, CellView};
use super::computer::{Poll, Search};
use super::status::Note;
use crate::t;
use egui::Ui;
use othello_core::Square;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use tictactoe::{Engine, Limits, Match, Options, Outcome, Player, Pos};

/// The tic-tac-toe engine choosing a move on its own thread: a search takes well under a
/// millisecond on 3×3 but up to half a second on bigger boards, too long for a frame. Dropping
/// it (a new game, Undo, closing) cancels the search and waits for its thread, which stops at
/// its next check, as Othello's does.
pub struct Thinker {
    answer: Receiver<Option<Pos>>,
    cancel: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Thinker {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Thinker {
    /// Starts looking for the move of the side to move in `game`.
    pub fn start(game: &Match) -> Thinker {
        let (send, answer) = channel();
        let copy = game.clone();
        let cancel = Arc::new(AtomicBool::new(false));
        let mut engine = Engine::new(Limits::default()).with_cancel(cancel.clone());
        let thread = std::thread::spawn(move || {
            // The receiver may be gone (the game changed): then nobody needs the answer.
            let _ = send.send(engine.analyse(&copy).best);
        });
        Thinker {
            answer,
            cancel,
            thread: Some(thread),
        }
    }
}

impl Search for Thinker {
    fn poll(&mut self) -> Poll {
        match self.answer.try_recv() {
            Ok(Some(pos)) => Poll::Found(Square::new(pos.row - 1, pos.col - 1)),
            Ok(None) | Err(TryRecvError::Disconnected) => Poll::Failed,
            Err(TryRecvError::Empty) => Poll::Thinking,
        }
    }
}

/// The 1-based position of a board cell.
pub fn pos(square: Square) -> Pos {
    Pos::new(square.row + 1, square.col + 1)
}

/// The player's mark as a name: "X" or "O".
pub fn name(player: Player) -> String {
    player.symbol().to_string()
}

/// The main line: whose turn it is, or the result.
pub fn headline(game: &Match) -> String {
    match game.outcome() {
        Outcome::Win { player, .. } => t!("xo-wins", player = name(player)),
        Outcome::Draw => t!("xo-draw"),
        Outcome::Unfinished => t!("status-to-move", player = name(game.next_player())),
    }
}

/// What the board shows in every cell: the marks, the winning line highlighted, and labels
/// such as "b2, X, winning line".
pub fn cell_views(game: &Match) -> Vec<CellView> {
    let size = game.options().size;
    let line = match game.outcome() {
        Outcome::Win { line, .. } => line,
        _ => Vec::new(),
    };
    let last = game.moves().last().copied();
    let open = !game.is_over();
    let mut cells = Vec::with_capacity(usize::from(size) * usize::from(size));
    for row in 0..size {
        for col in 0..size {
            let square = Square::new(row, col);
            let at = pos(square);
            let winning = line.contains(&at);
            let (content, mut what) = match game.cell(at) {
                Some(p) => (CellContent::Mark(p.symbol()), name(p)),
                None => (CellContent::Empty, t!("cell-empty")),
            };
            if winning {
                what.push_str(&format!(", {}", t!("cell-winning-line")));
            } else if last == Some(at) {
                what.push_str(&format!(", {}", t!("cell-last-move")));
            }
            let empty = content == CellContent::Empty;
            cells.push(CellView {
                content,
                legal: open && empty,
                hint: false,
                highlight: winning,
                suggested: false,
                last_move: last == Some(at) && !winning,
                ghost: None,
                turning: None,
                value: None,
                tooltip: None,
                label: format!("{square}, {what}"),
            });
        }
    }
    cells
}

/// Plays a click at `square`; a refused move becomes a note saying why.
pub fn play(game: &mut Match, square: Square) -> Result<(), Note> {
    game.play(pos(square))
        .map(|_| ())
        .map_err(|e| Note::Refused(crate::gui::i18n::errors::xo_error(&e, &square.to_string())))
}

/// A new match with `options`, or the standard 3×3 game if they are somehow invalid (they were
/// validated when loaded or chosen).
pub fn new_match(options: Options) -> Match {
    Match::new(options)
        .unwrap_or_else(|_| Match::new(Options::default()).expect("the default options are valid"))
}

/// The status bar for tic-tac-toe: whose turn, or the result with "Play again".
pub fn status(
    ui: &mut Ui,
    game: &Match,
    message: Option<&Note>,
    thinking: Option<&str>,
) -> Option<Command> {
    let mut command = None;
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        if let Some(c) = super::status::headline_row(ui, &headline(game), game.is_over(), thinking)
        {
            command = Some(c);
        }
        let options = game.options();
        ui.separator();
        ui.weak(t!(
            "xo-options",
            size = options.size,
            k = options.k_in_a_row
        ));
    });
    ui.horizontal_wrapped(|ui| match message {
        Some(Note::Refused(text)) => {
            ui.colored_label(ui.visuals().warn_fg_color, text);
        }
        Some(Note::Info(text)) => {
            ui.label(text);
        }
        None => {
            ui.label(" ");
        }
    });
    ui.add_space(2.0);
    command
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dropping_a_thinker_cancels_its_search() {
        let options = Options {
            size: 7,
            k_in_a_row: 5,
            first: Player::Cross,
        };
        let game = Match::new(options).unwrap();
        let thinker = Thinker::start(&game);
        let cancel = thinker.cancel.clone();
        assert!(!cancel.load(Ordering::Relaxed));
        // Dropping waits for the thread, which stops at once: the test ends quickly rather
        // than after a full 7×7 search.
        drop(thinker);
        assert!(cancel.load(Ordering::Relaxed));
    }
}
