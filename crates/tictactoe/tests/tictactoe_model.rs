//! The XO model: every invariant, pre- and post-condition, and the functions on known games.

use Player::{Cross, Nought};
use tictactoe::{
    Game, Moves, PlayOrder, PlayResult, Player, Pos, Rules, XoError, inv_game, play, post_move,
    post_play, pre_move,
};

fn p(row: u8, col: u8) -> Pos {
    Pos::new(row, col)
}

/// A game from a picture: rows of `X`, `O` and `.`.
fn game(rows: &[&str]) -> Game {
    let rules = Rules::new(rows.len() as u8, rows.len().min(3) as u8).unwrap();
    let mut map = Vec::new();
    for (r, line) in rows.iter().enumerate() {
        for (c, ch) in line.chars().enumerate() {
            let pos = p(r as u8 + 1, c as u8 + 1);
            match ch {
                'X' => map.push((pos, Cross)),
                'O' => map.push((pos, Nought)),
                _ => {}
            }
        }
    }
    Game::from_map(rules, map).unwrap()
}

fn xo() -> PlayOrder {
    PlayOrder::starting_with(Cross)
}

// ---- inv_Pos -------------------------------------------------------------------------------

#[test]
fn off_board_positions_are_refused_everywhere() {
    let mut g = Game::new(Rules::XO);
    for pos in [p(4, 1), p(1, 4), p(0, 1), p(1, 0), p(255, 255)] {
        let err = XoError::OffBoard { pos, size: 3 };
        assert_eq!(g.move_(Cross, pos), Err(err.clone()));
        assert_eq!(Game::from_map(Rules::XO, [(pos, Cross)]), Err(err.clone()));
        let mut moves = vec![p(1, 1), p(1, 2), p(1, 3), p(2, 1), p(2, 2)];
        moves.push(pos);
        assert_eq!(Moves::new(Rules::XO, moves), Err(err));
        assert_eq!(g.get(pos), None);
    }
    assert_eq!(g, Game::new(Rules::XO), "a refused move changes nothing");
    assert_eq!(
        XoError::OffBoard {
            pos: p(4, 1),
            size: 3
        }
        .to_string(),
        "position (4, 1) is off the 3×3 board"
    );
    assert!(Rules::XO.contains(p(3, 3)) && !Rules::XO.contains(p(3, 4)));
}

// ---- inv_Game ------------------------------------------------------------------------------

#[test]
fn no_player_may_get_two_moves_ahead() {
    let mut g = Game::new(Rules::XO);
    g.move_(Cross, p(1, 1)).unwrap();
    let before = g;
    assert_eq!(g.move_(Cross, p(2, 2)), Err(XoError::TwoAhead(Cross)));
    assert_eq!(g, before, "a refused move changes nothing");
    assert_eq!(
        XoError::TwoAhead(Cross).to_string(),
        "CROSS would be two moves ahead"
    );
    assert_eq!(
        XoError::TwoAhead(Nought).to_string(),
        "NOUGHT would be two moves ahead"
    );
    // Either player may start; the model has no turn order beyond the invariant.
    g.move_(Nought, p(2, 2)).unwrap();
    g.move_(Nought, p(3, 3)).unwrap();
    assert_eq!(g.move_(Nought, p(3, 1)), Err(XoError::TwoAhead(Nought)));
    assert_eq!(inv_game(&g), Ok(()));
}

#[test]
fn from_map_checks_the_invariant_on_the_whole_map() {
    assert_eq!(
        Game::from_map(Rules::XO, [(p(1, 1), Nought), (p(1, 2), Nought)]),
        Err(XoError::TwoAhead(Nought))
    );
    // Not a map: one position given twice.
    assert_eq!(
        Game::from_map(Rules::XO, [(p(1, 1), Nought), (p(1, 1), Cross)]),
        Err(XoError::Taken(p(1, 1)))
    );
    // Order does not matter, only the final counts.
    let g = Game::from_map(
        Rules::XO,
        [(p(1, 1), Nought), (p(1, 2), Nought), (p(2, 1), Cross)],
    )
    .unwrap();
    assert_eq!(g.move_count_for(Nought), 2);
    assert_eq!(g.move_count_for(Cross), 1);
}

// ---- pre_move / post_move ------------------------------------------------------------------

#[test]
fn move_needs_a_free_position() {
    let mut g = Game::new(Rules::XO);
    g.move_(Cross, p(2, 2)).unwrap();
    assert_eq!(g.move_(Nought, p(2, 2)), Err(XoError::Taken(p(2, 2))));
    assert_eq!(pre_move(&g, p(2, 2)), Err(XoError::Taken(p(2, 2))));
    assert_eq!(
        XoError::Taken(p(2, 2)).to_string(),
        "position (2, 2) is already taken"
    );
    assert_eq!(pre_move(&g, p(1, 1)), Ok(()));
}

#[test]
fn move_needs_moves_left() {
    let full = game(&["XOX", "XOO", "OXX"]);
    assert_eq!(full.move_count_left(), 0);
    for pos in Rules::XO.positions() {
        assert_eq!(pre_move(&full, pos), Err(XoError::NoMovesLeft));
        let mut g = full;
        assert_eq!(g.move_(Cross, pos), Err(XoError::NoMovesLeft));
        assert_eq!(g, full);
    }
    assert_eq!(XoError::NoMovesLeft.to_string(), "no moves left");
    let mut g = Game::new(Rules::XO);
    for (i, pos) in Rules::XO.positions().enumerate() {
        assert_eq!(g.move_count_left(), 9 - i as u32);
        g.move_(if i % 2 == 0 { Cross } else { Nought }, pos)
            .unwrap();
    }
    assert_eq!(g.move_count_left(), 0);
}

#[test]
fn post_move_holds_for_each_move_and_catches_a_wrong_result() {
    let old = game(&["X..", ".O.", "..."]);
    let mut new = old;
    new.move_(Cross, p(3, 3)).unwrap();
    assert_eq!(post_move(&old, Cross, p(3, 3), &new), Ok(()));
    // The wrong player's bitboard.
    let wrong_player = game(&["X..", ".O.", "..O"]);
    assert!(matches!(
        post_move(&old, Cross, p(3, 3), &wrong_player),
        Err(XoError::PostCondition {
            operation: "move",
            condition: "game = game~ munion {pos |-> p}"
        })
    ));
    // A lost mark.
    let lost = game(&["...", ".O.", "..X"]);
    assert!(post_move(&old, Cross, p(3, 3), &lost).is_err());
    // Unchanged game: no move was added.
    assert!(post_move(&old, Cross, p(3, 3), &old).is_err());
    // munion is undefined on a position already in the map.
    assert!(post_move(&old, Cross, p(1, 1), &old).is_err());
    let msg = post_move(&old, Cross, p(3, 3), &old)
        .unwrap_err()
        .to_string();
    assert_eq!(
        msg,
        "post-condition of move failed: game = game~ munion {pos |-> p}"
    );
}

// ---- functions -----------------------------------------------------------------------------

#[test]
fn functions_on_a_won_game() {
    let g = game(&["XXX", "OO.", "..."]);
    assert!(g.has_won(Cross));
    assert!(!g.has_won(Nought));
    assert!(g.is_won());
    assert_eq!(g.who_won(), Ok(Cross));
    assert!(!g.is_draw());
    assert!(!g.is_unfinished());
    assert_eq!(
        g.moves_so_far(),
        vec![p(1, 1), p(1, 2), p(1, 3), p(2, 1), p(2, 2)]
    );
    assert_eq!(g.move_count_so_far(), 5);
    assert_eq!(g.move_count_left(), 4);
    assert_eq!(g.moves_for_player(Nought), vec![p(2, 1), p(2, 2)]);
    assert_eq!(g.winning_line(Cross), Some(vec![p(1, 1), p(1, 2), p(1, 3)]));
    assert_eq!(g.get(p(2, 2)), Some(Nought));
    assert_eq!(g.get(p(3, 3)), None);
}

#[test]
fn every_line_wins_columns_and_both_diagonals() {
    for rows in [
        ["O.X", "O.X", "O.."],
        [".XO", ".X.", "OX."],
        ["X.O", ".X.", "O.X"],
        ["X.O", ".O.", "OX."],
    ] {
        let g = game(&rows);
        assert!(g.is_won(), "{rows:?}");
    }
}

#[test]
fn draw_and_unfinished() {
    let draw = game(&["XOX", "XOO", "OXX"]);
    assert!(!draw.is_won() && draw.is_draw() && !draw.is_unfinished());
    assert_eq!(draw.who_won(), Err(XoError::NotWon));
    let open = game(&["X..", ".O.", "..."]);
    assert!(!open.is_won() && !open.is_draw() && open.is_unfinished());
    assert_eq!(open.who_won(), Err(XoError::NotWon));
    assert_eq!(
        XoError::NotWon.to_string(),
        "nobody has won: whoWon needs a game that exactly one player has won"
    );
}

#[test]
fn is_won_means_exactly_one_winner() {
    // `move` does not stop at a win, so both players can fill a line; isWon is then false
    // (exists1), whoWon's pre-condition fails, and with moves left the game is "unfinished".
    let mut g = game(&["XXX", "OO.", "..."]);
    g.move_(Nought, p(2, 3)).unwrap();
    assert!(g.has_won(Cross) && g.has_won(Nought));
    assert!(!g.is_won());
    assert_eq!(g.who_won(), Err(XoError::NotWon));
    assert!(g.is_unfinished());
}

// ---- inv_Moves -----------------------------------------------------------------------------

#[test]
fn moves_have_no_duplicates() {
    let moves = vec![p(1, 1), p(1, 2), p(2, 2), p(1, 1), p(3, 3)];
    assert_eq!(Moves::new(Rules::XO, moves), Err(XoError::Repeats(p(1, 1))));
    assert_eq!(
        XoError::Repeats(p(1, 1)).to_string(),
        "the move sequence repeats position (1, 1)"
    );
}

#[test]
fn moves_are_at_least_enough_to_win() {
    // len moves > card PLAYERS * (SIZE - 1) = 4.
    let four = vec![p(1, 1), p(1, 2), p(2, 2), p(1, 3)];
    assert_eq!(
        Moves::new(Rules::XO, four.clone()),
        Err(XoError::TooFewMoves {
            len: 4,
            min_exclusive: 4
        })
    );
    assert_eq!(
        Moves::new(Rules::XO, four.clone()).unwrap_err().to_string(),
        "a move sequence needs more than 4 moves (enough to win); this one has 4"
    );
    assert!(Moves::new(Rules::XO, vec![]).is_err());
    let mut five = four;
    five.push(p(3, 3));
    assert_eq!(
        Moves::new(Rules::XO, five.clone()).unwrap().as_slice(),
        &five[..]
    );
    // Generalised: 4 in a row on 5×5 needs more than 2 * 3 = 6 moves.
    let rules = Rules::new(5, 4).unwrap();
    let six: Vec<Pos> = rules.positions().take(6).collect();
    assert!(matches!(
        Moves::new(rules, six),
        Err(XoError::TooFewMoves {
            len: 6,
            min_exclusive: 6
        })
    ));
    assert!(Moves::new(rules, rules.positions().take(7).collect()).is_ok());
}

#[test]
fn moves_are_at_most_max() {
    let all: Vec<Pos> = Rules::XO.positions().collect();
    assert!(Moves::new(Rules::XO, all.clone()).is_ok());
    let mut ten = all;
    ten.push(p(2, 2));
    assert_eq!(
        Moves::new(Rules::XO, ten),
        Err(XoError::TooManyMoves { len: 10, max: 9 })
    );
    assert_eq!(
        XoError::TooManyMoves { len: 10, max: 9 }.to_string(),
        "a move sequence has at most 9 moves; this one has 10"
    );
    let rules = Rules::new(4, 3).unwrap();
    let mut seventeen: Vec<Pos> = rules.positions().collect();
    assert!(Moves::new(rules, seventeen.clone()).is_ok());
    seventeen.push(p(1, 1));
    assert!(matches!(
        Moves::new(rules, seventeen),
        Err(XoError::TooManyMoves { len: 17, max: 16 })
    ));
}

// ---- inv_PlayOrder -------------------------------------------------------------------------

#[test]
fn play_order_names_each_player_once() {
    for bad in [
        &[][..],
        &[Cross],
        &[Cross, Cross],
        &[Nought, Nought],
        &[Cross, Nought, Cross],
    ] {
        assert_eq!(PlayOrder::new(bad), Err(XoError::BadPlayOrder), "{bad:?}");
    }
    assert_eq!(
        XoError::BadPlayOrder.to_string(),
        "a play order must name each player exactly once"
    );
    let order = PlayOrder::new(&[Nought, Cross]).unwrap();
    assert_eq!(order.first(), Nought);
    assert_eq!(order, PlayOrder::starting_with(Nought));
    assert_eq!(
        PlayOrder::new(&[Cross, Nought]).unwrap().players(),
        [Cross, Nought]
    );
}

// ---- play ----------------------------------------------------------------------------------

#[test]
fn play_returns_the_winner_and_ignores_later_moves() {
    // Cross wins the top row on move 5; moves 6.. are never played.
    let moves = vec![
        p(1, 1),
        p(2, 1),
        p(1, 2),
        p(2, 2),
        p(1, 3),
        p(2, 3),
        p(3, 3),
    ];
    let played = play(xo(), &Moves::new(Rules::XO, moves).unwrap()).unwrap();
    assert_eq!(played.result, PlayResult::Won(Cross));
    assert_eq!(played.used, 5);
    assert_eq!(played.game, game(&["XXX", "OO.", "..."]));
    // Had move 6 been played, Nought would also have a line.
    assert_eq!(played.game.get(p(2, 3)), None);
    assert_eq!(post_play(played.result, &played.game), Ok(()));
}

#[test]
fn play_order_decides_who_makes_each_move() {
    let moves = vec![p(1, 1), p(2, 1), p(1, 2), p(2, 2), p(1, 3)];
    let moves = Moves::new(Rules::XO, moves).unwrap();
    let played = play(PlayOrder::starting_with(Nought), &moves).unwrap();
    assert_eq!(played.result, PlayResult::Won(Nought));
    assert_eq!(played.game, game(&["OOO", "XX.", "..."]));
}

#[test]
fn play_reports_a_draw_and_an_unfinished_game() {
    // X O X / X O O / O X X, played in an order without an earlier line.
    let draw = vec![
        p(1, 1),
        p(1, 2),
        p(1, 3),
        p(2, 2),
        p(2, 1),
        p(3, 1),
        p(3, 2),
        p(2, 3),
        p(3, 3),
    ];
    let played = play(xo(), &Moves::new(Rules::XO, draw).unwrap()).unwrap();
    assert_eq!(played.result, PlayResult::Draw);
    assert_eq!(played.used, 9);
    assert!(played.game.is_draw());

    let open = vec![p(1, 1), p(1, 2), p(1, 3), p(2, 2), p(2, 1)];
    let played = play(xo(), &Moves::new(Rules::XO, open).unwrap()).unwrap();
    assert_eq!(played.result, PlayResult::Unfinished);
    assert_eq!(played.used, 5);
    assert!(played.game.is_unfinished());
}

#[test]
fn post_play_rejects_a_result_that_does_not_describe_the_game() {
    let won = game(&["XXX", "OO.", "..."]);
    let draw = game(&["XOX", "XOO", "OXX"]);
    let open = game(&["X..", ".O.", "..."]);
    assert_eq!(post_play(PlayResult::Won(Cross), &won), Ok(()));
    assert_eq!(post_play(PlayResult::Draw, &draw), Ok(()));
    assert_eq!(post_play(PlayResult::Unfinished, &open), Ok(()));
    for (result, g, condition) in [
        (PlayResult::Won(Nought), won, "RESULT = whoWon(game)"),
        (PlayResult::Won(Cross), open, "RESULT = whoWon(game)"),
        (PlayResult::Draw, won, "RESULT = <DRAW> => isDraw(game)"),
        (PlayResult::Draw, open, "RESULT = <DRAW> => isDraw(game)"),
        (
            PlayResult::Unfinished,
            draw,
            "RESULT = <UNFINISHED> => isUnfinished(game)",
        ),
        (
            PlayResult::Unfinished,
            won,
            "RESULT = <UNFINISHED> => isUnfinished(game)",
        ),
    ] {
        assert_eq!(
            post_play(result, &g),
            Err(XoError::PostCondition {
                operation: "play",
                condition
            }),
            "{result:?}"
        );
    }
}

// ---- bigger boards -------------------------------------------------------------------------

#[test]
fn k_in_a_row_on_bigger_boards() {
    let rules = Rules::new(5, 4).unwrap();
    // Cross: a diagonal run of four not touching a corner, (1,2)..(4,5).
    let cross = [p(1, 2), p(2, 3), p(3, 4), p(4, 5)];
    let nought = [p(5, 1), p(5, 2), p(5, 3), p(3, 1)];
    let mut g = Game::new(rules);
    for i in 0..3 {
        g.move_(Cross, cross[i]).unwrap();
        assert!(!g.is_won());
        g.move_(Nought, nought[i]).unwrap();
        assert!(!g.is_won(), "three in a row does not win with k = 4");
    }
    g.move_(Cross, cross[3]).unwrap();
    assert_eq!(g.who_won(), Ok(Cross));
    assert_eq!(g.winning_line(Cross), Some(cross.to_vec()));
    assert_eq!(g.move_count_left(), 25 - 7);
}
