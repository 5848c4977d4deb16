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

#[test]
fn each_reviewed_move_carries_every_legal_move_of_its_position_from_one_analysis() {
    let game = game_with_a_line(14, 5);
    let limits = Limits {
        depth: 3,
        exact_empties: 6,
        ..Limits::default()
    };
    let review = Review::request(&game).limits(limits).run();
    let plies = game.line().plies;
    let mut position = Game::from_setup(&game.setup()).unwrap();
    let mut reviewed = 0;
    for (ply, entry) in plies.iter().zip(&review.plies) {
        let Ply::Move { square, .. } = *ply else {
            assert!(entry.is_none(), "a pass has no review");
            continue;
        };
        let m = entry.as_ref().expect("every move is reviewed");
        let legal: std::collections::BTreeSet<Square> = position.moves().iter().collect();
        let valued: std::collections::BTreeSet<Square> = m.moves.iter().map(|&(s, _)| s).collect();
        assert_eq!(valued, legal, "every legal move is valued");
        assert!(m.moves.windows(2).all(|w| w[0].1 >= w[1].1), "best first");
        assert_eq!((m.best, m.best_value), m.moves[0]);
        assert!(m.moves.contains(&(square, m.value)));
        // The same values as an analysis of that position alone.
        let alone = Analysis::request(&position)
            .limits(Limits {
                quick_single_move: false,
                noise: 0,
                ..limits
            })
            .run()
            .unwrap();
        let alone: Vec<(Square, i32)> = alone.moves.iter().map(|v| (v.square, v.value)).collect();
        assert_eq!(m.moves, alone);
        position.play(square).unwrap();
        reviewed += 1;
    }
    assert!(reviewed >= 10);
}
