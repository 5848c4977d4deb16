//! Game files: the formats the window opens and saves, picked by extension and, on open, by
//! content. Reading and writing the formats is the core's (`core::notation`); this module only
//! names them, picks one, and turns a bad file into a message that names the file, the line and
//! what was wrong.
//!
//! | format | extension | what it keeps |
//! |---|---|---|
//! | transcript | `.txt` | the options header, a set-up position if not the standard one, the moves |
//! | GGF | `.ggf` | the set-up, the moves with evaluations and times, players, result (NBoard, Edax) |
//! | record | `.ron` | this program's own record: everything the core's `Record` holds, as RON |

pub use super::format::Format;
use super::store;
use crate::gui::i18n::{Message, errors, msg};
use othello_core::notation::{ggf, transcript};
use othello_core::{Game, Options, Record};
use std::path::Path;

/// A game read from a text.
#[derive(Clone, Debug, PartialEq)]
pub struct Parsed {
    /// The game (the first, if the text holds several).
    pub game: Game,
    /// Its record as read, for what it says besides the moves (players, place, date,
    /// result…); a transcript's says nothing more.
    pub record: Record,
    /// How many games the text holds.
    pub games: usize,
}

/// The game in `text`, read as `format`; options a transcript leaves out come from `options`.
/// A GGF text may hold many games (an archive, a match): the first is read, and the count of
/// games comes back beside it (1 for the other formats).
pub fn parse(text: &str, format: Format, options: Options) -> Result<Parsed, Message> {
    let plain = |e: &dyn std::fmt::Display| Message::plain(e.to_string());
    let of_record = |record: Record, games| {
        let game = record.to_game().map_err(|e| errors::record_error(&e))?;
        Ok(Parsed {
            game,
            record,
            games,
        })
    };
    match format {
        Format::Transcript => transcript::parse(text, options)
            .map_err(|e| plain(&e))?
            .to_game()
            .map(|game| Parsed {
                game,
                record: Record::default(),
                games: 1,
            })
            .map_err(|e| errors::record_error(&e)),
        Format::Record => of_record(ron::from_str(text).map_err(|e| plain(&e))?, 1),
        Format::Ggf => {
            let located = ggf::locate_all(text).len();
            let first = ggf::parse_all(text)
                .next()
                .ok_or_else(|| msg!("file-no-ggf-game"))?
                .map_err(|e| plain(&e))?;
            of_record(first, located)
        }
    }
}

/// A game file that was opened.
#[derive(Clone, Debug, PartialEq)]
pub struct Opened {
    /// The game (the first, if the file holds several), its header and the file's count.
    pub parsed: Parsed,
    /// The file's format.
    pub format: Format,
}

/// Opens the game file at `path`: the format from its extension, else from its content. The
/// error names the file and says what was wrong (with the line and column, for bad text).
pub fn open(path: &Path, options: Options) -> Result<Opened, Message> {
    open_text(path, &read(path)?, options)
}

/// Reads `text`, the game file named by `path` (in a browser, only the picked file's name):
/// the format from its extension, else from its content. The error names the file and says
/// what was wrong (with the line and column, for bad text).
pub fn open_text(path: &Path, text: &str, options: Options) -> Result<Opened, Message> {
    let format = Format::for_path(path).unwrap_or_else(|| Format::detect(text));
    let parsed = parse(text, format, options).map_err(|why| {
        msg!(
            "file-not-a-game",
            name = path.display().to_string(),
            format = format.name(),
            why = why
        )
    })?;
    Ok(Opened { parsed, format })
}

/// The text of the game file at `path`; the error names the file and says why not.
pub fn read(path: &Path) -> Result<String, Message> {
    store::read_text(path).map_err(|why| {
        msg!(
            "file-cannot-open",
            name = path.display().to_string(),
            why = why
        )
    })
}

/// The text of a file the person picked, handed over as `bytes` (a browser gives no path):
/// UTF-8 text of at most [`store::MAX_FILE_BYTES`]; the error names the file and says why not.
pub fn text_of(name: &str, bytes: Vec<u8>) -> Result<String, Message> {
    let cannot = |why: Message| msg!("file-cannot-open", name = name, why = why);
    if bytes.len() as u64 > store::MAX_FILE_BYTES {
        return Err(cannot(msg!(
            "store-file-too-large",
            kib = bytes.len() / 1024,
            max = store::MAX_FILE_BYTES / 1024
        )));
    }
    String::from_utf8(bytes).map_err(|_| cannot(msg!("file-not-text")))
}

/// Every game of the GGF text `text`, in order, each read or with why it cannot be.
pub fn library(text: &str) -> Vec<Result<Record, String>> {
    ggf::parse_all(text)
        .map(|r| r.map_err(|e| e.to_string()))
        .collect()
}

/// The text of `game` in `format`.
///
/// # Errors
/// RON's error, in words, if the record cannot be written as RON.
pub fn text(record: &Record, format: Format) -> Result<String, String> {
    match format {
        Format::Transcript => Ok(transcript::write(record)),
        Format::Ggf => Ok(ggf::write(record) + "\n"),
        Format::Record => ron::ser::to_string_pretty(record, ron::ser::PrettyConfig::default())
            .map_err(|e| e.to_string()),
    }
}
