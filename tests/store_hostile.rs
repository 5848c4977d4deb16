//! The window's own files under hostile bytes: `settings.ron` and `game.ron`, as the window
//! writes them, mutated by the harness (`crates/core/tests/common/mutate.rs`; deep nesting,
//! huge numbers, cut and repeated fields, bytes that are not UTF-8) and read by the store the
//! window starts with: no panic, within the harness's time bound, and a file that does not
//! load is kept aside as `NAME.bad` with a notice that says so.
#![cfg(feature = "gui")]

#[path = "../crates/core/tests/common/mutate.rs"]
mod mutate;

use othello::gui::Store;
use othello::gui::store::{GAME_FILE, SETTINGS_FILE};
use othello_core::{Game, Options};
use std::sync::Arc;

/// The file `name` as the window writes it (a game of a few moves for `game.ron`).
fn written(name: &str) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    if name == SETTINGS_FILE {
        store.save_settings(&Default::default()).unwrap();
    } else {
        let mut game = Game::new(Options::default()).unwrap();
        for m in ["f5", "d6", "c3", "d3"] {
            game.play(m.parse().unwrap()).unwrap();
        }
        store.save_game(&game).unwrap();
    }
    std::fs::read(dir.path().join(name)).unwrap()
}

/// A reader of the file `name`: written mutated into a fresh folder, loaded, and then either
/// loaded, or kept aside with a notice.
fn reader(name: &'static str) -> mutate::Reader {
    mutate::Reader {
        name,
        originals: vec![written(name)],
        limits: mutate::Limits::default(),
        check: Arc::new(move |bytes| {
            let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
            std::fs::write(dir.path().join(name), bytes).map_err(|e| e.to_string())?;
            let store = Store::new(dir.path());
            let notice = if name == SETTINGS_FILE {
                store.load_settings().1
            } else {
                store.load_game().1
            };
            let kept = dir.path().join(format!("{name}.bad")).exists();
            match (notice, kept) {
                (None, false) => Ok(()),
                (Some(_), true) => Ok(()),
                (notice, kept) => Err(format!("notice {notice:?}, kept aside: {kept}")),
            }
        }),
    }
}

#[test]
fn a_mutated_settings_file_loads_or_is_kept_aside_with_a_notice() {
    reader(SETTINGS_FILE).test(800);
}

#[test]
fn a_mutated_saved_game_loads_or_is_kept_aside_with_a_notice() {
    reader(GAME_FILE).test(800);
}
