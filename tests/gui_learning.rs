//! The desk for learning from mistakes, driven through egui_kittest by accessibility label: a
//! review at the level chosen keeps every move's value with the game (through game.ron and
//! through the game's file), the mistakes are listed a click away, and the practice on them
//! tells a try what it gives away and counts the first tries.
#![cfg(feature = "gui")]

mod common;

use common::window;
use common::window::step_until;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use othello::gui::command::{Command, GameCommand, OthelloCommand};
use othello::gui::settings::{ReviewLevel, SearchLevel, Study};
use othello::gui::{AnimationSpeed, App, Pace, Panels, Seat, Settings, Store};
use othello_core::{Game, Options, Ply};
use std::path::Path;

/// The review kept with the Othello game on the board.
fn kept_review(harness: &Harness<'_, App>) -> othello::gui::session::Reviewed {
    harness
        .state()
        .othello()
        .session()
        .reviewed()
        .cloned()
        .expect("a review kept with the game")
}

fn settings() -> Settings {
    Settings {
        options: Options {
            rows: 6,
            cols: 6,
            ..Options::default()
        },
        white: Seat::HUMAN,
        pace: Pace::Half,
        panels: Panels::default().with("analysis", false),
        animation: AnimationSpeed::Off,
        // A shallow analysis, so that the review's deeper values are the ones to show.
        study: Study {
            analysis: SearchLevel::Depth(2),
            ..Study::default()
        },
        ..Settings::default()
    }
}

/// The window on `dir`, whose saved game is `game` (if any).
fn window_with(dir: &Path, game: Option<&Game>) -> Harness<'static, App> {
    if let Some(game) = game {
        Store::new(dir).save_game(game).unwrap();
    }
    let mut harness =
        window::open_with(dir, &settings(), window::builder().with_step_dt(1.0 / 60.0));
    harness.step();
    harness
}

/// A 6×6 game with one blunder of at least 8 discs, its ply and the discs it gave away.
fn blundered() -> (Game, usize, i32) {
    (1..50)
        .find_map(common::game_with_one_blunder)
        .expect("some game has a blunder of 8 discs")
}

/// Game → Analyze game → Depth 8, until the review is done.
fn review(harness: &mut Harness<'_, App>) {
    harness.get_by_label("Game").click();
    harness.run_ok();
    harness.get_by_label("Analyze game").hover();
    harness.run_ok();
    window::wait_for_label(harness, "Depth 8");
    harness.get_by_label("Depth 8").click();
    harness.step();
    step_until(harness, "the review is done", |app| {
        let (review, running) = app.othello().review();
        !running && review.is_some_and(|r| r.done == r.total)
    });
    harness.step();
}

/// How many moves come before the ply `ply` of `game`'s line.
fn moves_before(game: &Game, ply: usize) -> usize {
    game.line().plies[..ply]
        .iter()
        .filter(|p| matches!(p, Ply::Move { .. }))
        .count()
}

#[test]
fn a_review_cancelled_before_its_end_keeps_the_review_before_it() {
    // An 8×8 game to a few empty cells: reviewed at depth 8 in moments; at depth 20 its last
    // positions (the review goes from the end) in moments too, its middle in minutes.
    let mut game = Game::new(Options::default()).unwrap();
    while game.moves_played().len() < 54 && game.turn().is_some() {
        let first = game.moves().iter().next().unwrap();
        game.play(first).unwrap();
    }
    let moves = game.moves_played().len();
    assert!(moves > 40, "{moves} moves");
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window_with(dir.path(), Some(&game));
    review(&mut harness);
    let before = kept_review(&harness);
    assert_eq!(before.plies.iter().flatten().count(), moves);

    // Depth 20, cancelled once it has reviewed a move: every move keeps its value from before
    // (or a deeper one).
    let ctx = harness.ctx.clone();
    let deeper = ReviewLevel {
        level: SearchLevel::Depth(20),
        exact_empties: 0,
    };
    let othello = |c| Command::Game(GameCommand::Othello(c));
    harness
        .state_mut()
        .apply(othello(OthelloCommand::ReviewGame(deeper)), &ctx);
    step_until(
        &mut harness,
        "the deeper review has reviewed a move",
        |app| {
            let reviewed = app.othello().session().reviewed();
            reviewed.is_some_and(|r| r.level.level == SearchLevel::Depth(20))
        },
    );
    harness
        .state_mut()
        .apply(othello(OthelloCommand::CancelReview), &ctx);
    step_until(&mut harness, "the review stops", |app| {
        !app.othello().review().1
    });
    harness.step();
    let after = kept_review(&harness);
    assert!(
        after.plies.iter().flatten().count() == moves && after.is_complete(),
        "the cancelled review kept {} of {moves} moves",
        after.plies.iter().flatten().count()
    );
    for (ply, (now, then)) in after.plies.iter().zip(&before.plies).enumerate() {
        // A pass has no review.
        let Some(then) = then else { continue };
        let now = now.as_ref().unwrap();
        assert!(
            now.depth >= then.depth,
            "ply {ply}: depth {} after {}",
            now.depth,
            then.depth
        );
    }
}

#[test]
fn a_review_values_every_move_and_stays_with_the_game_and_its_file() {
    let (game, ply, loss) = blundered();
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window_with(dir.path(), Some(&game));
    review(&mut harness);
    let reviewed = kept_review(&harness);
    let blunder = reviewed.plies[ply].clone().unwrap();
    assert_eq!(blunder.loss(), 100 * loss);
    // The mistakes panel lists the mistakes, each a click away from its position (the first
    // here: the list scrolls).
    let (first_ply, first) = reviewed.mistakes(&game, 300)[0];
    let first = first.clone();
    let row = format!(
        "{}. {} {}: gave away",
        moves_before(&game, first_ply) + 1,
        first.player.name(),
        first.played
    );
    harness.get_by_label_contains(&row).click();
    harness.run_ok();
    assert_eq!(
        harness.state().game().moves_played().len(),
        moves_before(&game, first_ply)
    );
    // The move list brings the position's move into view (it had scrolled to the game's end).
    if let Some(current) = harness.state().game().moves_played().last() {
        let top = harness.get_by_label("Moves").rect().bottom();
        let row = harness.get_by_label(&current.to_string()).rect().top();
        assert!(
            row > top,
            "the move list shows {current} at {row}, above its top at {top}"
        );
    }
    // With the values on the board (the A key), every legal move of a reviewed position shows
    // the review's value at once (the last midgame one, out of the opening book).
    let (deep_ply, deep) = reviewed
        .plies
        .iter()
        .enumerate()
        .rev()
        .find_map(|(i, m)| m.as_ref().filter(|m| !m.exact).map(|m| (i, m.clone())))
        .unwrap();
    let ctx = harness.ctx.clone();
    harness.state_mut().apply(
        Command::Game(GameCommand::Othello(OthelloCommand::GoTo(moves_before(
            &game, deep_ply,
        )))),
        &ctx,
    );
    harness.key_press(egui::Key::A);
    harness.step();
    let here = harness.state().game().clone();
    assert_eq!(deep.moves.len(), here.moves().len());
    for square in here.moves().iter() {
        let label = window::cell_label(&harness, square);
        assert!(label.contains(", value "), "{label}");
        // The review's depth, where the analysis just started has none so deep.
        let prefix = format!("{square}, ");
        let cell = harness.get_by(|n| n.label().is_some_and(|l| l.starts_with(&prefix)));
        let said = cell.accesskit_node().description().unwrap_or_default();
        assert!(said.contains("(depth 8)"), "{square}: {said}");
    }

    // Saved to a file, another game opened, the file opened again: the review comes back.
    let path = dir.path().join("reviewed.ggf");
    harness.get_by_label("Game").click();
    harness.run_ok();
    harness.get_by_label_contains("Save as").click();
    harness.run_ok();
    window::choose_file(&mut harness, &path, "Save");
    harness.state().flush_saves();
    let other = dir.path().join("other.txt");
    std::fs::write(&other, "c4").unwrap();
    for file in [&other, &path] {
        harness.get_by_label("Game").click();
        harness.run_ok();
        harness.get_by_label_contains("Open…").click();
        harness.run_ok();
        window::choose_file(&mut harness, file, "Open");
    }
    let back = harness.state().othello().session().reviewed().cloned();
    assert_eq!(back.as_ref().map(|r| &r.plies), Some(&reviewed.plies));
    // The played moves' values went into the file, where GGF has room for them.
    let text = std::fs::read_to_string(&path).unwrap();
    let colour = match blunder.player {
        othello_core::Player::Black => "B",
        othello_core::Player::White => "W",
    };
    let written = format!(
        "{colour}[{}/{}]",
        blunder.played.to_string().to_uppercase(),
        f64::from(blunder.value) / 100.0
    );
    assert!(text.contains(&written), "{written} in {text}");
    drop(harness);

    // And it comes back with game.ron when the window opens again.
    let harness = window_with(dir.path(), None);
    let again = harness.state().othello().session().reviewed().cloned();
    assert_eq!(again.map(|r| r.plies), Some(reviewed.plies));
}

#[test]
fn practice_tells_each_try_its_loss_and_counts_the_first_tries() {
    let (game, ply, loss) = blundered();
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window_with(dir.path(), Some(&game));
    review(&mut harness);
    let line = harness.state().game().line().plies;
    let reviewed = kept_review(&harness);
    let mistakes = reviewed.mistakes(&game, 300);
    let position = mistakes
        .iter()
        .position(|(index, _)| *index == ply)
        .expect("the blunder is listed");
    let blunder = mistakes[position].1.clone();
    harness.get_by_label("Practise").click();
    harness.run_ok();
    for _ in 0..position {
        harness.get_by_label("Next mistake").click();
        harness.run_ok();
    }
    harness.get_by_label_contains(&format!(
        "Practice: mistake {} of {}",
        position + 1,
        mistakes.len()
    ));
    assert_eq!(
        harness.state().game().moves_played().len(),
        moves_before(&game, ply)
    );
    // The status bar says what the board is for now.
    let status = format!("Practice: find a better move for {}", blunder.player.name());
    harness.get_by_label_contains(&status);
    // The values would give the answer away: none on the board.
    for square in harness.state().game().moves().iter() {
        let label = window::cell_label(&harness, square);
        assert!(!label.contains(", value "), "{label}");
    }
    // The game's own move again: told what it gives away, the answer shown on the board.
    window::click_cell(&mut harness, &blunder.played.to_string());
    harness.get_by_label_contains(&format!(
        "{} gives away {loss}.0 discs: no better than the game's move.",
        blunder.played
    ));
    assert_eq!(
        harness.state().game().moves_played().len(),
        moves_before(&game, ply),
        "a try is not played"
    );
    window::wait_for_label_containing(&mut harness, "The answer: ");
    let tried = window::cell_label(&harness, blunder.played);
    assert!(tried.contains("line move 1 for"), "{tried}");
    // The best move on the second try puts it right, but the first try counts.
    harness.get_by_label("Try again").click();
    harness.run_ok();
    window::click_cell(&mut harness, &blunder.best.to_string());
    harness.get_by_label_contains("is as good as the best move");
    harness.get_by_label_contains("Put right at the first try: 0 of 1");
    harness.get_by_label("Stop practice").click();
    harness.run_ok();
    assert!(harness.query_by_label_contains(&status).is_none());
    // The game's line is as it was.
    assert_eq!(harness.state().game().line().plies, line);
}
