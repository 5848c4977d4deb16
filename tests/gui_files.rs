//! Game files in the window, driven through egui_kittest: Save as and Open through the dialogs
//! in every format, Save back to the same file, a bad file that names its line and loses
//! nothing, a file dropped on the window, and the GGF and OBF exports.
#![cfg(feature = "gui")]

mod common;

use common::window;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use othello::gui::files::Format;
use othello::gui::i18n::Language;
use othello::gui::{App, Settings, Store};
use othello_core::notation::{ggf, obf};
use othello_core::{Game, Options, Square};
use std::path::Path;
use std::sync::Arc;

fn window(dir: &Path) -> Harness<'static, App> {
    let settings = Settings {
        options: Options {
            rows: 6,
            cols: 6,
            ..Options::default()
        },
        ..Settings::default()
    };
    let mut harness = window::open_with(dir, &settings, window::builder());
    harness.run_ok();
    harness
}

/// Plays the first legal move `n` times by clicking.
fn play(harness: &mut Harness<'_, App>, n: usize) {
    for _ in 0..n {
        let square = harness.state().game().moves().iter().next().unwrap();
        let prefix = format!("{square}, ");
        harness
            .get_by(|node| node.label().is_some_and(|l| l.starts_with(&prefix)))
            .click();
        harness.run_ok();
    }
}

fn menu(harness: &mut Harness<'_, App>, item: &str) {
    harness.get_by_label("Game").click();
    harness.run_ok();
    harness.get_by_label_contains(item).click();
    harness.run_ok();
}

fn choose(harness: &mut Harness<'_, App>, path: &Path, button: &str) {
    window::choose_file(harness, path, button);
}

#[test]
fn save_as_then_open_in_every_format_gives_the_game_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path());
    play(&mut harness, 5);
    let game = harness.state().game().clone();
    for format in Format::ALL {
        let path = dir.path().join(format!("saved.{}", format.extension()));
        menu(&mut harness, "Save as…");
        harness.get_by_label(&format.name()).click();
        harness.run_ok();
        choose(&mut harness, &dir.path().join("saved"), "Save");
        harness.state().flush_saves();
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(Format::detect(&text), format, "{text}");
        assert!(
            harness
                .state()
                .message()
                .unwrap()
                .contains("Saved to saved.")
        );
        // Start again, then open what was saved.
        menu(&mut harness, "Restart");
        assert!(harness.state().game().moves_played().is_empty());
        menu(&mut harness, "Open…");
        choose(&mut harness, &path, "Open");
        assert_eq!(harness.state().game(), &game, "{format:?}");
        assert!(
            harness.state().notices().is_empty(),
            "{:?}",
            harness.state().notices()
        );
    }
}

#[test]
fn save_writes_back_to_the_file_the_game_came_from() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.txt");
    let mut source = Game::new(Options {
        rows: 6,
        cols: 6,
        ..Options::default()
    })
    .unwrap();
    source.play(source.moves().iter().next().unwrap()).unwrap();
    std::fs::write(&path, othello_core::notation::transcript::to_text(&source)).unwrap();
    let mut harness = window(dir.path());
    menu(&mut harness, "Open…");
    choose(&mut harness, &path, "Open");
    assert_eq!(harness.state().game(), &source);
    play(&mut harness, 2);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    harness.run_ok();
    harness.state().flush_saves();
    let saved = std::fs::read_to_string(&path).unwrap();
    let expected = othello_core::notation::transcript::to_text(harness.state().game());
    assert_eq!(saved.trim_end(), expected.trim_end());
    assert!(saved.ends_with('\n'));
}

#[test]
fn a_bad_file_names_its_line_and_the_game_stays() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path());
    play(&mut harness, 3);
    let game = harness.state().game().clone();
    let bad = dir.path().join("broken.ggf");
    std::fs::write(
        &bad,
        "(;GM[Othello]\nBO[6 ------------------------------------ *]\nB[Q9];)",
    )
    .unwrap();
    menu(&mut harness, "Open…");
    choose(&mut harness, &bad, "Open");
    assert_eq!(harness.state().game(), &game);
    let notice = harness.state().notices().join("\n");
    assert!(notice.contains("broken.ggf"), "{notice}");
    assert!(notice.contains("line 3"), "{notice}");
    // A folder is not a game either, and says so.
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(
        othello::gui::Command::OpenFile(dir.path().to_path_buf()),
        &ctx,
    );
    harness.run_ok();
    assert!(harness.state().notices().join("\n").contains("a directory"));
    assert_eq!(harness.state().game(), &game);
}

/// A browser's picker hands over a file's name and bytes: they open as a file by its path does,
/// and bytes that are no game text (binary, too large) name the file and leave the game be.
#[test]
fn a_picked_files_bytes_open_and_bad_bytes_name_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path());
    play(&mut harness, 3);
    let kept = harness.state().game().clone();
    let ctx = harness.ctx.clone();
    let open = |harness: &mut Harness<'_, App>, name: &str, bytes: Vec<u8>| {
        let command = othello::gui::Command::OpenFileBytes(name.to_owned(), bytes);
        harness.state_mut().apply(command, &ctx);
        harness.run_ok();
    };
    // Not text: the PNG signature and a few bytes more.
    let binary = vec![
        0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00,
    ];
    open(&mut harness, "board.png", binary);
    let notice = harness.state().notices().join("\n");
    assert!(
        notice.contains("board.png") && notice.contains("not text"),
        "{notice}"
    );
    assert_eq!(harness.state().game(), &kept);
    // Text, but far more than any game.
    open(&mut harness, "huge.txt", vec![b' '; 2 << 20]);
    let notice = harness.state().notices().join("\n");
    assert!(
        notice.contains("huge.txt") && notice.contains("KiB"),
        "{notice}"
    );
    assert_eq!(harness.state().game(), &kept);
    // A game: read by its name's extension, named in the message.
    let mut game = Game::new(Options::default()).unwrap();
    for m in ["f5", "d6", "c3"] {
        game.play(m.parse::<Square>().unwrap()).unwrap();
    }
    let text = ggf::write(&othello_core::Record::from_game(&game));
    open(&mut harness, "picked.ggf", text.into_bytes());
    assert_eq!(harness.state().game(), &game);
    let message = harness.state().message().unwrap();
    assert!(message.contains("picked.ggf"), "{message}");
}

#[test]
fn a_file_dropped_on_the_window_opens() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = Game::new(Options::default()).unwrap();
    for m in ["f5", "d6", "c3"] {
        game.play(m.parse::<Square>().unwrap()).unwrap();
    }
    let path = dir.path().join("dropped.ggf");
    std::fs::write(&path, ggf::write(&othello_core::Record::from_game(&game))).unwrap();
    let mut harness = window(dir.path());
    harness
        .input_mut()
        .dropped_files
        .push(Arc::new(window::Dropped(path.clone())));
    harness.run_ok();
    assert_eq!(harness.state().game(), &game);
    assert!(harness.state().message().unwrap().contains("dropped.ggf"));
}

/// Clicks a Game menu item and returns the text the frame put on the clipboard.
fn copy(harness: &mut Harness<'_, App>, item: &str) -> String {
    harness.get_by_label("Game").click();
    harness.run_ok();
    harness.get_by_label(item).click();
    harness.step();
    window::copied_text(harness).expect("text on the clipboard")
}

#[test]
fn the_game_and_the_position_copy_as_ggf_and_obf() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path());
    play(&mut harness, 4);
    let game = harness.state().game().clone();
    let copied = copy(&mut harness, "Copy as GGF");
    assert_eq!(ggf::parse(&copied).unwrap().to_game().unwrap(), game);
    let copied = copy(&mut harness, "Copy position as OBF");
    let position = obf::parse(&copied, *game.options()).unwrap();
    assert_eq!(position.setup, game.position());
}

#[test]
fn a_ggf_file_of_many_games_opens_its_first() {
    let dir = tempfile::tempdir().unwrap();
    let mut games = Vec::new();
    let mut text = String::new();
    for first in ["f5", "d3", "c4"] {
        let mut game = Game::new(Options::default()).unwrap();
        game.play(first.parse::<Square>().unwrap()).unwrap();
        text.push_str(&ggf::write(&othello_core::Record::from_game(&game)));
        text.push('\n');
        games.push(game);
    }
    let path = dir.path().join("match.ggf");
    std::fs::write(&path, text).unwrap();
    let mut harness = window(dir.path());
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(othello::gui::Command::OpenFile(path), &ctx);
    harness.run_ok();
    assert_eq!(harness.state().game(), &games[0]);
    let message = harness.state().message().unwrap();
    assert!(message.contains("the first of its 3 games"), "{message}");
}

fn cell(harness: &mut Harness<'_, App>, square: &str) {
    let prefix = format!("{square}, ");
    harness
        .get_by(|node| node.label().is_some_and(|l| l.starts_with(&prefix)))
        .click();
    harness.run_ok();
}

#[test]
fn the_editor_sets_up_a_position_that_starts_saves_and_restores() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path());
    menu(&mut harness, "Edit position…");
    assert!(harness.state().othello().edited().is_some());
    harness.get_by_label("Clear").click();
    harness.run_ok();
    // An empty board: nobody can move, so Start waits and the bar says why.
    assert!(harness.get_by_label("Start").accesskit_node().is_disabled());
    assert!(
        harness
            .query_by_label_contains("Neither side can move")
            .is_some()
    );
    // Cycle: one click black, two clicks white.
    for square in ["a1", "b2", "b2", "c3"] {
        cell(&mut harness, square);
    }
    harness
        .get_by_role_and_label(egui::accesskit::Role::RadioButton, "White")
        .click();
    harness.run_ok();
    let edited = harness.state().othello().edited().unwrap().clone();
    assert_eq!(
        edited.get("a1".parse().unwrap()),
        Some(othello_core::Player::Black)
    );
    assert_eq!(
        edited.get("b2".parse().unwrap()),
        Some(othello_core::Player::White)
    );
    assert_eq!(edited.turn, othello_core::Player::White);
    harness.get_by_label("Start").click();
    harness.run_ok();
    assert!(harness.state().othello().edited().is_none());
    let game = harness.state().game().clone();
    assert_eq!(game.setup(), edited);
    // Black a1 and c3 around White's b2: White cannot move, so Black moves (at once) and
    // captures nothing it has not already; the core decides who is to move.
    assert!(!game.is_over());
    // Saved and restored like any game.
    harness.state().flush_saves();
    drop(harness);
    let restored = App::new_in(Store::new(dir.path()), Language::English);
    assert_eq!(restored.game(), &game);
}

#[test]
fn cancel_leaves_the_game_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path());
    play(&mut harness, 2);
    let game = harness.state().game().clone();
    let disabled = |harness: &Harness<'_, App>, control: &str| {
        harness.get_by_label(control).accesskit_node().is_disabled()
    };
    assert!(!disabled(&harness, "Undo") && !disabled(&harness, "Hint"));
    menu(&mut harness, "Edit position…");
    // Undo and Hint belong to the game, not to the editor: greyed while it is open, and the
    // shortcut does nothing either.
    assert!(disabled(&harness, "Undo") && disabled(&harness, "Hint"));
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    harness.run_ok();
    assert!(harness.state().othello().edited().is_some());
    harness.get_by_label("Standard start").click();
    harness.run_ok();
    cell(&mut harness, "a1");
    harness.get_by_label("Cancel").click();
    harness.run_ok();
    assert!(harness.state().othello().edited().is_none());
    assert_eq!(harness.state().game(), &game);
}

#[test]
fn a_ggf_file_of_many_games_lists_them_to_pick_sort_and_filter() {
    let dir = tempfile::tempdir().unwrap();
    let mut text = String::new();
    let mut games = Vec::new();
    for (black, white, moves) in [
        ("Tamenori", "Murakami", &["f5", "d6", "c3"][..]),
        ("Nicolet", "Tamenori", &["d3", "c5"][..]),
    ] {
        let mut game = Game::new(Options::default()).unwrap();
        for m in moves {
            game.play(m.parse::<Square>().unwrap()).unwrap();
        }
        let mut record = othello_core::Record::from_game(&game);
        record.players.black = Some(black.into());
        record.players.white = Some(white.into());
        text.push_str(&ggf::write(&record));
        text.push('\n');
        games.push(game);
    }
    // A third game whose first move is illegal.
    text.push_str("(;GM[Othello]PB[Broken]PW[Game]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[a1];)\n");
    let path = dir.path().join("tournament.ggf");
    std::fs::write(&path, text).unwrap();
    let mut harness = window(dir.path());
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(othello::gui::Command::OpenFile(path), &ctx);
    harness.run_ok();
    // The first game is on the board; the list (read on a thread of its own) holds all
    // three, the broken one saying why.
    assert_eq!(harness.state().game(), &games[0]);
    for _ in 0..500 {
        if harness.query_by_label("Games of tournament.ggf").is_some() {
            break;
        }
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    harness.run_ok();
    harness.get_by_label("Games of tournament.ggf");
    assert!(harness.query_by_label("Nicolet").is_some());
    assert!(harness.query_by_label_contains("Cannot be read").is_some());
    harness.get_by_label_contains("3 of 3 games shown; 1 cannot be read");
    // Filtered by a player: Tamenori played both readable games, Nicolet one.
    harness.get_by_label("Player:").click();
    harness.run_ok();
    harness.get_by_label("Player:").type_text("nicolet");
    harness.run_ok();
    assert!(harness.query_by_label("Murakami").is_none());
    assert!(
        harness
            .query_by_label_contains("1 of 3 games shown")
            .is_some()
    );
    // Game 2 picked and opened.
    harness.get_by_label("Game 2").click();
    harness.run_ok();
    harness.get_by_label("Open").click();
    harness.run_ok();
    assert_eq!(harness.state().game(), &games[1]);
    assert_eq!(
        harness.state().message().as_deref(),
        Some("Opened game 2 of tournament.ggf: 2 moves")
    );
}

/// New game after opening a file starts from the player's remembered choices, not from the
/// opened game's board; after a game played here it starts from that game's board.
#[test]
fn new_game_after_opening_a_file_offers_the_remembered_setup() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path());
    assert_eq!(harness.state().game().rows(), 6);
    let mut game = Game::new(Options::default()).unwrap();
    game.play("f5".parse::<Square>().unwrap()).unwrap();
    let path = dir.path().join("standard.ggf");
    std::fs::write(&path, ggf::write(&othello_core::Record::from_game(&game))).unwrap();
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(othello::gui::Command::OpenFile(path), &ctx);
    harness.run_ok();
    assert_eq!(harness.state().game().rows(), 8);
    menu(&mut harness, "New game…");
    harness.get_by_label("Start").click();
    harness.run_ok();
    assert_eq!(
        (harness.state().game().rows(), harness.state().game().cols()),
        (6, 6)
    );
}
