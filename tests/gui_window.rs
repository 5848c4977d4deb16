//! The window as a new player and a hostile tester find it: small windows, help that covers
//! every control, bad files and pasted text that must not bury the board. Driven through
//! egui_kittest by accessibility label, with no display.
#![cfg(feature = "gui")]

mod common;

use common::window;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use othello::gui::store::GAME_FILE;
use othello::gui::{App, Settings, Store, help};
use othello_core::{Options, Square};
use std::fs;
use std::path::Path;

fn harness(dir: &Path, size: egui::Vec2) -> Harness<'static, App> {
    window::open(dir, window::builder().with_size(size))
}

/// A window after an earlier launch saved the default settings, with its first frames drawn.
fn started(dir: &Path) -> Harness<'static, App> {
    Store::new(dir).save_settings(&Settings::default()).unwrap();
    let mut harness = harness(dir, egui::vec2(900.0, 760.0));
    harness.run();
    harness
}

/// Whether `rect` lies inside a window of `size`.
fn on_screen(rect: egui::Rect, size: egui::Vec2) -> bool {
    rect.min.x >= 0.0 && rect.min.y >= 0.0 && rect.max.x <= size.x && rect.max.y <= size.y
}

/// The rectangles of every board cell.
fn cells(harness: &Harness<'_, App>, options: Options) -> Vec<egui::Rect> {
    (0..options.rows)
        .flat_map(|r| (0..options.cols).map(move |c| Square::new(r, c)))
        .map(|sq| {
            let prefix = format!("{sq}, ");
            harness
                .get_by(|node| node.label().is_some_and(|l| l.starts_with(&prefix)))
                .rect()
        })
        .collect()
}

#[test]
fn the_new_game_dialog_can_be_finished_in_a_small_window() {
    for (w, h) in [(400.0, 300.0), (320.0, 240.0), (900.0, 760.0)] {
        let size = egui::vec2(w, h);
        let dir = tempfile::tempdir().unwrap();
        // The first launch opens the dialog.
        let mut harness = harness(dir.path(), size);
        harness.run();
        assert!(harness.state().is_setup_open());
        for label in ["New game", "Start", "Cancel"] {
            let rect = harness.get_by_label(label).rect();
            assert!(on_screen(rect, size), "{w}x{h}: {label} at {rect:?}");
        }
        // The options scroll between the heading and the buttons: the last one can be reached.
        let hints = harness.get_by_label("Show legal moves");
        hints.scroll_to_me();
        harness.run();
        let rect = harness.get_by_label("Show legal moves").rect();
        assert!(
            on_screen(rect, size),
            "{w}x{h}: the last option at {rect:?}"
        );
        harness.get_by_label("Start").click();
        harness.run();
        assert!(!harness.state().is_setup_open(), "{w}x{h}");
    }
}

/// Runs the window until a modal has taken its full size (over a few frames, as in the
/// window before a person can look or click).
fn settle(harness: &mut Harness<'_, App>) {
    harness.run();
    for _ in 0..5 {
        harness.step();
    }
}

#[test]
fn the_dialog_keeps_its_size_when_the_game_changes() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path(), egui::vec2(900.0, 760.0));
    settle(&mut harness);
    let start = |h: &Harness<'_, App>| h.get_by_label("Start").rect();
    let othello = start(&harness);
    harness.get_by_label("Tic-tac-toe").click();
    settle(&mut harness);
    let tictactoe = start(&harness);
    assert_eq!(othello, tictactoe, "Start moved");
}

#[test]
fn choosing_a_computer_level_does_not_move_start() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = harness(dir.path(), egui::vec2(900.0, 760.0));
    settle(&mut harness);
    let start = |h: &Harness<'_, App>| h.get_by_label("Start").rect();
    let before = start(&harness);
    // White's seat (the second menu of players) becomes the computer at each level in turn.
    for level in ["Beginner", "Expert", "Human"] {
        harness
            .get_all_by_role(Role::ComboBox)
            .nth(1)
            .unwrap()
            .click();
        harness.run();
        harness
            .get_all_by(|n| n.label().is_some_and(|l| l.contains(level)))
            .find(|n| n.accesskit_node().role() != Role::ComboBox)
            .expect("the level is in the open menu")
            .click();
        settle(&mut harness);
        assert_eq!(
            start(&harness),
            before,
            "Start moved after choosing {level}"
        );
    }
}

/// Every label of the buttons, checkboxes and radio buttons now in the tree.
fn control_labels(harness: &Harness<'_, App>) -> Vec<String> {
    harness
        .get_all_by(|node| {
            matches!(
                node.role(),
                Role::Button | Role::CheckBox | Role::RadioButton | Role::MenuItem
            )
        })
        .filter_map(|node| node.accesskit_node().label())
        // The board's cells ("d3, empty, legal move") are not controls Help lists.
        .filter(|label| {
            label
                .split(',')
                .next()
                .is_none_or(|cell| cell.parse::<Square>().is_err())
        })
        .collect()
}

#[test]
fn help_mentions_every_menu_item_and_key() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    let mut labels = control_labels(&harness);
    for (menu, submenus) in [
        ("Game", &["Analyze game"][..]),
        ("View", &["Flip animation", "Theme", "Computer pace"][..]),
        ("Help", &[][..]),
    ] {
        harness.get_by_label(menu).click();
        harness.run();
        labels.extend(control_labels(&harness));
        for submenu in submenus {
            harness.get_by_label(submenu).hover();
            harness.run();
            labels.extend(control_labels(&harness));
        }
        harness.key_press(egui::Key::Escape);
        harness.run();
    }
    labels.sort();
    labels.dedup();
    // The menus were really walked.
    for expected in [
        "Copy game",
        "High contrast",
        "Half a second",
        "About",
        "Hint",
        "Depth 12",
        "Exact from",
    ] {
        assert!(
            labels.iter().any(|l| l.starts_with(expected)),
            "{expected} not found in {labels:?}"
        );
    }
    let text = help::text().to_lowercase();
    for label in &labels {
        // A menu item's label may carry its shortcut after the name: both must be in Help.
        let (name, shortcut): (Vec<&str>, Vec<&str>) = label
            .split_whitespace()
            .partition(|word| !word.contains("Ctrl+"));
        let name = name.join(" ").replace('\u{2026}', "").to_lowercase();
        for wanted in std::iter::once(name).chain(shortcut.iter().map(|s| s.to_lowercase())) {
            assert!(
                text.contains(&wanted),
                "Help never mentions \"{wanted}\" (from \"{label}\")"
            );
        }
    }
    for key in [
        "Ctrl+N",
        "Ctrl+Q",
        "Ctrl+C",
        "Ctrl+V",
        "Ctrl+Z",
        "Ctrl+Shift+Z",
        "Ctrl+Y",
        "Ctrl+O",
        "Ctrl+S",
        "Ctrl+Shift+S",
        "H: hint",
        "A: the analysis",
        "Arrow keys",
        "Enter",
        "Space",
        "Tab",
        "Escape",
    ] {
        assert!(
            text.contains(&key.to_lowercase()),
            "Help never mentions the key {key}"
        );
    }
}

#[test]
fn the_about_box_names_version_and_licence() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    harness.get_by_label("Help").click();
    harness.run();
    harness.get_by_label("About").click();
    harness.run();
    harness.get_by_label(&format!("Othello {}", env!("CARGO_PKG_VERSION")));
    harness.get_by_label(&format!("Licence: {}", env!("CARGO_PKG_LICENSE")));
}

#[test]
fn a_long_bad_value_leaves_the_board_and_dismiss_on_screen() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    store.save_settings(&Settings::default()).unwrap();
    fs::write(
        dir.path().join(GAME_FILE),
        format!(
            r#"(options: (rows: 8, cols: 8), moves: ["d3", "{}"])"#,
            "q".repeat(10_000)
        ),
    )
    .unwrap();
    let size = egui::vec2(500.0, 420.0);
    let mut harness = harness(dir.path(), size);
    harness.run();
    assert_eq!(harness.state().notices().len(), 1);
    assert!(harness.state().notices()[0].len() < 400);
    let dismiss = harness.get_by_label("Dismiss").rect();
    assert!(on_screen(dismiss, size), "Dismiss at {dismiss:?}");
    for rect in cells(&harness, Options::default()) {
        assert!(on_screen(rect, size), "a cell at {rect:?}");
        assert!(rect.width() >= 16.0, "a cell of {rect:?}");
    }
    harness.get_by_label("Dismiss").click();
    harness.run();
    assert!(harness.state().notices().is_empty());
}

#[test]
fn pasted_junk_is_answered_with_a_short_reason() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    let before = harness.state().game().clone();
    for junk in [
        format!("d3 {}", "x".repeat(5_000)),
        format!("Othello {}", "8".repeat(5_000)),
        "f5".repeat(200_000),
    ] {
        harness.event(egui::Event::Paste(junk));
        harness.run();
        assert_eq!(harness.state().game(), &before);
        let message = harness.state().message().unwrap_or_default().to_owned();
        assert!(
            !message.is_empty() && message.len() < 200,
            "{} characters: {message}",
            message.len()
        );
    }
}

/// Ctrl+V with no text on the clipboard (bytes that are no text, a picture, nothing): the system
/// sends no paste event and no press of V, only the key's release (its Ctrl already let go, as
/// seen under X11), and the window says why nothing was pasted. A plain V typed is no paste.
#[test]
fn ctrl_v_without_text_on_the_clipboard_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    let before = harness.state().game().clone();
    let release_v = |harness: &mut Harness<'_, App>| {
        harness.event(egui::Event::Key {
            key: egui::Key::V,
            physical_key: Some(egui::Key::V),
            pressed: false,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
        });
        harness.run();
    };
    // Bytes that are no text: no paste event at all, then the release.
    release_v(&mut harness);
    let message = harness.state().message().unwrap_or_default();
    assert!(message.contains("no text on the clipboard"), "{message}");
    assert_eq!(harness.state().game(), &before);
    // A picture.
    let image = egui::ColorImage::filled([2, 2], egui::Color32::RED);
    harness.event(egui::Event::PasteImage(std::sync::Arc::new(image)));
    harness.run();
    release_v(&mut harness);
    let message = harness.state().message().unwrap_or_default();
    assert!(message.contains("holds a picture"), "{message}");
    // Text: the paste event, then the release, which says nothing more.
    harness.event(egui::Event::Paste("f5d6".to_owned()));
    harness.run();
    release_v(&mut harness);
    assert_eq!(
        harness.state().message().as_deref(),
        Some("Pasted a game of 2 moves")
    );
    // V pressed and let go, no Ctrl: nothing is said.
    harness.event(egui::Event::Key {
        key: egui::Key::V,
        physical_key: Some(egui::Key::V),
        pressed: true,
        repeat: false,
        modifiers: egui::Modifiers::NONE,
    });
    release_v(&mut harness);
    assert_eq!(
        harness.state().message().as_deref(),
        Some("Pasted a game of 2 moves")
    );
}

/// Moves (from the start of `options`) that reach a position where the next move makes the
/// opponent pass, and that move.
fn before_a_pass(options: Options) -> (Vec<Square>, Square) {
    let mut stack = vec![othello_core::Game::new(options).unwrap()];
    while let Some(game) = stack.pop() {
        for square in game.moves().iter() {
            let mut next = game.clone();
            let report = next.play(square).unwrap();
            if report.opponent_passed && report.next.is_some() {
                return (game.moves_played(), square);
            }
            stack.push(next);
        }
    }
    panic!("no pass on this board");
}

#[test]
fn a_pass_is_announced_over_the_board_and_marked_in_the_move_list() {
    let options = Options {
        rows: 4,
        cols: 4,
        ..Options::default()
    };
    let (moves, passing) = before_a_pass(options);
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    store
        .save_settings(&Settings {
            options,
            animation: othello::gui::AnimationSpeed::Off,
            ..Settings::default()
        })
        .unwrap();
    store
        .save_game(&othello_core::Game::replay(options, &moves).unwrap())
        .unwrap();
    let mut harness = window::open(dir.path(), window::builder().with_step_dt(0.1));
    harness.run();
    assert_eq!(harness.state().othello().banner(), None);
    let mover = harness.state().game().turn().unwrap();
    assert_eq!(harness.state().game().moves_played(), moves);
    let prefix = format!("{passing}, ");
    harness
        .get_by(|node| node.label().is_some_and(|l| l.starts_with(&prefix)))
        .click();
    // One frame to apply the click, one to draw its result.
    harness.step();
    harness.step();
    let expected = format!(
        "{} has no legal move and passes: {} plays again",
        mover.opponent().name(),
        mover.name()
    );
    assert_eq!(harness.state().othello().banner(), Some(expected.as_str()));
    harness.get_by_label("pass");
    // It goes by itself after a few seconds (steps of 0.1 s of egui time).
    for _ in 0..40 {
        harness.step();
    }
    assert_eq!(harness.state().othello().banner(), None);
    harness.get_by_label("pass");
}

#[test]
fn a_refusal_goes_away_at_the_next_action() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    let d4: Square = "d4".parse().unwrap();
    harness
        .get_by(|node| node.label().is_some_and(|l| l.starts_with("d4, ")))
        .click();
    harness.run();
    assert_eq!(harness.state().message(), Some(format!("{d4} is occupied")));
    harness.get_by_label("View").click();
    harness.run();
    harness.get_by_label("Preview flips").click();
    harness.run();
    assert_eq!(harness.state().message().as_deref(), None);
}

#[test]
fn the_keyboard_cursor_gives_way_to_the_mouse() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    harness.key_press(egui::Key::ArrowDown);
    harness.run();
    assert!(harness.state().cursor().is_some());
    harness
        .get_by(|node| node.label().is_some_and(|l| l.starts_with("a1, ")))
        .hover();
    harness.run();
    assert_eq!(harness.state().cursor(), None);
    // And comes back with the next arrow key.
    harness.key_press(egui::Key::ArrowDown);
    harness.run();
    assert!(harness.state().cursor().is_some());
}

#[test]
fn the_status_bar_gives_way_to_a_16x16_board_in_the_smallest_window() {
    let dir = tempfile::tempdir().unwrap();
    let options = Options {
        rows: 16,
        cols: 16,
        ..Options::default()
    };
    Store::new(dir.path())
        .save_settings(&Settings {
            options,
            ..Settings::default()
        })
        .unwrap();
    let [w, h] = othello::gui::WindowSize::MIN;
    let size = egui::vec2(w as f32, h as f32);
    let mut harness = harness(dir.path(), size);
    harness.run();
    for rect in cells(&harness, options) {
        assert!(on_screen(rect, size), "a cell at {rect:?}");
        assert!(rect.width() >= 17.0, "a cell of {rect:?}");
    }
    for label in ["Black 2", "White 2", "Black to move"] {
        assert!(
            on_screen(harness.get_by_label(label).rect(), size),
            "{label}"
        );
    }
}

#[test]
fn score_chips_stay_put_as_scores_grow() {
    let white_chip = |moves: &[Square]| {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        store.save_settings(&Settings::default()).unwrap();
        let game = othello_core::Game::replay(Options::default(), moves).unwrap();
        let white = game.counts().white;
        store.save_game(&game).unwrap();
        let mut harness = harness(dir.path(), egui::vec2(900.0, 760.0));
        harness.run();
        let counts = harness.state().game().counts();
        let rect = harness.get_by_label(&format!("White {white}")).rect();
        (counts.black, rect.left())
    };
    let (black_before, before) = white_chip(&[]);
    // A game where Black has ten discs or more: Black takes the most discs it can, White the
    // fewest.
    let mut game = othello_core::Game::new(Options::default()).unwrap();
    while game.counts().black < 10 {
        let black = game.turn() == Some(othello_core::Player::Black);
        let best = game
            .moves()
            .iter()
            .max_by_key(|&m| {
                let flips = game.flips(m).unwrap().len() as i32;
                if black { flips } else { -flips }
            })
            .unwrap();
        game.play(best).unwrap();
    }
    let (black_after, after) = white_chip(&game.moves_played());
    assert!(
        black_before < 10 && black_after >= 10,
        "{black_before} {black_after}"
    );
    assert_eq!(before, after);
}

#[test]
fn a_pasted_position_sets_up_its_board() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    // 4x4 with an extra Black disc on a1, then Black plays.
    let text = "Othello 4x4, Black first\nPosition: X----OX--XO----- X\n";
    harness.event(egui::Event::Paste(text.to_owned()));
    harness.run();
    let game = harness.state().game().clone();
    assert_eq!(
        harness.state().message().as_deref(),
        Some("Pasted a game of 0 moves")
    );
    assert_eq!((game.rows(), game.cols()), (4, 4));
    assert_eq!(
        game.cell("a1".parse().unwrap()),
        Some(othello_core::Player::Black)
    );
    assert_eq!(game.counts().black, 3);
    harness.state().flush_saves();
    let (saved, _) = Store::new(dir.path()).load_game();
    assert_eq!(saved.unwrap().setup(), game.setup());
}

#[test]
fn notices_that_pile_up_stay_readable_newest_first_and_go_one_by_one() {
    for size in [egui::vec2(900.0, 760.0), egui::vec2(420.0, 400.0)] {
        let dir = tempfile::tempdir().unwrap();
        Store::new(dir.path())
            .save_settings(&Settings::default())
            .unwrap();
        let mut harness = harness(dir.path(), size);
        harness.run();
        let ctx = harness.ctx.clone();
        // Four files that cannot be opened, each a notice.
        for (i, text) in ["garbage", "(;GM[Othello]B[", "f5 zz", "(not a record"]
            .iter()
            .enumerate()
        {
            let path = dir.path().join(format!("bad-{i}.ggf"));
            fs::write(&path, text).unwrap();
            harness
                .state_mut()
                .apply(othello::gui::Command::OpenFile(path), &ctx);
            harness.run();
        }
        let notices = harness.state().notices().to_vec();
        assert_eq!(notices.len(), 4, "{notices:?}");
        // Each is laid out across the window, not squeezed into a column.
        let mut tops = Vec::new();
        for notice in &notices {
            let rect = harness.get_by_label(notice).rect();
            assert!(
                rect.width() > size.x * 0.4,
                "{notice} squeezed into {rect:?} at {size:?}"
            );
            tops.push(rect.top());
        }
        // The newest is on top.
        assert!(tops.windows(2).all(|w| w[1] < w[0]), "{tops:?} at {size:?}");
        // Each goes on its own (the first Dismiss is the newest's), then all at once.
        harness
            .query_all_by_label("Dismiss")
            .next()
            .unwrap()
            .click();
        harness.run();
        assert_eq!(harness.state().notices(), &notices[..3]);
        harness.get_by_label("Dismiss all").click();
        harness.run();
        assert!(harness.state().notices().is_empty());
    }
}

/// The New game dialog opened with the keyboard, the mouse still where it was, over the move
/// list: without a frame drawn by the mouse, the dialog shows every row and the move list's
/// tooltip does not stay on top of it.
#[test]
fn a_dialog_opened_from_the_keyboard_comes_up_whole_and_alone() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = started(dir.path());
    for square in ["f5", "d6", "c3"] {
        window::click_cell(&mut harness, square);
        harness.run();
    }
    harness.get_by_label("c3").hover();
    for _ in 0..60 {
        harness.step();
    }
    assert!(
        harness
            .query_by_label("Show the position after this move")
            .is_some(),
        "the move list's tooltip is shown before the dialog opens"
    );
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    harness.run();
    // What the window shows once its frames stop is the dialog at its full size: more frames
    // (as a mouse move would draw) do not move its buttons.
    let start = harness.get_by_label("Start").rect();
    for _ in 0..20 {
        harness.step();
    }
    assert_eq!(
        harness.get_by_label("Start").rect(),
        start,
        "the dialog was still growing"
    );
    assert!(
        harness.query_by_label("Clock").is_some(),
        "the Clock row is cut off"
    );
    assert!(
        harness
            .query_by_label("Show the position after this move")
            .is_none(),
        "the move list's tooltip stays over the dialog"
    );
}
