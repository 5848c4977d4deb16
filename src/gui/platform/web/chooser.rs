//! The browser's own file picker, through rfd's asynchronous dialog: Open hands the page the
//! picked file's name and bytes, never a path; Save names a download, which the browser keeps
//! in its downloads folder or asks where (see `files::save_chosen`).

use crate::gui::desktop_dialog::{Chosen, Dropped, Purpose};
use crate::gui::files::Format;
use crate::gui::i18n::t;
use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// Always: every browser has a file picker and downloads.
pub fn available() -> bool {
    true
}

/// A picker that is open, or a download's name.
pub struct Pending {
    /// What it was opened for.
    pub purpose: Purpose,
    /// The answer, once the picker has given it (written by the page's task that waits for it).
    answer: Rc<RefCell<Option<Option<Chosen>>>>,
}

impl Pending {
    /// Opens the browser's picker for a game file (the page has no folders to start in).
    pub fn open(_folder: &Path) -> Pending {
        let answer = Rc::new(RefCell::new(None));
        let slot = Rc::clone(&answer);
        let mut dialog = rfd::AsyncFileDialog::new().set_title(t!("dialog-open-title"));
        let all: Vec<&str> = Format::ALL.iter().map(|f| f.extension()).collect();
        dialog = dialog.add_filter(t!("dialog-all-games"), &all);
        wasm_bindgen_futures::spawn_local(async move {
            let chosen = match dialog.pick_file().await {
                Some(file) => Some(Chosen::File {
                    name: file.file_name(),
                    bytes: file.read().await,
                }),
                None => None,
            };
            *slot.borrow_mut() = Some(chosen);
        });
        Pending {
            purpose: Purpose::Open,
            answer,
        }
    }

    /// Import game database: the browser's picker for WTHOR files, several at once (game
    /// files, the names files beside them, `.zip` files).
    pub fn import(_folder: &Path) -> Pending {
        let answer = Rc::new(RefCell::new(None));
        let slot = Rc::clone(&answer);
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(t!("dialog-import-title"))
            .add_filter(
                "WTHOR",
                &["wtb", "zip", "jou", "trn", "WTB", "ZIP", "JOU", "TRN"],
            );
        wasm_bindgen_futures::spawn_local(async move {
            let chosen = match dialog.pick_files().await {
                Some(picked) => {
                    let mut files = Vec::new();
                    for file in picked {
                        files.push((file.file_name(), file.read().await));
                    }
                    Some(Chosen::Files(files))
                }
                None => None,
            };
            *slot.borrow_mut() = Some(chosen);
        });
        Pending {
            purpose: Purpose::Import,
            answer,
        }
    }

    /// Save: the download is named `name`; where it goes is the browser's to decide.
    pub fn save(_folder: &Path, name: &str, format: Format) -> Pending {
        let named = Some(Chosen::Path(PathBuf::from(name)));
        Pending {
            purpose: Purpose::Save(format),
            answer: Rc::new(RefCell::new(Some(named))),
        }
    }

    /// The person's choice once made: `Some(Some(file))`, `Some(None)` if they cancelled;
    /// `None` while the picker is open.
    pub fn poll(&self) -> Option<Option<Chosen>> {
        self.answer.borrow_mut().take()
    }
}

/// Files dropped on the page, handed over once read: the first as the game to open
/// ([`Purpose::Open`]), or all of them for the game database ([`Purpose::Import`]). A file
/// the browser cannot read is left out (with nothing left, nothing happens).
pub fn dropped(files: Vec<egui::DroppedFileHandle>, purpose: Purpose) -> Dropped {
    let answer = Rc::new(RefCell::new(None));
    let slot = Rc::clone(&answer);
    wasm_bindgen_futures::spawn_local(async move {
        let wanted = if purpose == Purpose::Open {
            1
        } else {
            files.len()
        };
        let mut read = Vec::new();
        for file in files.iter().take(wanted) {
            match file.bytes_async().await {
                Ok(bytes) => read.push((file.path().to_string_lossy().into_owned(), bytes)),
                Err(why) => web_sys::console::warn_1(
                    &format!("{} was not read: {why}", file.path().display()).into(),
                ),
            }
        }
        let chosen = match purpose {
            Purpose::Open => read.pop().map(|(name, bytes)| Chosen::File { name, bytes }),
            _ => (!read.is_empty()).then_some(Chosen::Files(read)),
        };
        *slot.borrow_mut() = Some(chosen);
    });
    Dropped::Later(Pending { purpose, answer })
}
