//! The opening's name in the window: in the status bar and above the move list, following the
//! moves.
#![cfg(feature = "gui")]

mod common;

use common::window;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use othello::gui::{App, Settings, Store};

fn texts(harness: &Harness<'_, App>) -> Vec<String> {
    harness
        .query_all_by(|n| n.value().is_some())
        .filter_map(|n| n.accesskit_node().value())
        .collect()
}

#[test]
fn the_tiger_is_named_in_the_status_bar_and_the_move_list() {
    let dir = tempfile::tempdir().unwrap();
    Store::new(dir.path())
        .save_settings(&Settings::default())
        .unwrap();
    let mut harness = window::open(dir.path(), window::builder());
    harness.run_ok();
    assert!(!texts(&harness).iter().any(|t| t.contains("Tiger")));
    for square in ["f5", "d6", "c3", "d3", "c4"] {
        let prefix = format!("{square}, ");
        harness
            .get_by(|n| n.label().is_some_and(|l| l.starts_with(&prefix)))
            .click();
        harness.run_ok();
    }
    let shown = texts(&harness);
    assert!(shown.iter().any(|t| t == "Tiger"), "{shown:?}");
    assert!(shown.iter().any(|t| t == "Opening: Tiger"), "{shown:?}");
}

fn window(dir: &std::path::Path, settings: &Settings) -> Harness<'static, App> {
    let mut harness = window::open_with(
        dir,
        settings,
        window::builder().with_size(egui::vec2(1000.0, 900.0)),
    );
    harness.run_ok();
    harness
}

/// Opens the New game dialog and its Opening choices.
fn open_openings(harness: &mut Harness<'_, App>) {
    harness.get_by_label("Game").click();
    harness.run_ok();
    harness.get_by_label_contains("New game…").click();
    harness.run_ok();
    // A modal takes its full size over a few frames (in the window, before a person can click).
    for _ in 0..5 {
        harness.step();
    }
    harness
        .get_by_role_and_label(egui::accesskit::Role::ComboBox, "Opening")
        .click();
    harness.run_ok();
}

/// Opens the New game dialog, picks `start` and starts.
fn start_with(harness: &mut Harness<'_, App>, start: &str) {
    open_openings(harness);
    harness.get_by_label(start).click();
    harness.run_ok();
    harness.get_by_label("Start").click();
    harness.run_ok();
}

#[test]
fn an_xot_start_plays_its_eight_moves_says_which_and_is_remembered() {
    use othello::gui::Start;
    use othello_openings::xot;
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path(), &Settings::default());
    start_with(&mut harness, "XOT");
    let game = harness.state().game().clone();
    assert_eq!(game.moves_played().len(), 8);
    let played: Vec<_> = game.moves_played().to_vec();
    let index = (0..xot::count())
        .find(|&i| xot::moves(i).unwrap() == played.as_slice())
        .expect("the moves are an XOT opening");
    let moves: String = played.iter().map(|m| m.to_string()).collect();
    let note = format!("XOT opening {} of {}: {moves}", index + 1, xot::count());
    assert!(texts(&harness).contains(&note), "{:?}", texts(&harness));
    // The opening's moves are in the move list, and Undo takes them back like any other.
    harness.get_by_label(&format!("{}", played[7]));
    harness.get_by_label("Undo").click();
    harness.run_ok();
    assert_eq!(harness.state().game().moves_played().len(), 7);
    drop(harness);
    assert_eq!(Store::new(dir.path()).load_settings().0.start, Start::Xot);
}

#[test]
fn xot_is_offered_only_on_the_standard_eight_by_eight_board() {
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        options: othello_core::Options {
            rows: 10,
            cols: 10,
            ..othello_core::Options::default()
        },
        ..Settings::default()
    };
    let mut harness = window(dir.path(), &settings);
    open_openings(&mut harness);
    let xot = harness.get_by_label("XOT");
    assert!(xot.accesskit_node().is_disabled());
}

#[test]
fn a_random_balanced_start_is_chosen_off_the_window_thread_and_then_played() {
    use othello_openings::random;
    let dir = tempfile::tempdir().unwrap();
    let options = othello_core::Options {
        rows: 6,
        cols: 10,
        ..othello_core::Options::default()
    };
    let settings = Settings {
        options,
        ..Settings::default()
    };
    let mut harness = window(dir.path(), &settings);
    start_with(&mut harness, "Random balanced");
    for _ in 0..500 {
        if !harness.state().choosing_opening() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        harness.step();
    }
    assert!(!harness.state().choosing_opening());
    harness.run_ok();
    let game = harness.state().game().clone();
    assert_eq!(game.options(), &options);
    assert_eq!(
        game.moves_played().len() as u32,
        random::moves_for(&options)
    );
    let value = random::balance(&game);
    assert!(value.abs() <= random::MARGIN, "{value}");
    let shown = texts(&harness);
    assert!(
        shown
            .iter()
            .any(|t| t.starts_with("Random balanced opening: ")),
        "{shown:?}"
    );
}

#[test]
fn the_computer_plays_on_from_an_xot_opening() {
    use othello::gui::{AnimationSpeed, Pace, Seat};
    use othello_engine::Level;
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        black: Seat::computer(Level::Beginner),
        pace: Pace::Instant,
        animation: AnimationSpeed::Off,
        ..Settings::default()
    };
    let mut harness = window(dir.path(), &settings);
    // The computer, Black, opens the game before the dialog is used.
    for _ in 0..300 {
        if !harness.state().game().moves_played().is_empty() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        harness.step();
    }
    start_with(&mut harness, "XOT");
    // Black is to move after the eight opening moves: the computer takes its turn.
    for _ in 0..300 {
        if harness.state().game().moves_played().len() > 8 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        harness.step();
    }
    let played = harness.state().game().moves_played().to_vec();
    assert_eq!(played.len(), 9);
    assert!(
        (0..othello_openings::xot::count())
            .any(|i| othello_openings::xot::moves(i).unwrap() == &played[..8]),
        "the first eight moves are an XOT opening"
    );
}
