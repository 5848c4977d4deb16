//! The window in small sizes: the board stays the largest thing in it, and what does not fit
//! is folded away with a word that names it, never squeezed to a strip. Driven through
//! egui_kittest by accessibility label, with no display.
#![cfg(feature = "gui")]

mod common;

use common::window;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use othello::gui::{App, Settings};
use std::path::Path;

/// The window at `size` with the best lines and the book shown above the move list.
fn with_lines_and_book(dir: &Path, size: egui::Vec2) -> Harness<'static, App> {
    let settings = Settings {
        panels: othello::gui::Panels::default()
            .with("lines", true)
            .with("book", true),
        ..Settings::default()
    };
    window::open_with(dir, &settings, window::builder().with_size(size))
}

/// A narrow window with the best lines, the book and the move list under the board: the
/// panels that fit are shown whole, the one that does not is said by name (its View tick
/// stays on), not squeezed to a strip.
#[test]
fn a_panel_with_no_room_under_the_board_is_named_not_squeezed() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = with_lines_and_book(dir.path(), egui::vec2(600.0, 700.0));
    harness.run_ok();
    harness.get_by_label_contains("No room under the board for: “Show the move list”");
    assert!(
        harness.query_by_label("Moves").is_none(),
        "the move list is drawn"
    );
    assert!(harness.state().settings().panels.shown("moves", true));
    // Wide enough, everything is beside the board and nothing is said.
    harness.set_size(egui::vec2(1280.0, 900.0));
    harness.run_ok();
    assert!(
        harness
            .query_by_label_contains("No room under the board")
            .is_none()
    );
    harness.get_by_label("Moves");
}

/// Beside the board, with the best lines and the book above the move list in a short window:
/// the list keeps room for its rows (the sections above it scroll) instead of being squeezed
/// to its heading under the status bar.
#[test]
fn the_move_list_keeps_room_under_tall_sections() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = with_lines_and_book(dir.path(), egui::vec2(900.0, 520.0));
    harness.run_ok();
    window::click_cell(&mut harness, "d3");
    for _ in 0..10 {
        harness.step();
    }
    let row = harness.get_by_label("d3").rect();
    // Black's score box in the status bar ("Black 4", or more once White has answered).
    let status_top = harness
        .get_all_by(|n| {
            n.label().or(n.value()).is_some_and(|l| {
                l.strip_prefix("Black ")
                    .is_some_and(|c| c.parse::<u32>().is_ok())
            })
        })
        .map(|n| n.rect().top())
        .fold(f32::MAX, f32::min);
    assert!(status_top < 520.0, "the status bar's score is found");
    assert!(
        row.bottom() <= status_top,
        "the move list's d3 at {row:?} is under the status bar at {status_top}"
    );
}

/// In a window too small for the move list and the book beside the board (420x360), they are
/// folded away and the menu bar says so (naming them on hover); the board keeps the room (it had been
/// as wide as the move list). Enlarged, the panels come back and the line goes.
#[test]
fn panels_with_no_room_beside_a_small_board_are_folded_away_and_named() {
    let size = egui::vec2(420.0, 360.0);
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        panels: othello::gui::Panels::default().with("book", true),
        ..Settings::default()
    };
    let mut harness = window::open_with(dir.path(), &settings, window::builder().with_size(size));
    harness.run_ok();
    // Too narrow for the names in the menu bar: a word there, the names on hover.
    let note = harness.get_by_label("No room for panels");
    let rect = note.rect();
    note.hover();
    harness.run_ok();
    harness.get_by_label_contains("No room for “Show the opening book”, “Show the move list”");
    let note = rect;
    assert!(
        harness.query_by_label("Moves").is_none(),
        "the move list is drawn"
    );
    assert!(harness.state().settings().panels.shown("moves", true));
    // The board takes the window's width (centred in it, nothing beside it) and its height
    // down to the status bar.
    let corner = |name: &str| {
        harness
            .get_by(|n| {
                n.label()
                    .is_some_and(|l| l.starts_with(&format!("{name}, ")))
            })
            .rect()
    };
    let board = corner("a1").union(corner("h8"));
    assert!(
        (board.center().x - size.x / 2.0).abs() < 12.0,
        "board {board:?}"
    );
    let status = harness.get_by_label("Black 2").rect();
    assert!(
        status.top() - board.bottom() < 30.0,
        "board {board:?}, the status bar at {status:?}"
    );
    assert!(note.bottom() <= board.top(), "the note at {note:?}");

    harness.set_size(egui::vec2(900.0, 700.0));
    harness.run_ok();
    harness.get_by_label("Moves");
    assert!(harness.query_by_label_contains("No room for").is_none());
    // The names in full where the menu bar has room for them.
    harness.set_size(egui::vec2(1000.0, 330.0));
    harness.run_ok();
    harness.get_by_label_contains("No room for “Show the opening book”, “Show the move list”");
}
