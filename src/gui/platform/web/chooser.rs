//! A browser hands a picked file's bytes to the page, never a path the window could read or
//! write again; Open and Save by path are not offered there (the menus leave them out), so
//! the chooser by path is never available.

use crate::gui::desktop_dialog::Purpose;
use crate::gui::files::Format;
use std::path::{Path, PathBuf};

/// Never: see the module's documentation.
pub fn available() -> bool {
    false
}

/// A chooser by path, which a browser never opens: it answers as if cancelled.
pub struct Pending {
    /// What it was opened for.
    pub purpose: Purpose,
}

impl Pending {
    /// Answers as if cancelled.
    pub fn open(_folder: &Path) -> Pending {
        Pending {
            purpose: Purpose::Open,
        }
    }

    /// Answers as if cancelled.
    pub fn save(_folder: &Path, _name: &str, format: Format) -> Pending {
        Pending {
            purpose: Purpose::Save(format),
        }
    }

    /// Cancelled.
    pub fn poll(&self) -> Option<Option<PathBuf>> {
        Some(None)
    }
}
