//! View → Analysis in the window, driven through egui_kittest by accessibility label: a value
//! on every legal move, following the position, exact near the end, off the computer's time.
#![cfg(feature = "gui")]

mod common;

use common::window::step_until;

use common::window;
use common::window::cell_label as label;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use othello::gui::{AnimationSpeed, App, Pace, Panels, Seat, Settings, Store};
use othello_core::{Options, Square};
use othello_engine::Level;
use std::path::Path;
use std::time::Duration;

fn window(dir: &Path, options: Options, white: Seat, analysis: bool) -> Harness<'static, App> {
    let settings = Settings {
        options,
        white,
        pace: Pace::Half,
        panels: Panels::default().with("analysis", analysis),
        animation: AnimationSpeed::Off,
        ..Settings::default()
    };
    let mut harness = window::open_with(dir, &settings, window::builder().with_step_dt(1.0 / 60.0));
    harness.step();
    harness
}

/// Game → Analyze game → Depth 8, until the review is done.
fn review_at_depth_8(harness: &mut Harness<'_, App>) {
    harness.get_by_label("Game").click();
    harness.run_ok();
    harness.get_by_label("Analyze game").hover();
    harness.run_ok();
    harness.get_by_label("Depth 8").click();
    harness.step();
    step_until(harness, "the review is done", |app| {
        let (review, running) = app.othello().review();
        !running && review.is_some_and(|r| r.done == r.total)
    });
}

fn six() -> Options {
    Options {
        rows: 6,
        cols: 6,
        ..Options::default()
    }
}

#[test]
fn every_legal_move_gets_a_value_that_follows_the_position() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path(), six(), Seat::HUMAN, true);
    step_until(&mut harness, "the analysis reaches depth 3", |app| {
        app.othello().analysis().is_some_and(|a| a.depth >= 3)
    });
    harness.step();
    let game = harness.state().game().clone();
    let analysis = harness.state().othello().analysis().unwrap();
    assert_eq!(analysis.moves.len(), game.moves().len());
    for square in game.moves().iter() {
        let text = label(&harness, square);
        assert!(text.contains(", value "), "{text}");
    }
    // Cells that are not moves carry no value.
    assert!(!label(&harness, Square::new(0, 0)).contains("value"));
    // The one value of the position on the board makes no graph (it would be an empty box).
    assert!(
        harness
            .query_by_label_contains("Evaluation graph")
            .is_none(),
        "a graph with nothing to draw"
    );
    // The window's small text is readable, in every theme.
    harness.ctx.all_styles_mut(|style| {
        let small = &style.text_styles[&egui::TextStyle::Small];
        assert!(small.size >= 11.0, "small text of {}", small.size);
    });
    assert!(harness.state().thinking().unwrap().contains("depth"));

    // A move: the values are for the new position's moves, not the old ones.
    let first = analysis.moves[0].square;
    harness
        .get_by(|n| {
            n.label()
                .is_some_and(|l| l.starts_with(&format!("{first}, ")))
        })
        .click();
    harness.step();
    let after = harness.state().game().clone();
    assert_eq!(after.moves_played(), vec![first]);
    step_until(&mut harness, "values for the new position", |app| {
        app.othello().analysis().is_some_and(|a| {
            a.moves.len() == after.moves().len()
                && a.moves.iter().all(|m| after.moves().contains(m.square))
        })
    });
}

#[test]
fn near_the_end_the_values_are_exact_and_boxed_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let options = Options {
        rows: 4,
        cols: 4,
        ..Options::default()
    };
    let mut harness = window(dir.path(), options, Seat::HUMAN, true);
    step_until(&mut harness, "exact values", |app| {
        app.othello().analysis().is_some_and(|a| a.exact)
    });
    harness.step();
    let game = harness.state().game().clone();
    for square in game.moves().iter() {
        assert!(label(&harness, square).contains(" exact"), "{square}");
    }
    // 4×4 is won by White 11-3: with the two empty cells given to the winner, -10 for Black.
    let best = harness.state().othello().analysis().unwrap().moves[0].value;
    assert_eq!(best, -1000);
    // With the search's speed after it.
    let thinking = harness.state().thinking().unwrap();
    assert!(
        thinking.starts_with("Analysis: exact values · ") && thinking.ends_with(" nodes/s"),
        "{thinking}"
    );
}

#[test]
fn the_a_key_and_the_view_menu_turn_it_on_and_off() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path(), six(), Seat::HUMAN, false);
    for _ in 0..20 {
        harness.step();
    }
    assert!(harness.state().othello().analysis().is_none());
    harness.key_press(egui::Key::A);
    harness.step();
    assert!(harness.state().panel_shown("analysis"));
    step_until(&mut harness, "values", |app| {
        app.othello().analysis().is_some()
    });
    harness.get_by_label("View").click();
    harness.run_ok();
    harness.get_by_label("Analysis").click();
    harness.run_ok();
    assert!(!harness.state().panel_shown("analysis"));
    assert!(harness.state().othello().analysis().is_none());
    let square = harness.state().game().moves().iter().next().unwrap();
    assert!(!label(&harness, square).contains("value"));
    // Remembered in the settings file (written off the window's thread).
    harness.state().flush_saves();
    let saved = Store::new(dir.path()).load_settings().0;
    assert_eq!(saved.panels.get("analysis"), Some(false));
}

#[test]
fn no_analysis_while_the_computer_thinks_for_its_side() {
    let dir = tempfile::tempdir().unwrap();
    let white = Seat::Computer(Level::Beginner);
    let mut harness = window(dir.path(), six(), white, true);
    step_until(&mut harness, "values for Black", |app| {
        app.othello().analysis().is_some()
    });
    let square = harness.state().game().moves().iter().next().unwrap();
    harness
        .get_by(|n| {
            n.label()
                .is_some_and(|l| l.starts_with(&format!("{square}, ")))
        })
        .click();
    harness.step();
    // White (the computer) is to move: no values, the computer's words in the status bar,
    // for as long as the computer takes (the pace holds its move for half a second).
    assert!(harness.state().computer_to_move());
    let mut frames = 0;
    while harness.state().computer_to_move() {
        assert!(harness.state().othello().analysis().is_none());
        assert!(
            harness
                .state()
                .thinking()
                .unwrap()
                .contains("White is thinking")
        );
        harness.step();
        std::thread::sleep(Duration::from_millis(5));
        frames += 1;
        assert!(frames < 3000, "the computer never moved");
    }
    assert!(frames >= 20, "the computer answered in {frames} frames");
    step_until(
        &mut harness,
        "values again after the computer's move",
        |app| !app.computer_to_move() && app.othello().analysis().is_some(),
    );
}

/// The accessibility labels of every node.
fn labels(harness: &Harness<'_, App>) -> Vec<String> {
    harness
        .get_all_by(|node| node.label().is_some())
        .map(|n| n.accesskit_node().label().unwrap_or_default())
        .collect()
}

#[test]
fn analyze_game_marks_the_blunder_and_draws_the_graph() {
    let (game, ply, loss) = (1..50)
        .find_map(common::game_with_one_blunder)
        .expect("some game has a blunder of 8 discs");
    let dir = tempfile::tempdir().unwrap();
    Store::new(dir.path()).save_game(&game).unwrap();
    let mut harness = window(dir.path(), six(), Seat::HUMAN, false);
    assert_eq!(harness.state().game(), &game);
    review_at_depth_8(&mut harness);
    harness.step();
    let (review, _) = harness.state().othello().review();
    let review = review.unwrap();
    let blunder = review.plies[ply].as_ref().unwrap();
    assert_eq!(blunder.loss(), 100 * loss);
    // The move list writes the mark after the move, and its player's totals count it.
    let marked = format!("{}??", blunder.played);
    let all = labels(&harness);
    assert!(all.iter().any(|l| l == &marked), "{marked} not in {all:?}");
    let totals = format!("{}: ", blunder.player.name());
    let blunders = review.totals(blunder.player).blunders;
    let counted = format!("{blunders} ??");
    assert!(
        harness
            .get_all_by(|n| n
                .value()
                .is_some_and(|v| v.starts_with(&totals) && v.contains(&counted)))
            .next()
            .is_some(),
        "no line '{totals}… {counted}'"
    );
    // The graph is there; a click on its left edge goes to the start.
    let graph = harness.get_by(|n| n.label().is_some_and(|l| l.starts_with("Evaluation graph")));
    let rect = graph.rect();
    let at = egui::pos2(rect.left() as f32 + 2.0, rect.center().y as f32);
    harness.hover_at(at);
    harness.step();
    harness.drag_at(at);
    harness.step();
    harness.drop_at(at);
    harness.run_ok();
    assert!(harness.state().game().moves_played().is_empty());
    // Looking back keeps the review.
    assert!(harness.state().othello().review().0.is_some());
}

/// What a value's tooltip says (the line the engine expects) is the cell's description for a
/// screen reader as well.
#[test]
fn a_values_line_is_its_cells_description() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path(), six(), Seat::HUMAN, true);
    step_until(&mut harness, "values", |app| {
        app.othello().analysis().is_some()
    });
    harness.step();
    let game = harness.state().game().clone();
    for square in game.moves().iter() {
        let prefix = format!("{square}, ");
        let node = harness.get_by(|n| n.label().is_some_and(|l| l.starts_with(&prefix)));
        let description = node.accesskit_node().description().unwrap_or_default();
        // "-4 for Black (opening book, exact)", "+0.3 for Black (depth 5): c2 b3 …"
        assert!(
            description.contains(" for Black ("),
            "{square}: {description:?}"
        );
    }
}

/// On a large board in a small window the values are too small to write: they are dots, and
/// the status bar says so; where they can be written it says nothing.
#[test]
fn values_too_small_to_write_are_dots_and_the_status_bar_says_so() {
    let dots = "Values as coloured dots: the cells are too small to write them";
    for (size, options, expected) in [
        (
            egui::vec2(340.0, 320.0),
            Options {
                rows: 16,
                cols: 16,
                ..Options::default()
            },
            true,
        ),
        (egui::vec2(900.0, 760.0), six(), false),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let settings = Settings {
            options,
            white: Seat::HUMAN,
            panels: Panels::default().with("analysis", true),
            animation: AnimationSpeed::Off,
            ..Settings::default()
        };
        let mut harness =
            window::open_with(dir.path(), &settings, window::builder().with_size(size));
        harness.step();
        step_until(&mut harness, "values", |app| {
            app.othello().analysis().is_some()
        });
        harness.step();
        harness.step();
        assert_eq!(
            harness.query_by_label(dots).is_some(),
            expected,
            "{}x{} at {size:?}",
            options.rows,
            options.cols
        );
    }
}

/// A narrow window with the best lines and the book shown, after a review: the board stays the
/// largest thing, the graph under it no taller than the board (at 600x760 the board was about
/// 200 px under a 180 px graph and the panels); in a window too short for it, the graph is
/// folded away and the menu bar says so.
#[test]
fn the_graph_is_never_larger_than_the_board_and_folds_away_named() {
    let (game, _, _) = (1..50)
        .find_map(common::game_with_one_blunder)
        .expect("some game has a blunder of 8 discs");
    let dir = tempfile::tempdir().unwrap();
    Store::new(dir.path()).save_game(&game).unwrap();
    let settings = Settings {
        options: six(),
        panels: Panels::default().with("lines", true).with("book", true),
        animation: AnimationSpeed::Off,
        ..Settings::default()
    };
    let mut harness = window::open_with(
        dir.path(),
        &settings,
        window::builder()
            .with_size(egui::vec2(600.0, 760.0))
            .with_step_dt(1.0 / 60.0),
    );
    harness.step();
    review_at_depth_8(&mut harness);
    for _ in 0..3 {
        harness.step();
    }
    let graph = harness
        .get_by(|n| n.label().is_some_and(|l| l.starts_with("Evaluation graph")))
        .rect();
    let cell = |name: &str| {
        harness
            .get_by(|n| {
                n.label()
                    .is_some_and(|l| l.starts_with(&format!("{name}, ")))
            })
            .rect()
    };
    let board = cell("a1").union(cell("f6"));
    assert!(
        board.height() >= graph.height(),
        "board {board:?}, graph {graph:?}"
    );
    // Too short for the graph: it is folded away, and a line says so.
    harness.set_size(egui::vec2(900.0, 380.0));
    harness.run_ok();
    assert!(
        harness
            .query_by(|n| n.label().is_some_and(|l| l.starts_with("Evaluation graph")))
            .is_none()
    );
    let note = harness
        .get_all_by(|n| {
            n.value()
                .or(n.label())
                .is_some_and(|t| t.starts_with("No room for"))
        })
        .find_map(|n| n.value())
        .unwrap_or_default();
    assert!(
        note.starts_with("No room for “Show the evaluation graph”:"),
        "{note}"
    );
}

/// A 16x16 game reviewed, in a window of 500x450: the graph under the board and the panels
/// beside it are folded away (the menu bar says so) rather than leave the board cells too
/// small for their values (16 px beside the move list).
#[test]
fn on_a_large_board_in_a_small_window_the_graph_leaves_the_board_its_cells() {
    let options = Options {
        rows: 16,
        cols: 16,
        ..Options::default()
    };
    let mut game = othello_core::Game::new(options).unwrap();
    for _ in 0..2 {
        let first = game.moves().iter().next().unwrap();
        game.play(first).unwrap();
    }
    let dir = tempfile::tempdir().unwrap();
    Store::new(dir.path()).save_game(&game).unwrap();
    let settings = Settings {
        options,
        panels: Panels::default().with("graph", true),
        animation: AnimationSpeed::Off,
        ..Settings::default()
    };
    let builder = window::builder().with_size(egui::vec2(1000.0, 900.0));
    let mut harness = window::open_with(dir.path(), &settings, builder.with_step_dt(1.0 / 60.0));
    harness.step();
    review_at_depth_8(&mut harness);
    harness.run_ok();
    let graph = |harness: &Harness<'_, App>| {
        harness
            .query_by(|n| n.label().is_some_and(|l| l.starts_with("Evaluation graph")))
            .is_some()
    };
    assert!(graph(&harness), "the graph is drawn in a large window");
    harness.set_size(egui::vec2(500.0, 450.0));
    harness.run_ok();
    assert!(!graph(&harness), "the graph is drawn at 500x450");
    let a1 = harness
        .get_by(|n| n.label().is_some_and(|l| l.starts_with("a1, ")))
        .rect();
    assert!(a1.width() >= 17.0, "a cell of {a1:?}");
    assert!(
        harness
            .get_all_by(|n| n.value().is_some_and(|t| t.starts_with("No room for")))
            .next()
            .is_some(),
        "the menu bar says what is folded away"
    );
}

/// With the analysis on, the graph keeps its room from the start and says what will come
/// there: the board stays put when the graph's second value arrives (it had moved up when the
/// graph first appeared).
#[test]
fn the_graph_keeps_its_room_so_the_board_stays_put() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path(), six(), Seat::HUMAN, true);
    harness.get_by_label_contains("Black's value after each move comes here");
    let a1 = |harness: &Harness<'_, App>| {
        harness
            .get_by(|n| n.label().is_some_and(|l| l.starts_with("a1, ")))
            .rect()
    };
    let before = a1(&harness);
    step_until(&mut harness, "the analysis reaches depth 3", |app| {
        app.othello().analysis().is_some_and(|a| a.depth >= 3)
    });
    let first = harness.state().othello().analysis().unwrap().moves[0].square;
    harness
        .get_by(|n| {
            n.label()
                .is_some_and(|l| l.starts_with(&format!("{first}, ")))
        })
        .click();
    for _ in 0..600 {
        harness.step();
        if harness
            .query_by_label_contains("Evaluation graph")
            .is_some()
        {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(
        harness
            .query_by_label_contains("Evaluation graph")
            .is_some(),
        "the graph after the first move"
    );
    assert_eq!(a1(&harness), before, "the board moved");
}
