//! The Database panel, driven by label: out of the box it answers for the openings from the
//! statistics shipped with the program; after an import it answers with the games themselves,
//! lists them newest first, filters them by player and opens one at the position on the board.
#![cfg(feature = "gui")]

mod common;

use common::window;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use othello::gui::{
    AnimationSpeed, App, Command, GameCommand, OthelloCommand, Panels, Picked, Settings,
};
use othello_core::wthor::{self, Header, WthorGame};
use othello_core::{Game, Options, Square};
use std::path::Path;
use std::time::Duration;

fn open(dir: &Path) -> Harness<'static, App> {
    let settings = Settings {
        animation: AnimationSpeed::Off,
        panels: Panels::default().with("database", true),
        ..Settings::default()
    };
    let builder = window::builder()
        .with_size([1000.0, 760.0])
        .with_step_dt(1.0 / 60.0);
    let mut harness = window::open_with(dir, &settings, builder);
    harness.step();
    harness
}

/// Steps until a widget labelled `label` is there (the database answers off the window's
/// thread).
fn wait_for(harness: &mut Harness<'_, App>, label: &str) {
    for _ in 0..3000 {
        if harness.query_by_label(label).is_some() {
            return;
        }
        harness.step();
        std::thread::sleep(Duration::from_millis(2));
    }
    panic!("gave up waiting for {label:?}");
}

fn sq(text: &str) -> Square {
    text.parse().unwrap()
}

fn record(moves: &str, black: u16, white: u16, black_discs: u8) -> WthorGame {
    let moves = moves
        .as_bytes()
        .chunks(2)
        .map(|m| sq(std::str::from_utf8(m).unwrap()))
        .collect();
    WthorGame {
        tournament: 0,
        black,
        white,
        black_discs,
        theoretical: 32,
        moves,
    }
}

/// The window on `config`, once it answers from the shipped statistics, after an import of
/// `source`.
fn imported(config: &Path, source: &Path) -> Harness<'static, App> {
    let mut harness = open(config);
    wait_for(&mut harness, "226703 games reached this position");
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(
        Command::Game(GameCommand::Othello(OthelloCommand::ImportDatabase(
            Picked::Paths(vec![source.to_path_buf()]),
        ))),
        &ctx,
    );
    harness
}

/// Three years of games as the federation's files, with the players' names.
fn write_wthor(dir: &Path) {
    std::fs::create_dir_all(dir).unwrap();
    let years = [
        (
            2001,
            vec![record("f5d6c3d3c4", 0, 1, 40), record("f5f6e6", 1, 2, 20)],
        ),
        (2002, vec![record("f5d6c5", 2, 0, 33)]),
        // The first game's opening turned about the a1-h8 diagonal: the same positions.
        (2003, vec![record("e6f4e3", 1, 0, 28)]),
    ];
    for (year, games) in years {
        let bytes = wthor::write_games(&Header::games(year, 20), &games);
        std::fs::write(dir.join(format!("WTH_{year}.wtb")), bytes).unwrap();
    }
    let players: Vec<String> = ["Tastet Marc", "Lee Ann", "Murakami Takeshi"]
        .map(String::from)
        .to_vec();
    std::fs::write(
        dir.join("WTH.JOU"),
        wthor::write_names(&players, wthor::PLAYER_NAME_BYTES),
    )
    .unwrap();
    std::fs::write(
        dir.join("WTH.TRN"),
        wthor::write_names(&["Paris Open".to_owned()], wthor::TOURNAMENT_NAME_BYTES),
    )
    .unwrap();
}

#[test]
fn out_of_the_box_the_panel_answers_for_the_openings_and_its_moves_play() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = open(dir.path());
    harness.get_by_label("Game database");
    // Every shipped game starts with f5: the statistics of the start count them all.
    wait_for(&mut harness, "226703 games reached this position");
    harness.get_by_label_contains("The games themselves come with Game → Import game database…");
    // The move's button plays it, and the panel follows the game.
    harness.get_by_label("f5").click();
    harness.run_ok();
    assert_eq!(harness.state().game().moves_played(), vec![sq("f5")]);
    wait_for(&mut harness, "d6");
    harness.get_by_label("f6");
    harness.get_by_label("f4");
    // A position the shipped statistics do not hold says so.
    harness.get_by_label("Undo").click();
    harness.run_ok();
    // The first legal move each time leaves the played lines within a few moves.
    for _ in 0..10 {
        let Some(m) = harness.state().game().moves().iter().next() else {
            break;
        };
        let ctx = harness.ctx.clone();
        harness
            .state_mut()
            .apply(Command::Game(GameCommand::Play(m)), &ctx);
        harness.step();
    }
    wait_for(
        &mut harness,
        "Fewer than 20 games of the shipped statistics reached this position",
    );
}

#[test]
fn imported_games_are_counted_listed_filtered_and_opened_at_the_position() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("download");
    write_wthor(&source);
    let config = dir.path().join("config");
    let mut harness = imported(&config, &source);
    wait_for(&mut harness, "4 games in the database");
    // Copied into the program's own folder, with the index cached beside it.
    assert!(config.join("wthor/WTH_2003.wtb").is_file());
    assert!(config.join("wthor/WTH.JOU").is_file());
    assert!(config.join("wthor.index").is_file());
    wait_for(&mut harness, "4 games reached this position");

    // After f5: all four (e6 is f5 turned); three of them played d6 (f4 turned back).
    harness.get_by_label("f5").click();
    harness.run_ok();
    wait_for(&mut harness, "3 (75.0%)");
    harness.get_by_label("Games 1–4 of 4");
    harness.get_by_label("d6").click();
    harness.run_ok();
    wait_for(&mut harness, "3 games reached this position");
    // c5 twice (e3 turned back), c3 once.
    harness.get_by_label("2 (66.7%)");
    harness.get_by_label("Games 1–3 of 3");
    // Newest first, with the names.
    let rows: Vec<String> = harness
        .get_all_by(|node| node.label().is_some_and(|l| l.contains("Paris Open")))
        .map(|n| n.accesskit_node().label().unwrap_or_default())
        .collect();
    assert_eq!(
        rows,
        vec![
            "2003  Paris Open\nLee Ann 28–36 Tastet Marc",
            "2002  Paris Open\nMurakami Takeshi 33–31 Tastet Marc",
            "2001  Paris Open\nTastet Marc 40–24 Lee Ann",
        ]
    );

    // Filtered by player: only the games Murakami played.
    harness.get_by_label("Filter").click();
    harness.run_ok();
    harness.get_by_label("Player:").click();
    harness.run_ok();
    harness.get_by_label("Player:").type_text("murakami");
    harness.run_ok();
    wait_for(&mut harness, "1 game reached this position");
    harness.get_by_label("Games 1–1 of 1");
    // Folded away, the filter still says what it keeps.
    harness.get_by_label("Filter: “murakami”").click();
    harness.run_ok();
    assert!(harness.query_by_label("Player:").is_none());
    harness.get_by_label("Filter: “murakami”");

    // Opening a game puts it on the board at this position; the rest of it can be replayed.
    let row = "2002  Paris Open\nMurakami Takeshi 33–31 Tastet Marc";
    harness.get_by_label(row).click();
    harness.step();
    // One click of the mouse does not open it (a double click does); a screen reader's or the
    // keyboard's activation does.
    assert_eq!(harness.state().game().redo_moves(), vec![]);
    harness.get_by_label(row).click_accesskit();
    harness.run_ok();
    let game = harness.state().game();
    assert_eq!(game.moves_played(), vec![sq("f5"), sq("d6")]);
    assert_eq!(game.redo_moves(), vec![sq("c5")]);
    let whole = Game::replay(Options::default(), &[sq("f5"), sq("d6"), sq("c5")]).unwrap();
    assert_eq!(game.line().plies, whole.line().plies);
    // The window says whose game it is, where and when.
    harness.get_by_label("Murakami Takeshi – Tastet Marc");
    harness.get_by_label("Paris Open, 2002");
}

#[test]
fn letters_typed_into_the_filter_are_the_fields_not_shortcuts() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("download");
    write_wthor(&source);
    let mut harness = imported(&dir.path().join("config"), &source);
    wait_for(&mut harness, "4 games reached this position");
    harness.get_by_label("Filter").click();
    harness.run_ok();
    harness.get_by_label("Player:").click();
    harness.run_ok();
    // Typed as a person types: each key's press, then its text. A shows and hides the
    // analysis, H asks for a hint, when no text field has the keyboard.
    harness.key_press(egui::Key::A);
    harness.key_press(egui::Key::H);
    harness.get_by_label("Player:").type_text("ah");
    harness.run_ok();
    assert!(
        !harness.state().panel_shown("analysis"),
        "A typed into the filter turned the analysis on"
    );
    assert!(
        !harness.state().othello().hint_asked(),
        "H typed into the filter asked for a hint"
    );
    assert_eq!(
        harness
            .get_by_label("Player:")
            .accesskit_node()
            .value()
            .as_deref(),
        Some("ah")
    );
    // Once the field lets the keyboard go, A is the shortcut again.
    harness.key_press(egui::Key::Escape);
    harness.run_ok();
    harness.key_press(egui::Key::A);
    harness.run_ok();
    assert!(harness.state().panel_shown("analysis"));
}

#[test]
fn each_next_move_of_the_database_carries_the_engines_value() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = open(dir.path());
    wait_for(&mut harness, "226703 games reached this position");
    // With Analysis off, the database panel starts no search of its own: its value column
    // says where the values come from.
    for _ in 0..20 {
        harness.step();
    }
    assert!(harness.state().othello().analysis().is_none());
    assert!(
        harness.state().thinking().is_none(),
        "{:?}",
        harness.state().thinking()
    );
    assert!(harness.query_by_label("·").is_some());
    // With Analysis on (the A key), the value the board writes for f5 stands in f5's row.
    harness.key_press(egui::Key::A);
    harness.run_ok();
    let value = (0..3000)
        .find_map(|_| {
            let label = window::cell_label(&harness, sq("f5"));
            let found = label
                .split(", value ")
                .nth(1)
                .map(|v| v.split(' ').next().unwrap_or_default().to_owned());
            if found.is_none() {
                harness.step();
                std::thread::sleep(Duration::from_millis(2));
            }
            found
        })
        .expect("the analysis gave f5 a value");
    harness.step();
    // (The database answers the start with f5 alone: the other first moves are f5 turned.)
    assert_eq!(harness.get_all_by_label(&value).count(), 1, "{value}");
}

#[test]
fn an_import_names_each_file_it_could_not_read_and_keeps_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("download");
    write_wthor(&source);
    // A file of random bytes and an empty one among the good ones.
    let garbage: Vec<u8> = (0..999u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 7) as u8)
        .collect();
    std::fs::write(source.join("WTH_1999.wtb"), garbage).unwrap();
    std::fs::write(source.join("WTH_1998.wtb"), b"").unwrap();
    let config = dir.path().join("config");
    let mut harness = imported(&config, &source);
    // The good files' games are all there, and the bad ones are said where the player looks,
    // each by the name it was chosen by.
    wait_for(&mut harness, "4 games in the database");
    harness.get_by_label("2 of 5 files could not be read (the others are in the database):");
    for bad in ["WTH_1998.wtb", "WTH_1999.wtb"] {
        let name = source.join(bad).display().to_string();
        harness.get_by_label_contains(&name);
    }
    assert!(harness.query_by_label_contains("WTH_2001.wtb:").is_none());
}

#[test]
fn the_import_dialog_selects_with_one_click_and_imports_the_folder_named() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("download");
    write_wthor(&source);
    let config = dir.path().join("config");
    let mut harness = open(&config);
    wait_for(&mut harness, "226703 games reached this position");
    harness.get_by_label("Game").click();
    harness.run_ok();
    harness.get_by_label("Import game database…").click();
    harness.run_ok();
    // A folder typed in and Enter: the dialog lists it.
    harness.get_by_label("File name:").click();
    harness.run_ok();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness
        .get_by_label("File name:")
        .type_text(&dir.path().display().to_string());
    harness.key_press(egui::Key::Enter);
    harness.run_ok();
    // One click on a folder selects it: the dialog stays where it is, nothing is imported.
    harness.get_by_label("download/").click();
    harness.run_ok();
    harness.get_by_label("download/");
    assert!(!config.join("wthor").exists(), "one click imported");
    // The folder button now names the folder selected, and imports it (not the one shown).
    harness.get_by_label("Import download/").click();
    harness.run_ok();
    wait_for(&mut harness, "4 games in the database");
    assert!(config.join("wthor/WTH_2003.wtb").is_file());
    // A game opened from elsewhere moves Open's folder, not the import's: the import dialog
    // starts again where the last import was taken from.
    let games = dir.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    std::fs::write(games.join("one.txt"), "f5d6").unwrap();
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .apply(Command::OpenFile(games.join("one.txt")), &ctx);
    harness.run_ok();
    harness.get_by_label("Game").click();
    harness.run_ok();
    harness.get_by_label("Import game database…").click();
    harness.run_ok();
    harness.get_by_label("download/");
    assert!(harness.query_by_label("one.txt").is_none());
}

/// A folder of WTHOR files dropped on the window is imported into the game database (a game
/// file dropped there is opened, see gui_files.rs).
#[test]
fn a_folder_of_wthor_files_dropped_on_the_window_is_imported() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("download");
    write_wthor(&source);
    let config = dir.path().join("config");
    let mut harness = open(&config);
    wait_for(&mut harness, "226703 games reached this position");
    harness
        .input_mut()
        .dropped_files
        .push(std::sync::Arc::new(window::Dropped(source)));
    wait_for(&mut harness, "4 games in the database");
    assert!(config.join("wthor/WTH_2003.wtb").is_file());
}
