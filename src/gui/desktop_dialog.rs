//! Open and Save through the platform's own file chooser where there is one
//! ([`crate::gui::platform`]'s `chooser`: Windows' dialog, the XDG desktop portal's), or the
//! window's own dialog ([`super::file_dialog`]) where there is none: what the chooser was
//! opened for and what its answer names.

use super::files::Format;
pub use super::platform::chooser::{Pending, available, dropped};
use std::path::PathBuf;

/// What the chooser was opened for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Game → Open.
    Open,
    /// Game → Save as, proposing this format.
    Save(Format),
    /// Game → Import game database, in a browser (the desktop has the window's own dialog,
    /// which picks folders as well as files).
    Import,
}

/// What a chooser answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chosen {
    /// A file by its path (the desktop), or by the name a download gets (a browser's Save).
    Path(PathBuf),
    /// A file a browser's picker handed over: its name and its bytes, no path.
    File {
        /// The file's name.
        name: String,
        /// Its bytes.
        bytes: Vec<u8>,
    },
    /// Files a browser's picker handed over, by name with their bytes.
    Files(Vec<(String, Vec<u8>)>),
}

/// Files dropped on the window, as the platform hands them over.
pub enum Dropped {
    /// At once: the first file's path (the desktop).
    Now(Option<Chosen>),
    /// Once the browser has read their bytes.
    Later(Pending),
}

/// The file a Save chooser's answer names: with the proposed format's extension added when it
/// has none of a game format's, and the format its extension says.
pub fn save_target(path: PathBuf, proposed: Format) -> (PathBuf, Format) {
    match Format::for_path(&path) {
        Some(format) => (path, format),
        None => {
            let mut name = path.into_os_string();
            name.push(".");
            name.push(proposed.extension());
            (PathBuf::from(name), proposed)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_saved_file_gets_a_game_format_extension() {
        let (path, format) = save_target(PathBuf::from("/tmp/game"), Format::Ggf);
        assert_eq!(
            (path, format),
            (PathBuf::from("/tmp/game.ggf"), Format::Ggf)
        );
        let (path, format) = save_target(PathBuf::from("/tmp/game.RON"), Format::Ggf);
        assert_eq!(
            (path, format),
            (PathBuf::from("/tmp/game.RON"), Format::Record)
        );
        let (path, format) = save_target(PathBuf::from("/tmp/notes.md"), Format::Transcript);
        assert_eq!(
            (path, format),
            (PathBuf::from("/tmp/notes.md.txt"), Format::Transcript)
        );
    }
}
