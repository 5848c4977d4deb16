//! The panels folded away in a window too small for them: the board keeps the room, and the
//! menu bar names the panels that wait, still ticked in the View menu.

use super::{Panel, Place, Scene};
use crate::gui::i18n::{self, t};

/// The View menu names of the shown panels of `place` that have something to show.
pub(super) fn names(panels: &[Box<dyn Panel>], place: Place, scene: &Scene) -> Vec<String> {
    panels
        .iter()
        .filter(|p| p.place() == place && p.shown(scene.settings))
        .filter(|p| p.has_content(scene))
        .filter_map(|p| p.menu())
        .map(|m| format!("“{}”", i18n::format(m.name, None)))
        .collect()
}

/// What the menu bar says of the panels `folded` away, if any.
pub(super) fn words(folded: &[String]) -> Option<String> {
    (!folded.is_empty()).then(|| t!("panels-folded", panels = folded.join(", ")))
}
