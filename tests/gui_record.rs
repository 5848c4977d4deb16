//! The game's record in the window, driven through egui_kittest by label: Save never rewrites a
//! file of many games with one, a game opened keeps its header when saved or copied, and a
//! record opened is studied by people on both sides whatever the last game's seats were.
#![cfg(feature = "gui")]

mod common;

use common::window;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use othello::gui::{App, Seat, Settings};
use othello_core::Player;
use othello_core::notation::ggf;
use othello_engine::Level;
use std::path::Path;

const START: &str = "BO[8 ---------------------------O*------*O--------------------------- *]";

fn alice_bob() -> String {
    format!(
        "(;GM[Othello]PC[Paris]DT[2020.01.01]PB[Alice]PW[Bob]RB[2100]RE[+2.000]{START}B[F5]W[D6]B[C3];)"
    )
}

fn archive() -> String {
    format!(
        "{}\n(;GM[Othello]PB[Cid]PW[Dee]{START}B[F5]W[F6];)\n(;GM[Othello]PB[Eve]PW[Fay]{START}B[E6];)\n",
        alice_bob()
    )
}

/// The window with White played by the computer at Expert in the last game's settings.
fn window(dir: &Path) -> Harness<'static, App> {
    let settings = Settings {
        white: Seat::computer(Level::Expert),
        ..Settings::default()
    };
    let mut harness = window::open_with(dir, &settings, window::builder());
    harness.run_ok();
    harness
}

fn menu(harness: &mut Harness<'_, App>, item: &str) {
    harness.get_by_label("Game").click();
    harness.run_ok();
    harness.get_by_label_contains(item).click();
    harness.run_ok();
}

/// Opens `path` through Game → Open….
fn open(harness: &mut Harness<'_, App>, path: &Path) {
    menu(harness, "Open…");
    window::choose_file(harness, path, "Open");
}

fn first_move(harness: &Harness<'_, App>) -> String {
    harness
        .state()
        .game()
        .moves()
        .iter()
        .next()
        .unwrap()
        .to_string()
}

fn ctrl_s(harness: &mut Harness<'_, App>) {
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    harness.run_ok();
}

/// The window with the archive of three games at `path` opened, its game list shown.
fn archive_opened(dir: &Path, path: &Path) -> Harness<'static, App> {
    std::fs::write(path, archive()).unwrap();
    let mut harness = window(dir);
    open(&mut harness, path);
    // The list is read off the window's thread.
    window::wait_for_label(&mut harness, "Close");
    harness
}

/// Ctrl+S answered with the button `choice` of Save's question; the file's text once written.
fn save_answering(harness: &mut Harness<'_, App>, path: &Path, choice: &str) -> String {
    ctrl_s(harness);
    harness.get_by_label(choice).click();
    harness.run_ok();
    harness.state().flush_saves();
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn ctrl_s_on_a_game_of_an_archive_asks_and_keeps_the_other_games() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("match.ggf");
    let mut harness = archive_opened(dir.path(), &path);
    // The file's games are listed; the list is closed, a move is played, and Save is pressed.
    harness.get_by_label("Close").click();
    harness.run_ok();
    let next = first_move(&harness);
    window::click_cell(&mut harness, &next);
    ctrl_s(&mut harness);
    harness.state().flush_saves();
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        archive(),
        "Save wrote nothing before the question was answered"
    );
    harness.get_by_label_contains("Save a game of a file of many games");
    harness.key_press(egui::Key::Escape);
    harness.run_ok();
    let text = save_answering(&mut harness, &path, "Replace game 1 in the file");
    let games: Vec<_> = ggf::parse_all(&text).map(Result::unwrap).collect();
    assert_eq!(games.len(), 3, "{text}");
    assert_eq!(games[0].plies.len(), 4, "game 1 is the game on the board");
    assert_eq!(games[0].players.black.as_deref(), Some("Alice"));
    let rest = &archive()[alice_bob().len()..];
    assert!(
        text.ends_with(rest),
        "the other games byte for byte:\n{text:?}\n{rest:?}"
    );
    // Added as a new game: four, the first three as they were.
    let added = save_answering(&mut harness, &path, "Add it to the file as game 4");
    assert_eq!(ggf::parse_all(&added).count(), 4);
    assert!(added.starts_with(text.trim_end()));
}

#[test]
fn a_game_opened_keeps_its_header_when_saved_and_copied() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("alice-bob.ggf");
    std::fs::write(&path, alice_bob()).unwrap();
    let mut harness = window(dir.path());
    open(&mut harness, &path);
    harness.get_by_label("Game").click();
    harness.run_ok();
    harness.get_by_label("Copy as GGF").click();
    harness.step();
    let copied = window::copied_text(&harness).expect("the game was copied");
    // A file of one game is saved over, with the header it was opened with.
    ctrl_s(&mut harness);
    harness.state().flush_saves();
    let saved = std::fs::read_to_string(&path).unwrap();
    for text in [&copied, &saved] {
        for part in [
            "PB[Alice]",
            "PW[Bob]",
            "DT[2020.01.01]",
            "PC[Paris]",
            "RE[+2.000]",
            "RB[2100]",
        ] {
            assert!(text.contains(part), "{part} in {text}");
        }
    }
}

#[test]
fn a_record_opened_is_studied_by_people_on_both_sides() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("alice-bob.ggf");
    std::fs::write(&path, alice_bob()).unwrap();
    let mut harness = window(dir.path());
    // The last game was against Expert as White; the record opened has White to move.
    open(&mut harness, &path);
    assert!(!harness.state().computer_to_move());
    harness.get_by_label_contains("Study: people play both sides");
    // A move played for White to study a line is a person's, and Black's answer too.
    let next = first_move(&harness);
    window::click_cell(&mut harness, &next);
    assert_eq!(harness.state().game().moves_played().len(), 4);
    for _ in 0..20 {
        harness.step();
    }
    assert!(!harness.state().is_thinking());
    assert_eq!(harness.state().game().moves_played().len(), 4);
    // The computer plays only once a side is handed to it.
    harness.get_by_label("Game").click();
    harness.run_ok();
    harness.get_by_label_contains("Black: Human").hover();
    harness.run_ok();
    let expert = Seat::computer(Level::Expert).describe();
    // The submenu opens under the pointer after a moment.
    window::wait_for_label(&mut harness, &expert);
    harness.get_by_label(&expert).click();
    harness.run_ok();
    assert!(
        harness
            .state()
            .othello()
            .session()
            .seat(Player::Black)
            .is_computer()
    );
    window::step_until(&mut harness, "the computer moved for Black", |app| {
        app.game().moves_played().len() == 5
    });
}

#[test]
fn a_game_picked_by_a_players_name_opens_and_saves_into_its_place() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("match.ggf");
    let mut harness = archive_opened(dir.path(), &path);
    // A click on the player's name selects the row, as a click on its number does.
    harness.get_by_label("Cid").click();
    harness.run_ok();
    harness.get_by_label("Open").click();
    harness.run_ok();
    assert_eq!(harness.state().game().moves_played().len(), 2);
    assert_eq!(
        harness
            .state()
            .othello()
            .session()
            .header()
            .players
            .black
            .as_deref(),
        Some("Cid")
    );
    // Saved, it goes back in its own place: game 2 of 3.
    let text = save_answering(&mut harness, &path, "Replace game 2 in the file");
    let games: Vec<_> = ggf::parse_all(&text).map(Result::unwrap).collect();
    assert_eq!(games.len(), 3);
    assert_eq!(games[1].players.black.as_deref(), Some("Cid"));
    assert_eq!(games[0].players.black.as_deref(), Some("Alice"));
    assert!(text.starts_with(&alice_bob()), "game 1 byte for byte");
}

#[test]
fn save_as_over_an_existing_file_asks_before_it_replaces_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("match.ggf");
    std::fs::write(&path, archive()).unwrap();
    let mut harness = window(dir.path());
    // A game played here, saved as the name of a file of three games.
    let next = first_move(&harness);
    window::click_cell(&mut harness, &next);
    menu(&mut harness, "Save as…");
    window::choose_file(&mut harness, &path, "Save");
    harness.state().flush_saves();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), archive());
    harness.get_by_label_contains("match.ggf already exists");
    // Replace, asked for, writes over it.
    harness.get_by_label("Replace").click();
    harness.run_ok();
    harness.state().flush_saves();
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(ggf::parse_all(&text).count(), 1);
}
