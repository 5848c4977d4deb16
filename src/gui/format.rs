//! The formats of game files, as plain names: which one a file name or a text is, and what
//! each is called in the window. Reading and writing them is [`super::files`]'.

use crate::gui::i18n::t;
use std::path::Path;

/// A format of game files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Format {
    /// The moves run together, with a header line for the options (`f5d6c3…`).
    Transcript,
    /// The Generic Game Format of GGS, NBoard and Edax.
    Ggf,
    /// This program's record, as RON.
    Record,
}

impl Format {
    /// Every format, the default for saving first.
    pub const ALL: [Format; 3] = [Format::Ggf, Format::Transcript, Format::Record];

    /// The file name extension, without the dot.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Transcript => "txt",
            Format::Ggf => "ggf",
            Format::Record => "ron",
        }
    }

    /// The format's name for menus and messages.
    pub fn name(self) -> String {
        match self {
            Format::Transcript => t!("format-transcript"),
            Format::Ggf => t!("format-ggf"),
            Format::Record => t!("format-record"),
        }
    }

    /// The format a file name's extension says, if it says one.
    pub fn for_path(path: &Path) -> Option<Format> {
        let extension = path.extension()?.to_str()?.to_ascii_lowercase();
        Format::ALL.into_iter().find(|f| f.extension() == extension)
    }

    /// The format a text looks like: GGF starts with `(;`, a record with `(` and names its
    /// set-up; anything else is read as a transcript.
    pub fn detect(text: &str) -> Format {
        let start = text.trim_start();
        if start.starts_with("(;") {
            Format::Ggf
        } else if start.starts_with('(') && start.contains("setup:") {
            Format::Record
        } else {
            Format::Transcript
        }
    }
}
