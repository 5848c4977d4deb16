//! The study desk in the window, driven through egui_kittest by accessibility label: the Best
//! lines panel (its values the board's, a line shown on the board, a click plays up to a move),
//! the analysis's level, stepping through the game with the keyboard, the turned board.
#![cfg(feature = "gui")]

mod common;

use common::window::step_until;

use common::window;
use common::window::cell_label;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use othello::gui::{AnimationSpeed, App, Orientation, Panels, SearchLevel, Settings, Store, Study};
use othello_core::{Options, Square};
use std::path::Path;

fn ten() -> Options {
    Options {
        rows: 10,
        cols: 10,
        ..Options::default()
    }
}

fn window(dir: &Path, options: Options, study: Study, panels: Panels) -> Harness<'static, App> {
    let settings = Settings {
        options,
        panels,
        study,
        animation: AnimationSpeed::Off,
        ..Settings::default()
    };
    let mut harness = window::open_with(dir, &settings, window::builder().with_step_dt(1.0 / 60.0));
    harness.step();
    harness
}

fn depth(d: u8) -> Study {
    Study {
        analysis: SearchLevel::Depth(d),
        ..Study::default()
    }
}

fn lines_shown() -> Panels {
    Panels::default().with("lines", true)
}

fn has_label(harness: &Harness<'_, App>, text: &str) -> bool {
    harness.query_by_label(text).is_some()
}

#[test]
fn best_lines_list_the_analysis_best_first_and_play_a_line_up_to_a_move() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path(), ten(), depth(4), lines_shown());
    harness.step();
    // The panel needs the analysis: it runs with the panel alone shown, to the level's depth.
    step_until(&mut harness, "the analysis reaches depth 4", |app| {
        app.othello().analysis().is_some_and(|a| a.depth == 4)
    });
    harness.run();
    let analysis = harness.state().othello().analysis().unwrap();
    assert_eq!(analysis.depth, 4, "the level's depth is the deepest");
    let best = &analysis.moves[0];
    assert!(
        best.pv.len() >= 3,
        "a line of the depth searched: {:?}",
        best.pv
    );
    // The lines, best first; four by default.
    for (i, m) in analysis.moves.iter().take(4).enumerate() {
        let label = format!("Line {}: {}", i + 1, m.square);
        assert!(has_label(&harness, &label), "{label}");
    }
    // The status names the depth reached, the speed and the level, said to be the level (a
    // time level read as the time spent misled).
    let status = harness.get_by_label_contains("Analysis: depth 4");
    let text = format!("{status:?}");
    assert!(
        text.contains("nodes/s") && text.contains("level: Depth 4"),
        "{text}"
    );

    // Resting on a line numbers its moves on the board.
    harness
        .get_by_label(&format!("Line 1: {}", best.square))
        .hover();
    harness.run();
    let second = best.pv[1];
    assert!(
        cell_label(&harness, second).contains("line move 2 for White"),
        "{}",
        cell_label(&harness, second)
    );

    // A click on the line's third move plays the line up to it.
    let third = best.pv[2];
    harness
        .get_by_label(&format!("Line 1, move 3: {third}"))
        .click();
    harness.step();
    harness.step();
    assert_eq!(harness.state().game().moves_played(), best.pv[..3].to_vec());
}

#[test]
fn the_number_of_lines_is_the_settings_and_all_lists_every_move() {
    let dir = tempfile::tempdir().unwrap();
    let two = Study {
        lines: 2,
        ..depth(2)
    };
    let mut harness = window(dir.path(), ten(), two, lines_shown());
    step_until(&mut harness, "the analysis reaches depth 2", |app| {
        app.othello().analysis().is_some_and(|a| a.depth == 2)
    });
    harness.run();
    let moves = harness.state().othello().analysis().unwrap().moves;
    assert!(has_label(&harness, &format!("Line 2: {}", moves[1].square)));
    assert!(!has_label(
        &harness,
        &format!("Line 3: {}", moves[2].square)
    ));

    let dir = tempfile::tempdir().unwrap();
    let all = Study {
        lines: 0,
        ..depth(2)
    };
    let mut harness = window(dir.path(), ten(), all, lines_shown());
    step_until(&mut harness, "the analysis reaches depth 2", |app| {
        app.othello().analysis().is_some_and(|a| a.depth == 2)
    });
    harness.run();
    let moves = harness.state().othello().analysis().unwrap().moves;
    let legal = harness.state().game().moves().len();
    assert_eq!(moves.len(), legal);
    for (i, m) in moves.iter().enumerate() {
        assert!(has_label(
            &harness,
            &format!("Line {}: {}", i + 1, m.square)
        ));
    }
}

#[test]
fn a_new_analysis_level_restarts_the_analysis_and_is_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path(), ten(), depth(2), lines_shown());
    step_until(&mut harness, "depth 2", |app| {
        app.othello().analysis().is_some_and(|a| a.depth == 2)
    });
    // The level's list in the panel.
    harness.get_by_label("Level").click();
    harness.run();
    harness.get_by_label("Depth 8").click();
    // Steps, not run: the deeper analysis asks for frames as it goes.
    harness.step();
    harness.step();
    assert_eq!(
        harness.state().settings().study.analysis,
        SearchLevel::Depth(8)
    );
    step_until(&mut harness, "depth 5, beyond the old level", |app| {
        app.othello().analysis().is_some_and(|a| a.depth >= 5)
    });
    harness.state().flush_saves();
    let saved = Store::new(dir.path()).load_settings().0;
    assert_eq!(saved.study.analysis, SearchLevel::Depth(8));
}

#[test]
fn home_end_left_and_right_step_through_the_game_without_losing_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(
        dir.path(),
        Options::default(),
        Study::default(),
        Panels::default(),
    );
    let line: Vec<Square> = ["f5", "d6", "c3", "d3"]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    for square in &line {
        window::click_cell(&mut harness, &square.to_string());
    }
    let played = |h: &Harness<'_, App>| h.state().game().moves_played().len();
    assert_eq!(played(&harness), 4);
    harness.key_press(egui::Key::Home);
    harness.run();
    assert_eq!(played(&harness), 0);
    assert_eq!(harness.state().game().redo_moves(), line);
    harness.key_press(egui::Key::ArrowRight);
    harness.run();
    harness.key_press(egui::Key::ArrowRight);
    harness.run();
    assert_eq!(played(&harness), 2);
    harness.key_press(egui::Key::ArrowLeft);
    harness.run();
    assert_eq!(played(&harness), 1);
    harness.key_press(egui::Key::End);
    harness.run();
    assert_eq!(harness.state().game().moves_played(), line);
    // Right at the end of the line does nothing; Left with the cursor shown moves the cursor.
    harness.key_press(egui::Key::ArrowRight);
    harness.run();
    assert_eq!(played(&harness), 4);
    harness.key_press(egui::Key::ArrowDown);
    harness.run();
    let cursor = harness.state().cursor().expect("the cursor is shown");
    harness.key_press(egui::Key::ArrowLeft);
    harness.run();
    assert_eq!(played(&harness), 4);
    assert_eq!(
        harness.state().cursor(),
        Some(Square::new(cursor.row, cursor.col.saturating_sub(1)))
    );
    // Escape hides the cursor, and Left steps back again.
    harness.key_press(egui::Key::Escape);
    harness.run();
    assert_eq!(harness.state().cursor(), None);
    harness.key_press(egui::Key::ArrowLeft);
    harness.run();
    assert_eq!(played(&harness), 3);
}

/// The centre of `square`'s cell on screen.
fn cell_centre(harness: &Harness<'_, App>, square: Square) -> egui::Pos2 {
    let prefix = format!("{square}, ");
    let node = harness.get_by(|n| n.label().is_some_and(|l| l.starts_with(&prefix)));
    let rect = node.rect();
    rect.center()
}

#[test]
fn a_turned_board_draws_each_cell_where_it_turned_to_and_plays_the_same_moves() {
    let dir = tempfile::tempdir().unwrap();
    let turned = Study {
        orientation: Orientation::UPRIGHT.turned_right(),
        ..Study::default()
    };
    let mut harness = window(dir.path(), Options::default(), turned, Panels::default());
    harness.run();
    let at = |h: &Harness<'_, App>, s: &str| cell_centre(h, s.parse().unwrap());
    // A quarter turn clockwise: a1 at the top right, a8 at the top left, h8 at the bottom left.
    let (a1, a8, h8) = (at(&harness, "a1"), at(&harness, "a8"), at(&harness, "h8"));
    assert!((a1.y - a8.y).abs() < 1.0 && a1.x > a8.x, "{a1:?} {a8:?}");
    assert!((h8.x - a8.x).abs() < 1.0 && h8.y > a8.y, "{h8:?} {a8:?}");
    // A click on a cell plays that cell's move, whatever the turn.
    window::click_cell(&mut harness, "f5");
    assert_eq!(
        harness.state().game().moves_played(),
        vec!["f5".parse::<Square>().unwrap()]
    );

    // The View menu turns it back; the turn is remembered.
    harness.get_by_label("View").click();
    harness.run();
    harness.get_by_label("Turn the board").click();
    harness.run();
    harness.get_by_label("Turn left").click();
    harness.run();
    assert!(harness.state().settings().study.orientation.is_upright());
    let (a1, a8) = (at(&harness, "a1"), at(&harness, "a8"));
    assert!((a1.x - a8.x).abs() < 1.0 && a8.y > a1.y, "upright again");
    harness.state().flush_saves();
    let saved = Store::new(dir.path()).load_settings().0;
    assert!(saved.study.orientation.is_upright());
}

#[test]
fn the_status_counts_the_legal_moves_and_the_empty_cells() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(
        dir.path(),
        Options::default(),
        Study::default(),
        Panels::default(),
    );
    harness.run();
    assert!(has_label(&harness, "4 legal moves · 60 empty"));
    window::click_cell(&mut harness, "f5");
    assert!(has_label(&harness, "3 legal moves · 59 empty"));
}

/// The graph's accessibility label, if it is drawn.
fn graph_label(harness: &Harness<'_, App>) -> Option<String> {
    harness
        .query_by_label_contains("Evaluation graph")
        .map(|n| format!("{n:?}"))
}

#[test]
fn the_graph_grows_during_play_and_counts_a_bad_moves_loss() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path(), ten(), depth(3), lines_shown());
    let settled = |h: &mut Harness<'_, App>| {
        step_until(h, "the analysis reaches depth 3", |app| {
            app.othello().analysis().is_some_and(|a| a.depth == 3)
        });
        // A frame keeps the value after drawing; the next draws it.
        h.step();
        h.step();
    };
    settled(&mut harness);
    // One value (the start's) makes no graph.
    assert_eq!(graph_label(&harness), None);
    // The best move: the graph has two points, and no loss.
    let best = harness.state().othello().analysis().unwrap().moves[0].square;
    harness.get_by_label(&format!("Line 1: {best}")).click();
    harness.step();
    settled(&mut harness);
    let label = graph_label(&harness).expect("a graph after the first move");
    assert!(label.contains("after move 1"), "{label}");
    assert!(label.contains("Black 0.0, White 0.0"), "{label}");
    // White's worst move: its loss is what the analysis said it gives away.
    let analysis = harness.state().othello().analysis().unwrap();
    let (first, worst) = (&analysis.moves[0], analysis.moves.last().unwrap());
    let lost = (first.value - worst.value) as f64 / 100.0;
    assert!(lost > 0.0, "the worst move gives something away");
    window::click_cell(&mut harness, &worst.square.to_string());
    settled(&mut harness);
    let label = graph_label(&harness).unwrap();
    assert!(label.contains("after move 2"), "{label}");
    assert!(
        label.contains(&format!("Black 0.0, White {lost:.1}")),
        "{label}, expected White {lost:.1}"
    );
    // A click at the graph's left edge goes back to the start, keeping the moves.
    let rect = harness.get_by_label_contains("Evaluation graph").rect();
    let at = egui::pos2(rect.left() as f32 + 2.0, rect.center().y as f32);
    harness.hover_at(at);
    harness.step();
    harness.drag_at(at);
    harness.step();
    harness.drop_at(at);
    harness.step();
    harness.step();
    assert_eq!(harness.state().game().moves_played().len(), 0);
    assert_eq!(harness.state().game().redo_moves().len(), 2);
}

#[test]
fn a_game_copied_as_ggf_carries_its_players_date_and_known_values() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path(), Options::default(), depth(4), lines_shown());
    step_until(&mut harness, "the analysis of the start", |app| {
        app.othello().analysis().is_some_and(|a| a.depth == 4)
    });
    window::click_cell(&mut harness, "f5");
    // The position after f5 valued: f5's value for Black is the negative of White's best.
    step_until(&mut harness, "the analysis after f5", |app| {
        app.game().moves_played().len() == 1
            && app.othello().analysis().is_some_and(|a| a.depth == 4)
    });
    harness.step();
    let white_best = harness.state().othello().analysis().unwrap().moves[0].value;
    harness.get_by_label("Game").click();
    harness.run_ok();
    harness.get_by_label("Copy as GGF").click();
    harness.step();
    let ggf = window::copied_text(&harness).expect("copied");
    assert!(ggf.contains("PB[Human]PW[Human]"), "{ggf}");
    let date = ggf
        .split("DT[")
        .nth(1)
        .expect("a date")
        .split(']')
        .next()
        .unwrap();
    assert_eq!(date.len(), 10, "{date}");
    assert!(
        date.starts_with("20") && date.as_bytes()[4] == b'.',
        "{date}"
    );
    let eval = -f64::from(white_best) / 100.0;
    assert!(
        ggf.contains(&format!("B[F5/{eval:.2}]")) || ggf.contains(&format!("B[F5/{eval}]")),
        "f5 with its value {eval} in {ggf}"
    );
}

#[test]
fn the_wheel_over_the_move_list_steps_through_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(
        dir.path(),
        Options::default(),
        Study::default(),
        Panels::default(),
    );
    for square in ["f5", "d6", "c3"] {
        window::click_cell(&mut harness, square);
    }
    let played = |h: &Harness<'_, App>| h.state().game().moves_played().len();
    // Over the list (its last move), the wheel up goes back a move; down, forward again.
    let rect = harness.get_by_label("c3").rect();
    let over = egui::pos2(rect.center().x as f32, rect.center().y as f32);
    harness.hover_at(over);
    harness.run_ok();
    let wheel = |h: &mut Harness<'_, App>, y: f32| {
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Line,
            delta: egui::vec2(0.0, y),
            phase: egui::TouchPhase::Move,
            modifiers: egui::Modifiers::NONE,
            source: egui::MouseWheelSource::Wheel,
        });
        h.run_ok();
    };
    wheel(&mut harness, 1.0);
    assert_eq!(played(&harness), 2);
    wheel(&mut harness, 1.0);
    assert_eq!(played(&harness), 1);
    wheel(&mut harness, -1.0);
    assert_eq!(played(&harness), 2);
    // Over the board the wheel does nothing to the game.
    let board = harness
        .get_by(|n| n.label().is_some_and(|l| l.starts_with("a1, ")))
        .rect();
    harness.hover_at(egui::pos2(board.center().x as f32, board.center().y as f32));
    harness.run_ok();
    wheel(&mut harness, 1.0);
    assert_eq!(played(&harness), 2);
}

#[test]
fn a_different_move_from_an_earlier_position_is_a_variation_and_the_main_line_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(
        dir.path(),
        Options::default(),
        Study::default(),
        Panels::default(),
    );
    for square in ["f5", "d6", "c3", "d3"] {
        window::click_cell(&mut harness, square);
    }
    let main: Vec<Square> = harness.state().game().moves_played();
    harness.key_press(egui::Key::ArrowLeft);
    harness.run_ok();
    harness.key_press(egui::Key::ArrowLeft);
    harness.run_ok();
    // f5 d6, then c5 instead of c3: a variation from move 3.
    window::click_cell(&mut harness, "c5");
    assert!(harness.query_by_label("Variation from move 3").is_some());
    // A game saved or copied as GGF now is the main line, whole.
    harness.get_by_label("Game").click();
    harness.run_ok();
    harness.get_by_label("Copy as GGF").click();
    harness.step();
    let copied = window::copied_text(&harness);
    harness.run_ok();
    assert!(
        copied
            .as_deref()
            .is_some_and(|t| t.contains("B[F5]W[D6]B[C3]W[D3]")),
        "{copied:?}"
    );
    // Back on the main line, where the lines parted, the rest of it ahead.
    harness.get_by_label("Back to the main line").click();
    harness.run_ok();
    assert_eq!(harness.state().game().moves_played(), main[..2].to_vec());
    assert_eq!(harness.state().game().redo_moves(), main[2..].to_vec());
    assert!(harness.query_by_label("Variation from move 3").is_none());
}
