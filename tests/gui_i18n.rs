//! The window in every language: the main controls are found by their translated labels, a
//! game starts from the New game dialog and says whose turn it is in that language, the View
//! menu switches the language at once and remembers it, and every word drawn has its glyphs
//! (the harness panics on a character no font has).
#![cfg(feature = "gui")]

mod common;

use common::window;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use othello::gui::i18n::{self, Language};
use othello::gui::{App, Settings, Store};
use othello_core::Player;
use std::path::Path;

fn window(dir: &Path, language: Option<Language>) -> Harness<'static, App> {
    let settings = Settings {
        language,
        ..Settings::default()
    };
    let mut harness = window::open_with(
        dir,
        &settings,
        window::builder().with_size(egui::vec2(1000.0, 800.0)),
    );
    harness.step();
    harness
}

/// The window at the program's default size, in `language`, its first frames drawn.
fn default_window(dir: &Path, language: Language) -> Harness<'static, App> {
    let settings = Settings {
        language: Some(language),
        ..Settings::default()
    };
    let mut harness = window::open_with(dir, &settings, window::builder());
    harness.run();
    harness
}

/// A message in `language` (the harness draws on this thread, so set it back afterwards).
fn said(language: Language, key: &str) -> String {
    let before = i18n::language();
    i18n::set_language(language);
    let text = i18n::format(key, None);
    i18n::set_language(before);
    text
}

#[test]
fn every_language_shows_its_own_labels_and_plays() {
    for language in Language::ALL {
        let dir = tempfile::tempdir().unwrap();
        let mut harness = window(dir.path(), Some(language));
        let say = |key| said(language, key);
        // The menu bar and the buttons beside it.
        for key in [
            "menu-game",
            "menu-view",
            "menu-help",
            "menu-undo",
            "menu-hint",
        ] {
            harness.get_by_label(&say(key));
        }
        // The Game menu, then the New game dialog, in the same language.
        harness.get_by_label(&say("menu-game")).click();
        harness.run();
        harness.get_by_label_contains(&say("menu-new-game")).click();
        harness.run();
        harness.get_by_label(&say("setup-title"));
        harness.get_by_label(&say("setup-opening"));
        // A modal takes its full size over a few frames (in the window, before a person can click).
        for _ in 0..5 {
            harness.step();
        }
        harness.get_by_label(&say("setup-start")).click();
        harness.run();
        // The status bar says whose turn it is in that language.
        i18n::set_language(language);
        let to_move = i18n::format(
            "status-to-move",
            Some(&i18n::args([(
                "player",
                i18n::arg(i18n::player(Player::Black)),
            )])),
        );
        i18n::set_language(Language::English);
        harness.get_by_label(&to_move);
        // The How to play window, the longest text, is drawn too.
        harness.get_by_label(&say("menu-help")).click();
        harness.run();
        harness.get_by_label(&say("menu-how-to-play")).click();
        harness.run();
        harness.get_by_label(&say("help-game"));
    }
}

#[test]
fn the_view_menu_switches_the_language_at_once_and_remembers_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path(), None);
    // No choice yet: the system's language (English, as the tests take it).
    harness.get_by_label("Game");
    harness.get_by_label("View").click();
    harness.run();
    harness.get_by_label("Language").click();
    harness.run();
    harness.get_by_label("System (English)");
    harness.get_by_label("Français").click();
    harness.run();
    harness.run();
    let game = said(Language::French, "menu-game");
    assert_ne!(game, "Game");
    harness.get_by_label(&game);
    assert!(harness.query_by_label("Game").is_none());
    drop(harness);
    let saved = Store::new(dir.path()).load_settings().0;
    assert_eq!(saved.language, Some(Language::French));
    // The next launch speaks French from the first frame.
    let mut harness = window(dir.path(), Some(Language::French));
    harness.get_by_label(&game);
    // Back to the system's language.
    harness
        .get_by_label(&said(Language::French, "menu-view"))
        .click();
    harness.run();
    harness
        .get_by_label(&said(Language::French, "menu-language"))
        .click();
    harness.run();
    i18n::set_language(Language::French);
    let system = i18n::format(
        "menu-language-system",
        Some(&i18n::args([("language", i18n::arg("English"))])),
    );
    i18n::set_language(Language::English);
    harness.get_by_label(&system).click();
    harness.run();
    harness.run();
    harness.get_by_label("Game");
}

#[test]
fn the_rules_refusals_are_worded_in_the_windows_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path(), Some(Language::German));
    // d4 holds a disc at the start; a1 outflanks nothing.
    for (cell, key) in [("d4", "move-occupied"), ("a1", "move-flips-nothing")] {
        let prefix = format!("{cell}, ");
        harness
            .get_by(|n| n.label().is_some_and(|l| l.starts_with(&prefix)))
            .click();
        harness.run();
        i18n::set_language(Language::German);
        let refusal = i18n::format(key, Some(&i18n::args([("square", i18n::arg(cell))])));
        i18n::set_language(Language::English);
        assert!(!refusal.contains("occupied") && !refusal.contains("flips"));
        harness.get_by_label(&refusal);
    }
}

#[test]
fn every_choice_of_the_new_game_dialog_fits_it_in_every_language() {
    for language in Language::ALL {
        let dir = tempfile::tempdir().unwrap();
        // The program's default window: the dialog opens at its full width.
        let mut harness = default_window(dir.path(), language);
        harness.get_by_label(&said(language, "menu-game")).click();
        harness.run();
        harness
            .get_by_label_contains(&said(language, "menu-new-game"))
            .click();
        for _ in 0..6 {
            harness.step();
        }
        harness.run();
        let title = harness.get_by_label(&said(language, "setup-title")).rect();
        // The dialog is 400 points wide inside its margins, from its title's left edge.
        let right = title.left() + 400.0 + 1.0;
        for node in harness.get_all_by(|n| {
            matches!(
                n.role(),
                egui::accesskit::Role::RadioButton
                    | egui::accesskit::Role::CheckBox
                    | egui::accesskit::Role::ComboBox
            )
        }) {
            let rect = node.rect();
            let label = node.accesskit_node().label().unwrap_or_default();
            assert!(
                rect.right() <= right,
                "{}: '{label}' runs past the dialog's edge ({} > {right})",
                language.code(),
                rect.right()
            );
        }
    }
}

#[test]
fn after_the_game_the_result_and_play_again_stay_on_the_scores_row_in_every_language() {
    // A finished 8×8 game whose opening has a name, under "fewest discs wins" for the longest
    // result line, on the clock for the widest row.
    let mut game = othello_core::Game::new(othello_core::Options {
        win_rule: othello_core::WinRule::FewestDiscs,
        ..othello_core::Options::default()
    })
    .unwrap();
    for m in ["f5", "d6", "c3", "d3", "c4"] {
        game.play(m.parse().unwrap()).unwrap();
    }
    while let Some(&m) = game.moves().to_vec().first() {
        game.play(m).unwrap();
    }
    let moves: Vec<String> = game
        .moves_played()
        .iter()
        .map(|m| format!("\"{m}\""))
        .collect();
    for language in Language::ALL {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("game.ron"),
            format!(
                "(options: (rows: 8, cols: 8, win_rule: FewestDiscs), moves: [{}], \
                 clock: Some((minutes: 30, left_ms: (black: 1500000, white: 1500000))))",
                moves.join(", ")
            ),
        )
        .unwrap();
        let harness = default_window(dir.path(), language);
        let again = harness
            .get_by_label(&said(language, "status-play-again"))
            .rect();
        let black = said(language, "black");
        let score = harness
            .get_all_by(|n| {
                n.value().is_some_and(|l| {
                    l.strip_prefix(black.as_str())
                        .is_some_and(|rest| rest.trim().parse::<u32>().is_ok())
                })
            })
            .next()
            .expect("Black's score")
            .rect();
        assert!(
            (again.center().y - score.center().y).abs() < score.height(),
            "{}: Play again at {again:?}, the scores at {score:?}",
            language.code()
        );
    }
}

/// What the status bar says follows a switch of language, and the switch does not wipe it: a
/// pasted game's note and a refused paste, said in German, read in English after the switch.
#[test]
fn the_status_note_follows_a_switch_of_language() {
    use othello::gui::command::Preference;
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path(), Some(Language::German));
    let ctx = harness.ctx.clone();
    let switch_to = |harness: &mut Harness<'_, App>, language| {
        let command = othello::gui::Command::Set(Preference::Language(Some(language)));
        harness.state_mut().apply(command, &ctx);
        harness.run();
    };
    harness.event(egui::Event::Paste("f5d6c3".to_owned()));
    harness.run();
    assert_eq!(
        harness.state().message().as_deref(),
        Some("Partie mit 3 Zügen eingefügt")
    );
    switch_to(&mut harness, Language::English);
    assert_eq!(
        harness.state().message().as_deref(),
        Some("Pasted a game of 3 moves")
    );
    // A text that is no game: refused in German, then read in English, not dropped.
    switch_to(&mut harness, Language::German);
    harness.event(egui::Event::Paste("f5 z9".to_owned()));
    harness.run();
    let german = harness.state().message().unwrap();
    assert!(
        german.starts_with("Der eingefügte Text ist keine Partie"),
        "{german}"
    );
    switch_to(&mut harness, Language::English);
    let english = harness.state().message().unwrap();
    assert!(
        english.starts_with("The pasted text is not a game"),
        "{english}"
    );
}
