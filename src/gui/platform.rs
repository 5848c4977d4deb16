//! The platform edge: everything that differs between the desktop (Linux, Windows) and a
//! browser tab, behind one set of names, so that the rest of the window never asks where it
//! runs. `#[cfg]` on the target appears here and nowhere else in the window's code.
//!
//! Each platform module gives the same items:
//!
//! - `run` — the entry: a native window (`native::run`), or the page's canvas (`web::start`);
//! - [`default_store`] — where settings, games, reviews and the own book are kept: files in the
//!   platform's folders on the desktop, the browser's local storage on the web, which
//!   survives a reload;
//! - [`files`] — the few file operations the store makes (a checked read, an atomic write, a
//!   rename aside, whether a name is taken), on the disk or in the browser's storage; and
//!   `save_chosen`, a file the person saves (a game, a picture): written to its path on the
//!   desktop, a download in a browser;
//! - [`THREADS`] — whether work can run beside the window on threads of its own. Where it can
//!   (the desktop, Windows), saves are written off the window's thread and the engine thinks on
//!   its own; in a browser tab there are no threads, so saves (to the browser's storage, which
//!   is quick) are written at once, and what would need a long search is not offered;
//! - [`FILE_PATHS`] — whether files are named by paths the person can pick and write to (the
//!   desktop), or not (a browser, which hands over a picked file's bytes and saves by a
//!   download): Import database takes a folder or files in the window's own dialog there (the
//!   files a browser's picker hands over otherwise), and Export picture names its file in a
//!   dialog there (a download of `position.png` in a browser);
//! - `database` — the game database's worker: on a thread of its own with its files in a
//!   folder beside the settings (the desktop), or in a Web Worker of its own with its files in
//!   the browser's private file system for the page, where they survive a reload;
//! - `chooser` — the platform's own file chooser: Windows' dialog or the XDG desktop
//!   portal's, used by [`crate::gui::desktop_dialog`]; in a browser its picker, which hands
//!   over a file's name and bytes, and a download for Save;
//! - `clipboard` — Game → Paste game's request for the clipboard's text: the window system's
//!   paste event on the desktop, the browser's Clipboard API in a page (Ctrl+V is a paste
//!   event everywhere);
//! - [`OWN_WINDOW`] — whether the program owns its window (Game → Quit closes it) or lives in a
//!   browser's tab.
//!
//! The system's language comes from `sys-locale` on every platform (the browser's language on
//! the web), and copying from eframe on every platform, so neither needs a module here.

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(not(target_arch = "wasm32"))]
pub use native::{
    FILE_PATHS, OWN_WINDOW, THREADS, chooser, clipboard, database, default_store, files, run,
};

#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::{
    FILE_PATHS, OWN_WINDOW, THREADS, chooser, clipboard, database, default_store, files, start,
};

/// The window's title and the name it is known by to the window system.
pub const APP_ID: &str = "othello";
