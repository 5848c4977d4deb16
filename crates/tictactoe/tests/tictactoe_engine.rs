//! The computer opponent, checked against a plain minimax written here from scratch.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use tictactoe::{Analysis, Engine, Limits, Match, Options, Outcome, Player, Pos, Score, best_move};

fn p(row: u8, col: u8) -> Pos {
    Pos::new(row, col)
}

fn unlimited() -> Limits {
    Limits {
        max_nodes: u64::MAX,
        max_time: None,
    }
}

/// A small deterministic random generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }
}

// ---- the oracle: a 3×3 board as nine cells, plain minimax without pruning -------------------

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// 0 empty, 1 the side to move, 2 the other side.
type Cells = [u8; 9];

fn has_line(cells: &Cells, who: u8) -> bool {
    LINES.iter().any(|l| l.iter().all(|&i| cells[i] == who))
}

/// The value for the side to move: ±(100 + empty cells when the game ends), 0 for a draw.
fn oracle(cells: Cells, memo: &mut HashMap<Cells, i32>) -> i32 {
    if let Some(&v) = memo.get(&cells) {
        return v;
    }
    let empties = cells.iter().filter(|&&c| c == 0).count() as i32;
    let mut best = None;
    for i in 0..9 {
        if cells[i] != 0 {
            continue;
        }
        let mut next = cells;
        next[i] = 1;
        let v = if has_line(&next, 1) {
            100 + empties - 1
        } else if empties == 1 {
            0
        } else {
            // Swap sides: the opponent is now to move.
            let swapped = next.map(|c| [0, 2, 1][c as usize]);
            -oracle(swapped, memo)
        };
        best = Some(best.map_or(v, |b: i32| b.max(v)));
    }
    let v = best.unwrap_or(0);
    memo.insert(cells, v);
    v
}

fn cells_of(game: &Match) -> Cells {
    let mover = game.next_player();
    let mut cells = [0; 9];
    for (i, pos) in game.rules().positions().enumerate() {
        cells[i] = match game.cell(pos) {
            None => 0,
            Some(pl) if pl == mover => 1,
            Some(_) => 2,
        };
    }
    cells
}

fn engine_value(a: &Analysis, empties: i32) -> i32 {
    match a.score {
        Score::Win { plies } => 100 + empties - plies as i32,
        Score::Loss { plies } => -(100 + empties - plies as i32),
        Score::Draw => 0,
        Score::Estimate(e) => panic!("3×3 search was not exact: {e}"),
    }
}

/// Every unfinished position reachable on 3×3 with Cross first, each once.
fn reachable() -> Vec<Match> {
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    let mut stack = vec![Match::new(Options::default()).unwrap()];
    while let Some(g) = stack.pop() {
        let key: Vec<Option<Player>> = g.rules().positions().map(|q| g.cell(q)).collect();
        if g.is_over() || !seen.insert(key) {
            continue;
        }
        for pos in g.legal_moves() {
            let mut next = g.clone();
            next.play(pos).unwrap();
            stack.push(next);
        }
        out.push(g);
    }
    out
}

#[test]
fn the_empty_board_is_a_draw() {
    let game = Match::new(Options::default()).unwrap();
    let a = Engine::new(unlimited()).analyse(&game);
    assert_eq!(a.score, Score::Draw);
    assert!(a.exact);
    assert_eq!(a.depth, 9);
    assert!(a.best.is_some());
    assert_eq!(oracle(cells_of(&game), &mut HashMap::new()), 0);
}

#[test]
fn every_reachable_position_is_valued_like_the_oracle_and_the_move_keeps_the_value() {
    let positions = reachable();
    // 5478 legal positions, of which 958 are finished; the rest are here, per side to move.
    assert_eq!(positions.len(), 5478 - 958);
    let mut memo = HashMap::new();
    let mut engine = Engine::new(unlimited());
    for game in &positions {
        let cells = cells_of(game);
        let empties = cells.iter().filter(|&&c| c == 0).count() as i32;
        let a = engine.analyse(game);
        assert!(a.exact);
        let want = oracle(cells, &mut memo);
        assert_eq!(engine_value(&a, empties), want, "{:?}", game.moves());
        // The chosen move achieves that value: the fastest win, a draw, or the slowest loss.
        let mut next = game.clone();
        next.play(a.best.unwrap()).unwrap();
        let got = match next.outcome() {
            Outcome::Win { .. } => 100 + empties - 1,
            Outcome::Draw => 0,
            Outcome::Unfinished => -oracle(cells_of(&next), &mut memo),
        };
        assert_eq!(got, want, "{:?} then {:?}", game.moves(), a.best);
    }
}

#[test]
fn prefers_the_fastest_win_and_the_slowest_loss() {
    // X: (1,1) (1,2); O: (2,1) (2,2); X to move wins now at (1,3), though (3,3)... also wins later.
    let mut g = Match::new(Options::default()).unwrap();
    for pos in [p(1, 1), p(2, 1), p(1, 2), p(2, 2)] {
        g.play(pos).unwrap();
    }
    let a = Engine::new(unlimited()).analyse(&g);
    assert_eq!(a.best, Some(p(1, 3)));
    assert_eq!(a.score, Score::Win { plies: 1 });
    // Cross has (1,1), (3,1), (3,3): it wins now at (3,2) rather than later elsewhere.
    let mut g = Match::new(Options::default()).unwrap();
    for pos in [p(1, 1), p(2, 2), p(3, 3), p(1, 3), p(3, 1), p(2, 1)] {
        g.play(pos).unwrap();
    }
    let a = Engine::new(unlimited()).analyse(&g);
    assert_eq!(a.score, Score::Win { plies: 1 });
    assert_eq!(a.best, Some(p(3, 2)));
    // The slowest loss is checked on every position by the oracle test; here, one by hand:
    // Nought to move after X (1,1), O (1,2), X (2,2). Cross threatens (3,3); blocking delays the
    // loss (Cross then forks), anything else loses at once.
    let mut g = Match::new(Options::default()).unwrap();
    for pos in [p(1, 1), p(1, 2), p(2, 2)] {
        g.play(pos).unwrap();
    }
    let a = Engine::new(unlimited()).analyse(&g);
    assert_eq!(a.best, Some(p(3, 3)));
    assert!(
        matches!(a.score, Score::Loss { plies } if plies > 2),
        "{a:?}"
    );
}

#[test]
fn never_loses_against_random_play() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut engine = Engine::new(unlimited());
    let mut tally = [0; 3];
    for round in 0..400 {
        let engine_side = if round % 2 == 0 {
            Player::Cross
        } else {
            Player::Nought
        };
        let mut g = Match::new(Options::default()).unwrap();
        while let Some(turn) = g.turn() {
            let pos = if turn == engine_side {
                engine.analyse(&g).best.unwrap()
            } else {
                let moves = g.legal_moves();
                moves[rng.below(moves.len())]
            };
            g.play(pos).unwrap();
        }
        match g.outcome() {
            Outcome::Win { player, .. } => {
                assert_eq!(player, engine_side, "lost: {:?}", g.moves());
                tally[0] += 1;
            }
            Outcome::Draw => tally[1] += 1,
            Outcome::Unfinished => unreachable!(),
        }
    }
    assert!(tally[0] > 300, "random play should mostly lose: {tally:?}");
}

/// Explores every reply of the opponent while the engine plays `engine_side`; returns the set
/// of outcomes reached.
fn all_outcomes(g: &Match, engine: &mut Engine, engine_side: Player, out: &mut Vec<Outcome>) {
    let Some(turn) = g.turn() else {
        out.push(g.outcome());
        return;
    };
    let replies = if turn == engine_side {
        vec![engine.analyse(g).best.unwrap()]
    } else {
        g.legal_moves()
    };
    for pos in replies {
        let mut next = g.clone();
        next.play(pos).unwrap();
        all_outcomes(&next, engine, engine_side, out);
    }
}

#[test]
fn never_loses_against_any_opponent_from_the_start() {
    let mut engine = Engine::new(unlimited());
    for side in [Player::Cross, Player::Nought] {
        let mut out = Vec::new();
        all_outcomes(
            &Match::new(Options::default()).unwrap(),
            &mut engine,
            side,
            &mut out,
        );
        assert!(out.len() > 10);
        assert!(out.iter().all(|o| match o {
            Outcome::Win { player, .. } => *player == side,
            _ => true,
        }));
    }
}

#[test]
fn always_wins_a_won_position() {
    let mut engine = Engine::new(unlimited());
    let mut won = 0;
    for game in reachable() {
        let a = engine.analyse(&game);
        let Score::Win { .. } = a.score else { continue };
        won += 1;
        let side = game.next_player();
        let mut out = Vec::new();
        all_outcomes(&game, &mut engine, side, &mut out);
        for o in out {
            assert!(
                matches!(o, Outcome::Win { player, .. } if player == side),
                "{:?}: {o:?}",
                game.moves()
            );
        }
    }
    assert!(won > 1000, "{won}");
}

// ---- bigger boards -------------------------------------------------------------------------

fn quick() -> Limits {
    Limits {
        max_nodes: 20_000,
        max_time: None,
    }
}

#[test]
fn takes_a_win_and_blocks_a_loss_on_bigger_boards() {
    let opts = Options {
        size: 5,
        k_in_a_row: 4,
        first: Player::Cross,
    };
    // Cross has three in row 3, open at both ends, and is to move.
    let mut g = Match::new(opts).unwrap();
    for pos in [p(3, 2), p(1, 1), p(3, 3), p(1, 5), p(3, 4), p(5, 5)] {
        g.play(pos).unwrap();
    }
    let a = Engine::new(quick()).analyse(&g);
    assert!(
        matches!(a.best, Some(q) if q == p(3, 1) || q == p(3, 5)),
        "{a:?}"
    );
    assert_eq!(a.score, Score::Win { plies: 1 });
    // Cross to move completes column 2 downwards (upwards is off the board).
    let mut g = Match::new(opts).unwrap();
    for pos in [p(1, 2), p(3, 3), p(2, 2), p(5, 5), p(3, 2), p(1, 1)] {
        g.play(pos).unwrap();
    }
    assert_eq!(g.turn(), Some(Player::Cross));
    let a = Engine::new(quick()).analyse(&g);
    assert_eq!(a.best, Some(p(4, 2)));
    let mut g = Match::new(opts).unwrap();
    for pos in [p(1, 2), p(3, 3), p(2, 2), p(5, 5), p(3, 2)] {
        g.play(pos).unwrap();
    }
    assert_eq!(g.turn(), Some(Player::Nought));
    let a = Engine::new(quick()).analyse(&g);
    assert_eq!(a.best, Some(p(4, 2)), "O must block (4, 2): {a:?}");
}

#[test]
fn node_limit_bounds_the_search_and_the_move_is_legal() {
    for (size, k) in [(4, 4), (5, 4), (6, 4), (7, 5)] {
        let opts = Options {
            size,
            k_in_a_row: k,
            first: Player::Nought,
        };
        let mut g = Match::new(opts).unwrap();
        g.play(p(2, 2)).unwrap();
        let limits = Limits {
            max_nodes: 5_000,
            max_time: None,
        };
        let a = Engine::new(limits).analyse(&g);
        assert!(g.legal_moves().contains(&a.best.unwrap()));
        assert!(a.depth >= 1);
        // The budget is checked every 1024 nodes once the first depth is done.
        let first_depth_nodes = (u64::from(size) * u64::from(size)) * 2;
        assert!(
            a.nodes <= 5_000 + 1024 + first_depth_nodes,
            "{size}×{size}: {a:?}"
        );
        // Without a clock the search is deterministic.
        assert_eq!(Engine::new(limits).analyse(&g), a);
        assert!(!a.exact || matches!(a.score, Score::Win { .. } | Score::Loss { .. }));
    }
}

#[test]
fn a_cancelled_search_stops_at_once_and_still_names_an_empty_cell() {
    let opts = Options {
        size: 7,
        k_in_a_row: 5,
        first: Player::Cross,
    };
    let mut g = Match::new(opts).unwrap();
    // Occupy the cells the engine tries first (the centre ones, on the most lines).
    for pos in [p(4, 4), p(3, 3), p(3, 4), p(4, 3), p(5, 5), p(3, 5)] {
        g.play(pos).unwrap();
    }
    let uncancelled = Engine::new(quick()).analyse(&g);
    assert!(uncancelled.nodes > 5_000, "{uncancelled:?}");
    // Cancelled before it starts: no search at all, and the first empty cell in the engine's
    // order (the centre's neighbours are taken, so not the first cell it would try).
    let cancel = Arc::new(AtomicBool::new(true));
    let a = Engine::new(unlimited())
        .with_cancel(cancel.clone())
        .analyse(&g);
    assert_eq!((a.nodes, a.depth), (0, 0), "{a:?}");
    assert!(g.legal_moves().contains(&a.best.unwrap()), "{a:?}");
    // Cancelled while searching without limits (which would take far longer than any test):
    // it stops at the next check. The minute's wait only bounds a failure.
    let cancel_later = Arc::new(AtomicBool::new(false));
    let mut engine = Engine::new(unlimited()).with_cancel(cancel_later.clone());
    let (send, answer) = std::sync::mpsc::channel();
    let game = g.clone();
    std::thread::spawn(move || send.send(engine.analyse(&game)));
    std::thread::sleep(std::time::Duration::from_millis(50));
    cancel_later.store(true, Ordering::Relaxed);
    let a = answer
        .recv_timeout(std::time::Duration::from_secs(60))
        .expect("the cancelled search ends");
    assert!(a.nodes > 0 && !a.exact, "{a:?}");
    assert!(g.legal_moves().contains(&a.best.unwrap()), "{a:?}");
    // An engine whose flag stays clear searches as before.
    let clear = Arc::new(AtomicBool::new(false));
    assert_eq!(
        Engine::new(quick()).with_cancel(clear).analyse(&g),
        uncancelled
    );
}

#[test]
fn engine_against_itself_on_4x4_never_lets_a_one_move_win_through() {
    // 4×4 with 3 in a row is a first-player win; each side must at least take and block
    // immediate wins, and the game must finish.
    let opts = Options {
        size: 4,
        k_in_a_row: 3,
        first: Player::Cross,
    };
    let mut g = Match::new(opts).unwrap();
    let mut engine = Engine::new(quick());
    while g.turn().is_some() {
        let pos = engine.analyse(&g).best.unwrap();
        g.play(pos).unwrap();
    }
    assert!(
        matches!(
            g.outcome(),
            Outcome::Win {
                player: Player::Cross,
                ..
            }
        ),
        "{:?}",
        g.moves()
    );
}

#[test]
fn best_move_is_none_when_the_game_is_over() {
    let g = Match::replay(
        Options::default(),
        &[p(1, 1), p(2, 1), p(1, 2), p(2, 2), p(1, 3)],
    )
    .unwrap();
    assert_eq!(best_move(&g), None);
    let a = Engine::new(unlimited()).analyse(&g);
    assert_eq!(a.score, Score::Loss { plies: 0 });
    let g = Match::new(Options::default()).unwrap();
    assert!(best_move(&g).is_some());
}
