//! The request against what it stands for: kept tables, exactness, a bare position, progress
//! and cancelling each change what they should and nothing else.

use super::*;
use crate::review::final_value;
use crate::rng::XorShift;
use othello_core::{Options, Player, Standard8x8};

/// `moves` random moves into a game with `options` (the same game for the same seed).
fn random_game(options: Options, moves: usize, seed: u64) -> Game {
    let mut game = Game::new(options).expect("valid options");
    let mut rng = XorShift::new(seed);
    for _ in 0..moves {
        let legal: Vec<Square> = game.moves().iter().collect();
        if legal.is_empty() {
            break;
        }
        let pick = legal[rng.below(legal.len() as u64) as usize];
        game.play(pick).expect("a legal move");
    }
    game
}

/// The result without the time it took, which differs from run to run.
fn timeless(r: SearchResult) -> SearchResult {
    SearchResult {
        elapsed: std::time::Duration::ZERO,
        ..r
    }
}

/// The final disc difference for `player` under perfect play, by plain negamax over the game
/// (passes made by the rules core), counted as the solver counts.
fn perfect(game: &Game, player: Player) -> i32 {
    let Some(mover) = game.turn() else {
        return final_value(game, player) / 100;
    };
    let best = game
        .moves()
        .iter()
        .map(|square| {
            let mut next = game.clone();
            next.play(square).expect("a legal move");
            perfect(&next, mover)
        })
        .max()
        .expect("a player to move has a move");
    if mover == player { best } else { -best }
}

fn midgame(depth: u32) -> Limits {
    Limits {
        depth,
        exact_empties: 0,
        ..Limits::default()
    }
}

#[test]
fn fresh_kept_tables_find_what_the_searchs_own_tables_find() {
    for seed in 1..=3 {
        let game = random_game(Options::default(), 16, seed);
        let own = Search::new(&game).limits(midgame(7)).run().expect("moves");
        // Tables of the size the limits give the search's own.
        let mut tables = GameTables::new(Limits::default().hash_mib);
        let kept = Search::new(&game)
            .limits(midgame(7))
            .tables(&mut tables)
            .run()
            .expect("moves");
        assert_eq!(timeless(own.clone()), timeless(kept), "seed {seed}");
        assert!(own.nodes > 0 && own.depth == 7);
    }
}

#[test]
fn a_search_in_tables_given_back_by_others_finds_what_the_first_one_found() {
    let games: Vec<Game> = (1..=3)
        .map(|seed| random_game(Options::default(), 16, seed))
        .collect();
    // A size no other test asks for, so that these searches take each other's tables.
    let limits = Limits {
        hash_mib: 2,
        ..midgame(7)
    };
    let search = |game| timeless(Search::new(game).limits(limits).run().expect("moves"));
    let first: Vec<SearchResult> = games.iter().map(search).collect();
    // Each position again, in tables that searched it before: nothing of it may be left.
    for _ in 0..2 {
        for (game, first) in games.iter().zip(&first) {
            assert_eq!(&search(game), first);
        }
    }
}

#[test]
fn an_exact_request_gives_the_perfect_play_score_kept_table_or_not() {
    let options = Options {
        rows: 4,
        cols: 4,
        ..Options::default()
    };
    let table = SolveTable::new(1);
    for seed in 1..=4 {
        let game = random_game(options, 2, seed);
        let turn = game.turn().expect("not over");
        let score = perfect(&game, turn);
        let solved = Search::new(&game).exact().run().expect("moves");
        assert!(solved.exact, "{solved:?}");
        assert_eq!(solved.score, score, "seed {seed}");
        assert_eq!(solved.depth, game.empties());
        // In a kept table, twice: the second solve reads what the first stored.
        for _ in 0..2 {
            let kept = Search::new(&game)
                .exact()
                .threads(2)
                .solve_table(&table)
                .run()
                .expect("moves");
            assert!(kept.exact);
            assert_eq!(kept.score, score, "seed {seed}");
        }
    }
}

#[test]
fn exact_values_a_single_legal_move_that_a_plain_search_plays_at_once() {
    // A position near the end with one legal move.
    let game = (1..)
        .flat_map(|seed| (44..56).map(move |moves| random_game(Options::default(), moves, seed)))
        .find(|g| g.turn().is_some() && g.moves().iter().count() == 1 && g.empties() <= 16)
        .expect("a position with a single legal move");
    let quick = Search::new(&game).limits(midgame(4)).run().expect("a move");
    assert_eq!((quick.depth, quick.nodes), (0, 0), "{quick:?}");
    // Exact after the limits: the solver values the move.
    let limits = Limits {
        hash_mib: 1,
        ..midgame(4)
    };
    let exact = Search::new(&game)
        .limits(limits)
        .exact()
        .run()
        .expect("a move");
    assert!(exact.exact && exact.best == quick.best, "{exact:?}");
    // The limits given after `exact` replace it.
    let replaced = Search::new(&game).exact().limits(midgame(4)).run();
    assert_eq!(replaced.map(|r| r.depth), Some(0));
}

#[test]
fn a_bare_position_is_searched_as_the_game_it_comes_from() {
    for seed in 4..=6 {
        let game = random_game(Options::default(), 20, seed);
        let turn = game.turn().expect("not over");
        let progress = Progress::default();
        let from_game = Search::new(&game)
            .limits(midgame(6))
            .progress(&progress)
            .run()
            .expect("moves");
        assert_eq!(progress.depth(), from_game.depth);
        let bare = Search::position(
            &Standard8x8,
            RuleSet::Full,
            WinRule::MostDiscs,
            game.position_for(turn),
        )
        .limits(midgame(6))
        .run()
        .expect("moves");
        assert_eq!(timeless(from_game), timeless(bare), "seed {seed}");
    }
}

#[test]
fn a_cancelled_request_answers_at_once_with_a_legal_move() {
    let game = random_game(Options::default(), 10, 7);
    let cancel = AtomicBool::new(true);
    let r = Search::new(&game)
        .limits(Limits {
            hash_mib: 1,
            ..Limits::default()
        })
        .cancel(&cancel)
        .run()
        .expect("moves");
    // The flag is read at the first check of the node count.
    assert!(game.moves().contains(r.best));
    assert!(!r.exact && r.nodes <= 2048, "{r:?}");
}

#[test]
fn the_evaluation_asked_for_is_the_one_given() {
    let game = random_game(Options::default(), 12, 8);
    let trained = Search::new(&game).evaluate().expect("not over");
    let classic = Search::new(&game).eval(Evaluation::Classic).evaluate();
    assert_ne!(Some(trained), classic);
    let over = random_game(Options::default(), 200, 9);
    assert!(over.turn().is_none());
    assert_eq!(Search::new(&over).evaluate(), None);
}
