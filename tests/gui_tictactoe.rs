//! Tic-tac-toe in the window, driven through egui_kittest by accessibility label: chosen in the
//! New game dialog, played by clicking on the shared board, saved and restored.
#![cfg(feature = "gui")]

mod common;

use common::window::step_until;

use common::window;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use othello::gui::command::{Command, Edit, GameCommand, OthelloCommand};
use othello::gui::store::TICTACTOE_FILE;
use othello::gui::{App, GameKind, Store};
use othello_core::Square;
use std::fs;
use std::path::Path;
use tictactoe::{Outcome, Player, Pos};

fn harness(dir: &Path) -> Harness<'static, App> {
    window::open(
        dir,
        window::builder()
            // A click that moves the pointer onto a new cell and ends the game takes a few frames
            // (hover, then the result) to settle.
            .with_max_steps(10),
    )
}

/// Clicks the cell named `notation` ("b2": column b, row 2).
fn click(harness: &mut Harness<'_, App>, notation: &str) {
    let prefix = format!("{notation}, ");
    harness
        .get_by(|node| node.label().is_some_and(|l| l.starts_with(&prefix)))
        .click();
    harness.run();
}

/// A first launch that starts a tic-tac-toe game with the dialog's defaults, or `size` × `size`
/// with `k` in a row.
fn start_tictactoe(dir: &Path, size: Option<(u8, u8)>) -> Harness<'static, App> {
    let mut harness = harness(dir);
    harness.run();
    assert!(harness.state().is_setup_open());
    // A modal takes its full size over a few frames (in the window, before a person can click).
    for _ in 0..5 {
        harness.step();
    }
    harness
        .get_by_role_and_label(Role::RadioButton, "Tic-tac-toe")
        .click();
    harness.run();
    // The Othello options give way to tic-tac-toe's own.
    assert!(harness.query_by_label("Rows").is_none());
    if let Some((size, k)) = size {
        harness
            .get_by_role_and_label(Role::Slider, "Board size")
            .set_value_accesskit(f64::from(size));
        harness.run();
        harness
            .get_by_role_and_label(Role::Slider, "In a row to win")
            .set_value_accesskit(f64::from(k));
        harness.run();
    }
    harness.get_by_label("Start").click();
    harness.run();
    assert!(!harness.state().is_setup_open());
    assert_eq!(harness.state().game_kind(), GameKind::TicTacToe);
    harness
}

#[test]
fn x_wins_a_3x3_game_by_clicking_and_the_line_is_labelled() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start_tictactoe(dir.path(), None);
    harness.get_by_label("X to move");
    assert_eq!(harness.state().title(), "Tic-tac-toe — Othello");
    assert_eq!(
        harness
            .get_all_by(|n| n.label().is_some_and(|l| l.ends_with(", empty")))
            .count(),
        9
    );

    click(&mut harness, "a1");
    harness.get_by_label("a1, X, last move");
    harness.get_by_label("O to move");
    // A taken cell is refused with the reason and changes nothing.
    click(&mut harness, "a1");
    assert_eq!(harness.state().tictactoe().moves().len(), 1);
    assert!(
        harness
            .state()
            .message()
            .is_some_and(|m| m == "a1 is occupied")
    );

    for cell in ["a2", "b1", "b2", "c1"] {
        click(&mut harness, cell);
    }
    let game = harness.state().tictactoe();
    assert_eq!(
        game.outcome(),
        Outcome::Win {
            player: Player::Cross,
            line: vec![Pos::new(1, 1), Pos::new(1, 2), Pos::new(1, 3)],
        }
    );
    harness.get_by_label("Game over: X wins");
    for cell in ["a1", "b1", "c1"] {
        harness.get_by_label(&format!("{cell}, X, winning line"));
    }
    harness.get_by_label("b2, O");

    // No move after the end; Play again starts afresh.
    click(&mut harness, "c3");
    assert_eq!(harness.state().tictactoe().moves().len(), 5);
    harness.get_by_label("Play again").click();
    harness.run();
    assert!(harness.state().tictactoe().moves().is_empty());
    harness.get_by_label("X to move");
}

#[test]
fn a_full_board_with_no_line_is_a_draw() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start_tictactoe(dir.path(), None);
    for cell in ["b2", "a1", "c1", "a3", "a2", "c2", "b1", "b3", "c3"] {
        click(&mut harness, cell);
    }
    assert_eq!(harness.state().tictactoe().outcome(), Outcome::Draw);
    harness.get_by_label("Game over: Draw");
    assert!(
        harness
            .query_by(|n| n.label().is_some_and(|l| l.contains("winning line")))
            .is_none()
    );
}

#[test]
fn undo_and_redo_and_the_game_and_choice_are_restored() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start_tictactoe(dir.path(), Some((4, 3)));
    assert_eq!(harness.state().tictactoe().options().size, 4);
    assert_eq!(harness.state().tictactoe().options().k_in_a_row, 3);
    harness.get_by_label("d4, empty");

    click(&mut harness, "b2");
    click(&mut harness, "c3");
    harness.get_by_label("Undo").click();
    harness.run();
    assert_eq!(harness.state().tictactoe().moves(), [Pos::new(2, 2)]);
    harness.get_by_label("O to move");
    harness.get_by_label("c3, empty");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    harness.run();
    assert_eq!(
        harness.state().tictactoe().moves(),
        [Pos::new(2, 2), Pos::new(3, 3)]
    );
    harness.state().flush_saves();
    let saved = fs::read_to_string(dir.path().join(TICTACTOE_FILE)).unwrap();
    assert!(saved.contains("k_in_a_row: 3"), "{saved}");
    drop(harness);

    // The next launch is tic-tac-toe again, at the same position.
    let mut harness = self::harness(dir.path());
    harness.run();
    assert_eq!(harness.state().game_kind(), GameKind::TicTacToe);
    assert_eq!(harness.state().settings().game, GameKind::TicTacToe);
    assert_eq!(
        harness.state().tictactoe().moves(),
        [Pos::new(2, 2), Pos::new(3, 3)]
    );
    harness.get_by_label("c3, O, last move");
    // Othello is still there behind it, and comes back from the dialog.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    harness.run();
    // A modal takes its full size over a few frames (in the window, before a person can click).
    for _ in 0..5 {
        harness.step();
    }
    harness
        .get_by_role_and_label(Role::RadioButton, "Othello")
        .click();
    harness.run();
    for _ in 0..5 {
        harness.step();
    }
    harness.get_by_label("Start").click();
    harness.run();
    assert_eq!(harness.state().game_kind(), GameKind::Othello);
    assert_eq!(harness.state().title(), "Othello");
    harness.get_by_label("Black to move");
}

#[test]
fn an_unplayable_saved_tictactoe_game_is_kept_aside_with_a_notice() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("settings.ron"),
        "(game: TicTacToe, tictactoe: (size: 3, k_in_a_row: 3, first: Cross))",
    )
    .unwrap();
    // The same cell twice.
    fs::write(
        dir.path().join(TICTACTOE_FILE),
        "(options: (size: 3, k_in_a_row: 3, first: Cross), \
         moves: [(row: 1, col: 1), (row: 1, col: 1)])",
    )
    .unwrap();
    let mut harness = harness(dir.path());
    harness.run();
    assert_eq!(harness.state().game_kind(), GameKind::TicTacToe);
    assert!(harness.state().tictactoe().moves().is_empty());
    let notices = harness.state().notices().join("\n");
    assert!(
        notices.contains("tictactoe.ron could not be used"),
        "{notices}"
    );
    assert!(dir.path().join("tictactoe.ron.bad").exists());
}

#[test]
fn the_computer_plays_o_perfectly_and_undo_returns_to_x() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("settings.ron"),
        "(game: TicTacToe, tictactoe_computer: Some(Nought), pace: Second)",
    )
    .unwrap();
    let mut harness = window::open(dir.path(), window::builder().with_step_dt(1.0 / 60.0));
    harness.run_ok();
    assert!(!harness.state().is_thinking(), "X, the person, starts");

    click_ok(&mut harness, "a1");
    assert!(harness.state().is_thinking());
    harness.get_by_label("O is thinking…");
    // The pace holds O's move for a second: a click meanwhile is refused.
    click_ok(&mut harness, "c3");
    assert_eq!(harness.state().tictactoe().moves(), [Pos::new(1, 1)]);
    harness.get_by_label("O is played by the computer: wait for its move");
    step_until(&mut harness, "O has answered", |app| {
        app.tictactoe().moves().len() == 2
    });
    // The only reply to a corner that does not lose is the centre.
    assert_eq!(harness.state().tictactoe().moves()[1], Pos::new(2, 2));
    assert_eq!(harness.state().tictactoe().turn(), Some(Player::Cross));

    // Undo takes back O's reply and X's move: X to move at the start.
    harness.get_by_label("Undo").click();
    harness.run_ok();
    assert!(harness.state().tictactoe().moves().is_empty());
    assert!(!harness.state().is_thinking());

    // X plays the first empty cell every time; the perfect O never loses.
    while !harness.state().tictactoe().is_over() {
        let game = harness.state().tictactoe();
        let pos = game.legal_moves()[0];
        let count = game.moves().len();
        let cell = format!("{}{}", char::from(b'a' + pos.col - 1), pos.row);
        click_ok(&mut harness, &cell);
        step_until(&mut harness, "O has answered", |app| {
            app.tictactoe().is_over() || app.tictactoe().moves().len() == count + 2
        });
    }
    let outcome = harness.state().tictactoe().outcome();
    assert!(
        !matches!(
            outcome,
            Outcome::Win {
                player: Player::Cross,
                ..
            }
        ),
        "{outcome:?}"
    );
}

/// [`click`] for a window that may keep asking for frames while the computer thinks.
fn click_ok(harness: &mut Harness<'_, App>, notation: &str) {
    let prefix = format!("{notation}, ");
    harness
        .get_by(|node| node.label().is_some_and(|l| l.starts_with(&prefix)))
        .click();
    harness.run_ok();
}

#[test]
fn the_computer_side_is_chosen_in_the_dialog_and_saved() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    harness.run();
    // A modal takes its full size over a few frames (in the window, before a person can click).
    for _ in 0..5 {
        harness.step();
    }
    harness
        .get_by_role_and_label(Role::RadioButton, "Tic-tac-toe")
        .click();
    harness.run();
    harness
        .get_by_role_and_label(Role::RadioButton, "Plays X")
        .click();
    harness.run();
    harness.get_by_label("Start").click();
    harness.run_ok();
    harness.state().flush_saves();
    let (settings, _) = Store::new(dir.path()).load_settings();
    assert_eq!(settings.tictactoe_computer, Some(Player::Cross));
    // X moves first, so the computer opens at once (after the pace).
    step_until(&mut harness, "X has opened", |app| {
        app.tictactoe().moves().len() == 1
    });
    assert_eq!(harness.state().tictactoe().turn(), Some(Player::Nought));
}

#[test]
fn leaving_tictactoe_for_a_new_othello_game_keeps_the_old_one_within_reach() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let mut othello = othello_core::Game::new(othello_core::Options::default()).unwrap();
    othello.play("d3".parse().unwrap()).unwrap();
    store.save_game(&othello).unwrap();
    let mut harness = start_tictactoe(dir.path(), None);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    harness.run();
    // A modal takes its full size over a few frames (in the window, before a person can click).
    for _ in 0..5 {
        harness.step();
    }
    harness
        .get_by_role_and_label(Role::RadioButton, "Othello")
        .click();
    harness.run();
    for _ in 0..5 {
        harness.step();
    }
    harness.get_by_label("Start").click();
    harness.run();
    assert_eq!(harness.state().game_kind(), GameKind::Othello);
    assert!(harness.state().game().moves_played().is_empty());
    // The status bar says where the game went, and one click brings it back.
    assert_eq!(
        harness.state().message().as_deref(),
        Some("\"Swap with the previous game\" brings back the game you left, until your next move")
    );
    harness.get_by_label("Swap with the previous game").click();
    harness.run();
    assert_eq!(harness.state().game(), &othello);
}

#[test]
fn every_othello_command_is_refused_in_tictactoe_with_a_message() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start_tictactoe(dir.path(), None);
    let ctx = harness.ctx.clone();
    let refusal = "Hints, analysis, the move list, Edit position, copying and pasting are for \
                   Othello games";
    // Every command only Othello carries out, as a shortcut or a stale click could send it.
    let othello_only = [
        OthelloCommand::Hint,
        OthelloCommand::GoTo(0),
        OthelloCommand::Resume,
        OthelloCommand::EditPosition,
        OthelloCommand::Edit(Edit::Clear),
        OthelloCommand::ReviewGame(othello::gui::settings::ReviewLevel::default()),
        OthelloCommand::CancelReview,
        OthelloCommand::CopyGame,
        OthelloCommand::CopyGgf,
        OthelloCommand::CopyPosition,
        OthelloCommand::RequestPaste,
        OthelloCommand::PasteGame("f5d6".to_owned()),
        OthelloCommand::RestorePrevious,
    ];
    for command in othello_only {
        harness
            .state_mut()
            .apply(Command::Game(GameCommand::Play(Square::new(2, 2))), &ctx);
        assert_eq!(
            harness.state().message().as_deref(),
            None,
            "a move clears the message"
        );
        harness
            .state_mut()
            .apply(Command::Game(GameCommand::Othello(command.clone())), &ctx);
        assert_eq!(
            harness.state().message().as_deref(),
            Some(refusal),
            "{command:?}"
        );
        assert_eq!(
            harness.state().game_kind(),
            GameKind::TicTacToe,
            "{command:?}"
        );
        harness
            .state_mut()
            .apply(Command::Game(GameCommand::Undo), &ctx);
    }
    // Nothing was done to the game: only the moves played here, each taken back.
    assert!(harness.state().tictactoe().history().is_empty());
    // The refusal is on screen, in the status bar.
    harness
        .state_mut()
        .apply(OthelloCommand::CopyGgf.into(), &ctx);
    harness.run();
    harness.get_by_label(refusal);
}
