//! The session as `game.ron` holds it between launches.

use super::{FileSlot, Header, Session, Source};
use crate::gui::settings::Seat;
use othello_core::notation::transcript::Transcript;
use othello_core::{ByPlayer, Game, Options, Setup, Square};
use serde::{Deserialize, Serialize};

/// The game in progress as it is stored: its options (and its starting position, if it is not
/// the standard start) and the moves in notation. It becomes a [`Game`] only by replaying the
/// moves through the rules, so a hand-edited file cannot build an illegal board.
///
/// Three forms carry a game, each for its own reader: this one is the window's own state
/// (`game.ron`: the moves taken back that Redo can play again, the clocks), which no game file
/// holds; [`othello_core::Record`] is a game as game files hold it (`.ron`, GGF: players, each
/// move's evaluation and time, the result), written by Save and read by Open; a transcript is
/// the moves as text, for the clipboard and `.txt` files.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedGame {
    /// How the game was set up.
    pub options: Options,
    /// The position the game started from, when it is not the standard start of `options`
    /// (its own options then count).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub setup: Option<Setup>,
    /// The moves played, in notation (`"d3"`); passes are implied by the rules.
    pub moves: Vec<String>,
    /// Moves taken back with Undo that Redo can play again, the next one first.
    pub redo: Vec<String>,
    /// The clocks, when the game is played on the clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<crate::gui::clock::Clock>,
    /// Who plays each side (older files have none: the settings' seats then count).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seats: Option<ByPlayer<Seat>>,
    /// What the game's record says besides the moves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub header: Option<Header>,
    /// Where the game came from (older files have none: played here).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<Source>,
    /// The file Save writes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<FileSlot>,
    /// The main line while a variation of it is explored: its moves played and taken back,
    /// as `moves` and `redo` hold the game's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub main_line: Option<(Vec<String>, Vec<String>)>,
    /// The review of the game (Game → Analyze game), as far as it got.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<super::Reviewed>,
}

impl SavedGame {
    /// The record of `game`.
    pub fn of(game: &Game) -> Self {
        let setup = game.setup();
        SavedGame {
            options: *game.options(),
            setup: (!setup.is_standard()).then_some(setup),
            moves: game.moves_played().iter().map(Square::to_string).collect(),
            redo: game.redo_moves().iter().map(Square::to_string).collect(),
            ..SavedGame::default()
        }
    }

    /// The form of `session`.
    pub fn of_session(session: &Session) -> Self {
        let main_line = session.main_line.as_ref().map(|main| {
            let SavedGame { moves, redo, .. } = SavedGame::of(main);
            (moves, redo)
        });
        SavedGame {
            clock: session.clock,
            seats: Some(session.seats),
            header: Some(session.header.clone()),
            source: Some(session.source.clone()),
            file: session.file.clone(),
            main_line,
            review: session.review.clone(),
            ..SavedGame::of(&session.game)
        }
    }

    /// Rebuilds the session by replaying the moves (and the main line's); `seats` are the
    /// seats of a file that names none.
    ///
    /// # Errors
    /// As [`SavedGame::to_game`], for the game or its main line.
    pub fn to_session(&self, seats: ByPlayer<Seat>) -> Result<Session, String> {
        let game = self.to_game()?;
        let main_line = match &self.main_line {
            Some((moves, redo)) => Some(
                SavedGame {
                    moves: moves.clone(),
                    redo: redo.clone(),
                    main_line: None,
                    review: None,
                    ..self.clone()
                }
                .to_game()
                .map_err(|why| format!("main line: {why}"))?,
            ),
            None => None,
        };
        let mut session = Session::new(game, self.seats.unwrap_or(seats), self.clock, "");
        session.header = self.header.clone().unwrap_or_default();
        session.source = self.source.clone().unwrap_or(Source::Here);
        session.file = self.file.clone();
        session.main_line = main_line;
        if let Some(review) = &self.review {
            session.keep_review(review.clone());
        }
        Ok(session)
    }

    /// Rebuilds the game by replaying the moves.
    ///
    /// # Errors
    /// A message naming the first bad move (unreadable or illegal) or the bad option.
    pub fn to_game(&self) -> Result<Game, String> {
        // The moves and then the redo list are one line of play; replaying it all through the
        // core checks both, and taking the redo part back leaves it ready for Redo.
        let moves = self
            .moves
            .iter()
            .chain(&self.redo)
            .enumerate()
            .map(|(i, text)| {
                text.parse::<Square>()
                    .map(Some)
                    .map_err(|e| format!("move {}: {e}", i + 1))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let setup = self
            .setup
            .clone()
            .unwrap_or_else(|| Setup::standard(self.options));
        let mut game = Transcript { setup, moves }
            .to_game()
            .map_err(|e| e.to_string())?;
        for _ in &self.redo {
            game.undo();
        }
        Ok(game)
    }
}
