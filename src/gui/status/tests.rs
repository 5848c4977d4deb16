//! The status bar's words: the headline, passes.

use super::*;
use othello_core::{Options, Square};

#[test]
fn headlines_say_turn_and_result_with_the_rule() {
    let mut options = Options {
        rows: 4,
        cols: 4,
        top_left: Player::Black,
        ..Options::default()
    };
    assert_eq!(headline(&Game::new(options).unwrap()), "Black to move");
    // a 4×4 game that ends 8-8 (the ICS 32 example)
    let moves: Vec<Square> = [
        "d2", "b1", "a1", "d1", "c1", "d3", "b4", "a2", "d4", "a4", "a3", "c4",
    ]
    .iter()
    .map(|s| s.parse().unwrap())
    .collect();
    let game = Game::replay(options, &moves).unwrap();
    assert_eq!(headline(&game), "Draw 8–8");
    options.win_rule = WinRule::FewestDiscs;
    let game = Game::replay(options, &moves).unwrap();
    assert_eq!(headline(&game), "Draw 8–8");
}

#[test]
fn a_win_names_the_winner_first_and_states_the_reverse_rule() {
    let moves: Vec<Square> = "f5 f4 d3 c4 b3 c6 f3 d2 e6 g4 c3 a3 b7 f2 g3 b4 h4 a8 a4 f6 \
         a2 e3 c2 a5 e1 b5 d6 h5 a6 e7 f8 f1 c1 c7 b6 b1 h6 e2 d7 g2 a7 g5 h3 d8 d1 f7 \
         e8 g6 h1 g1 g7 g8 h2 b8 b2 c8 h7 c5 a1 h8"
        .split_whitespace()
        .map(|s| s.parse().unwrap())
        .collect();
    let mut options = Options::default();
    let game = Game::replay(options, &moves).unwrap();
    assert_eq!(headline(&game), "Black wins 40–24");
    options.win_rule = WinRule::FewestDiscs;
    let game = Game::replay(options, &moves).unwrap();
    assert_eq!(headline(&game), "White wins 24–40 (fewest discs wins)");
    assert_eq!(pass_note(&game), None);
}

/// A game over before the board is full: the discs on the board, and the score with the
/// empty squares given to the winner, as tournaments count it.
#[test]
fn a_win_before_the_board_is_full_gives_the_empty_squares_to_the_winner() {
    let options = Options {
        rows: 4,
        cols: 4,
        ..Options::default()
    };
    let mut stack = vec![Game::new(options).unwrap()];
    let ended = loop {
        let game = stack
            .pop()
            .expect("a 4x4 game ends before the board is full");
        let (counts, cells) = (game.counts(), 16);
        if game.is_over() && counts.black + counts.white < cells && counts.black != counts.white {
            break game;
        }
        for square in game.moves().iter() {
            let mut next = game.clone();
            next.play(square).unwrap();
            stack.push(next);
        }
    };
    let counts = ended.counts();
    let winner = if counts.black > counts.white {
        Player::Black
    } else {
        Player::White
    };
    let (mine, theirs) = (counts[winner], counts[winner.opponent()]);
    let empty = 16 - mine - theirs;
    let name = if winner == Player::Black {
        "Black"
    } else {
        "White"
    };
    assert_eq!(
        headline(&ended),
        format!(
            "{name} wins {mine}–{theirs}; {}–{theirs} with the {empty} empty squares, as tournaments count",
            mine + empty
        )
    );
}

#[test]
fn a_forced_pass_is_reported_until_the_next_move() {
    // Walk the 4×4 game tree until some positions after a forced pass turn up, and check
    // the note agrees with the core's record.
    let options = Options {
        rows: 4,
        cols: 4,
        top_left: Player::Black,
        ..Options::default()
    };
    let mut stack = vec![Game::new(options).unwrap()];
    let mut seen = 0;
    while let Some(game) = stack.pop() {
        if let Some(Ply::Pass(p)) = game.plies().last().copied().filter(|_| !game.is_over()) {
            seen += 1;
            assert_eq!(
                pass_note(&game).unwrap(),
                format!("{p} has no legal move — {} plays again", p.opponent())
            );
            assert_eq!(game.turn(), Some(p.opponent()));
        } else {
            assert_eq!(pass_note(&game), None);
        }
        if seen > 20 {
            break;
        }
        for square in game.moves().iter() {
            let mut next = game.clone();
            next.play(square).unwrap();
            stack.push(next);
        }
    }
    assert!(seen > 0, "some 4×4 game has a pass");
}
