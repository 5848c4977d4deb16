//! Which of Othello's panels are shown (View menu), saved by the panels' names so that a new
//! panel needs no field of its own here: a panel the file does not mention is shown as its
//! registration says (see [`crate::gui::room::othello::panels`]).
//!
//! Versions before the panels saved three fields of their own (`show_move_list`, `show_book`,
//! `show_analysis`); [`Legacy`] reads them from such a file once, and the next save writes
//! them in the new form.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The panels' saved visibility, by name.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Panels(BTreeMap<String, bool>);

impl Panels {
    /// Whether the panel named `id` is shown: as saved, else `default`.
    pub fn shown(&self, id: &str, default: bool) -> bool {
        self.0.get(id).copied().unwrap_or(default)
    }

    /// What the settings say of the panel named `id`, if anything.
    pub fn get(&self, id: &str) -> Option<bool> {
        self.0.get(id).copied()
    }

    /// Shows or hides the panel named `id`.
    pub fn set(&mut self, id: &str, on: bool) {
        self.0.insert(id.to_owned(), on);
    }

    /// These panels with `id` shown or hidden (for building settings in one expression).
    #[must_use]
    pub fn with(mut self, id: &str, on: bool) -> Self {
        self.set(id, on);
        self
    }
}

/// The visibility fields of settings files written before the panels, by the panels they
/// became. Unknown fields are ignored, so the whole settings file reads as this.
#[derive(Debug, Default, Deserialize)]
pub struct Legacy {
    #[serde(default, deserialize_with = "present")]
    show_move_list: Option<bool>,
    #[serde(default, deserialize_with = "present")]
    show_book: Option<bool>,
    #[serde(default, deserialize_with = "present")]
    show_analysis: Option<bool>,
}

/// A field that is there: the old files wrote plain `true` and `false`, never `Some(…)`.
fn present<'de, D: serde::Deserializer<'de>>(field: D) -> Result<Option<bool>, D::Error> {
    bool::deserialize(field).map(Some)
}

impl Legacy {
    /// Copies the old fields into `panels` where the file did not say in the new form.
    pub fn fold_into(self, panels: &mut Panels) {
        let old = [
            ("moves", self.show_move_list),
            ("book", self.show_book),
            ("analysis", self.show_analysis),
        ];
        for (id, on) in old {
            if let Some(on) = on
                && panels.get(id).is_none()
            {
                panels.set(id, on);
            }
        }
    }
}
