//! The store's files in the browser's local storage: each file a text under its path's name
//! (`othello/settings.ron`). The storage holds text only, a few megabytes in all, and writes
//! a value whole, so every write is atomic as on the disk. A file of bytes that are not text
//! (the own opening book) is kept in base64 behind a mark no text file starts with.

use std::io;
use std::path::Path;

/// Why a file was not read.
pub enum Unreadable {
    /// Never so in the browser's storage, which holds texts only; here so that the store reads
    /// alike on every platform.
    #[allow(dead_code)]
    NotAFile(&'static str),
    /// Over the limit: its size in bytes.
    TooLarge(u64),
    /// Its bytes are not UTF-8 text (a file of bytes, kept in base64).
    NotText,
    /// Reading failed (the storage is switched off, for one).
    Io(io::Error),
}

/// The page's local storage.
fn storage() -> io::Result<web_sys::Storage> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| {
            io::Error::other("this browser keeps nothing for the page (its storage is off)")
        })
}

/// The storage's name of `path`.
fn key(path: &Path) -> String {
    path.to_string_lossy().replace('\\', "/")
}

/// What a file of bytes that are not text is kept behind, before their base64.
const BINARY: &str = "\0base64:";

fn js_error(e: wasm_bindgen::JsValue) -> io::Error {
    io::Error::other(
        e.as_string()
            .unwrap_or_else(|| "the browser's storage refused it (it may be full)".to_owned()),
    )
}

/// Reads the text kept as `path`, if it is at most `max` bytes; `Ok(None)` if there is none.
pub fn read_checked(path: &Path, max: u64) -> Result<Option<String>, Unreadable> {
    let storage = storage().map_err(Unreadable::Io)?;
    match storage.get_item(&key(path)) {
        Ok(Some(text)) if text.starts_with(BINARY) => Err(Unreadable::NotText),
        Ok(Some(text)) if text.len() as u64 > max => Err(Unreadable::TooLarge(text.len() as u64)),
        Ok(text) => Ok(text),
        Err(e) => Err(Unreadable::Io(js_error(e))),
    }
}

/// The bytes of the file kept as `path`; `Ok(None)` if there is none.
///
/// # Errors
/// When the storage refuses, or a file of bytes was damaged.
pub fn read_bytes(path: &Path) -> io::Result<Option<Vec<u8>>> {
    use base64::Engine;
    let Some(text) = storage()?.get_item(&key(path)).map_err(js_error)? else {
        return Ok(None);
    };
    match text.strip_prefix(BINARY) {
        Some(coded) => base64::engine::general_purpose::STANDARD
            .decode(coded)
            .map(Some)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e)),
        None => Ok(Some(text.into_bytes())),
    }
}

/// Whether a text is kept as `path`.
pub fn exists(path: &Path) -> bool {
    storage().is_ok_and(|s| s.get_item(&key(path)).ok().flatten().is_some())
}

/// Keeps the text of `from` as `to` instead.
///
/// # Errors
/// When there is nothing at `from`, or the storage refuses.
pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
    let storage = storage()?;
    let text = storage
        .get_item(&key(from))
        .map_err(js_error)?
        .ok_or_else(|| io::Error::from(io::ErrorKind::NotFound))?;
    storage.set_item(&key(to), &text).map_err(js_error)?;
    storage.remove_item(&key(from)).map_err(js_error)
}

/// Nothing to make: names in the storage need no folders.
///
/// # Errors
/// Never.
pub fn create_dir_all(_dir: &Path) -> io::Result<()> {
    Ok(())
}

/// Keeps `bytes` as `path`: as they are when they are UTF-8 text, else in base64.
///
/// # Errors
/// When the storage refuses (it is full, or switched off).
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    use base64::Engine;
    let storage = storage()?;
    match std::str::from_utf8(bytes) {
        Ok(text) if !text.starts_with(BINARY) => storage.set_item(&key(path), text),
        _ => {
            let coded = base64::engine::general_purpose::STANDARD.encode(bytes);
            storage.set_item(&key(path), &format!("{BINARY}{coded}"))
        }
    }
    .map_err(js_error)
}

/// Hands a file the person chose to save (a game, a picture of the board) to the browser as a
/// download named as `path`'s last part: the browser keeps it in its downloads folder, or asks
/// where, as its settings say.
///
/// # Errors
/// When the page cannot make the download (no document, or the browser refuses).
pub fn save_chosen(path: &Path, bytes: &[u8]) -> io::Result<()> {
    use wasm_bindgen::JsCast;
    let name = path.file_name().map_or_else(
        || "othello".to_owned(),
        |n| n.to_string_lossy().into_owned(),
    );
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/octet-stream");
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)
        .map_err(js_error)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(js_error)?;
    let window = web_sys::window().ok_or_else(|| io::Error::other("the page has no window"))?;
    let anchor = window
        .document()
        .ok_or_else(|| io::Error::other("the page has no document"))?
        .create_element("a")
        .map_err(js_error)?
        .dyn_into::<web_sys::HtmlAnchorElement>()
        .map_err(|_| io::Error::other("the page cannot make a link"))?;
    anchor.set_href(&url);
    anchor.set_download(&name);
    anchor.click();
    // The browser has taken the bytes by the time the link's click is handled; the address is
    // let go a little later, as the download may start after this returns.
    let revoke = js_sys::Function::new_with_args("url", "URL.revokeObjectURL(url)");
    window
        .set_timeout_with_callback_and_timeout_and_arguments_1(&revoke, 60_000, &url.into())
        .map_err(js_error)?;
    Ok(())
}
