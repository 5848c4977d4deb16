//! Othello games that start with an opening played out: an XOT opening from the published list,
//! or random moves a shallow search values near even (chosen on a thread of its own, since the
//! search takes a moment on the largest boards).

use super::App;
use crate::gui::i18n;
use crate::gui::i18n::{msg, t};
use crate::gui::settings::{NewGame, Start};
use crate::gui::status::Note;
use othello_core::Game;
use othello_engine::Background;
use othello_openings::random::{self, BALANCE_DEPTH, balance};
use othello_openings::xot;

/// A game to start, with what the status bar should say about its opening.
pub(super) type Opened = (Game, Option<Note>);

/// A random opening being chosen, and the game it is for.
pub(super) struct PendingOpening {
    task: Background<Option<Game>>,
    draft: NewGame,
}

/// A seed that differs from game to game.
fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        web_time::SystemTime::now()
            .duration_since(web_time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    hasher.finish()
}

impl App {
    /// Starts the Othello game `draft` describes with its opening: at once for the standard
    /// start and XOT, after a moment (off this thread) for a random opening. Returns the
    /// game to start now, if there is one.
    pub(super) fn opening_game(&mut self, draft: &NewGame) -> Result<Option<Opened>, String> {
        let options = draft.options;
        match draft.start {
            Start::Standard => Game::new(options)
                .map(|game| Some((game, None)))
                .map_err(|e| e.to_string()),
            Start::Xot => {
                let index = (fresh_seed() % xot::count().max(1) as u64) as usize;
                let game =
                    xot::game_with(index, options).ok_or_else(|| t!("opening-xot-unavailable"))?;
                let note = Note::Info(msg!(
                    "note-xot",
                    number = index + 1,
                    count = xot::count(),
                    moves = moves_text(&game)
                ));
                Ok(Some((game, Some(note))))
            }
            Start::RandomBalanced => {
                let seed = fresh_seed();
                let task = Background::start(
                    move |_, report| report(&random::balanced(options, seed)),
                    || {},
                );
                self.view.pending_opening = Some(PendingOpening {
                    task,
                    draft: *draft,
                });
                Ok(None)
            }
        }
    }

    /// Whether a random opening is still being chosen.
    pub fn choosing_opening(&self) -> bool {
        self.view.pending_opening.is_some()
    }

    /// Starts the game once its random opening has been chosen.
    pub(super) fn poll_opening(&mut self, egui: &egui::Context) {
        let Some(pending) = &self.view.pending_opening else {
            return;
        };
        let found = match pending.task.take() {
            Some(found) => found,
            None if pending.task.is_finished() => None,
            None => {
                egui.request_repaint_after(std::time::Duration::from_millis(20));
                return;
            }
        };
        let draft = pending.draft;
        self.view.pending_opening = None;
        let (game, note) = match found {
            Some(game) => {
                let note = random_note(&game);
                (game, note)
            }
            None => match Game::new(draft.options) {
                Ok(game) => (game, Note::Info(msg!("note-no-balanced-opening"))),
                Err(_) => return,
            },
        };
        self.begin_othello(game, &draft, Some(note));
    }
}

/// What the status bar says of a random opening: its moves and its value.
fn random_note(game: &Game) -> Note {
    let value = balance(game);
    let player = game.turn().map_or_else(String::new, i18n::player);
    Note::Info(msg!(
        "note-random-opening",
        moves = moves_text(game),
        value = i18n::decimal(value, true),
        player = player,
        depth = BALANCE_DEPTH
    ))
}

/// A game's moves run together, as transcripts write them: `f5d6c3d3`.
fn moves_text(game: &Game) -> String {
    game.moves_played()
        .iter()
        .map(ToString::to_string)
        .collect()
}
