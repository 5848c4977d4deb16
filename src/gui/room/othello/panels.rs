//! The panels of Othello's room: each thing shown about the game beside or on the board (the
//! move list, the opening book, the review and its graph, the engine's values on the moves)
//! is a [`Panel`] that owns its own state and draws itself, registered once in [`all`].
//!
//! The room owns the game (its [`Session`](crate::gui::session::Session)) and the work done on
//! it off the window's thread (its [`Work`](super::work::Work)); a panel reads what it needs of
//! them from the [`Scene`] the room builds once a frame, says what it needs as data
//! ([`Panel::needs`]: the analysis, the book, commands it takes), and asks for changes only by
//! returning a [`Command`], which the shell carries out after drawing. A panel is shown or
//! hidden from the View menu, and its visibility is saved by its [`Panel::id`] in the settings
//! ([`crate::gui::settings::Panels`]), so adding a panel is one new file, one line in [`all`]
//! and the catalogue keys of its menu entry: neither the room nor the shell names a panel.
//!
//! - [`values`] — the engine's values on the legal moves, on the board (View → Analysis).
//! - [`lines`] — the best moves with their values and lines, shown on the board on hover.
//! - [`book`] — the opening book's moves of the position.
//! - [`database`] — the game database: the moves played from the position, and the games.
//! - [`review`] — the review's progress.
//! - [`mistakes`] — the reviewed game's mistakes, and the practice on them.
//! - [`graph`] — the evaluation graph and the disc losses, under the board.
//! - [`moves`] — the move list, with the review's marks.
//! - [`live`] — the search's live output: depth, nodes, speed, time, the principal variation.

mod book;
mod columns;
pub mod database;
pub mod graph;
mod layout;
pub mod lines;
mod live;
mod mistakes;
mod moves;
mod review;
pub mod values;

use super::evaluations::Evaluations;
use super::shown::ShownValue;
use super::work::Snapshot;

use crate::gui::board::CellView;
use crate::gui::command::{Command, OthelloCommand};
use crate::gui::settings::Settings;
use egui::Ui;
use othello_core::{Game, Ply, Setup};

/// Every panel, in the order the side panel stacks them.
pub fn all() -> Vec<Box<dyn Panel>> {
    vec![
        Box::new(values::Values),
        Box::new(lines::Lines::default()),
        Box::new(book::Book::default()),
        Box::new(database::DatabasePanel::default()),
        Box::new(review::ReviewPanel),
        Box::new(mistakes::Mistakes::default()),
        Box::new(live::Live),
        Box::new(moves::Moves),
        Box::new(graph::GraphPanel),
    ]
}

/// What a panel needs of the room while it is shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Needs {
    /// The engine's analysis of the position on the board (it runs while a panel needs it
    /// and a person is to move).
    pub analysis: bool,
    /// The opening book (the status bar then says where the game stands with it).
    pub book: bool,
}

impl Needs {
    /// Nothing.
    pub const NONE: Needs = Needs {
        analysis: false,
        book: false,
    };
}

/// Where a panel draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// On the board's cells ([`Panel::decorate`]).
    Board,
    /// A section of the panel beside the board ([`Panel::show`]).
    Side,
    /// Under the board, across its width, its height the player's to drag ([`Panel::show`]).
    Under,
}

/// A panel's entry in the View menu: the catalogue keys of its name and of its tooltip.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MenuEntry {
    /// The checkbox's text.
    pub name: &'static str,
    /// What it shows, on hover.
    pub tip: Option<&'static str>,
    /// The key that shows and hides it, if one does.
    pub key: Option<egui::Key>,
}

/// Something shown about the game, beside or on the board.
pub trait Panel {
    /// The name its visibility is saved under, and its egui id.
    fn id(&self) -> &'static str;

    /// Where it draws.
    fn place(&self) -> Place;

    /// Its checkbox in the View menu, if it can be shown and hidden.
    fn menu(&self) -> Option<MenuEntry>;

    /// Whether it is shown while the settings do not say.
    fn shown_by_default(&self) -> bool;

    /// Whether it is shown: as saved in the settings, else by default.
    fn shown(&self, settings: &Settings) -> bool {
        settings.panels.shown(self.id(), self.shown_by_default())
    }

    /// What it needs of the room while it is shown.
    fn needs(&self) -> Needs {
        Needs::NONE
    }

    /// Whether it takes `command` (an import, for the database): the shell then shows it,
    /// and [`Panel::command`] carries out the panel's part.
    fn takes(&self, _command: &OthelloCommand) -> bool {
        false
    }

    /// The game changed (a move, a step back or forward, a new game): forget or recompute
    /// what belonged to the position before.
    fn game_changed(&mut self, _scene: &Scene) {}

    /// Whether a side panel has anything to draw now (a section with nothing in it takes no
    /// room and no separator).
    fn has_content(&self, _scene: &Scene) -> bool {
        true
    }

    /// The side panel's width it needs (the widest shown section sets it).
    fn width(&self) -> f32 {
        layout::SIDE_PANEL_WIDTH
    }

    /// A command for the game that concerns the panel too (an import for the database): the
    /// room carries out the game's part; the panel its own.
    fn command(&mut self, _command: &OthelloCommand, _scene: &Scene) {}

    /// Whether it fills the rest of the side panel (the move list): the sections above it
    /// then scroll rather than squeeze it.
    fn fills(&self) -> bool {
        false
    }

    /// Whether a separator follows its section (a section that belongs with the next one
    /// runs straight into it).
    fn separated(&self) -> bool {
        true
    }

    /// Draws its section of the side panel; returns what the user asked for.
    fn show(&mut self, _ui: &mut Ui, _scene: &Scene) -> Option<Command> {
        None
    }

    /// Adds what it shows to the board's cells (in the board's row-major order), while it is
    /// shown: a panel on the board draws only here, one beside it may mark cells too.
    fn decorate(&self, _cells: &mut [CellView], _scene: &Scene) {}
}

/// What a panel may read of the room in a frame (built once a frame).
pub struct Scene<'a> {
    /// The game on the board.
    pub game: &'a Game,
    /// The preferences.
    pub settings: &'a Settings,
    /// Whether a person may play a move now (not the computer's turn, not lost on time, not
    /// while the position is being edited).
    pub playable: bool,
    /// What the work knows about the position on the board: the analysis, the book, the
    /// values on the moves, the review, the search running.
    pub work: std::cell::Ref<'a, Snapshot>,
    /// egui, for repaints from other threads.
    pub egui: &'a egui::Context,
    /// Where larger data lives (the imported game database), if anywhere.
    pub data_dir: Option<&'a std::path::Path>,
    /// What the engine has said of the game's positions so far.
    pub evaluations: &'a Evaluations,
    /// While a variation of the main line is explored: the moves they share.
    pub variation_from: Option<usize>,
    /// What the game's record says besides its moves (players, place, date).
    pub header: &'a crate::gui::session::Header,
    /// The game's review, with every move's value in each reviewed position.
    pub reviewed: Option<&'a crate::gui::session::Reviewed>,
    /// The practice on the review's mistakes, while it runs.
    pub practice: Option<&'a super::practice::Practice>,
    /// Whether the engine will value the game's positions as it goes: the analysis is wanted,
    /// or the game is reviewed (the graph keeps its room for them).
    pub values_coming: bool,
}

impl Scene<'_> {
    /// The values the board shows on the legal moves: the book's where it has them, the
    /// analysis's for the rest (the one source of every value a panel shows, computed once
    /// a frame). None while the analysis is not running.
    pub fn values(&self) -> &[ShownValue] {
        &self.work.values
    }
}

/// What identifies the game as the panels see it: the starting position, the line and how
/// much of it is played. Any change to it is a change of the game for [`Panel::game_changed`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seen {
    setup: Setup,
    line: Vec<Ply>,
    played: usize,
}

impl Seen {
    /// How `game` stands now.
    pub fn of(game: &Game) -> Self {
        let line = game.line();
        Seen {
            setup: game.setup().clone(),
            line: line.plies,
            played: line.current,
        }
    }
}

/// Every panel, and the game as they last saw it.
pub struct PanelSet {
    panels: Vec<Box<dyn Panel>>,
    seen: Option<Seen>,
    /// The names of the shown panels folded away this frame for lack of room.
    folded: Vec<String>,
    /// Those the menu bar names (drawn before the panels, it says what the last frame folded
    /// away).
    said: Vec<String>,
}

impl Default for PanelSet {
    fn default() -> Self {
        PanelSet {
            panels: all(),
            seen: None,
            folded: Vec::new(),
            said: Vec::new(),
        }
    }
}

impl PanelSet {
    /// The View menu's checkboxes of the panels that have one: the panel's name, its entry and
    /// whether it is shown.
    pub fn entries(&self, settings: &Settings) -> Vec<(&'static str, MenuEntry, bool)> {
        self.panels
            .iter()
            .filter_map(|p| Some((p.id(), p.menu()?, p.shown(settings))))
            .collect()
    }

    /// What the shown panels need together.
    pub fn needs(&self, settings: &Settings) -> Needs {
        let mut needs = Needs::NONE;
        for panel in self.panels.iter().filter(|p| p.shown(settings)) {
            let n = panel.needs();
            needs.analysis |= n.analysis;
            needs.book |= n.book;
        }
        needs
    }

    /// The panel that takes `command` (shown or not), if one does.
    pub fn taker(&self, command: &OthelloCommand) -> Option<&'static str> {
        self.panels
            .iter()
            .find(|p| p.takes(command))
            .map(|p| p.id())
    }

    /// Hands `command` to the panels that take it.
    pub fn command(&mut self, command: &OthelloCommand, scene: &Scene) {
        self.notice(scene);
        for panel in self.panels.iter_mut().filter(|p| p.takes(command)) {
            panel.command(command, scene);
        }
    }

    /// Whether a shown panel draws beside or under the board.
    pub fn beside_the_board(&self, settings: &Settings) -> bool {
        self.panels
            .iter()
            .any(|p| matches!(p.place(), Place::Side | Place::Under) && p.shown(settings))
    }

    /// The shown panels' marks on the board's cells.
    pub fn decorate(&self, cells: &mut [CellView], scene: &Scene) {
        for panel in self.panels.iter().filter(|p| p.shown(scene.settings)) {
            panel.decorate(cells, scene);
        }
    }

    /// Tells the panels of a change to the game since they last saw it, if there was one.
    pub fn notice(&mut self, scene: &Scene) {
        let seen = Seen::of(scene.game);
        if self.seen.as_ref() != Some(&seen) {
            for panel in &mut self.panels {
                panel.game_changed(scene);
            }
            self.seen = Some(seen);
        }
    }

    /// The evaluation graph's values for a picture of the board, if it has a line.
    pub fn graph_for_picture(scene: &Scene) -> Option<crate::gui::picture::Graph> {
        let series = graph::series(scene);
        let game = scene.game;
        (series.points.len() >= 2).then(|| crate::gui::picture::Graph {
            points: series
                .points
                .iter()
                .filter(|p| !p.shallow)
                .map(|p| (p.moves, p.value))
                .collect(),
            total: game.moves_played().len() + game.redo_moves().len(),
        })
    }
}
