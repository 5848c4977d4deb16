//! The review request against the review it asks for: each of its settings reaches the
//! review, and what is not set takes the defaults it documents.

use super::*;
use crate::rng::XorShift;
use othello_core::Options;

/// A 6×6 game of `moves` random moves with the last two taken back, so that its line goes on
/// past the position on the board (the same game for the same seed).
fn game_with_a_line(moves: usize, seed: u64) -> Game {
    let options = Options {
        rows: 6,
        cols: 6,
        ..Options::default()
    };
    let mut game = Game::new(options).expect("valid options");
    let mut rng = XorShift::new(seed);
    for _ in 0..moves {
        let legal: Vec<Square> = game.moves().iter().collect();
        if legal.is_empty() {
            break;
        }
        game.play(legal[rng.below(legal.len() as u64) as usize])
            .expect("a legal move");
    }
    game.undo();
    game.undo();
    game
}

/// The review and every report of it, asked for with the positional arguments.
fn positional(game: &Game, limits: &Limits, cancel: bool) -> (Review, Vec<Review>) {
    let mut reports = Vec::new();
    let last = review(game, limits, &AtomicBool::new(cancel), &mut |r| {
        reports.push(r.clone())
    });
    (last, reports)
}

#[test]
fn a_request_reviews_as_the_positional_call_with_the_same_arguments() {
    for (seed, depth) in [(1, 3), (2, 2)] {
        let game = game_with_a_line(12, seed);
        let limits = Limits {
            depth,
            exact_empties: 0,
            ..Limits::default()
        };
        let mut reports = Vec::new();
        let made = Review::request(&game)
            .limits(limits)
            .report(|r| reports.push(r.clone()))
            .run();
        let (last, old_reports) = positional(&game, &limits, false);
        assert_eq!(last.done, game.line().plies.len());
        assert_eq!(made, last, "seed {seed}");
        assert_eq!(reports, old_reports, "seed {seed}");
        let stop = AtomicBool::new(true);
        let stopped = Review::request(&game).limits(limits).cancel(&stop).run();
        assert_eq!(stopped, positional(&game, &limits, true).0);
    }
}

#[test]
fn a_started_review_ends_with_what_a_run_returns() {
    let game = game_with_a_line(10, 3);
    let limits = Limits {
        depth: 2,
        exact_empties: 0,
        ..Limits::default()
    };
    let reviewer = Review::request(&game).limits(limits).start(|| {});
    while !reviewer.is_finished() {
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    assert_eq!(reviewer.latest(), Some(positional(&game, &limits, false).0));
}
