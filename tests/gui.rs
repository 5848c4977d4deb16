//! Drives the real window contents through egui_kittest, by accessibility label, with no
//! display: the same `App::ui` the eframe window calls.
#![cfg(feature = "gui")]

mod common;

use common::window;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use othello::gui::i18n::Language;
use othello::gui::store::{GAME_FILE, SETTINGS_FILE};
use othello::gui::{
    AnimationSpeed, App, OthelloCommand, Settings, Store, ThemeChoice, Threads, WindowSize,
};
use othello_core::{Game, Options, Player, Square, WinRule};
use std::fs;
use std::path::Path;

fn harness(dir: &Path) -> Harness<'static, App> {
    window::open(dir, window::builder())
}

/// A window on `dir` after an earlier launch saved the default settings (so the New game dialog
/// does not open), with its first frames drawn.
fn started(dir: &Path) -> Harness<'static, App> {
    Store::new(dir).save_settings(&Settings::default()).unwrap();
    let mut harness = harness(dir);
    harness.run();
    harness
}

/// The seed example: options and moves (1-based row and column) from the console protocol file.
fn seed_example() -> (Options, Vec<Square>) {
    let text = fs::read_to_string("tests/data/seed-example.in").unwrap();
    let mut lines = text.lines();
    let mut next = || lines.next().unwrap().trim().to_owned();
    let rows: u8 = next().parse().unwrap();
    let cols: u8 = next().parse().unwrap();
    let player = |s: String| {
        if s == "B" {
            Player::Black
        } else {
            Player::White
        }
    };
    let first = player(next());
    let top_left = player(next());
    let win_rule = if next() == ">" {
        WinRule::MostDiscs
    } else {
        WinRule::FewestDiscs
    };
    let options = Options {
        rows,
        cols,
        first,
        top_left,
        win_rule,
        ..Options::default()
    };
    let moves = text
        .lines()
        .skip(5)
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let mut it = l.split_whitespace().map(|n| n.parse::<u8>().unwrap());
            Square::new(it.next().unwrap() - 1, it.next().unwrap() - 1)
        })
        .collect();
    (options, moves)
}

/// The board cell whose accessibility label starts with its notation.
fn click_cell(harness: &mut Harness<'_, App>, square: Square) {
    let prefix = format!("{square}, ");
    harness
        .get_by(|node| node.label().is_some_and(|l| l.starts_with(&prefix)))
        .click();
    harness.run();
}

fn set_up(harness: &mut Harness<'_, App>, options: Options) {
    harness
        .get_by_role_and_label(Role::Slider, "Rows")
        .set_value_accesskit(f64::from(options.rows));
    harness
        .get_by_role_and_label(Role::Slider, "Columns")
        .set_value_accesskit(f64::from(options.cols));
    harness.run();
    harness
        .get_by_role_and_label(Role::RadioButton, options.first.name())
        .click();
    harness
        .get_by_label(&format!("{} top-left", options.top_left.name()))
        .click();
    harness.run();
}

#[test]
fn first_launch_opens_setup_and_the_seed_game_plays_to_a_draw_by_clicking() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path());
    harness.run();
    assert!(
        harness.state().is_setup_open(),
        "the first launch opens the dialog"
    );

    let (options, moves) = seed_example();
    set_up(&mut harness, options);
    harness.get_by_label("Start").click();
    harness.run();
    assert!(!harness.state().is_setup_open());
    assert_eq!(*harness.state().game().options(), options);
    harness.get_by_label("Black to move");
    harness.get_by_label("d2, empty, legal move");

    // Play the list; the third move (d1 at that point) is refused and changes nothing.
    let mut refused = 0;
    for square in moves {
        let before = harness.state().game().clone();
        let legal = before.is_legal(square);
        click_cell(&mut harness, square);
        if legal {
            assert_eq!(harness.state().game().moves_played().last(), Some(&square));
        } else {
            refused += 1;
            assert_eq!(
                harness.state().game(),
                &before,
                "an illegal click changes nothing"
            );
            let why = harness.state().message().unwrap().to_owned();
            assert_eq!(why, format!("{square} flips nothing"));
            harness.get_by_label(&why);
        }
    }
    assert_eq!(refused, 1);
    let game = harness.state().game();
    assert!(game.is_over());
    assert_eq!(game.counts().black, 8);
    assert_eq!(game.counts().white, 8);
    harness.get_by_label("Game over: Draw 8–8");
    harness.get_by_label("d4, black");
    harness.get_by_label("a4, white");
    harness.get_by_label("c4, white, last move");
    // The move list shows every ply, passes included, as the core records them.
    let plies = othello::gui::moves::ply_texts(harness.state().game());
    assert_eq!(
        plies.len(),
        12 + plies.iter().filter(|p| *p == "pass").count()
    );
    assert_eq!(
        harness.query_all_by_label("pass").count(),
        plies.iter().filter(|p| *p == "pass").count()
    );
    for ply in plies.iter().filter(|p| *p != "pass") {
        harness.get_by_label(ply);
    }

    // "Play again" starts the same game over.
    harness.get_by_label("Play again").click();
    harness.run();
    assert_eq!(harness.state().game(), &Game::new(options).unwrap());
}

#[test]
fn clicking_an_occupied_cell_says_so_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    assert!(!harness.state().is_setup_open());
    let before = harness.state().game().clone();
    click_cell(&mut harness, "d4".parse().unwrap());
    assert_eq!(harness.state().game(), &before);
    harness.get_by_label("d4 is occupied");
    // A legal click clears the complaint.
    click_cell(&mut harness, "d3".parse().unwrap());
    assert_eq!(harness.state().message().as_deref(), None);
    harness.get_by_label("White to move");
}

#[test]
fn enter_in_a_number_field_takes_the_value_and_a_second_enter_starts() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    harness.run();
    assert!(harness.state().is_setup_open());
    // A click on the Rows value edits it as text; 6 and Enter take the value.
    harness
        .get_by_role_and_label(Role::SpinButton, "Rows")
        .focus();
    harness.run();
    let field = harness.get_by_role_and_label(Role::SpinButton, "Rows");
    field.type_text("6");
    harness.run();
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert!(
        harness.state().is_setup_open(),
        "Enter in the field started the game instead of taking the value"
    );
    assert_eq!(harness.state().game().rows(), 8);
    // The next Enter, with no field being typed in, starts the game with the value taken.
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert!(!harness.state().is_setup_open());
    assert_eq!(harness.state().game().rows(), 6);
}

#[test]
fn cancel_in_the_dialog_keeps_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    click_cell(&mut harness, "d3".parse().unwrap());
    let before = harness.state().game().clone();

    harness.get_by_label("Game").click();
    harness.run();
    harness.get_by_label_contains("New game…").click();
    harness.run();
    assert!(harness.state().is_setup_open());
    harness
        .get_by_role_and_label(Role::Slider, "Rows")
        .set_value_accesskit(12.0);
    harness.run();
    harness.get_by_label("Cancel").click();
    harness.run();
    assert!(!harness.state().is_setup_open());
    assert_eq!(harness.state().game(), &before);
    assert_eq!(harness.state().settings(), &Settings::default());

    // Escape cancels too; Ctrl+N opens the dialog.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    harness.run();
    assert!(harness.state().is_setup_open());
    harness.key_press(egui::Key::Escape);
    harness.run();
    assert!(!harness.state().is_setup_open());
    assert_eq!(harness.state().game(), &before);
}

#[test]
fn settings_round_trip_through_settings_ron_and_the_game_is_restored() {
    let dir = tempfile::tempdir().unwrap();
    let options = Options {
        rows: 6,
        cols: 12,
        first: Player::White,
        top_left: Player::Black,
        win_rule: WinRule::FewestDiscs,
        ..Options::default()
    };
    {
        let mut harness = harness(dir.path());
        harness.run();
        set_up(&mut harness, options);
        harness.get_by_label("Fewest discs wins").click();
        harness.get_by_label("Show legal moves").click();
        harness.run();
        harness.key_press(egui::Key::Enter);
        harness.run();
        assert!(!harness.state().is_setup_open());
        let first = harness.state().game().moves().to_vec()[0];
        click_cell(&mut harness, first);
        assert_eq!(harness.state().game().moves_played(), vec![first]);
    }
    let text = fs::read_to_string(dir.path().join(SETTINGS_FILE)).unwrap();
    assert!(text.contains("rows: 6"), "{text}");
    assert!(text.contains("FewestDiscs"), "{text}");
    assert!(
        fs::read_to_string(dir.path().join(GAME_FILE))
            .unwrap()
            .contains("moves")
    );

    let mut harness = harness(dir.path());
    harness.run();
    let app = harness.state();
    assert!(
        !app.is_setup_open(),
        "only the first launch opens the dialog"
    );
    assert!(app.notices().is_empty(), "{:?}", app.notices());
    assert_eq!(app.settings().options, options);
    assert!(!app.settings().show_legal);
    assert_eq!(*app.game().options(), options);
    assert_eq!(app.game().moves_played().len(), 1);
    harness.get_by_label("Black to move");
}

#[test]
fn corrupt_files_give_defaults_a_notice_and_a_kept_bad_file() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join(SETTINGS_FILE), "(options: (rows: 8, cols: ").unwrap();
    fs::write(
        dir.path().join(GAME_FILE),
        r#"(options: (rows: 4, cols: 4), moves: ["a1"])"#,
    )
    .unwrap();
    let mut harness = harness(dir.path());
    harness.run();
    let app = harness.state();
    assert_eq!(app.settings(), &Settings::default());
    assert_eq!(app.game(), &Game::new(Options::default()).unwrap());
    assert_eq!(app.notices().len(), 2, "{:?}", app.notices());
    assert!(app.notices()[0].starts_with("settings.ron could not be used"));
    assert!(
        app.notices()[1].contains("move 1 (a1)"),
        "{}",
        app.notices()[1]
    );
    harness.get_by_label_contains("settings.ron.bad");
    assert_eq!(
        fs::read_to_string(dir.path().join("settings.ron.bad")).unwrap(),
        "(options: (rows: 8, cols: "
    );
    assert!(dir.path().join("game.ron.bad").exists());

    harness.get_by_label("Dismiss all").click();
    harness.run();
    assert!(harness.state().notices().is_empty());
}

#[test]
fn show_legal_moves_toggle_is_saved() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    harness.get_by_label("View").click();
    harness.run();
    harness.get_by_label("Show legal moves").click();
    harness.run();
    assert!(!harness.state().settings().show_legal);
    harness.state().flush_saves();
    let (saved, _) = Store::new(dir.path()).load_settings();
    assert!(!saved.show_legal);
}

#[test]
fn undo_and_redo_by_button_and_key_with_buttons_greyed_when_there_is_nothing_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    assert!(harness.get_by_label("Undo").accesskit_node().is_disabled());
    assert!(harness.get_by_label("Redo").accesskit_node().is_disabled());

    let (d3, c3): (Square, Square) = ("d3".parse().unwrap(), "c3".parse().unwrap());
    click_cell(&mut harness, d3);
    click_cell(&mut harness, c3);
    assert!(!harness.get_by_label("Undo").accesskit_node().is_disabled());
    assert!(harness.get_by_label("Redo").accesskit_node().is_disabled());

    harness.get_by_label("Undo").click();
    harness.run();
    assert_eq!(harness.state().game().moves_played(), vec![d3]);
    harness.get_by_label("White to move");
    assert!(!harness.get_by_label("Redo").accesskit_node().is_disabled());

    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run();
    assert!(harness.state().game().moves_played().is_empty());
    assert!(harness.get_by_label("Undo").accesskit_node().is_disabled());

    harness.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::Z,
    );
    harness.run();
    assert_eq!(harness.state().game().moves_played(), vec![d3]);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    harness.run();
    assert_eq!(harness.state().game().moves_played(), vec![d3, c3]);
    assert!(harness.get_by_label("Redo").accesskit_node().is_disabled());

    // The saved game follows: undo, restart the app, redo.
    harness.get_by_label("Undo").click();
    harness.run();
    drop(harness);
    let mut relaunched = self::harness(dir.path());
    relaunched.run();
    assert_eq!(relaunched.state().game().moves_played(), vec![d3]);
    relaunched.get_by_label("Redo").click();
    relaunched.run();
    assert_eq!(relaunched.state().game().moves_played(), vec![d3, c3]);
}

#[test]
fn the_last_move_is_labelled_and_its_marker_can_be_turned_off() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    click_cell(&mut harness, "d3".parse().unwrap());
    harness.get_by_label("d3, black, last move");
    click_cell(&mut harness, "c3".parse().unwrap());
    harness.get_by_label("c3, white, last move");
    harness.get_by_label("d3, black");

    harness.get_by_label("View").click();
    harness.run();
    harness.get_by_label("Mark the last move").click();
    harness.run();
    assert!(!harness.state().settings().mark_last_move);
    harness.state().flush_saves();
    let (saved, _) = Store::new(dir.path()).load_settings();
    assert!(!saved.mark_last_move);
}

#[test]
fn the_move_list_follows_the_game_and_can_be_hidden() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    harness.get_by_label("Moves");
    click_cell(&mut harness, "d3".parse().unwrap());
    click_cell(&mut harness, "c3".parse().unwrap());
    // Rows are numbered by their moves, as the mistakes and the graph count them.
    harness.get_by_label("1–2.");
    harness.get_by_label("d3");
    harness.get_by_label("c3");
    click_cell(&mut harness, "c4".parse().unwrap());
    harness.get_by_label("3.");
    harness.get_by_label("Undo").click();
    harness.run();
    harness.get_by_label("Undo").click();
    harness.run();
    // The move taken back stays in the list (dimmed): it is the move Redo would play.
    assert_eq!(harness.state().game().moves_played().len(), 1);
    harness.get_by_label("c3");

    // A narrow window keeps its width for the board: the list goes under it, and back beside
    // it when the window widens.
    let board_bottom = |harness: &Harness<'_, App>| {
        harness
            .get_all_by(|n| n.label().is_some_and(|l| l.starts_with("a1, ")))
            .next()
            .unwrap()
            .rect()
            .bottom()
    };
    let beside = harness.get_by_label("Moves").rect();
    assert!(beside.top() < board_bottom(&harness));
    harness.set_size(egui::vec2(500.0, 700.0));
    harness.run();
    let under = harness.get_by_label("Moves").rect();
    assert!(under.top() > board_bottom(&harness), "{under:?}");
    harness.get_by_label("c3");
    // A small window keeps the list beside the board, narrower.
    harness.set_size(egui::vec2(500.0, 450.0));
    harness.run();
    let narrow = harness.get_by_label("Moves").rect();
    assert!(narrow.top() < board_bottom(&harness), "{narrow:?}");
    assert!(narrow.right() <= 500.0, "{narrow:?}");
    harness.set_size(egui::vec2(900.0, 760.0));
    harness.run();
    assert!(harness.get_by_label("Moves").rect().top() < board_bottom(&harness));

    harness.get_by_label("View").click();
    harness.run();
    harness.get_by_label("Show the move list").click();
    harness.run();
    assert!(harness.query_by_label("Moves").is_none());
    harness.state().flush_saves();
    let saved = Store::new(dir.path()).load_settings().0;
    assert_eq!(saved.panels.get("moves"), Some(false));
}

#[test]
fn clicking_a_move_shows_its_position_and_a_new_move_there_can_be_taken_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    let mut line = Vec::new();
    for _ in 0..4 {
        let square = harness.state().game().moves().iter().next().unwrap();
        click_cell(&mut harness, square);
        line.push(square);
    }
    let full = harness.state().game().clone();

    // Back to the position after the second move, then forward to the fourth.
    harness.get_by_label(&line[1].to_string()).click();
    harness.run();
    assert_eq!(harness.state().game().moves_played(), line[..2]);
    assert_eq!(harness.state().game().redo_moves(), line[2..]);
    harness.get_by_label(&line[3].to_string()).click();
    harness.run();
    assert_eq!(harness.state().game(), &full);

    // From the first move, a different move replaces the rest of the line...
    harness.get_by_label(&line[0].to_string()).click();
    harness.run();
    let other = harness
        .state()
        .game()
        .moves()
        .iter()
        .find(|&m| m != line[1])
        .unwrap();
    click_cell(&mut harness, other);
    assert_eq!(harness.state().game().moves_played(), [line[0], other]);
    assert!(!harness.state().game().can_redo());
    assert!(harness.query_by_label(&line[3].to_string()).is_none());
    // ...and the replaced line can be brought back, whole.
    harness.get_by_label("Swap with the previous game").click();
    harness.run();
    assert_eq!(harness.state().game().moves_played(), line[..1]);
    assert_eq!(harness.state().game().redo_moves(), line[1..]);
    harness.state().flush_saves();
    let saved = Store::new(dir.path()).load_game().0.unwrap();
    assert_eq!(saved.moves_played(), line[..1]);
}

#[test]
fn arrow_keys_move_a_cursor_and_enter_or_space_plays() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    assert_eq!(harness.state().cursor(), None);
    // The first press of Up or Down shows the cursor on the first legal move, d3 (Left and
    // Right step through the game while no cursor is shown).
    harness.key_press(egui::Key::ArrowDown);
    harness.run();
    let d3: Square = "d3".parse().unwrap();
    assert_eq!(harness.state().cursor(), Some(d3));
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert_eq!(harness.state().game().moves_played(), vec![d3]);

    // White: c3 is one to the left.
    harness.key_press(egui::Key::ArrowLeft);
    harness.run();
    harness.key_press(egui::Key::Space);
    harness.run();
    assert_eq!(
        harness.state().game().moves_played(),
        vec![d3, "c3".parse().unwrap()]
    );

    // An illegal cell is refused like a click; the cursor stays on the board at the edges.
    for _ in 0..20 {
        harness.key_press(egui::Key::ArrowUp);
    }
    harness.run();
    assert_eq!(harness.state().cursor(), Some("c1".parse().unwrap()));
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert_eq!(harness.state().game().moves_played().len(), 2);
    assert_eq!(
        harness.state().message().as_deref(),
        Some("c1 flips nothing")
    );
}

#[test]
fn the_keyboard_still_works_after_a_mouse_click() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    click_cell(&mut harness, "d3".parse().unwrap());
    // The clicked cell does not keep the keys: the first arrow shows the cursor on White's
    // first legal move, c3, and Enter plays it.
    harness.key_press(egui::Key::ArrowDown);
    harness.run();
    let c3: Square = "c3".parse().unwrap();
    assert_eq!(harness.state().cursor(), Some(c3));
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert_eq!(
        harness.state().game().moves_played(),
        vec!["d3".parse().unwrap(), c3]
    );
}

#[test]
fn hovering_a_legal_cell_previews_its_flips() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    let sq = |s: &str| s.parse::<Square>().unwrap();
    harness.get_by_label("d3, empty, legal move").hover();
    harness.run();
    assert_eq!(harness.state().hovered(), Some(sq("d3")));
    assert_eq!(harness.state().preview(), Some((sq("d3"), vec![sq("d4")])));
    // An illegal cell previews nothing.
    harness.get_by_label("a1, empty").hover();
    harness.run();
    assert_eq!(harness.state().preview(), None);

    harness.get_by_label("View").click();
    harness.run();
    harness.get_by_label("Preview flips").click();
    harness.run();
    harness.get_by_label("d3, empty, legal move").hover();
    harness.run();
    assert_eq!(harness.state().preview(), None);
    harness.state().flush_saves();
    assert!(!Store::new(dir.path()).load_settings().0.preview_flips);
}

#[test]
fn flip_animation_never_swallows_a_click_and_can_be_turned_off() {
    let dir = tempfile::tempdir().unwrap();
    Store::new(dir.path())
        .save_settings(&Settings::default())
        .unwrap();
    let mut harness = window::open(
        dir.path(),
        window::builder().with_step_dt(0.02).with_max_steps(100),
    );
    harness.run();
    assert_eq!(harness.state().settings().animation, AnimationSpeed::Normal);
    let sq = |s: &str| s.parse::<Square>().unwrap();
    harness.get_by_label("d3, empty, legal move").click();
    harness.step();
    harness.step();
    assert!(harness.state().othello().is_animating());
    assert_eq!(harness.state().game().moves_played(), vec![sq("d3")]);
    // The next move goes in while the discs are still turning.
    harness.get_by_label("c3, empty, legal move").click();
    harness.step();
    assert_eq!(
        harness.state().game().moves_played(),
        vec![sq("d3"), sq("c3")]
    );
    // The animation ends by itself and stops asking for frames.
    harness.run();
    assert!(!harness.state().othello().is_animating());

    harness.get_by_label("View").click();
    harness.run();
    harness.get_by_label("Flip animation").click();
    harness.run();
    harness.get_by_label("Off").click();
    harness.run();
    assert_eq!(harness.state().settings().animation, AnimationSpeed::Off);
    click_cell(&mut harness, sq("c4"));
    assert!(!harness.state().othello().is_animating());
    harness.state().flush_saves();
    assert_eq!(
        Store::new(dir.path()).load_settings().0.animation,
        AnimationSpeed::Off
    );
}

#[test]
fn moves_copy_to_the_clipboard_and_paste_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    click_cell(&mut harness, "d3".parse().unwrap());
    click_cell(&mut harness, "c3".parse().unwrap());
    harness.get_by_label("Game").click();
    harness.run();
    harness.get_by_label_contains("Copy game").click();
    harness.step();
    let copied = copied_texts(&harness);
    assert_eq!(
        copied,
        vec![
            "Othello 8x8, Black first, White top-left, most discs wins, full rules\nd3c3"
                .to_owned()
        ]
    );
    harness.run();

    // Ctrl+V delivers the clipboard as a paste event.
    harness.event(egui::Event::Paste("f5f6e6".to_owned()));
    harness.run();
    let game = harness.state().game();
    assert_eq!(
        game.moves_played(),
        ["f5", "f6", "e6"].map(|s| s.parse::<Square>().unwrap())
    );
    harness.get_by_label("Pasted a game of 3 moves");

    // Text that is not a legal game changes nothing and says why.
    let before = harness.state().game().clone();
    harness.event(egui::Event::Paste("f5 a1".to_owned()));
    harness.run();
    assert_eq!(harness.state().game(), &before);
    harness.get_by_label("The pasted text is not a game: move 2 (a1): a1 flips nothing");

    // A header sets up its own board; what was copied pastes back as the identical game.
    harness.event(egui::Event::Paste(
        "Othello 4x4, Black top-left\nd2".to_owned(),
    ));
    harness.run();
    assert_eq!(harness.state().game().rows(), 4);
    assert_eq!(harness.state().game().moves_played().len(), 1);
    harness.event(egui::Event::Paste(copied[0].clone()));
    harness.run();
    let mut expected = Game::new(Options::default()).unwrap();
    for m in ["d3", "c3"] {
        expected.play(m.parse().unwrap()).unwrap();
    }
    assert_eq!(harness.state().game(), &expected);
}

#[test]
fn search_threads_are_chosen_in_the_view_menu_and_saved() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    assert_eq!(harness.state().settings().threads, Threads::Automatic);
    let open = |harness: &mut Harness<'_, App>| {
        harness.get_by_label("View").click();
        harness.run();
        harness.get_by_label("Search threads").click();
        harness.run();
    };
    open(&mut harness);
    // Automatic says how many threads it means on this processor.
    let automatic = Threads::Automatic.count();
    let plural = if automatic == 1 { "" } else { "s" };
    harness.get_by_label(&format!("Automatic ({automatic} thread{plural})"));
    harness.get_by_label("1 thread").click();
    harness.run();
    assert_eq!(harness.state().settings().threads, Threads::Fixed(1));
    harness.state().flush_saves();
    assert_eq!(
        Store::new(dir.path()).load_settings().0.threads,
        Threads::Fixed(1)
    );
    open(&mut harness);
    harness.get_by_label_contains("Automatic").click();
    harness.run();
    assert_eq!(harness.state().settings().threads, Threads::Automatic);
}

#[test]
fn themes_switch_egui_and_are_saved() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    let choose = |harness: &mut Harness<'_, App>, name: &str| {
        harness.get_by_label("View").click();
        harness.run();
        harness.get_by_label("Theme").click();
        harness.run();
        harness.get_by_label(name).click();
        harness.run();
    };
    choose(&mut harness, "Light");
    assert_eq!(harness.ctx.theme(), egui::Theme::Light);
    assert_eq!(harness.state().settings().theme, ThemeChoice::Light);

    choose(&mut harness, "High contrast");
    assert_eq!(harness.ctx.theme(), egui::Theme::Dark);
    let text = harness
        .ctx
        .style_of(egui::Theme::Dark)
        .visuals
        .override_text_color;
    assert_eq!(text, Some(egui::Color32::WHITE));
    harness.state().flush_saves();
    assert_eq!(
        Store::new(dir.path()).load_settings().0.theme,
        ThemeChoice::HighContrast
    );

    // Plain dark gives egui's own dark visuals back.
    choose(&mut harness, "Dark");
    let text = harness
        .ctx
        .style_of(egui::Theme::Dark)
        .visuals
        .override_text_color;
    assert_eq!(text, None);
}

#[test]
fn an_unusable_config_directory_is_reported_not_fatal() {
    let dir = tempfile::tempdir().unwrap();
    let not_a_dir = dir.path().join("file");
    fs::write(&not_a_dir, "").unwrap();
    // A save's failure reaches the window from the writing thread whenever that thread gets to
    // it, sometimes in the middle of a click's frames: its notice then takes a few more frames
    // to settle than a click alone.
    let mut harness = window::open(&not_a_dir, window::builder().with_max_steps(16));
    harness.run();
    assert!(
        harness.state().notices()[0].starts_with("settings.ron could not be read"),
        "{:?}",
        harness.state().notices()
    );
    // Playing still works; the failed save is reported once.
    harness.get_by_label("Dismiss all").click();
    harness.run();
    click_cell(&mut harness, "d3".parse().unwrap());
    click_cell(&mut harness, "c3".parse().unwrap());
    assert_eq!(harness.state().game().moves_played().len(), 2);
    // Saves fail on the writing thread; the next frame collects the failures.
    harness.state().flush_saves();
    harness.run();
    let notices = harness.state().notices();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(notices[0].starts_with("The game could not be saved"));
}

#[test]
fn cells_stay_square_and_inside_the_window_at_any_size() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let options = Options {
        rows: 6,
        cols: 12,
        ..Options::default()
    };
    store
        .save_settings(&Settings {
            options,
            ..Settings::default()
        })
        .unwrap();
    store.save_game(&Game::new(options).unwrap()).unwrap();
    let mut harness = harness(dir.path());
    for (w, h) in [
        (900.0, 760.0),
        (420.0, 400.0),
        (1600.0, 700.0),
        (500.0, 1200.0),
    ] {
        harness.set_size(egui::vec2(w, h));
        harness.run();
        let cells: Vec<egui::Rect> = (0..options.rows)
            .flat_map(|r| (0..options.cols).map(move |c| Square::new(r, c)))
            .map(|sq| {
                let prefix = format!("{sq}, ");
                harness
                    .get_by(|node| node.label().is_some_and(|l| l.starts_with(&prefix)))
                    .rect()
            })
            .collect();
        let side = cells[0].width();
        assert!(side > 8.0, "{w}x{h}: cells of {side}");
        for rect in &cells {
            assert!((rect.width() - side).abs() < 0.01, "{w}x{h}: {rect:?}");
            assert!((rect.height() - side).abs() < 0.01, "{w}x{h}: {rect:?}");
            assert!(rect.min.x >= 0.0 && rect.min.y >= 0.0, "{w}x{h}: {rect:?}");
            assert!(rect.max.x <= w && rect.max.y <= h, "{w}x{h}: {rect:?}");
        }
        // Neighbours touch, in board order.
        assert!((cells[1].min.x - cells[0].max.x).abs() < 0.01);
        let below = usize::from(options.cols);
        assert!((cells[below].min.y - cells[0].max.y).abs() < 0.01);
    }
}

#[test]
fn a_game_replaced_by_restart_or_a_new_game_can_be_brought_back_until_the_next_move() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    let sq = |s: &str| s.parse::<Square>().unwrap();
    assert!(
        harness
            .query_by_label("Swap with the previous game")
            .is_none()
    );
    click_cell(&mut harness, sq("d3"));
    harness.get_by_label("Game").click();
    harness.run();
    harness.get_by_label("Restart").click();
    harness.run();
    assert!(harness.state().game().moves_played().is_empty());

    harness.get_by_label("Swap with the previous game").click();
    harness.run();
    assert_eq!(harness.state().game().moves_played(), vec![sq("d3")]);
    harness.state().flush_saves();
    let (saved, _) = Store::new(dir.path()).load_game();
    assert_eq!(saved.unwrap().moves_played(), vec![sq("d3")]);

    // A new game from the dialog is just as recoverable; a move makes the choice final.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    harness.run();
    // A modal takes its full size over a few frames (in the window, before a person can click).
    for _ in 0..5 {
        harness.step();
    }
    harness.get_by_label("Start").click();
    harness.run();
    assert!(harness.state().game().moves_played().is_empty());
    click_cell(&mut harness, sq("f5"));
    assert!(
        harness
            .query_by_label("Swap with the previous game")
            .is_none()
    );
    assert_eq!(harness.state().game().moves_played(), vec![sq("f5")]);
}

#[test]
fn the_window_opens_at_the_size_it_was_closed_at() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    assert_eq!(harness.state().window_size(), WindowSize::default());
    harness.set_size(egui::vec2(640.0, 520.0));
    harness.run();
    // Closing the window saves everything.
    harness.state_mut().save_all();
    harness.state().flush_saves();
    let (saved, notice) = Store::new(dir.path()).load_settings();
    assert_eq!(notice, None);
    let expected = WindowSize {
        width: 640,
        height: 520,
        maximized: false,
    };
    assert_eq!(saved.window, expected);
    let relaunched = App::new_in(Store::new(dir.path()), Language::English);
    assert_eq!(relaunched.window_size(), expected);
    assert_eq!(expected.inner_size(), [640.0, 520.0]);
}

#[test]
fn a_focused_cell_is_the_cursor_and_plays_with_enter() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    let cell_label = |square: Square| format!("{square}, ");
    // Focus reaches d3 (as Tab or a screen reader would bring it there): the cursor is there.
    let d3: Square = "d3".parse().unwrap();
    harness
        .get_by(|node| node.label().is_some_and(|l| l.starts_with(&cell_label(d3))))
        .focus();
    harness.run();
    assert_eq!(harness.state().cursor(), Some(d3));
    // The arrow keys move the focus from cell to cell, and the cursor with it.
    harness.key_press(egui::Key::ArrowRight);
    harness.run();
    assert_eq!(harness.state().cursor(), Some("e3".parse().unwrap()));
    harness.key_press(egui::Key::ArrowLeft);
    harness.run();
    assert_eq!(harness.state().cursor(), Some(d3));
    // Enter plays the focused cell, once.
    harness.key_press(egui::Key::Enter);
    harness.run();
    assert_eq!(harness.state().game().moves_played(), vec![d3]);
    assert_eq!(harness.state().game().turn(), Some(Player::White));
}

/// The texts the frame put on the clipboard.
fn copied_texts(harness: &Harness<'_, App>) -> Vec<String> {
    harness
        .output()
        .platform_output
        .commands
        .iter()
        .filter_map(|c| match c {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn paste_takes_whatever_the_window_copies_or_saves() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    for square in ["f5", "d6", "c3", "d3"] {
        click_cell(&mut harness, square.parse().unwrap());
    }
    let game = harness.state().game().clone();
    let ctx = harness.ctx.clone();
    let copy = |harness: &mut Harness<'_, App>, command: OthelloCommand| {
        harness.state_mut().apply(command.into(), &ctx);
        harness.step();
        let texts = copied_texts(harness);
        assert_eq!(texts.len(), 1, "{texts:?}");
        texts[0].clone()
    };
    let ggf = copy(&mut harness, OthelloCommand::CopyGgf);
    let obf = copy(&mut harness, OthelloCommand::CopyPosition);
    let record = othello::gui::files::text(
        &othello_core::Record::from_game(&game),
        othello::gui::files::Format::Record,
    )
    .unwrap();
    harness.run();
    for (what, text, expected_note) in [
        ("GGF", ggf, "Pasted a game of 4 moves"),
        ("the record", record, "Pasted a game of 4 moves"),
    ] {
        harness
            .state_mut()
            .apply(othello::gui::GameCommand::Restart.into(), &ctx);
        harness.event(egui::Event::Paste(text));
        harness.run();
        assert_eq!(harness.state().game(), &game, "{what}");
        assert_eq!(
            harness.state().message().as_deref(),
            Some(expected_note),
            "{what}"
        );
    }
    // The position alone: the same board and side to move, no moves.
    harness.event(egui::Event::Paste(obf));
    harness.run();
    assert_eq!(
        harness.state().message().as_deref(),
        Some("Pasted a position")
    );
    assert_eq!(harness.state().game().position(), game.position());
    assert!(harness.state().game().moves_played().is_empty());

    // A bare move list of the standard game, pasted during a 6×6 game, starts that game.
    harness.event(egui::Event::Paste("Othello 6x6\nc2".to_owned()));
    harness.run();
    assert_eq!(harness.state().game().rows(), 6);
    harness.event(egui::Event::Paste("f5d6c3d3c4".to_owned()));
    harness.run();
    assert_eq!(harness.state().game().rows(), 8);
    assert_eq!(harness.state().game().moves_played().len(), 5);
    let note = harness.state().message().unwrap();
    assert!(note.contains("on the standard 8×8 board"), "{note}");
    // One that fits neither is refused with the reason on the board on screen.
    harness.event(egui::Event::Paste("Othello 6x6\nc2".to_owned()));
    harness.run();
    harness.event(egui::Event::Paste("f5 a1".to_owned()));
    harness.run();
    assert_eq!(harness.state().game().rows(), 6);
    let refusal = harness.state().message().unwrap();
    assert!(
        refusal.starts_with("The pasted text is not a game"),
        "{refusal}"
    );
}

#[test]
fn the_status_bar_says_the_terms_of_play_and_speaks_of_the_book_only_where_it_is_used() {
    // Two people, the usual rules: nothing to say, and the book is nobody's business.
    let dir = tempfile::tempdir().unwrap();
    let usual = started(dir.path());
    assert!(usual.query_by_label("In the opening book").is_none());
    assert!(
        usual
            .query_by(|n| n
                .label()
                .is_some_and(|l| l.contains(" · ") || l.contains("Computer (")))
            .is_none()
    );

    // 6×10, fewest discs wins, against the Intermediate computer: both said during play.
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        options: Options {
            rows: 6,
            cols: 10,
            win_rule: WinRule::FewestDiscs,
            ..Options::default()
        },
        white: othello::gui::Seat::computer(othello_engine::Level::Intermediate),
        ..Settings::default()
    };
    Store::new(dir.path()).save_settings(&settings).unwrap();
    let mut reverse = harness(dir.path());
    reverse.run();
    reverse.get_by_label("Fewest discs wins · White: Computer (Intermediate)");

    // On 8×8 against the computer, the book it plays from is worth a word.
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        white: othello::gui::Seat::computer(othello_engine::Level::Intermediate),
        ..Settings::default()
    };
    Store::new(dir.path()).save_settings(&settings).unwrap();
    let mut harness = harness(dir.path());
    harness.run();
    harness.get_by_label("White: Computer (Intermediate)");
    harness.get_by_label("In the opening book");
}

#[test]
fn escape_on_an_open_list_closes_the_list_and_keeps_the_dialog() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    harness.run();
    harness
        .get_by_role_and_label(Role::Slider, "Rows")
        .set_value_accesskit(6.0);
    harness.run();
    // White's list, open.
    harness
        .get_all_by_role(Role::ComboBox)
        .nth(1)
        .unwrap()
        .click();
    harness.run();
    assert!(harness.query_by_label("Computer (Expert)").is_some());
    harness.key_press(egui::Key::Escape);
    harness.run();
    assert!(
        harness.state().is_setup_open(),
        "Escape on the list closed the whole dialog"
    );
    assert!(harness.query_by_label("Computer (Expert)").is_none());
    // The change made before stays; a second Escape cancels the dialog.
    harness.get_by_role_and_label(Role::Slider, "Rows");
    harness.key_press(egui::Key::Escape);
    harness.run();
    assert!(!harness.state().is_setup_open());
}

#[test]
fn a_notice_is_read_in_the_language_chosen_after_it_came() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join(SETTINGS_FILE), "(options: (rows: 8, cols: ").unwrap();
    let mut harness = harness(dir.path());
    harness.run();
    assert!(harness.state().notices()[0].starts_with("settings.ron could not be used"));
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(
        othello::gui::Command::Set(othello::gui::Preference::Language(Some(Language::German))),
        &ctx,
    );
    harness.run();
    let notice = harness.state().notices()[0].clone();
    assert!(
        notice.starts_with("settings.ron konnte nicht verwendet werden"),
        "{notice}"
    );
    // On screen too, not only when asked.
    harness.get_by_label_contains("konnte nicht verwendet werden");
}
