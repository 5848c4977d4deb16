//! Properties of the model on random move sequences, against a plain grid implementation.

use proptest::prelude::*;
use tictactoe::{
    Game, Match, Moves, Options, Outcome, PlayOrder, PlayResult, Player, Pos, Rules, XoError,
    inv_game, play, post_move,
};

/// A board size, a run length, a first player and a random order of every cell.
fn board_and_order() -> impl Strategy<Value = (u8, u8, Player, Vec<Pos>)> {
    (3u8..=7)
        .prop_flat_map(|size| (Just(size), 3..=size, any::<bool>()))
        .prop_flat_map(|(size, k, cross_first)| {
            let cells: Vec<Pos> = (1..=size)
                .flat_map(|r| (1..=size).map(move |c| Pos::new(r, c)))
                .collect();
            let first = if cross_first {
                Player::Cross
            } else {
                Player::Nought
            };
            (Just(size), Just(k), Just(first), Just(cells).prop_shuffle())
        })
}

/// The 3×3 model board, half the time; any board otherwise.
fn cases() -> impl Strategy<Value = (u8, u8, Player, Vec<Pos>)> {
    prop_oneof![
        (
            any::<bool>(),
            Just(Rules::XO.positions().collect::<Vec<_>>()).prop_shuffle()
        )
            .prop_map(|(cross_first, cells)| {
                let first = if cross_first {
                    Player::Cross
                } else {
                    Player::Nought
                };
                (3, 3, first, cells)
            }),
        board_and_order(),
    ]
}

/// A plain grid: does `who` have `k` in a row anywhere? Scans every cell in four directions.
fn grid_has_run(grid: &[Vec<Option<Player>>], who: Player, k: usize) -> bool {
    let n = grid.len() as i32;
    for r in 0..n {
        for c in 0..n {
            for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                let run = (0..k as i32).all(|i| {
                    let (rr, cc) = (r + dr * i, c + dc * i);
                    (0..n).contains(&rr)
                        && (0..n).contains(&cc)
                        && grid[rr as usize][cc as usize] == Some(who)
                });
                if run {
                    return true;
                }
            }
        }
    }
    false
}

/// What `play` should return, from the grid: (result, moves used).
fn expected(size: u8, k: u8, first: Player, moves: &[Pos]) -> (PlayResult, usize) {
    let n = usize::from(size);
    let mut grid = vec![vec![None; n]; n];
    let mut who = first;
    for (i, pos) in moves.iter().enumerate() {
        grid[usize::from(pos.row - 1)][usize::from(pos.col - 1)] = Some(who);
        if grid_has_run(&grid, who, usize::from(k)) {
            return (PlayResult::Won(who), i + 1);
        }
        if i + 1 == n * n {
            return (PlayResult::Draw, i + 1);
        }
        who = who.opponent();
    }
    (PlayResult::Unfinished, moves.len())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn play_agrees_with_a_direct_check_of_the_lines(
        (size, k, first, cells) in cases(), len_seed in any::<u16>()
    ) {
        let rules = Rules::new(size, k).unwrap();
        let min = 2 * (usize::from(k) - 1) + 1;
        let len = min + usize::from(len_seed) % (cells.len() - min + 1);
        let seq = cells[..len].to_vec();
        let moves = Moves::new(rules, seq.clone()).unwrap();
        let played = play(PlayOrder::starting_with(first), &moves).unwrap();
        let (result, used) = expected(size, k, first, &seq);
        prop_assert_eq!(played.result, result);
        prop_assert_eq!(played.used, used);
        // The final game holds exactly the moves used, and nothing after them.
        prop_assert_eq!(played.game.move_count_so_far() as usize, used);
        for (i, &pos) in seq.iter().enumerate() {
            prop_assert_eq!(played.game.get(pos).is_some(), i < used);
        }
        // The hot-seat object agrees, and refuses the first ignored move.
        let m = Match::replay(Options { size, k_in_a_row: k, first }, &seq[..used]).unwrap();
        match (m.outcome(), result) {
            (Outcome::Win { player, line }, PlayResult::Won(w)) => {
                prop_assert_eq!(player, w);
                prop_assert_eq!(line.len(), usize::from(k));
                prop_assert!(line.iter().all(|&q| m.cell(q) == Some(w)));
            }
            (Outcome::Draw, PlayResult::Draw) | (Outcome::Unfinished, PlayResult::Unfinished) => {}
            (o, r) => prop_assert!(false, "{:?} vs {:?}", o, r),
        }
        if used < seq.len() {
            let mut m = m;
            prop_assert_eq!(m.play(seq[used]), Err(XoError::GameOver));
        }
    }

    #[test]
    fn invariants_hold_after_every_move((size, k, first, cells) in cases()) {
        let rules = Rules::new(size, k).unwrap();
        let max = u32::from(size) * u32::from(size);
        let mut game = Game::new(rules);
        let mut who = first;
        for (i, &pos) in cells.iter().enumerate() {
            let old = game;
            game.move_(who, pos).unwrap();
            prop_assert_eq!(post_move(&old, who, pos, &game), Ok(()));
            prop_assert_eq!(inv_game(&game), Ok(()));
            let (o, x) = (game.move_count_for(Player::Nought), game.move_count_for(Player::Cross));
            prop_assert!(o.abs_diff(x) <= 1);
            prop_assert_eq!(o + x, game.move_count_so_far());
            prop_assert_eq!(game.move_count_so_far() as usize, i + 1);
            prop_assert_eq!(game.move_count_left(), max - game.move_count_so_far());
            prop_assert_eq!(game.moves_for_player(who).contains(&pos), true);
            let mut all = game.moves_for_player(Player::Nought);
            all.extend(game.moves_for_player(Player::Cross));
            all.sort();
            prop_assert_eq!(all, game.moves_so_far());
            // Exactly one of won, draw, unfinished.
            let states = [game.is_won(), game.is_draw(), game.is_unfinished()];
            prop_assert_eq!(states.iter().filter(|&&s| s).count(), 1);
            // The model has no turn order beyond inv_Game: the mover may move again unless
            // that puts it two ahead (it is ahead after its move when it moved first).
            let mut again = game;
            if let Some(&next) = cells.get(i + 1) {
                if who == first {
                    prop_assert_eq!(again.move_(who, next), Err(XoError::TwoAhead(who)));
                    prop_assert_eq!(again, game);
                } else {
                    prop_assert_eq!(again.move_(who, next), Ok(()));
                    prop_assert_eq!(again.move_count_for(who), game.move_count_for(who) + 1);
                    again = game;
                }
            }
            // On a full board "no moves left" is reported first.
            let want = if game.move_count_left() == 0 { XoError::NoMovesLeft } else { XoError::Taken(pos) };
            prop_assert_eq!(again.move_(who.opponent(), pos), Err(want));
            who = who.opponent();
        }
        prop_assert_eq!(game.move_count_left(), 0);
    }

    #[test]
    fn moves_invariant_matches_a_direct_check(
        size in 3u8..=5,
        raw in proptest::collection::vec((0u8..=6, 0u8..=6), 0..30)
    ) {
        let rules = Rules::new(size, size).unwrap();
        let seq: Vec<Pos> = raw.iter().map(|&(r, c)| Pos::new(r, c)).collect();
        let max = usize::from(size) * usize::from(size);
        let on_board = |q: &Pos| (1..=size).contains(&q.row) && (1..=size).contains(&q.col);
        let first_fault = seq.iter().enumerate().find_map(|(i, q)| {
            if !on_board(q) {
                Some(XoError::OffBoard { pos: *q, size })
            } else if seq[..i].contains(q) {
                Some(XoError::Repeats(*q))
            } else {
                None
            }
        });
        let want = if seq.len() > max {
            Err(XoError::TooManyMoves { len: seq.len(), max: max as u32 })
        } else if let Some(fault) = first_fault {
            Err(fault)
        } else if seq.len() <= 2 * (usize::from(size) - 1) {
            Err(XoError::TooFewMoves { len: seq.len(), min_exclusive: 2 * (u32::from(size) - 1) })
        } else {
            Ok(seq.clone())
        };
        prop_assert_eq!(Moves::new(rules, seq).map(|m| m.as_slice().to_vec()), want);
    }

    #[test]
    fn undo_then_redo_restores_the_game((size, k, first, cells) in board_and_order(), cut in any::<u8>()) {
        let options = Options { size, k_in_a_row: k, first };
        let mut m = Match::new(options).unwrap();
        for &pos in &cells {
            if m.play(pos).is_err() {
                break;
            }
        }
        let full = m.clone();
        let back = usize::from(cut) % (m.moves().len() + 1);
        for _ in 0..back {
            prop_assert!(m.undo().is_some());
        }
        let kept = &full.moves()[..full.moves().len() - back];
        let replayed = Match::replay(options, kept).unwrap();
        prop_assert_eq!(m.game(), replayed.game());
        prop_assert_eq!(m.moves(), kept);
        prop_assert_eq!(m.turn(), replayed.turn());
        prop_assert_eq!(m.outcome(), replayed.outcome());
        for _ in 0..back {
            prop_assert!(m.redo().is_some());
        }
        prop_assert_eq!(m, full);
    }
}
