//! The access routines that seed 002 lists for an Othello state module, one test each:
//! initialise, is a move valid, inspect a cell, who is winning, is the game over, and does a
//! player have any valid move.

use othello_core::{Game, MoveError, Options, Outcome, Player, Ply, RuleSet, Square, WinRule};

fn sq(s: &str) -> Square {
    s.parse().expect("notation")
}

fn moves(list: &str) -> Vec<Square> {
    list.split_whitespace().map(sq).collect()
}

fn small(top_left: Player) -> Options {
    Options {
        rows: 4,
        cols: 4,
        top_left,
        ..Options::default()
    }
}

#[test]
fn initialise_places_four_centre_discs_on_any_geometry() {
    for (rows, cols) in [(4, 4), (8, 8), (6, 12), (16, 4), (16, 16)] {
        for top_left in Player::BOTH {
            for first in Player::BOTH {
                let options = Options {
                    rows,
                    cols,
                    first,
                    top_left,
                    ..Options::default()
                };
                let game = Game::new(options).expect("valid");
                let (r, c) = (rows / 2 - 1, cols / 2 - 1);
                assert_eq!(game.cell(Square::new(r, c)), Some(top_left));
                assert_eq!(game.cell(Square::new(r + 1, c + 1)), Some(top_left));
                assert_eq!(game.cell(Square::new(r, c + 1)), Some(top_left.opponent()));
                assert_eq!(game.cell(Square::new(r + 1, c)), Some(top_left.opponent()));
                assert_eq!((game.counts().black, game.counts().white), (2, 2));
                assert_eq!(game.empties(), u32::from(rows) * u32::from(cols) - 4);
                assert_eq!(game.turn(), Some(first));
                assert_eq!(game.moves().len(), 4, "four opening moves on every board");
                assert!(game.plies().is_empty());
            }
        }
    }
}

#[test]
fn is_a_move_valid() {
    let game = Game::new(Options::default()).expect("valid");
    let legal: Vec<String> = game.moves().iter().map(|s| s.to_string()).collect();
    assert_eq!(legal, ["d3", "c4", "f5", "e6"]);
    assert!(game.is_legal(sq("d3")));
    assert!(!game.is_legal(sq("d4")), "occupied");
    assert!(!game.is_legal(sq("a1")), "flips nothing");
    assert!(!game.is_legal(Square::new(8, 0)), "off the board");
    assert_eq!(game.flips(sq("d3")).map(|f| f.to_vec()), Ok(vec![sq("d4")]));
    assert_eq!(game.flips(sq("d4")), Err(MoveError::Occupied(sq("d4"))));
}

#[test]
fn inspect_a_cell() {
    let mut game = Game::new(Options::default()).expect("valid");
    assert_eq!(game.cell(sq("d4")), Some(Player::White));
    assert_eq!(game.cell(sq("e4")), Some(Player::Black));
    assert_eq!(game.cell(sq("a1")), None);
    assert_eq!(
        game.cell(Square::new(200, 3)),
        None,
        "off the board reads as empty"
    );
    game.play(sq("d3")).expect("legal");
    assert_eq!(game.cell(sq("d3")), Some(Player::Black));
    assert_eq!(game.cell(sq("d4")), Some(Player::Black), "flipped");
    assert_eq!(game.discs(Player::White).to_vec(), vec![sq("e5")]);
}

#[test]
fn who_is_winning_under_either_win_rule() {
    let line = moves("c1 b1 a1 d1 d3 a4");
    let most = Game::replay(small(Player::Black), &line).expect("legal game");
    assert_eq!((most.counts().black, most.counts().white), (9, 1));
    assert_eq!(most.leader(), Some(Player::Black));
    assert_eq!(most.outcome(), Some(Outcome::Win(Player::Black)));
    let fewest = Game::replay(
        Options {
            win_rule: WinRule::FewestDiscs,
            ..small(Player::Black)
        },
        &line,
    )
    .expect("legal");
    assert_eq!(fewest.leader(), Some(Player::White));
    assert_eq!(fewest.outcome(), Some(Outcome::Win(Player::White)));
    let start = Game::new(Options::default()).expect("valid");
    assert_eq!(start.leader(), None, "level at the start");
    assert_eq!(start.outcome(), None, "no outcome while the game goes on");
    let tie = Game::replay(
        small(Player::Black),
        &moves("c1 b1 a4 d1 a1 b4 a3 d4 c4 d2"),
    )
    .expect("legal");
    assert_eq!(tie.outcome(), Some(Outcome::Draw));
    assert!(tie.empties() > 0);
}

#[test]
fn the_final_score_gives_the_empty_cells_to_the_winner() {
    // 9 discs to 1 with 6 cells empty on 4×4: Black wins by 8, and 14 with the empty cells.
    let line = moves("c1 b1 a1 d1 d3 a4");
    let most = Game::replay(small(Player::Black), &line).expect("legal game");
    assert_eq!(most.empties(), 6);
    assert_eq!(most.final_score(Player::Black), 14);
    assert_eq!(most.final_score(Player::White), -14);
    // Under "fewest discs wins" the same board is White's by as much.
    let fewest = Game::replay(
        Options {
            win_rule: WinRule::FewestDiscs,
            ..small(Player::Black)
        },
        &line,
    )
    .expect("legal");
    assert_eq!(fewest.final_score(Player::White), 14);
    assert_eq!(fewest.final_score(Player::Black), -14);
    // A draw with empty cells gives them to neither.
    let tie = Game::replay(
        small(Player::Black),
        &moves("c1 b1 a4 d1 a1 b4 a3 d4 c4 d2"),
    )
    .expect("legal");
    assert!(tie.empties() > 0);
    assert_eq!(tie.final_score(Player::Black), 0);
    // While the game goes on, the score if it stopped now.
    let mut game = Game::new(Options::default()).expect("valid");
    game.play(sq("f5")).expect("legal");
    assert_eq!(game.final_score(Player::Black), 3 + 59);
}

#[test]
fn is_the_game_over() {
    // A wipe-out in nine moves on the standard board.
    let mut game =
        Game::replay(Options::default(), &moves("d3 c3 b3 d2 e1 d6 d7 e3 f4")).expect("legal");
    assert!(game.is_over());
    assert_eq!(game.turn(), None);
    assert_eq!((game.counts().black, game.counts().white), (13, 0));
    assert_eq!(game.play(sq("a1")), Err(MoveError::GameOver));
    assert!(game.moves().is_empty());
    // Undo after the end reopens the game.
    game.undo();
    assert!(!game.is_over());
    // A game that ends with empty cells, with a pass on the way.
    let early = Game::replay(small(Player::Black), &moves("c1 b1 a1 d1 d3 a4")).expect("legal");
    assert!(early.is_over());
    assert_eq!(early.empties(), 6);
}

#[test]
fn does_a_player_have_any_valid_move() {
    // After c1 b1 a3 on 4x4, White plays d1; then Black has no move and White plays again.
    let mut game = Game::new(small(Player::Black)).expect("valid");
    for m in moves("c1 b1 a3") {
        game.play(m).expect("legal");
    }
    let report = game.play(sq("d1")).expect("legal");
    assert_eq!(report.player, Player::White);
    assert!(report.opponent_passed);
    assert_eq!(report.next, Some(Player::White));
    assert!(!game.has_moves(Player::Black));
    assert!(game.legal_moves(Player::Black).is_empty());
    assert!(game.has_moves(Player::White));
    assert_eq!(game.turn(), Some(Player::White));
    assert_eq!(game.plies().last(), Some(&Ply::Pass(Player::Black)));
    // Simple rules: any empty cell next to an opponent disc: all twelve but the two corners
    // that touch only a black centre disc.
    let simple = Game::new(Options {
        rules: RuleSet::Simple,
        ..small(Player::Black)
    })
    .expect("valid");
    assert_eq!(simple.legal_moves(Player::Black).len(), 10);
    assert!(!simple.is_legal(sq("a1")) && !simple.is_legal(sq("d4")));
}
