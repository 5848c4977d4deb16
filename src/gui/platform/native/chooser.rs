//! The desktop's own file chooser: Windows' own dialog, or on Linux the XDG desktop portal's
//! (bookmarks, recent places, typing a path): what a desktop player expects from Open and
//! Save. It runs on a thread of its own (the call blocks until the person chooses), so the
//! window keeps drawing.
//!
//! On Linux the portal is used when the session can reach it: a session bus, and the portal's
//! D-Bus service installed (the `xdg-desktop-portal` package, whose service file D-Bus
//! activates). Otherwise, and under the tests, the window draws its own dialog
//! ([`crate::gui::file_dialog`]); `OTHELLO_FILE_DIALOG=builtin` asks for that one too.

use crate::gui::desktop_dialog::{Chosen, Dropped, Purpose};
use crate::gui::files::Format;
use crate::gui::i18n::t;
use othello_engine::Background;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// The portal's D-Bus name, as its service file is named.
const PORTAL_SERVICE: &str = "org.freedesktop.portal.Desktop.service";

/// Whether the desktop's file chooser can be used in this session.
pub fn available() -> bool {
    if cfg!(windows) {
        return std::env::var_os("OTHELLO_FILE_DIALOG").is_none_or(|v| v != "builtin");
    }
    available_with(|name| std::env::var_os(name), |path| path.exists())
}

/// [`available`], reading the environment through `var` and the file system through `exists`.
fn available_with(var: impl Fn(&str) -> Option<OsString>, exists: impl Fn(&Path) -> bool) -> bool {
    if var("OTHELLO_FILE_DIALOG").is_some_and(|v| v == "builtin") {
        return false;
    }
    let runtime_bus =
        var("XDG_RUNTIME_DIR").is_some_and(|dir| exists(&Path::new(&dir).join("bus")));
    let bus = var("DBUS_SESSION_BUS_ADDRESS").is_some() || runtime_bus;
    bus && service_dirs(&var)
        .iter()
        .any(|dir| exists(&dir.join("dbus-1/services").join(PORTAL_SERVICE)))
}

/// Where D-Bus looks for session services: `$XDG_DATA_HOME` and `$XDG_DATA_DIRS`, with the
/// specification's defaults.
fn service_dirs(var: &impl Fn(&str) -> Option<OsString>) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    match var("XDG_DATA_HOME") {
        Some(home) if !home.is_empty() => dirs.push(PathBuf::from(home)),
        _ => {
            if let Some(home) = var("HOME") {
                dirs.push(Path::new(&home).join(".local/share"));
            }
        }
    }
    let data = var("XDG_DATA_DIRS")
        .filter(|d| !d.is_empty())
        .map(|d| d.to_string_lossy().into_owned())
        .unwrap_or_else(|| "/usr/local/share:/usr/share".to_owned());
    dirs.extend(data.split(':').filter(|d| !d.is_empty()).map(PathBuf::from));
    dirs
}

/// A desktop file chooser that is open.
pub struct Pending {
    /// What it was opened for.
    pub purpose: Purpose,
    answer: Background<Option<PathBuf>>,
}

impl Pending {
    /// Opens the chooser to open a game file, starting in `folder`.
    pub fn open(folder: &Path) -> Pending {
        let dialog = with_filters(rfd::FileDialog::new())
            .set_title(t!("dialog-open-title"))
            .set_directory(folder);
        Pending::run(Purpose::Open, move || dialog.pick_file())
    }

    /// Opens the chooser to save the game, starting in `folder` with `name` proposed.
    pub fn save(folder: &Path, name: &str, format: Format) -> Pending {
        let dialog = with_filters(rfd::FileDialog::new())
            .set_title(t!("dialog-save-title"))
            .set_directory(folder)
            .set_file_name(name);
        Pending::run(Purpose::Save(format), move || dialog.save_file())
    }

    /// Opens the chooser to import a WTHOR game file (`.zip` or `.wtb`), starting in `folder`
    /// (the window's own dialog, which picks folders too, is the desktop's usual way).
    pub fn import(folder: &Path) -> Pending {
        let dialog = rfd::FileDialog::new()
            .set_title(t!("dialog-import-title"))
            .set_directory(folder)
            .add_filter("WTHOR", &["zip", "wtb", "ZIP", "WTB"]);
        Pending::run(Purpose::Import, move || dialog.pick_file())
    }

    fn run(purpose: Purpose, ask: impl FnOnce() -> Option<PathBuf> + Send + 'static) -> Pending {
        // Only the person ends the question: the window does not wait for it when it closes.
        let answer = Background::start(move |_, report| report(&ask()), || {}).detached();
        Pending { purpose, answer }
    }

    /// The person's choice once made: `Some(Some(path))`, `Some(None)` if they cancelled (or
    /// the chooser failed); `None` while it is open.
    pub fn poll(&self) -> Option<Option<Chosen>> {
        match self.answer.take() {
            Some(choice) => Some(choice.map(Chosen::Path)),
            None if self.answer.is_finished() => Some(None),
            None => None,
        }
    }
}

/// Files dropped on the window: the first one's path, at once (the window opens what is
/// dropped on it without asking).
pub fn dropped(files: Vec<egui::DroppedFileHandle>, _purpose: Purpose) -> Dropped {
    Dropped::Now(
        files
            .first()
            .map(|file| Chosen::Path(file.path().to_path_buf())),
    )
}

/// The game file formats as the chooser's filters, the default first.
fn with_filters(mut dialog: rfd::FileDialog) -> rfd::FileDialog {
    let all: Vec<&str> = Format::ALL.iter().map(|f| f.extension()).collect();
    dialog = dialog.add_filter(t!("dialog-all-games"), &all);
    for format in Format::ALL {
        dialog = dialog.add_filter(format.name(), &[format.extension()]);
    }
    dialog
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// [`available_with`] in a session whose environment is `env` and whose files are `files`.
    fn available_in(env: &[(&str, &str)], files: &[&str]) -> bool {
        let env: HashMap<String, OsString> = env
            .iter()
            .map(|(k, v)| ((*k).to_owned(), OsString::from(v)))
            .collect();
        available_with(
            |name| env.get(name).cloned(),
            |path| files.iter().any(|f| Path::new(f) == path),
        )
    }

    #[test]
    fn the_portal_is_used_with_a_session_bus_and_the_portal_installed() {
        let service = "/usr/share/dbus-1/services/org.freedesktop.portal.Desktop.service";
        let bus = ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/run/user/1000/bus");
        assert!(available_in(&[bus], &[service]));
        // The bus found by its socket in the runtime directory.
        assert!(available_in(
            &[("XDG_RUNTIME_DIR", "/run/user/1000")],
            &["/run/user/1000/bus", service]
        ));
        // The portal installed in a data directory of the session's.
        assert!(available_in(
            &[bus, ("XDG_DATA_DIRS", "/opt/share")],
            &["/opt/share/dbus-1/services/org.freedesktop.portal.Desktop.service"]
        ));
        // No bus, no portal, or the window's own dialog asked for.
        assert!(!available_in(&[], &[service]));
        assert!(!available_in(&[bus], &[]));
        assert!(!available_in(
            &[bus, ("XDG_DATA_DIRS", "/opt/share")],
            &[service]
        ));
        assert!(!available_in(
            &[bus, ("OTHELLO_FILE_DIALOG", "builtin")],
            &[service]
        ));
    }
}
