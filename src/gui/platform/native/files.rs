//! The store's files on the disk. What is trusted and what is not is told in
//! [`crate::gui::store`]: only regular files of a sane size are read, writes are atomic and go
//! through symlinks.

use std::fs;
use std::io::{self, Read};
use std::path::Path;

mod atomic;
pub use atomic::write_atomically;

/// Writes a file the person chose to save (a game, a picture of the board) to its path,
/// atomically and through a symlink as the store's files are.
///
/// # Errors
/// The system's error.
pub fn save_chosen(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomically(path, bytes)
}

/// Why a file was not read.
pub enum Unreadable {
    /// It is a FIFO, a directory, a device…: opening it could block or mean nothing. The key
    /// of its kind's words.
    NotAFile(&'static str),
    /// Over the limit: its size in bytes.
    TooLarge(u64),
    /// Its bytes are not UTF-8 text.
    NotText,
    /// Reading failed.
    Io(io::Error),
}

/// Reads `path` if it is a regular file (after following links) of at most `max` bytes of
/// UTF-8; `Ok(None)` if there is nothing there.
pub fn read_checked(path: &Path, max: u64) -> Result<Option<String>, Unreadable> {
    let meta = match fs::metadata(path) {
        Ok(meta) => meta,
        // A dangling link counts as no file: the next save writes its target.
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(Unreadable::Io(e)),
    };
    if !meta.is_file() {
        return Err(Unreadable::NotAFile(kind_of(&meta.file_type())));
    }
    if meta.len() > max {
        return Err(Unreadable::TooLarge(meta.len()));
    }
    let file = fs::File::open(path).map_err(Unreadable::Io)?;
    // The file may have grown since the size was looked at: read no more than allowed.
    let mut bytes = Vec::new();
    file.take(max + 1)
        .read_to_end(&mut bytes)
        .map_err(Unreadable::Io)?;
    if bytes.len() as u64 > max {
        return Err(Unreadable::TooLarge(bytes.len() as u64));
    }
    String::from_utf8(bytes)
        .map(Some)
        .map_err(|_| Unreadable::NotText)
}

/// The bytes of the file at `path`; `Ok(None)` if there is none.
///
/// # Errors
/// The system's error.
pub fn read_bytes(path: &Path) -> io::Result<Option<Vec<u8>>> {
    match fs::read(path) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// Whether anything is at `path` (a dangling link counts).
pub fn exists(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok()
}

/// Renames `from` to `to`.
///
/// # Errors
/// The system's error.
pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
    fs::rename(from, to)
}

/// Makes `dir` and its parents.
///
/// # Errors
/// The system's error.
pub fn create_dir_all(dir: &Path) -> io::Result<()> {
    fs::create_dir_all(dir)
}

/// What a file that is not a regular file is: the key of its words.
fn kind_of(file_type: &fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return "store-kind-fifo";
        }
        if file_type.is_socket() {
            return "store-kind-socket";
        }
        if file_type.is_block_device() || file_type.is_char_device() {
            return "store-kind-device";
        }
    }
    if file_type.is_dir() {
        "store-kind-directory"
    } else {
        "store-kind-other"
    }
}
