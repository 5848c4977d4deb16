//! The board as a picture, in the window through egui_kittest by label: Game → Export
//! picture… writes PNG or SVG by the name's ending, Game → Copy picture puts pixels on the
//! clipboard, and a file that cannot be written is a notice, not a crash.
#![cfg(feature = "gui")]

mod common;

use common::window;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use othello::gui::{App, Settings, Store};
use othello_core::Game;
use std::path::Path;
use std::time::Duration;

fn started(dir: &Path) -> Harness<'static, App> {
    let store = Store::new(dir);
    let mut game = Game::new(Default::default()).unwrap();
    for m in ["f5", "d6", "c3"] {
        game.play(m.parse().unwrap()).unwrap();
    }
    store.save_game(&game).unwrap();
    let mut harness = window::open_with(dir, &Settings::default(), window::builder());
    harness.run_ok();
    harness
}

fn menu(harness: &mut Harness<'_, App>, item: &str) {
    harness.get_by_label("Game").click();
    harness.run_ok();
    harness.get_by_label(item).click();
    harness.run_ok();
}

/// Steps until `done` or a few seconds have passed (the picture is drawn on a thread).
fn wait(harness: &mut Harness<'_, App>, done: impl Fn(&Harness<'_, App>) -> bool) {
    for _ in 0..500 {
        if done(harness) {
            return;
        }
        harness.step();
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn export(harness: &mut Harness<'_, App>, path: &Path) {
    menu(harness, "Export picture…");
    harness.get_by_label("File name:").click();
    harness.run_ok();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness
        .get_by_label("File name:")
        .type_text(path.to_str().unwrap());
    harness.run_ok();
    harness.get_by_label("Save").click();
    harness.run_ok();
}

#[test]
fn export_writes_a_png_or_an_svg_by_the_names_ending() {
    let dir = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());

    let png = out.path().join("board");
    export(&mut harness, &png);
    let written = out.path().join("board.png");
    wait(&mut harness, |_| written.exists());
    let bytes = std::fs::read(&written).expect("a .png added to a bare name");
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    wait(&mut harness, |h| h.state().message().is_some());
    assert_eq!(
        harness.state().message().as_deref(),
        Some("Picture saved: board.png")
    );

    let svg = out.path().join("board.svg");
    export(&mut harness, &svg);
    wait(&mut harness, |_| svg.exists());
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.starts_with("<svg "));
    // The three moves' discs and their numbers.
    assert_eq!(text.matches("<circle").count(), 7);
    for n in ["1", "2", "3"] {
        assert!(text.contains(&format!(">{n}</text>")), "move {n}");
    }
}

#[test]
fn copy_picture_puts_the_board_on_the_clipboard() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    menu(&mut harness, "Copy picture");
    let mut copied = None;
    for _ in 0..500 {
        harness.step();
        copied = harness
            .output()
            .platform_output
            .commands
            .iter()
            .find_map(|c| match c {
                egui::OutputCommand::CopyImage(image) => Some(image.size),
                _ => None,
            });
        if copied.is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let [w, h] = copied.expect("an image on the clipboard");
    assert!(w > 400 && h > 400, "{w}x{h}");
    assert_eq!(
        harness.state().message().as_deref(),
        Some("The board was copied as a picture")
    );
}

#[test]
fn a_picture_that_cannot_be_written_is_a_notice() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    let nowhere = dir.path().join("no such folder").join("board.png");
    export(&mut harness, &nowhere);
    wait(&mut harness, |h| !h.state().notices().is_empty());
    let notices = harness.state().notices();
    assert!(
        notices
            .iter()
            .any(|n| n.starts_with("The picture could not be made")),
        "{notices:?}"
    );
}
