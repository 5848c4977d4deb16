//! Othello on the clock, driven through egui_kittest: egui's clock is the time source, so every
//! frame is a known step of time and nothing sleeps.
#![cfg(feature = "gui")]

mod common;

use common::window;
use othello::gui::GameCommand;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use othello::gui::i18n::Language;
use othello::gui::{App, Command, Settings, Store};
use othello_core::{Options, Player};
use std::path::Path;
use std::time::Duration;

/// A window whose frames are `dt` seconds apart, with a new 6×6 game on `minutes` each.
fn timed(dir: &Path, minutes: u32, dt: f32) -> Harness<'static, App> {
    let settings = Settings {
        options: Options {
            rows: 6,
            cols: 6,
            ..Options::default()
        },
        clock: Some(minutes),
        ..Settings::default()
    };
    let mut harness = window::open_with(dir, &settings, window::builder().with_step_dt(dt));
    harness.step();
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(Command::StartGame(settings.new_game()), &ctx);
    harness.step();
    harness
}

fn left(harness: &Harness<'_, App>, player: Player) -> Duration {
    harness
        .state()
        .othello()
        .clock()
        .expect("a clock")
        .left(player)
}

fn play_first(harness: &mut Harness<'_, App>) {
    let square = harness.state().game().moves().iter().next().unwrap();
    let prefix = format!("{square}, ");
    harness
        .get_by(|n| n.label().is_some_and(|l| l.starts_with(&prefix)))
        .click();
    harness.step();
}

#[test]
fn the_clock_of_the_player_to_move_runs_and_only_that_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = timed(dir.path(), 1, 0.1);
    assert_eq!(left(&harness, Player::White), Duration::from_secs(60));
    for _ in 0..50 {
        harness.step();
    }
    // Fifty frames of a tenth of a second: five seconds (give or take a frame).
    let black = left(&harness, Player::Black);
    assert!(
        (Duration::from_millis(54_800)..=Duration::from_millis(55_100)).contains(&black),
        "{black:?}"
    );
    assert_eq!(left(&harness, Player::White), Duration::from_secs(60));
    play_first(&mut harness);
    let black = left(&harness, Player::Black);
    for _ in 0..30 {
        harness.step();
    }
    assert_eq!(left(&harness, Player::Black), black);
    assert!(left(&harness, Player::White) <= Duration::from_millis(57_100));
    // Both clocks are shown beside the scores (as drawn in the last frame: 0:5x).
    let shown = harness
        .get_all_by(|n| {
            n.value()
                .is_some_and(|v| v.starts_with("0:5") && v.len() == 4)
        })
        .count();
    assert!(shown >= 2, "{shown} clocks on screen");
}

#[test]
fn running_out_of_time_loses_and_ends_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = timed(dir.path(), 1, 0.25);
    for _ in 0..241 {
        harness.step();
    }
    assert_eq!(
        harness.state().othello().clock().unwrap().flagged,
        Some(Player::Black)
    );
    harness.step();
    let texts: Vec<String> = harness
        .query_all_by(|n| n.value().is_some())
        .filter_map(|n| n.accesskit_node().value())
        .collect();
    assert!(
        texts.iter().any(|t| t.contains("White wins on time")),
        "the status bar says who won on time: {texts:?}"
    );
    let message = harness.state().message().unwrap().to_owned();
    assert!(
        message.contains("Black ran out of time: White wins"),
        "{message}"
    );
    // A finished game shows no moves: no cell is labelled a legal move any more.
    assert!(
        harness
            .query_all_by(|n| n.label().is_some_and(|l| l.contains("legal move")))
            .next()
            .is_none(),
        "legal-move markers after the game ended on time"
    );
    // No more moves, and White's clock stays where it was.
    let moves = harness.state().game().moves_played().len();
    let square = harness.state().game().moves().iter().next().unwrap();
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(Command::Game(GameCommand::Play(square)), &ctx);
    harness.step();
    assert_eq!(harness.state().game().moves_played().len(), moves);
    let message = harness.state().message().unwrap().to_owned();
    assert!(message.contains("ended on time"), "{message}");
    for _ in 0..5 {
        harness.step();
    }
    assert_eq!(left(&harness, Player::White), Duration::from_secs(60));
    // Restart keeps the time control, with full clocks.
    harness
        .state_mut()
        .apply(Command::Game(GameCommand::Restart), &ctx);
    harness.step();
    let clock = harness.state().othello().clock().unwrap();
    assert_eq!((clock.flagged, clock.minutes), (None, 1));
}

#[test]
fn taking_a_move_back_stops_the_clocks_until_the_game_is_back_at_its_end() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = timed(dir.path(), 5, 0.1);
    play_first(&mut harness);
    play_first(&mut harness);
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(Command::Game(GameCommand::Undo), &ctx);
    harness.step();
    let before = *harness.state().othello().clock().unwrap();
    for _ in 0..30 {
        harness.step();
    }
    assert_eq!(harness.state().othello().clock().unwrap(), &before);
    harness
        .state_mut()
        .apply(Command::Game(GameCommand::Redo), &ctx);
    for _ in 0..30 {
        harness.step();
    }
    assert!(left(&harness, Player::Black) < before.left(Player::Black));
}

#[test]
fn the_clocks_are_saved_and_restored_with_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = timed(dir.path(), 10, 0.1);
    play_first(&mut harness);
    for _ in 0..20 {
        harness.step();
    }
    let ctx = harness.ctx.clone();
    // Saving happens with every move and on the way out.
    harness.state_mut().apply(Command::Quit, &ctx);
    let clock = *harness.state().othello().clock().unwrap();
    drop(harness);
    let restored = App::new_in(Store::new(dir.path()), Language::English);
    assert_eq!(restored.othello().clock(), Some(&clock));
}

#[test]
fn the_new_game_dialog_offers_the_time_controls() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window::open(dir.path(), window::builder());
    harness.run_ok();
    assert!(harness.state().is_setup_open());
    // A modal takes its full size over a few frames (in the window, before a person can click).
    for _ in 0..5 {
        harness.step();
    }
    harness
        .get_by_role_and_label(egui::accesskit::Role::ComboBox, "Clock")
        .click();
    harness.run_ok();
    harness.get_by_label("5 minutes each").click();
    harness.run_ok();
    harness.get_by_label("Start").click();
    harness.run_ok();
    assert_eq!(
        harness.state().othello().clock().map(|c| c.minutes),
        Some(5)
    );
    assert_eq!(harness.state().settings().clock, Some(5));
}
