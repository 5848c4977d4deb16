//! The opening book in the window, driven through egui_kittest by accessibility label: book
//! values marked on the board, the status bar's word on the book, the Book panel.
#![cfg(feature = "gui")]

mod common;

use common::window;
use common::window::cell_label as label;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use othello::gui::{AnimationSpeed, App, Panels, Seat, Settings, Store};
use othello_core::{Options, Square};
use othello_engine::book;
use std::time::Duration;

fn open(dir: &std::path::Path, analysis: bool, show_book: bool) -> Harness<'static, App> {
    open_on(dir, Options::default(), analysis, show_book)
}

fn open_on(
    dir: &std::path::Path,
    options: Options,
    analysis: bool,
    show_book: bool,
) -> Harness<'static, App> {
    let settings = Settings {
        options,
        white: Seat::HUMAN,
        panels: Panels::default()
            .with("analysis", analysis)
            .with("book", show_book),
        animation: AnimationSpeed::Off,
        ..Settings::default()
    };
    let mut harness = window::open_with(dir, &settings, window::builder().with_step_dt(1.0 / 60.0));
    harness.step();
    harness
}

fn click_cell(harness: &mut Harness<'_, App>, square: Square) {
    let prefix = format!("{square}, ");
    harness
        .get_by(|n| n.label().is_some_and(|l| l.starts_with(&prefix)))
        .click();
    // Frames enough for the layout to settle (the graph under the board comes with the second
    // valued position and moves the board up), so that the next click finds its cell.
    for _ in 0..6 {
        harness.step();
    }
}

#[test]
fn book_values_are_marked_and_the_status_bar_follows_the_book() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = open(dir.path(), true, false);
    let b = book::for_options(&Options::default()).expect("an 8x8 book");
    harness.step();
    harness.get_by_label("In the opening book");
    // Every first move is a book move: its value is the book's, said to be.
    let game = harness.state().game().clone();
    for m in b.moves(&game).unwrap() {
        let text = label(&harness, m.square);
        assert_eq!(m.in_book, text.contains("from the opening book"), "{text}");
    }
    // Play the book's worst moves until one leaves the book.
    let mut played = 0;
    loop {
        let game = harness.state().game().clone();
        let Some(moves) = b.moves(&game) else { break };
        let worst = *moves.last().unwrap();
        click_cell(&mut harness, worst.square);
        played += 1;
        if !worst.in_book {
            break;
        }
    }
    let game = harness.state().game().clone();
    if b.lookup(&game).is_none() {
        harness.get_by_label(&format!("Left the opening book with move {played}"));
        // Out of the book: the analysis's values, none marked as the book's.
        for _ in 0..600 {
            if harness.state().othello().analysis().is_some() {
                break;
            }
            harness.step();
            std::thread::sleep(Duration::from_millis(2));
        }
        harness.step();
        for square in game.moves().iter() {
            assert!(!label(&harness, square).contains("opening book"));
        }
    }
    // Without the analysis no value is written, the book's neither.
    let mut plain = open(tempfile::tempdir().unwrap().path(), false, false);
    plain.step();
    assert!(!label(&plain, "f5".parse().unwrap()).contains("value"));
}

#[test]
fn the_book_panel_lists_book_moves_plays_them_and_is_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = open(dir.path(), false, false);
    assert!(harness.query_by_label("Opening book").is_none());
    harness.get_by_label("View").click();
    harness.run();
    harness.get_by_label("Show the opening book").click();
    harness.run();
    harness.get_by_label("Opening book");
    harness.state().flush_saves();
    let saved = Store::new(dir.path()).load_settings().0;
    assert_eq!(saved.panels.get("book"), Some(true));
    // The start's four first moves are book moves; clicking one plays it.
    let b = book::for_options(&Options::default()).unwrap();
    let game = harness.state().game().clone();
    let best = b.moves(&game).unwrap()[0];
    harness.get_by_label(&best.square.to_string()).click();
    harness.run();
    assert_eq!(harness.state().game().moves_played(), vec![best.square]);
    // The reply's book moves are listed in its turn.
    let game = harness.state().game().clone();
    for m in b.moves(&game).unwrap().iter().filter(|m| m.in_book) {
        harness.get_by_label(&m.square.to_string());
    }
}

/// On 6x6 the book is perfect play with every move solved: every move of a book position shows
/// the book's exact value, the moves out of the book too (no search knows them better).
#[test]
fn on_6x6_every_move_shows_the_books_exact_value() {
    let dir = tempfile::tempdir().unwrap();
    let options = Options {
        rows: 6,
        cols: 6,
        ..Options::default()
    };
    let mut harness = open_on(dir.path(), options, true, false);
    let b = book::for_options(&options).expect("a 6x6 book");
    let first = b.moves(harness.state().game()).unwrap()[0];
    click_cell(&mut harness, first.square);
    harness.get_by_label("In the opening book");
    let game = harness.state().game().clone();
    let moves = b.moves(&game).expect("in the book");
    assert!(moves.iter().any(|m| !m.in_book), "a move out of the book");
    for m in moves {
        let text = label(&harness, m.square);
        let value = match m.value / 100 {
            0 => "0".to_owned(),
            v => format!("{v:+}"),
        };
        assert!(
            text.contains(&format!("{value} from the opening book")),
            "{}: {text}",
            m.square
        );
    }
}

/// "Deepen my book here" at a position the book does not hold: the panel shows the progress,
/// then the position's moves from the player's own book, which a new window on the same
/// folder reads too.
#[test]
fn deepening_the_own_book_here_puts_the_position_in_the_book() {
    let dir = tempfile::tempdir().unwrap();
    // A late position of a random game (few empty cells: its values come at once).
    let mut rng = othello_engine::XorShift::new(3);
    let mut game = othello_core::Game::new(Options::default()).unwrap();
    while game.empties() > 12 && game.turn().is_some() {
        let moves: Vec<Square> = game.moves().iter().collect();
        game.play(moves[rng.below(moves.len() as u64) as usize])
            .unwrap();
    }
    assert!(game.turn().is_some());
    Store::new(dir.path()).save_game(&game).unwrap();
    let mut harness = open(dir.path(), false, true);
    let own = "Your own book: the shipped book with your lines";
    assert!(harness.query_by_label(own).is_none());
    let first = game.moves().iter().next().unwrap();
    assert!(harness.query_by_label(&first.to_string()).is_none());
    harness.get_by_label("Deepen my book here").click();
    harness.run_ok();
    let total = 1 + game.moves().len();
    window::wait_for_label(
        &mut harness,
        &format!("{total} positions laid into your book."),
    );
    harness.step();
    harness.get_by_label(own);
    // The position's moves are the book's now, each a button.
    harness.get_by_label(&first.to_string());
    // The report is about that position: a move later it is gone.
    harness.get_by_label(&first.to_string()).click();
    harness.run_ok();
    assert_ne!(harness.state().game(), &game);
    assert!(
        harness
            .query_by_label(&format!("{total} positions laid into your book."))
            .is_none()
    );
    drop(harness);
    let harness = open(dir.path(), false, true);
    harness.get_by_label(own);
    harness.get_by_label(&first.to_string());
}
