use super::*;
use crate::gui::settings::{AnimationSpeed, GameKind, Pace, Panels, Seat, ThemeChoice, WindowSize};
use othello_core::Options;
use othello_core::{Game, Player, WinRule};
use std::fs;

#[test]
fn settings_round_trip_and_missing_fields_default() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    assert!(!store.has_settings());
    let settings = Settings {
        options: Options {
            rows: 6,
            cols: 12,
            win_rule: WinRule::FewestDiscs,
            ..Options::default()
        },
        show_legal: false,
        mark_last_move: false,

        preview_flips: false,
        panels: Panels::default()
            .with("moves", false)
            .with("book", true)
            .with("analysis", true),
        animation: AnimationSpeed::Fast,
        theme: ThemeChoice::HighContrast,
        black: Seat::computer(othello_engine::Level::Beginner),
        white: Seat::Human,
        pace: Pace::Second,
        game: GameKind::TicTacToe,
        tictactoe: tictactoe::Options {
            size: 5,
            k_in_a_row: 4,
            first: tictactoe::Player::Nought,
        },
        tictactoe_computer: Some(tictactoe::Player::Cross),
        window: WindowSize {
            width: 1234,
            height: 567,
            maximized: true,
        },
        clock: Some(15),
        language: Some(crate::gui::i18n::Language::Japanese),
        start: crate::gui::settings::Start::Xot,
        threads: crate::gui::settings::Threads::Fixed(3),
        study: crate::gui::settings::Study {
            analysis: crate::gui::settings::SearchLevel::Depth(18),
            hint: crate::gui::settings::SearchLevel::Seconds(5),
            lines: 0,
            orientation: crate::gui::board::Orientation::UPRIGHT
                .turned_right()
                .mirror(),
            review: crate::gui::settings::ReviewLevel {
                level: crate::gui::settings::SearchLevel::Seconds(15),
                exact_empties: 22,
            },
        },
    };
    store.save_settings(&settings).unwrap();
    assert!(store.has_settings());
    assert_eq!(store.load_settings(), (settings, None));

    fs::write(dir.path().join(SETTINGS_FILE), "(show_legal: false)").unwrap();
    let (loaded, notice) = store.load_settings();
    assert_eq!(notice, None);
    assert_eq!(loaded.options, Options::default());
    assert!(!loaded.show_legal);
    assert_eq!((loaded.black, loaded.white), (Seat::HUMAN, Seat::HUMAN));
    assert_eq!(loaded.pace, Pace::Half);
    assert_eq!(loaded.window, WindowSize::default());
    assert_eq!(loaded.threads, crate::gui::settings::Threads::Automatic);
}

#[test]
fn settings_from_before_the_panels_keep_what_they_showed() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let old = "(show_move_list: false, show_book: true, show_analysis: true, theme: Light)";
    fs::write(dir.path().join(SETTINGS_FILE), old).unwrap();
    let (loaded, notice) = store.load_settings();
    assert_eq!(notice, None);
    assert_eq!(loaded.theme, ThemeChoice::Light);
    assert_eq!(loaded.panels.get("moves"), Some(false));
    assert_eq!(loaded.panels.get("book"), Some(true));
    assert_eq!(loaded.panels.get("analysis"), Some(true));
    // Saved again, they are written in the new form only, and read back the same.
    store.save_settings(&loaded).unwrap();
    let text = fs::read_to_string(dir.path().join(SETTINGS_FILE)).unwrap();
    assert!(!text.contains("show_book"), "{text}");
    assert_eq!(store.load_settings(), (loaded, None));

    // Where a file says both, the new form wins; fields it lacks stay unsaid.
    let both = r#"(show_book: true, panels: {"book": false})"#;
    fs::write(dir.path().join(SETTINGS_FILE), both).unwrap();
    let (loaded, notice) = store.load_settings();
    assert_eq!(notice, None);
    assert_eq!(loaded.panels.get("book"), Some(false));
    assert_eq!(loaded.panels.get("moves"), None);
}

#[test]
fn window_sizes_from_a_file_open_a_usable_window() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let open_at = |text: &str| {
        fs::write(dir.path().join(SETTINGS_FILE), text).unwrap();
        let (loaded, notice) = store.load_settings();
        assert_eq!(notice, None, "{text}");
        loaded.window.inner_size()
    };
    assert_eq!(
        open_at("(window: (width: 700, height: 500))"),
        [700.0, 500.0]
    );
    // Too small, absurdly large, or half missing: clamped or defaulted, not refused.
    assert_eq!(open_at("(window: (width: 10, height: 0))"), [420.0, 400.0]);
    assert_eq!(
        open_at("(window: (width: 4000000000, height: 99999))"),
        [16384.0, 16384.0]
    );
    assert_eq!(open_at("(window: (height: 640))"), [900.0, 640.0]);
    assert_eq!(open_at("()"), [900.0, 760.0]);
}

#[test]
fn invalid_options_are_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    fs::write(dir.path().join(SETTINGS_FILE), "(options: (rows: 7))").unwrap();
    let (loaded, notice) = store.load_settings();
    assert_eq!(loaded, Settings::default());
    let notice = notice.unwrap().to_string();
    assert!(notice.contains("rows must be an even number"), "{notice}");
    assert!(dir.path().join("settings.ron.bad").exists());
    assert!(!dir.path().join(SETTINGS_FILE).exists());
}

#[test]
fn saved_game_replays_and_illegal_lists_are_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    assert_eq!(store.load_game(), (None, None));
    let mut game = Game::new(Options::default()).unwrap();
    game.play("d3".parse().unwrap()).unwrap();
    store.save_game(&game).unwrap();
    let (loaded, notice) = store.load_game();
    assert_eq!(notice, None);
    let loaded = loaded.unwrap();
    assert_eq!(loaded.moves_played(), game.moves_played());
    assert_eq!(loaded.turn(), Some(Player::White));

    // Taken-back moves survive a restart, ready for Redo.
    game.play("c3".parse().unwrap()).unwrap();
    game.undo();
    store.save_game(&game).unwrap();
    let (loaded, _) = store.load_game();
    let loaded = loaded.unwrap();
    assert_eq!(loaded.moves_played(), game.moves_played());
    assert_eq!(loaded.redo_moves(), vec!["c3".parse().unwrap()]);

    fs::write(
        dir.path().join(GAME_FILE),
        r#"(options: (rows: 8, cols: 8), moves: ["d3", "a1"])"#,
    )
    .unwrap();
    let (loaded, notice) = store.load_game();
    assert!(loaded.is_none());
    let notice = notice.unwrap().to_string();
    assert!(notice.contains("move 2 (a1)"), "{notice}");
    assert!(dir.path().join("game.ron.bad").exists());
}

#[test]
fn nowhere_saves_nothing() {
    let store = Store::nowhere();
    store.save_settings(&Settings::default()).unwrap();
    assert_eq!(store.load_settings(), (Settings::default(), None));
}

#[test]
fn excerpts_are_short_and_cut_on_characters() {
    assert_eq!(excerpt("d3", 40), "d3");
    assert_eq!(excerpt("ééééé", 3), "ééé…");
    assert_eq!(excerpt(&"x".repeat(10_000), 40).chars().count(), 41);
}

/// Names of the files in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_long_bad_value_is_quoted_as_a_short_excerpt() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let long = "z".repeat(10_000);
    fs::write(
        dir.path().join(GAME_FILE),
        format!(r#"(options: (rows: 8, cols: 8), moves: ["d3", "{long}"])"#),
    )
    .unwrap();
    let notice = store.load_game().1.unwrap().to_string();
    assert!(notice.len() < 400, "{} characters: {notice}", notice.len());
    assert!(notice.contains("move 2"), "{notice}");
    assert!(notice.contains("zzzz…"), "{notice}");

    // A RON syntax error deep in a long value is cut too.
    fs::write(
        dir.path().join(SETTINGS_FILE),
        format!("(theme: {long}\"unterminated"),
    )
    .unwrap();
    let notice = store.load_settings().1.unwrap().to_string();
    assert!(notice.len() < 500, "{} characters: {notice}", notice.len());
}

#[test]
fn a_huge_file_is_refused_unread_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let path = dir.path().join(GAME_FILE);
    let file = fs::File::create(&path).unwrap();
    // Sparse: 50 MB that take no room and would take long to parse.
    file.set_len(50 << 20).unwrap();
    let (game, notice) = store.load_game();
    assert!(game.is_none());
    let notice = notice.unwrap().to_string();
    assert!(notice.contains("51200 KiB"), "{notice}");
    assert!(notice.contains("not read"), "{notice}");
    assert!(dir.path().join("game.ron.bad").exists());
}

#[test]
fn every_bad_file_is_kept_under_its_own_name() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let mut notices = Vec::new();
    for text in ["first", "second", "third"] {
        fs::write(dir.path().join(SETTINGS_FILE), text).unwrap();
        notices.push(store.load_settings().1.unwrap().to_string());
    }
    assert_eq!(
        names(dir.path()),
        [
            "settings.ron.1.bad",
            "settings.ron.2.bad",
            "settings.ron.bad"
        ]
    );
    for (notice, name) in notices.iter().zip([
        "settings.ron.bad",
        "settings.ron.1.bad",
        "settings.ron.2.bad",
    ]) {
        assert!(notice.contains(name), "{notice}");
    }
    let kept: Vec<String> = [
        "settings.ron.bad",
        "settings.ron.1.bad",
        "settings.ron.2.bad",
    ]
    .iter()
    .map(|n| fs::read_to_string(dir.path().join(n)).unwrap())
    .collect();
    assert_eq!(kept, ["first", "second", "third"]);
}

#[cfg(unix)]
#[test]
fn a_fifo_is_reported_and_left_alone_without_blocking() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(SETTINGS_FILE);
    let made = std::process::Command::new("mkfifo")
        .arg(&path)
        .status()
        .unwrap();
    assert!(made.success());
    let store = Store::new(dir.path());
    // Opening a FIFO for reading blocks until a writer comes: load on another thread and give
    // up waiting after a while rather than hang the test.
    let (send, receive) = std::sync::mpsc::channel();
    let loader = store.clone();
    std::thread::spawn(move || send.send(loader.load_settings()).unwrap());
    let (settings, notice) = receive
        .recv_timeout(std::time::Duration::from_secs(10))
        .expect("loading settings from a FIFO blocked");
    assert_eq!(settings, Settings::default());
    let notice = notice.unwrap().to_string();
    assert!(notice.contains("FIFO"), "{notice}");
    assert!(notice.contains("left alone"), "{notice}");
    // Saving does not replace it.
    store.save_settings(&Settings::default()).unwrap();
    use std::os::unix::fs::FileTypeExt;
    assert!(fs::symlink_metadata(&path).unwrap().file_type().is_fifo());
    assert_eq!(names(dir.path()), [SETTINGS_FILE]);
}

#[cfg(unix)]
#[test]
fn a_symlinked_file_is_written_through_its_link() {
    let dir = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let target = elsewhere.path().join("my-othello-settings.ron");
    let link = dir.path().join(SETTINGS_FILE);
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let store = Store::new(dir.path());
    // A dangling link is no file yet: defaults, and the save creates the target.
    assert_eq!(store.load_settings(), (Settings::default(), None));
    let mut settings = Settings {
        show_legal: false,
        ..Settings::default()
    };
    store.save_settings(&settings).unwrap();
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(store.load_settings(), (settings.clone(), None));
    settings.mark_last_move = false;
    store.save_settings(&settings).unwrap();
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    let text = fs::read_to_string(&target).unwrap();
    assert!(text.contains("mark_last_move: false"), "{text}");
    // A relative link, through a second link, works the same.
    let second = dir.path().join("second.ron");
    std::os::unix::fs::symlink(SETTINGS_FILE, &second).unwrap();
    write_atomically(&second, b"()").unwrap();
    assert_eq!(fs::read_to_string(&target).unwrap(), "()");
    assert!(
        fs::symlink_metadata(&second)
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

#[test]
fn temporary_files_have_unique_names_and_never_stay() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    // A temporary file left by a crash with the old fixed name is not in the way.
    fs::write(dir.path().join("game.ron.tmp"), "stale").unwrap();
    let game = Game::new(Options::default()).unwrap();
    for _ in 0..3 {
        store.save_game(&game).unwrap();
    }
    assert_eq!(names(dir.path()), [GAME_FILE, "game.ron.tmp"]);
    // A write that fails at the rename (the target is a directory) leaves nothing behind.
    let blocked = dir.path().join("blocked.ron");
    fs::create_dir(&blocked).unwrap();
    assert!(write_atomically(&blocked, b"()").is_err());
    assert_eq!(
        names(dir.path()),
        ["blocked.ron", GAME_FILE, "game.ron.tmp"]
    );
}

#[test]
fn a_save_request_returns_without_waiting_for_the_disk_and_flush_writes_it() {
    let dir = tempfile::tempdir().unwrap();
    let writer = Writer::new(Store::new(dir.path()));
    let mut game = Game::new(Options::default()).unwrap();
    {
        // Hold the writing thread back: the requests still return, so they cannot be waiting
        // for the disk.
        let _held = writer.hold();
        for square in ["d3", "c3", "c4"] {
            game.play(square.parse().unwrap()).unwrap();
            writer.save_game(&game);
        }
        writer.save_settings(&Settings::default());
        assert!(!dir.path().join(GAME_FILE).exists());
    }
    writer.flush();
    // The newest game won.
    let (loaded, notice) = Store::new(dir.path()).load_game();
    assert_eq!(notice, None);
    assert_eq!(loaded.unwrap().moves_played(), game.moves_played());
    assert!(dir.path().join(SETTINGS_FILE).exists());
    assert!(writer.failures().is_empty());
}

#[test]
fn a_failed_background_write_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    // The directory is a file: nothing can be written in it.
    let not_a_dir = dir.path().join("file");
    fs::write(&not_a_dir, "").unwrap();
    let writer = Writer::new(Store::new(&not_a_dir));
    writer.save_settings(&Settings::default());
    writer.flush();
    let failures = writer.failures();
    assert_eq!(failures.len(), 1, "{failures:?}");
    assert!(
        failures[0].starts_with("The settings could not be saved (settings.ron: "),
        "{failures:?}"
    );
    assert!(writer.failures().is_empty());
}

#[test]
fn dropping_the_writer_writes_what_was_asked() {
    let dir = tempfile::tempdir().unwrap();
    let writer = Writer::new(Store::new(dir.path()));
    writer.save_settings(&Settings {
        show_legal: false,
        ..Settings::default()
    });
    drop(writer);
    assert!(!Store::new(dir.path()).load_settings().0.show_legal);
}

#[test]
fn seats_read_and_write_the_settings_files_of_every_version() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    fs::write(
        dir.path().join(SETTINGS_FILE),
        "(black: (computer: true, level: Expert), white: (computer: false, level: Novice))",
    )
    .unwrap();
    let (loaded, notice) = store.load_settings();
    assert_eq!(notice, None);
    assert_eq!(loaded.black, Seat::Computer(othello_engine::Level::Expert));
    assert_eq!(loaded.white, Seat::Human);
    store.save_settings(&loaded).unwrap();
    let text = fs::read_to_string(dir.path().join(SETTINGS_FILE)).unwrap();
    assert!(text.contains("computer: true"), "{text}");
    assert!(text.contains("level: Expert"), "{text}");
    assert_eq!(store.load_settings(), (loaded, None));
}

#[test]
fn a_game_from_a_set_up_position_is_saved_and_restored_with_its_position() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let options = Options {
        rows: 6,
        cols: 6,
        ..Options::default()
    };
    let mut setup = othello_core::Setup::standard(options);
    setup
        .set("a1".parse().unwrap(), Some(Player::White))
        .unwrap();
    let mut game = Game::from_setup(&setup).unwrap();
    let first = game.moves().iter().next().unwrap();
    game.play(first).unwrap();
    store.save_game(&game).unwrap();
    let (loaded, notice) = store.load_game();
    assert_eq!(notice, None);
    let loaded = loaded.unwrap();
    assert_eq!(loaded.setup(), setup);
    assert_eq!(loaded.moves_played(), vec![first]);
    // Undo goes back to the set-up position, not to the standard start.
    let mut back = loaded.clone();
    back.undo();
    assert_eq!(back.cell("a1".parse().unwrap()), Some(Player::White));
    // The standard start is not written out.
    store
        .save_game(&Game::new(Options::default()).unwrap())
        .unwrap();
    let text = fs::read_to_string(dir.path().join(GAME_FILE)).unwrap();
    assert!(!text.contains("setup"), "{text}");
}
