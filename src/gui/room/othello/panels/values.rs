//! The engine's values on the legal moves, written on the board (View → Analysis, the A key):
//! the book's where the opening book holds the position, the analysis's for the rest, each
//! coloured by how much worse than the best move it is, with the expected line on hover.

use super::{MenuEntry, Needs, Panel, Place, Scene};
use crate::gui::board::CellView;
use crate::gui::i18n::t;

/// The name the panel is saved under (the A key toggles it).
pub const ID: &str = "analysis";

/// The values on the board.
pub struct Values;

impl Panel for Values {
    fn id(&self) -> &'static str {
        ID
    }

    fn place(&self) -> Place {
        Place::Board
    }

    fn menu(&self) -> Option<MenuEntry> {
        Some(MenuEntry {
            name: "menu-analysis",
            tip: Some("menu-analysis-tip"),
            key: Some(egui::Key::A),
        })
    }

    fn shown_by_default(&self) -> bool {
        false
    }

    fn needs(&self) -> Needs {
        Needs {
            analysis: true,
            book: true,
        }
    }

    fn decorate(&self, cells: &mut [CellView], scene: &Scene) {
        let cols = usize::from(scene.game.cols());
        for value in scene.values() {
            let index = usize::from(value.square.row) * cols + usize::from(value.square.col);
            let Some(cell) = cells.get_mut(index) else {
                continue;
            };
            cell.label
                .push_str(&format!(", {}", t!("cell-value", value = value.spoken())));
            cell.value = Some(value.cell.clone());
            cell.tooltip = Some(value.line.clone());
        }
    }
}
