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
mod folded;
pub mod graph;
pub mod lines;
mod live;
mod mistakes;
mod moves;
mod review;
pub mod values;

use super::evaluations::Evaluations;
use super::shown::ShownValue;
use super::work::Snapshot;

/// The narrowest window that gives the side panel its full width (narrower, it gets less, or
/// goes under the board).
const SIDE_PANEL_MIN_WIDTH: f32 = 560.0;
/// The side panel's width.
const SIDE_PANEL_WIDTH: f32 = 190.0;

/// The narrowest the side panel gets in a narrow window: the move list's three columns.
const NARROW_SIDE_WIDTH: f32 = 175.0;
/// The smallest cell, in points, the panels leave the board.
const MIN_CELL: f32 = 17.0;
/// The least height the panel that fills the side panel's rest keeps (a few of the move
/// list's rows).
const FILL_MIN_HEIGHT: f32 = 160.0;
/// The least height of the panels under the board (the move list's heading and a few rows).
const UNDER_MIN_HEIGHT: f32 = 150.0;
/// The graph's height under the board until the player drags it, its least, and the least
/// height it leaves the board.
const GRAPH_HEIGHT: f32 = 200.0;
const GRAPH_MIN_HEIGHT: f32 = 80.0;
const GRAPH_LEAVES: f32 = 220.0;
/// What the board's coordinates and margins take around its cells, across and down.
const BOARD_GUTTERS: f32 = 40.0;
/// The margins of the room's central area around the board, across.
const CENTRAL_FRAME: f32 = 16.0;
/// How many times the narrowest side panel's width (or the height of the panels under the
/// board) the board keeps at least: in a smaller window they are folded away, with a word that
/// says so (at 420x360 the move list beside the board had been as wide as the board).
const BOARD_OVER_PANELS: f32 = 1.5;
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
        SIDE_PANEL_WIDTH
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

    /// Draws the side panel: the shown side panels with something to show, in the order of
    /// [`all`], with separators between their sections; beside the board, or under it in a
    /// narrow window.
    pub fn side(&mut self, ui: &mut Ui, scene: &Scene) -> Option<Command> {
        self.notice(scene);
        self.folded.clear();
        let (room_w, room_h) = (ui.available_width(), ui.available_height());
        // The smallest board that stays playable: its cells, its coordinates and margins, and
        // the frame of the room's central area (with 30 points for the three, a 16x16 board
        // beside the move list at 500x450 had cells of 16).
        let cells = f32::from(scene.game.rows().max(scene.game.cols()));
        let least_board = MIN_CELL * cells + BOARD_GUTTERS + CENTRAL_FRAME;
        let panels = &mut self.panels;
        {
            let mut command = None;
            let wanted = panels
                .iter()
                .filter(|p| p.place() == Place::Side && p.shown(scene.settings))
                .map(|p| p.width())
                .fold(SIDE_PANEL_WIDTH, f32::max);
            // A narrow window gives the panels less width, down to the narrowest that still
            // holds the move list; where the board would then be larger under the panels than
            // beside them (a tall, narrow window), they go under it, side by side.
            let width = if room_w >= SIDE_PANEL_MIN_WIDTH {
                wanted
            } else {
                wanted.min(room_w * 0.3).max(NARROW_SIDE_WIDTH)
            };
            let height = (room_h * 0.35).clamp(UNDER_MIN_HEIGHT, 240.0);
            let beside = (room_w - width).min(room_h);
            let under = room_w.min(room_h - height);
            let fits_beside = beside >= least_board.max(BOARD_OVER_PANELS * NARROW_SIDE_WIDTH);
            let fits_under = under >= least_board.max(BOARD_OVER_PANELS * height);
            if !fits_beside && !fits_under {
                // The window is too small for both: the board keeps it all, and a word says
                // which panels wait for room.
                self.folded = folded::names(panels, Place::Side, scene);
                return None;
            }
            let narrow = fits_under && (!fits_beside || under > beside);
            let mut shown: Vec<&mut Box<dyn Panel>> = panels
                .iter_mut()
                .filter(|p| p.place() == Place::Side && p.shown(scene.settings))
                .filter(|p| p.has_content(scene))
                .collect();
            let mut sections = |ui: &mut Ui, shown: &mut Vec<&mut Box<dyn Panel>>| {
                let count = shown.len();
                for (i, panel) in shown.iter_mut().enumerate() {
                    let asked = panel.show(ui, scene);
                    command = command.take().or(asked);
                    if panel.separated() && i + 1 < count {
                        ui.separator();
                    }
                }
            };
            if narrow {
                return egui::Panel::bottom("panels under the board")
                    .resizable(false)
                    .exact_size(height)
                    .show(ui, |ui| columns::show(ui, shown, scene))
                    .inner;
            }
            // The panel's own separator would follow its content where the sections are
            // taller than the window, across the status bar: the line is drawn here, along
            // the space the panel was given.
            let given = ui.available_rect_before_wrap();
            let shown = egui::Panel::right("move list")
                .resizable(false)
                .exact_size(width)
                .show_separator_line(false)
                .show(ui, |ui| {
                    // The panel that fills what is left (the move list) keeps room for a few
                    // rows: the sections above it scroll when they are taller than the rest.
                    let fills = shown.len() > 1 && shown.last().is_some_and(|p| p.fills());
                    if !fills {
                        return sections(ui, &mut shown);
                    }
                    let mut last: Vec<_> = shown.pop().into_iter().collect();
                    let separated = shown.last().is_some_and(|p| p.separated());
                    let room = (ui.available_height() - FILL_MIN_HEIGHT).max(0.0);
                    egui::ScrollArea::vertical()
                        .id_salt("side sections")
                        .max_height(room)
                        .auto_shrink([false, true])
                        .show(ui, |ui| sections(ui, &mut shown));
                    if separated {
                        ui.separator();
                    }
                    sections(ui, &mut last);
                });
            let stroke = ui.visuals().widgets.noninteractive.bg_stroke;
            ui.painter().vline(
                shown.response.rect.left() - 0.5 * stroke.width,
                given.y_range(),
                stroke,
            );
            command
        }
    }

    /// After the panels are drawn: the menu bar is to name the panels folded away this frame
    /// (drawn again at once when they changed, since the menu bar is drawn first).
    pub fn settle_folded(&mut self, egui: &egui::Context) {
        if self.said != self.folded {
            self.said = self.folded.clone();
            egui.request_repaint();
        }
    }

    /// Which shown panels wait for room, in words, for the menu bar.
    pub fn folded(&self) -> Option<String> {
        folded::words(&self.said)
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

    /// Draws the panels under the board (the graph), across the width left beside the side
    /// panel, when they have something to show and the board keeps room enough.
    pub fn under(&mut self, ui: &mut Ui, scene: &Scene) -> Option<Command> {
        let (room_w, room_h) = (ui.available_width(), ui.available_height());
        // The board stays the largest thing: the graph takes less height than the board keeps
        // (under a tenth less of what the two share, for the panel's frame), within the width
        // or the height left (at 600x760 with the panels under the board, a 195 px graph had
        // left the board 180 px).
        // A large board keeps cells of MIN_CELL, where its values can still be written (on
        // 16x16 at 500x450 the graph had left cells too small for them).
        let rows = f32::from(scene.game.rows());
        let most = (room_h - GRAPH_LEAVES)
            .min(room_h - (MIN_CELL * rows + BOARD_GUTTERS + CENTRAL_FRAME))
            .min(room_w - BOARD_GUTTERS)
            .min((room_h - BOARD_GUTTERS) * 0.45);
        if most < GRAPH_MIN_HEIGHT {
            self.folded
                .extend(folded::names(&self.panels, Place::Under, scene));
            return None;
        }
        self.notice(scene);
        {
            let mut command = None;
            for panel in self
                .panels
                .iter_mut()
                .filter(|p| p.place() == Place::Under && p.shown(scene.settings))
                .filter(|p| p.has_content(scene))
            {
                egui::Panel::bottom(format!("under the board: {}", panel.id()))
                    .resizable(true)
                    .default_size(GRAPH_HEIGHT.min(most))
                    .size_range(GRAPH_MIN_HEIGHT..=most)
                    .show(ui, |ui| {
                        let asked = panel.show(ui, scene);
                        command = command.take().or(asked);
                    });
            }
            command
        }
    }
}
