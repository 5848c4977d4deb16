//! The record of results against the computer: counted once per finished game, saved and
//! restored, reset after a confirmation, and a broken file set aside with a notice.
#![cfg(feature = "gui")]

mod common;

use common::window;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use othello::gui::{AnimationSpeed, App, Pace, Seat, Settings, Store};
use othello_core::{Options, Player, WinRule};
use othello_engine::Level;
use std::path::Path;
use std::time::Duration;

fn window(dir: &Path) -> Harness<'static, App> {
    let mut harness = window::open(dir, window::builder().with_step_dt(1.0 / 60.0));
    harness.step();
    harness
}

/// A 4×4 game, Black a person, White the computer at Beginner, played to the end by clicking
/// Black's first legal move each time.
fn play_to_the_end(dir: &Path) -> Harness<'static, App> {
    play_to_the_end_with(dir, WinRule::MostDiscs)
}

/// [`play_to_the_end`] under `win_rule`.
fn play_to_the_end_with(dir: &Path, win_rule: WinRule) -> Harness<'static, App> {
    let settings = Settings {
        options: Options {
            rows: 4,
            cols: 4,
            win_rule,
            ..Options::default()
        },
        white: Seat::Computer(Level::Beginner),
        pace: Pace::Instant,
        animation: AnimationSpeed::Off,
        ..Settings::default()
    };
    Store::new(dir).save_settings(&settings).unwrap();
    let mut harness = window(dir);
    for _ in 0..3000 {
        let app = harness.state();
        if app.game().is_over() {
            break;
        }
        if app.game().turn() == Some(Player::Black) {
            let square = app.game().moves().iter().next().unwrap();
            let prefix = format!("{square}, ");
            harness
                .get_by(|n| n.label().is_some_and(|l| l.starts_with(&prefix)))
                .click();
        }
        harness.step();
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(harness.state().game().is_over(), "the game did not end");
    for _ in 0..3 {
        harness.step();
    }
    harness
}

#[test]
fn a_finished_game_against_the_computer_is_counted_once_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let harness = play_to_the_end(dir.path());
    let stats = harness.state().stats().clone();
    assert_eq!(stats.rows.len(), 1);
    let row = stats.rows[0];
    assert_eq!((row.rows, row.cols, row.level), (4, 4, Level::Beginner));
    assert_eq!(row.won + row.drawn + row.lost, 1);
    let counts = harness.state().game().counts();
    let margin = counts.black as i32 - counts.white as i32;
    assert_eq!(row.won == 1, margin > 0);
    assert_eq!(row.best_margin, (margin > 0).then_some(margin));
    harness.state().flush_saves();
    drop(harness);
    // Restored with the finished game: the same count, not one more.
    let mut again = window(dir.path());
    for _ in 0..5 {
        again.step();
    }
    assert_eq!(again.state().stats(), &stats);
}

#[test]
fn reset_asks_first_then_forgets_everything() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = play_to_the_end(dir.path());
    assert_eq!(harness.state().stats().rows.len(), 1);
    harness.get_by_label("Game").click();
    harness.run_ok();
    harness.get_by_label("Statistics…").click();
    harness.run_ok();
    harness.get_by_label("Reset…").click();
    harness.run_ok();
    harness.get_by_label("No").click();
    harness.run_ok();
    assert_eq!(harness.state().stats().rows.len(), 1);
    harness.get_by_label("Reset…").click();
    harness.run_ok();
    harness.get_by_label("Yes, reset").click();
    harness.run_ok();
    assert!(harness.state().stats().rows.is_empty());
    harness.state().flush_saves();
    assert!(Store::new(dir.path()).load_stats().0.rows.is_empty());
}

#[test]
fn a_broken_statistics_file_is_set_aside_with_a_notice() {
    let dir = tempfile::tempdir().unwrap();
    Store::new(dir.path())
        .save_settings(&Settings::default())
        .unwrap();
    std::fs::write(dir.path().join("stats.ron"), "(rows: [(rows: 7, cols: 8").unwrap();
    let harness = window(dir.path());
    assert!(harness.state().stats().rows.is_empty());
    let notices = harness.state().notices().join("\n");
    assert!(notices.contains("stats.ron"), "{notices}");
    assert!(dir.path().join("stats.ron.bad").exists());
}

#[test]
fn the_statistics_window_names_the_fewest_discs_rule() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = play_to_the_end_with(dir.path(), WinRule::FewestDiscs);
    assert_eq!(
        harness.state().stats().rows[0].win_rule,
        WinRule::FewestDiscs
    );
    harness.get_by_label("Game").click();
    harness.run_ok();
    harness.get_by_label("Statistics…").click();
    harness.run_ok();
    assert!(harness.query_by_label("4×4, fewest discs wins").is_some());
}
