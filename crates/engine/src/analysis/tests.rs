//! The analysis request against the analysis it asks for: each of its settings reaches the
//! analysis, and what is not set takes the defaults it documents.

use super::*;
use crate::rng::XorShift;
use othello_core::Options;

/// `moves` random moves into a game of `rows` × `cols` (the same game for the same seed).
fn random_game(rows: u8, cols: u8, moves: usize, seed: u64) -> Game {
    let options = Options {
        rows,
        cols,
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
    game
}

/// The analysis without the time it took, which differs from run to run.
fn timeless(a: Analysis) -> Analysis {
    Analysis {
        elapsed: Duration::ZERO,
        ..a
    }
}

/// The analysis and every report of it, asked for with the positional arguments.
fn positional(
    game: &Game,
    limits: &Limits,
    count: usize,
    cancel: bool,
) -> (Option<Analysis>, Vec<Analysis>) {
    let mut reports = Vec::new();
    let last = analyze(game, limits, count, &AtomicBool::new(cancel), &mut |a| {
        reports.push(timeless(a.clone()))
    });
    (last.map(timeless), reports)
}

#[test]
fn a_request_analyses_as_the_positional_call_with_the_same_arguments() {
    // 6x6 at a fixed midgame depth; 4x4 ending in the solver.
    let cases = [
        (random_game(6, 6, 6, 1), 4, 0),
        (random_game(6, 6, 10, 2), 3, 0),
        (random_game(4, 4, 1, 3), 2, 11),
    ];
    for (game, depth, exact_empties) in &cases {
        let limits = Limits {
            depth: *depth,
            exact_empties: *exact_empties,
            ..Limits::default()
        };
        for count in [usize::MAX, 2, 1] {
            let mut reports = Vec::new();
            let request = Analysis::request(game).limits(limits);
            // Every move unless asked.
            let request = if count == usize::MAX {
                request
            } else {
                request.moves(count)
            };
            let made = request
                .report(|a| reports.push(timeless(a.clone())))
                .run()
                .map(timeless);
            let (last, old_reports) = positional(game, &limits, count, false);
            assert!(last.is_some());
            assert_eq!(made, last, "count {count}");
            assert_eq!(reports, old_reports, "count {count}");
        }
    }
}

#[test]
fn a_cancelled_request_stops_as_the_positional_call_does() {
    // Deep enough that a stop comes before the end (the flag is read every couple of thousand
    // nodes).
    let game = random_game(6, 6, 4, 5);
    let limits = Limits {
        depth: 7,
        ..Limits::default()
    };
    let stopped = positional(&game, &limits, usize::MAX, true).0;
    assert_ne!(stopped, positional(&game, &limits, usize::MAX, false).0);
    let stop = AtomicBool::new(true);
    let made = Analysis::request(&game)
        .limits(limits)
        .cancel(&stop)
        .run()
        .map(timeless);
    assert_eq!(made, stopped);
}

#[test]
fn a_started_analysis_ends_with_what_a_run_returns() {
    let game = random_game(6, 6, 8, 4);
    let limits = Limits {
        depth: 4,
        ..Limits::default()
    };
    let analyst = Analysis::request(&game)
        .limits(limits)
        .moves(3)
        .start(|| {});
    while !analyst.is_finished() {
        std::thread::sleep(Duration::from_millis(1));
    }
    let (last, _) = positional(&game, &limits, 3, false);
    assert!(last.is_some());
    assert_eq!(analyst.latest().map(timeless), last);
}
