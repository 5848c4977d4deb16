//! Where the panels go around the board: beside it, or under it in a tall narrow window, the
//! graph under it; and, in a window too small for them, folded away, the board keeping the room
//! and the menu bar naming the panels that wait, still ticked in the View menu.

use super::{Panel, PanelSet, Place, Scene, columns};
use crate::gui::command::Command;
use crate::gui::i18n::{self, t};
use egui::Ui;

/// The narrowest window that gives the side panel its full width (narrower, it gets less, or
/// goes under the board).
const SIDE_PANEL_MIN_WIDTH: f32 = 560.0;
/// The side panel's width.
pub(super) const SIDE_PANEL_WIDTH: f32 = 190.0;

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

impl PanelSet {
    /// Draws the side panel: the shown side panels with something to show, in the order of
    /// [`all`](super::all), with separators between their sections; beside the board, or under
    /// it in a narrow window.
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
                self.folded = folded_names(panels, Place::Side, scene);
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
        folded_words(&self.said)
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
                .extend(folded_names(&self.panels, Place::Under, scene));
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

/// The View menu names of the shown panels of `place` that have something to show.
fn folded_names(panels: &[Box<dyn Panel>], place: Place, scene: &Scene) -> Vec<String> {
    panels
        .iter()
        .filter(|p| p.place() == place && p.shown(scene.settings))
        .filter(|p| p.has_content(scene))
        .filter_map(|p| p.menu())
        .map(|m| format!("“{}”", i18n::format(m.name, None)))
        .collect()
}

/// What the menu bar says of the panels `folded` away, if any.
fn folded_words(folded: &[String]) -> Option<String> {
    (!folded.is_empty()).then(|| t!("panels-folded", panels = folded.join(", ")))
}
