//! The computer opponent and hints in the window, driven through egui_kittest by accessibility
//! label. The engine runs on its own thread, so the tests step the harness until it has moved,
//! with a bounded number of steps and short sleeps.
#![cfg(feature = "gui")]

mod common;

use common::window::step_until;

use common::window;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use othello::gui::{AnimationSpeed, App, Pace, Seat, Settings, Store};
use othello_core::{Game, Options, Player, Ply, Square};
use othello_engine::Level;
use std::path::Path;

fn harness(dir: &Path) -> Harness<'static, App> {
    window::open(
        dir,
        window::builder()
            // Small steps, so the pace (in egui time) spans many of them.
            .with_step_dt(1.0 / 60.0),
    )
}

fn small() -> Options {
    Options {
        rows: 4,
        cols: 4,
        ..Options::default()
    }
}

/// A window whose settings say who plays each side, on `options`, with no flip animation.
fn game_with(
    dir: &Path,
    options: Options,
    black: Seat,
    white: Seat,
    pace: Pace,
) -> Harness<'static, App> {
    let settings = Settings {
        options,
        black,
        white,
        pace,
        animation: AnimationSpeed::Off,
        ..Settings::default()
    };
    Store::new(dir).save_settings(&settings).unwrap();
    let mut harness = harness(dir);
    // A computer side may keep asking for frames while it plays: step a few, not until idle.
    harness.run_ok();
    assert!(!harness.state().is_setup_open());
    harness
}

fn click_cell(harness: &mut Harness<'_, App>, square: Square) {
    let prefix = format!("{square}, ");
    harness
        .get_by(|node| node.label().is_some_and(|l| l.starts_with(&prefix)))
        .click();
    harness.run_ok();
}

/// Picks `label` in the open drop-down menu (the closed menu of the other side may show the
/// same words).
fn choose(harness: &mut Harness<'_, App>, label: &str) {
    harness
        .get_all_by_label(label)
        .find(|n| n.accesskit_node().role() != Role::ComboBox)
        .expect("the choice is in the open menu")
        .click();
    harness.run_ok();
}

/// Whether a node's label or text starts with `prefix`.
fn starts_with(node: &egui_kittest::kittest::AccessKitNode<'_>, prefix: &str) -> bool {
    [node.label(), node.value()]
        .into_iter()
        .flatten()
        .any(|t| t.starts_with(prefix))
}

fn first_legal(app: &App) -> Square {
    app.game().moves().iter().next().expect("a legal move")
}

/// Who made each move, in order (passes left out).
fn movers(game: &Game) -> Vec<Player> {
    game.plies()
        .into_iter()
        .filter_map(|ply| match ply {
            Ply::Move { player, .. } => Some(player),
            Ply::Pass(_) => None,
        })
        .collect()
}

#[test]
fn the_computer_answers_a_click_with_a_legal_move_and_the_turn_comes_back() {
    let dir = tempfile::tempdir().unwrap();
    let beginner = Seat::computer(Level::Beginner);
    // A one-second pace holds the computer's move for 60 steps: time to see it think.
    let mut harness = game_with(dir.path(), small(), Seat::HUMAN, beginner, Pace::Second);
    assert!(!harness.state().is_thinking(), "Black is the person");
    assert!(harness.state().shows_legal_markers());

    let mine = first_legal(harness.state());
    click_cell(&mut harness, mine);
    assert_eq!(harness.state().game().turn(), Some(Player::White));
    assert!(harness.state().is_thinking());
    assert!(
        !harness.state().shows_legal_markers(),
        "no markers for the computer's moves"
    );
    assert!(
        harness
            .get_all_by(|n| starts_with(n, "White is thinking…"))
            .count()
            > 0
    );
    // The depth shows once the first iteration is done (the search runs on its own thread).
    step_until(&mut harness, "the depth is shown", |app| {
        app.thinking()
            .is_some_and(|t| t.starts_with("White is thinking… depth "))
    });
    assert_eq!(harness.state().game().moves_played(), [mine]);

    // A click while the computer is to move is refused, with a reason.
    let before = harness.state().game().clone();
    let any = before.moves().iter().next().unwrap();
    click_cell(&mut harness, any);
    assert_eq!(harness.state().game(), &before);
    harness.get_by_label("White is played by the computer: wait for its move");

    step_until(&mut harness, "the computer has moved", |app| {
        app.game().moves_played().len() > 1
    });
    let game = harness.state().game();
    let moves = game.moves_played();
    assert_eq!(moves[0], mine);
    // The record replays under the rules, and the second move was White's.
    assert!(Game::replay(small(), &moves).is_ok());
    assert_eq!(movers(game)[..2], [Player::Black, Player::White]);
    if !game.is_over() && game.turn() == Some(Player::Black) {
        assert!(!harness.state().is_thinking());
        assert!(harness.state().shows_legal_markers());
        harness.run_ok();
        harness.get_by_label("Black to move");
    }
}

#[test]
fn computer_against_computer_plays_to_the_end_by_itself() {
    let dir = tempfile::tempdir().unwrap();
    let beginner = Seat::computer(Level::Beginner);
    let novice = Seat::computer(Level::Novice);
    let mut harness = game_with(dir.path(), small(), beginner, novice, Pace::Instant);
    step_until(&mut harness, "the game is over", |app| app.game().is_over());
    let game = harness.state().game().clone();
    assert!(Game::replay(small(), &game.moves_played()).is_ok());
    assert!(game.moves_played().len() >= 2);
    assert!(!harness.state().is_thinking());
    harness.run_ok();
    assert!(
        harness
            .get_all_by(|n| starts_with(n, "Game over: "))
            .count()
            > 0
    );
    harness.state().flush_saves();
    // The finished game was saved like any other.
    let (saved, _) = Store::new(dir.path()).load_game();
    assert_eq!(saved.unwrap().moves_played(), game.moves_played());
}

/// The window's clock (egui time, in seconds): the pace of the computer's moves runs on it.
fn egui_time(harness: &Harness<'_, App>) -> f64 {
    harness.ctx.input(|i| i.time)
}

/// Steps the window until the first move of the game lands; returns the egui time it landed at.
fn first_move_lands(harness: &mut Harness<'_, App>) -> f64 {
    step_until(harness, "the computer has moved", |app| {
        !app.game().moves_played().is_empty()
    });
    egui_time(harness)
}

#[test]
fn a_new_game_while_the_computer_thinks_cancels_it() {
    let dir = tempfile::tempdir().unwrap();
    // Black moves first and is the computer: Advanced stops at depth 6, and the one-second pace
    // (60 steps) holds its move after that. (8×10 has no opening book, so it searches.)
    let computer = Seat::computer(Level::Advanced);
    let pace = Pace::Second.seconds();
    let board = Options {
        cols: 10,
        ..Options::default()
    };
    let mut harness = game_with(dir.path(), board, computer, Seat::HUMAN, Pace::Second);
    assert!(harness.state().is_thinking());
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    harness.run_ok();
    assert!(harness.state().is_setup_open());
    // While the dialog is open the search finishes and its pace goes by: its move only waits
    // for the dialog to close.
    step_until(&mut harness, "the search has reached its depth", |app| {
        app.thinking().is_some_and(|t| t.ends_with("depth 6"))
    });
    for _ in 0..70 {
        harness.step();
    }
    assert!(harness.state().game().moves_played().is_empty());
    let combos = harness.get_all_by_role(Role::ComboBox).count();
    assert_eq!(
        combos, 4,
        "one choice of player per side, the opening and the clock"
    );

    // The same game again, Black still the computer: the same position as the old search's,
    // whose move was due. Only a fresh search, started by the new game, waits a whole pace.
    let started = egui_time(&harness);
    harness.get_by_label("Start").click();
    harness.run_ok();
    assert!(!harness.state().is_setup_open());
    assert!(harness.state().settings().black.is_computer());
    assert!(
        harness.state().game().moves_played().is_empty(),
        "the old search's move landed as soon as the dialog closed"
    );
    assert!(
        harness.state().is_thinking(),
        "a fresh search for the new game"
    );
    let landed = first_move_lands(&mut harness);
    assert!(
        landed - started >= pace,
        "Black moved {:.2} s after the new game, before its pace: the old search's move",
        landed - started
    );
    assert_eq!(harness.state().game().moves_played().len(), 1);

    // Restart while the computer thinks about its first move (in a window of its own, whose
    // saved game has no move yet): its pace starts again.
    let dir = tempfile::tempdir().unwrap();
    let mut harness = game_with(
        dir.path(),
        Options::default(),
        computer,
        Seat::HUMAN,
        Pace::Second,
    );
    assert!(harness.state().is_thinking());
    for _ in 0..30 {
        harness.step();
    }
    assert!(harness.state().game().moves_played().is_empty());
    let restarted = egui_time(&harness);
    harness.get_by_label("Game").click();
    harness.run_ok();
    harness.get_by_label("Restart").click();
    harness.run_ok();
    let landed = first_move_lands(&mut harness);
    assert!(
        landed - restarted >= pace,
        "Black moved {:.2} s after Restart, before its pace: the old search's move",
        landed - restarted
    );
}

/// A person (Black) against Beginner (White) on 8×8, after two moves each, Black to move.
fn two_moves_each_against_beginner(dir: &Path) -> Harness<'static, App> {
    let beginner = Seat::computer(Level::Beginner);
    let mut harness = game_with(
        dir,
        Options::default(),
        Seat::HUMAN,
        beginner,
        Pace::Instant,
    );
    for _ in 0..2 {
        let mine = first_legal(harness.state());
        click_cell(&mut harness, mine);
        step_until(&mut harness, "Black's turn again", |app| {
            app.game().turn() == Some(Player::Black) && !app.is_thinking()
        });
    }
    harness
}

#[test]
fn undo_against_the_computer_returns_to_the_persons_turn_and_redo_mirrors_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = two_moves_each_against_beginner(dir.path());
    let beginner = Seat::computer(Level::Beginner);
    assert_eq!(harness.state().game().moves_played().len(), 4);
    let four = harness.state().game().moves_played();

    harness.get_by_label("Undo").click();
    harness.run_ok();
    assert_eq!(harness.state().game().moves_played(), four[..2]);
    assert_eq!(harness.state().game().turn(), Some(Player::Black));
    assert!(!harness.state().is_thinking());

    harness.get_by_label("Redo").click();
    harness.run_ok();
    assert_eq!(harness.state().game().moves_played(), four);
    assert_eq!(harness.state().game().turn(), Some(Player::Black));

    // Undo while the computer thinks cancels the search and takes back the person's move.
    let mut harness = game_with(
        dir.path(),
        Options::default(),
        Seat::HUMAN,
        beginner,
        Pace::Second,
    );
    let before = harness.state().game().moves_played();
    let mine = first_legal(harness.state());
    click_cell(&mut harness, mine);
    assert!(harness.state().is_thinking());
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run_ok();
    assert!(!harness.state().is_thinking());
    assert_eq!(harness.state().game().moves_played(), before);
    assert_eq!(harness.state().game().turn(), Some(Player::Black));
    for _ in 0..90 {
        harness.step();
    }
    assert_eq!(harness.state().game().moves_played(), before);
}

/// Whether the button labelled `label` can be pressed.
fn enabled(harness: &Harness<'_, App>, label: &str) -> bool {
    !harness.get_by_label(label).accesskit_node().is_disabled()
}

#[test]
fn undo_and_redo_are_offered_only_when_a_persons_move_is_there_to_take() {
    let dir = tempfile::tempdir().unwrap();
    let beginner = Seat::computer(Level::Beginner);
    let mut harness = game_with(
        dir.path(),
        Options::default(),
        beginner,
        Seat::HUMAN,
        Pace::Instant,
    );
    step_until(&mut harness, "the computer's opening move", |app| {
        app.game().turn() == Some(Player::White) && !app.is_thinking()
    });
    harness.run_ok();
    let opening = harness.state().game().moves_played();
    assert_eq!(opening.len(), 1);
    // Only the computer's move is there: nothing of the person's to take back, by button or key.
    assert_eq!(harness.state().can_undo_redo(), (false, false));
    assert!(!enabled(&harness, "Undo"));
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    for _ in 0..30 {
        harness.step();
    }
    assert_eq!(harness.state().game().moves_played(), opening);
    assert!(!harness.state().is_thinking());

    let mine = first_legal(harness.state());
    click_cell(&mut harness, mine);
    step_until(&mut harness, "White's turn again", |app| {
        app.game().turn() == Some(Player::White) && !app.is_thinking()
    });
    harness.run_ok();
    assert!(enabled(&harness, "Undo"));
    harness.get_by_label("Undo").click();
    harness.run_ok();
    assert_eq!(harness.state().game().moves_played(), opening);
    assert_eq!(harness.state().can_undo_redo(), (false, true));
    assert!(!enabled(&harness, "Undo"));
    assert!(enabled(&harness, "Redo"));
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    harness.run_ok();
    assert_eq!(harness.state().game().moves_played().len(), 3);
    assert_eq!(harness.state().can_undo_redo(), (true, false));
}

#[test]
fn looking_back_at_the_computers_turn_pauses_it_until_resume() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = two_moves_each_against_beginner(dir.path());
    let four = harness.state().game().moves_played();
    // The person's first move, in the move list: the position after it has White to move.
    harness.get_by_label(&four[0].to_string()).click();
    harness.run_ok();
    assert_eq!(harness.state().game().moves_played(), four[..1]);
    assert!(harness.state().othello().is_paused());
    for _ in 0..60 {
        harness.step();
    }
    assert_eq!(harness.state().game().moves_played(), four[..1]);
    assert!(!harness.state().is_thinking());
    let message = harness.state().message().unwrap_or_default().to_owned();
    assert!(message.contains("Resume"), "{message}");
    harness.get_by_label("Resume").click();
    harness.run_ok();
    assert!(!harness.state().othello().is_paused());
    step_until(&mut harness, "the computer's reply", |app| {
        app.game().moves_played().len() == 2 && !app.is_thinking()
    });
}

#[test]
fn a_hint_marks_a_legal_cell_until_a_move_is_played() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = game_with(dir.path(), small(), Seat::HUMAN, Seat::HUMAN, Pace::Instant);
    harness.key_press(egui::Key::H);
    step_until(&mut harness, "the hint is found", |app| {
        app.othello().hint().is_some()
    });
    let hint = harness.state().othello().hint().unwrap();
    assert!(harness.state().game().is_legal(hint));
    harness.run_ok();
    harness.get_by_label(&format!("{hint}, empty, legal move, hint"));
    harness.get_by_label(&format!("Hint: Black could play {hint}"));

    click_cell(&mut harness, hint);
    assert_eq!(harness.state().othello().hint(), None);
    assert!(
        harness
            .query_by(|n| n.label().is_some_and(|l| l.ends_with(", hint")))
            .is_none()
    );

    // The Hint button does the same for the other side.
    harness.get_by_label("Hint").click();
    step_until(&mut harness, "the second hint is found", |app| {
        app.othello().hint().is_some()
    });
    assert!(
        harness
            .state()
            .game()
            .is_legal(harness.state().othello().hint().unwrap())
    );
}

#[test]
fn player_choices_round_trip_through_settings_ron_and_expert_says_when_it_is_perfect() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    harness.run_ok();
    assert!(
        harness.state().is_setup_open(),
        "the first launch opens the dialog"
    );
    harness
        .get_by_role_and_label(Role::Slider, "Rows")
        .set_value_accesskit(4.0);
    harness
        .get_by_role_and_label(Role::Slider, "Columns")
        .set_value_accesskit(4.0);
    harness.run_ok();
    // White: the computer at Expert, which solves a 4×4 board from the start.
    harness
        .get_all_by_role(Role::ComboBox)
        .nth(1)
        .unwrap()
        .click();
    harness.run_ok();
    choose(&mut harness, "Computer (Expert)");
    harness.get_by_label("Plays perfectly on this board.");
    // Not on 6×6 (32 empty cells at the start).
    for name in ["Rows", "Columns"] {
        harness
            .get_by_role_and_label(Role::Slider, name)
            .set_value_accesskit(6.0);
    }
    harness.run_ok();
    assert!(
        harness
            .query_by_label("Plays perfectly on this board.")
            .is_none()
    );
    // Elsewhere the line under the choice says what the level does.
    harness.get_by_label(&othello::gui::setup::level_summary(
        othello_engine::Level::Expert,
    ));
    for name in ["Rows", "Columns"] {
        harness
            .get_by_role_and_label(Role::Slider, name)
            .set_value_accesskit(4.0);
    }
    harness.run_ok();
    harness.get_by_label("Plays perfectly on this board.");
    harness.get_by_label("Start").click();
    harness.run_ok();
    harness.state().flush_saves();

    let (saved, notice) = Store::new(dir.path()).load_settings();
    assert_eq!(notice, None);
    assert_eq!(saved.white, Seat::computer(Level::Expert));
    assert!(!saved.black.is_computer());
    assert_eq!(saved.pace, Pace::Half);
    drop(harness);

    let mut harness = self::harness(dir.path());
    harness.run_ok();
    assert_eq!(
        harness.state().settings().white,
        Seat::computer(Level::Expert)
    );
    // The pace menu changes and saves the pace.
    harness.get_by_label("View").click();
    harness.run_ok();
    harness.get_by_label("Computer pace").click();
    harness.run_ok();
    harness.get_by_label("No delay").click();
    harness.run_ok();
    assert_eq!(harness.state().settings().pace, Pace::Instant);
    harness.state().flush_saves();
    let (saved, _) = Store::new(dir.path()).load_settings();
    assert_eq!(saved.pace, Pace::Instant);
}
