//! The panels of Othello's room: each thing shown about the game beside or on the board (the
//! move list, the opening book, the review and its graph, the engine's values on the moves)
//! is a [`Panel`] that owns its own state and draws itself, registered once in [`all`].
//!
//! The room owns the game and the work done on it off the window's thread (the computer's
//! moves, hints, the analysis of the position, the review of the game); a panel reads what it
//! needs of them from the [`Scene`] it is handed each frame, and asks for changes only by
//! returning a [`Command`], which the shell carries out after drawing. A panel is shown or
//! hidden from the View menu, and its visibility is saved by its [`Panel::id`] in the settings
//! ([`crate::gui::settings::Panels`]), so adding a panel is one new file, one line in [`all`]
//! and the catalogue keys of its menu entry.
//!
//! - [`values`] — the engine's values on the legal moves, on the board (View → Analysis).
//! - [`lines`] — the best moves with their values and lines, shown on the board on hover.
//! - [`book`] — the opening book's moves of the position.
//! - [`database`] — the game database: the moves played from the position, and the games.
//! - [`review`] — the review's progress.
//! - [`graph`] — the evaluation graph and the disc losses, under the board.
//! - [`moves`] — the move list, with the review's marks.

mod book;
pub mod database;
pub mod graph;
pub mod lines;
mod moves;
mod review;
pub mod values;

use super::analysis::ShownValue;
use super::evaluations::Evaluations;
use super::{OthelloRoom, SIDE_PANEL_MIN_WIDTH, SIDE_PANEL_WIDTH};

/// The narrowest the side panel gets in a narrow window: the move list's three columns.
const NARROW_SIDE_WIDTH: f32 = 175.0;
/// The smallest cell, in points, the panels leave the board.
const MIN_CELL: f32 = 17.0;
/// The least height of the panels under the board (the move list's heading and a few rows).
const UNDER_MIN_HEIGHT: f32 = 150.0;
/// The graph's height under the board until the player drags it, its least, and the least
/// height it leaves the board.
const GRAPH_HEIGHT: f32 = 200.0;
const GRAPH_MIN_HEIGHT: f32 = 80.0;
const GRAPH_LEAVES: f32 = 220.0;
use crate::gui::board::CellView;
use crate::gui::command::{Command, OthelloCommand};
use crate::gui::room::Ctx;
use crate::gui::settings::Settings;
use egui::Ui;
use othello_core::{Game, Ply, Setup};
use othello_engine::book::BookMove;
use othello_engine::{Analysis, Review};

/// Every panel, in the order the side panel stacks them.
pub fn all() -> Vec<Box<dyn Panel>> {
    vec![
        Box::new(values::Values),
        Box::new(lines::Lines::default()),
        Box::new(book::Book::default()),
        Box::new(database::DatabasePanel::default()),
        Box::new(review::ReviewPanel),
        Box::new(moves::Moves),
        Box::new(graph::GraphPanel),
    ]
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

    /// Whether, while shown, it needs the engine's analysis of the position on the board.
    fn needs_analysis(&self) -> bool {
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

/// What a panel may read of the room in a frame.
pub struct Scene<'a> {
    /// The game on the board.
    pub game: &'a Game,
    /// The preferences.
    pub settings: &'a Settings,
    /// Whether a person may play a move now (not the computer's turn, not lost on time, not
    /// while the position is being edited).
    pub playable: bool,
    /// Whether the analysis of the position is running (while a panel that needs it is shown
    /// and a person is to move).
    pub analysing: bool,
    /// The newest analysis of the position on the board, once it has found something.
    pub analysis: Option<Analysis>,
    /// The opening book's moves of the position and the book's depth, if the book holds it.
    pub book: Option<(Vec<BookMove>, u8)>,
    /// What the review has found, for the part of its line the game still has.
    pub review: Option<Review>,
    /// The review's run, if one was started.
    pub review_run: Option<ReviewRun>,
    /// egui, for repaints from other threads.
    pub egui: &'a egui::Context,
    /// Where larger data lives (the imported game database), if anywhere.
    pub data_dir: Option<&'a std::path::Path>,
    /// What the engine has said of the game's positions so far.
    pub evaluations: &'a Evaluations,
    /// While a variation of the main line is explored: the moves they share.
    pub variation_from: Option<usize>,
}

/// How far a review has got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewRun {
    /// Its search depth.
    pub depth: u32,
    /// Whether it is still working.
    pub running: bool,
    /// Plies reviewed.
    pub done: usize,
    /// Plies to review.
    pub total: usize,
}

impl Scene<'_> {
    /// The values the board shows on the legal moves: the book's where it has them, the
    /// analysis's for the rest (the one source of every value a panel shows). None while the
    /// analysis is not running.
    pub fn values(&self) -> Vec<ShownValue> {
        if !self.analysing {
            return Vec::new();
        }
        super::analysis::shown_values(self.game, self.analysis.as_ref(), self.book.as_ref())
    }
}

/// What identifies the game as the panels see it: the starting position, the line and how
/// much of it is played. Any change to it is a change of the game for [`Panel::game_changed`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Seen {
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

impl OthelloRoom {
    /// The View menu's checkboxes of the panels that have one: the panel's name, its entry and
    /// whether it is shown.
    pub fn panel_entries(&self, settings: &Settings) -> Vec<(&'static str, MenuEntry, bool)> {
        self.panels
            .iter()
            .filter_map(|p| Some((p.id(), p.menu()?, p.shown(settings))))
            .collect()
    }

    /// What the panels may read this frame.
    pub(super) fn scene<'a>(&'a self, ctx: &Ctx<'a>) -> Scene<'a> {
        Scene {
            game: &self.game,
            settings: ctx.settings,
            playable: self.playable(ctx.settings),
            analysing: self.is_analysing(),
            analysis: self.analysis(),
            // Only the values on the board read the book through the scene (the book panel
            // looks it up once per position itself), and only while the analysis runs.
            book: self.is_analysing().then(|| self.book_moves()).flatten(),
            review: self.review(),
            review_run: self.review_state(),
            egui: ctx.egui,
            data_dir: ctx.data_dir,
            evaluations: &self.view.evaluations,
            variation_from: self.main_line().map(|main| self.parted_at(main)),
        }
    }

    /// Tells the panels of a change to the game since they last saw it, if there was one;
    /// nothing else is computed when the game stands as it was.
    pub(super) fn notice_game_change(&mut self, ctx: &Ctx) {
        if self.seen.as_ref() != Some(&Seen::of(&self.game)) {
            self.with_panels(ctx, |_, _| ());
        }
    }

    /// Runs `f` on the panels with this frame's scene, first telling them of any change to the
    /// game since they last saw it.
    pub(super) fn with_panels<R>(
        &mut self,
        ctx: &Ctx,
        f: impl FnOnce(&mut [Box<dyn Panel>], &Scene) -> R,
    ) -> R {
        // The panels are taken out while they work, so that the scene can borrow the rest of
        // the room.
        let mut panels = std::mem::take(&mut self.panels);
        let seen = Seen::of(&self.game);
        let changed = self.seen.as_ref() != Some(&seen);
        let scene = self.scene(ctx);
        if changed {
            for panel in &mut panels {
                panel.game_changed(&scene);
            }
        }
        let result = f(&mut panels, &scene);
        drop(scene);
        self.panels = panels;
        if changed {
            self.seen = Some(seen);
        }
        result
    }

    /// Draws the side panel: the shown side panels with something to show, in the order of
    /// [`all`], with separators between their sections; beside the board, or under it in a
    /// narrow window.
    pub(super) fn side_panels(&mut self, ui: &mut Ui, ctx: &Ctx) -> Option<Command> {
        let (room_w, room_h) = (ui.available_width(), ui.available_height());
        // The smallest board that stays playable: its cells and its coordinates.
        let cells = f32::from(self.game.rows().max(self.game.cols()));
        let least_board = MIN_CELL * cells + 30.0;
        self.with_panels(ctx, |panels, scene| {
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
            let narrow = under > beside;
            if beside.max(under) < least_board {
                // The window is too small for both: the board keeps it all.
                return None;
            }
            let mut shown: Vec<&mut Box<dyn Panel>> = panels
                .iter_mut()
                .filter(|p| p.place() == Place::Side && p.shown(scene.settings))
                .filter(|p| p.has_content(scene))
                .collect();
            let count = shown.len();
            let mut sections = |ui: &mut Ui, shown: &mut Vec<&mut Box<dyn Panel>>| {
                for (i, panel) in shown.iter_mut().enumerate() {
                    let asked = panel.show(ui, scene);
                    command = command.take().or(asked);
                    if panel.separated() && i + 1 < count {
                        ui.separator();
                    }
                }
            };
            if narrow {
                egui::Panel::bottom("panels under the board")
                    .resizable(false)
                    .exact_size(height)
                    .show(ui, |ui| {
                        // Each section a column; one that runs into the next shares its column.
                        let mut columns: Vec<Vec<&mut Box<dyn Panel>>> = Vec::new();
                        let mut column = Vec::new();
                        for panel in shown {
                            let joins = !panel.separated();
                            column.push(panel);
                            if !joins {
                                columns.push(std::mem::take(&mut column));
                            }
                        }
                        if !column.is_empty() {
                            columns.push(column);
                        }
                        ui.horizontal_top(|ui| {
                            let count = columns.len();
                            for (i, mut column) in columns.into_iter().enumerate() {
                                let column_width =
                                    column.iter().map(|p| p.width()).fold(0.0, f32::max);
                                ui.vertical(|ui| {
                                    ui.set_width(column_width.min(ui.available_width()));
                                    for panel in &mut column {
                                        let asked = panel.show(ui, scene);
                                        command = command.take().or(asked);
                                    }
                                });
                                if i + 1 < count {
                                    ui.separator();
                                }
                            }
                        });
                    });
                return command;
            }
            egui::Panel::right("move list")
                .resizable(false)
                .exact_size(width)
                .show(ui, |ui| sections(ui, &mut shown));
            command
        })
    }

    /// The evaluation graph's values for a picture of the board, if it has a line.
    pub fn graph_for_picture(&self, ctx: &Ctx) -> Option<crate::gui::picture::Graph> {
        let scene = self.scene(ctx);
        let series = graph::series(&scene);
        (series.points.len() >= 2).then(|| crate::gui::picture::Graph {
            points: series.points.iter().map(|p| (p.moves, p.value)).collect(),
            total: self.game.moves_played().len() + self.game.redo_moves().len(),
        })
    }

    /// Draws the panels under the board (the graph), across the width left beside the side
    /// panel, when they have something to show and the board keeps room enough.
    pub(super) fn under_panels(&mut self, ui: &mut Ui, ctx: &Ctx) -> Option<Command> {
        let room_h = ui.available_height();
        if room_h - GRAPH_MIN_HEIGHT < GRAPH_LEAVES {
            return None;
        }
        self.with_panels(ctx, |panels, scene| {
            let mut command = None;
            for panel in panels
                .iter_mut()
                .filter(|p| p.place() == Place::Under && p.shown(scene.settings))
                .filter(|p| p.has_content(scene))
            {
                egui::Panel::bottom(format!("under the board: {}", panel.id()))
                    .resizable(true)
                    .default_size(GRAPH_HEIGHT.min(room_h - GRAPH_LEAVES))
                    .size_range(GRAPH_MIN_HEIGHT..=(room_h - GRAPH_LEAVES))
                    .show(ui, |ui| {
                        let asked = panel.show(ui, scene);
                        command = command.take().or(asked);
                    });
            }
            command
        })
    }
}
