//! Tic-tac-toe in the same window: how a [`Match`] looks on the shared [`Board`] widget and in
//! the status bar. The rules, turns, outcome and winning line all come from
//! [`tictactoe`]; the shell in [`super::app`] holds the match beside the Othello game and
//! sends every click through the same [`GameCommand::Play`](crate::gui::GameCommand::Play) path.
//!
//! [`Board`]: super::board::Board

use super::board::{CellContent, CellView};
use super::command::Command;
use super::computer::{Found, Poll, Search};
use super::status::Note;
use crate::gui::i18n::t;
use egui::Ui;
use othello_core::Square;
use othello_engine::Background;
use std::sync::Arc;
use tictactoe::{Match, Pos};

/// The tic-tac-toe engine choosing a move on its own thread (the engine's [`Background`], as
/// Othello's computer uses): a search takes well under a millisecond on 3×3 but up to half a
/// second on bigger boards, too long for a frame. Dropping it (a new game, Undo, closing)
/// cancels the search and waits for its thread, which stops at its next check.
pub struct Thinker(Background<Option<Pos>>);

impl Thinker {
    /// Starts looking for the move of the side to move in `game`.
    pub fn start(game: &Match) -> Thinker {
        let copy = game.clone();
        Thinker(Background::start(
            move |cancel, report| {
                let mut engine = tictactoe::Engine::new(tictactoe::Limits::default())
                    .with_cancel(Arc::clone(cancel));
                report(&engine.analyse(&copy).best);
            },
            || {},
        ))
    }
}

impl Search for Thinker {
    fn poll(&mut self) -> Poll {
        let finished = self.0.is_finished();
        match self.0.take() {
            Some(Some(pos)) => Poll::Found(Found {
                square: Square::new(pos.row - 1, pos.col - 1),
                value: None,
            }),
            Some(None) => Poll::Failed,
            None if finished => Poll::Failed,
            None => Poll::Thinking,
        }
    }
}

/// The 1-based position of a board cell.
pub fn pos(square: Square) -> Pos {
    Pos::new(square.row + 1, square.col + 1)
}

/// The player's mark as a name: "X" or "O".
pub fn name(player: tictactoe::Player) -> String {
    player.symbol().to_string()
}

/// The main line: whose turn it is, or the result.
pub fn headline(game: &Match) -> String {
    match game.outcome() {
        tictactoe::Outcome::Win { player, .. } => t!("xo-wins", player = name(player)),
        tictactoe::Outcome::Draw => t!("xo-draw"),
        tictactoe::Outcome::Unfinished => t!("status-to-move", player = name(game.next_player())),
    }
}

/// What the board shows in every cell: the marks, the winning line highlighted, and labels
/// such as "b2, X, winning line".
pub fn cell_views(game: &Match) -> Vec<CellView> {
    let size = game.options().size;
    let line = match game.outcome() {
        tictactoe::Outcome::Win { line, .. } => line,
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
                line_move: None,
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
pub fn new_match(options: tictactoe::Options) -> Match {
    Match::new(options).unwrap_or_else(|_| {
        Match::new(tictactoe::Options::default()).expect("the default options are valid")
    })
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
            ui.colored_label(ui.visuals().warn_fg_color, text.text());
        }
        Some(Note::Info(text)) => {
            ui.label(text.text());
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
    fn a_thinker_finds_the_move_a_perfect_player_makes() {
        // X has played the centre and a corner; O must block the diagonal at the far corner.
        let mut game = Match::new(tictactoe::Options::default()).unwrap();
        for (row, col) in [(2, 2), (1, 2), (1, 1)] {
            game.play(Pos::new(row, col)).unwrap();
        }
        let mut thinker = Thinker::start(&game);
        let found = loop {
            match thinker.poll() {
                Poll::Thinking => std::thread::sleep(std::time::Duration::from_millis(1)),
                other => break other,
            }
        };
        assert_eq!(
            found,
            Poll::Found(Found {
                square: Square::new(2, 2),
                value: None
            })
        );
        // Its one answer is handed over once; then the search is over.
        assert_eq!(thinker.poll(), Poll::Failed);
    }
}
