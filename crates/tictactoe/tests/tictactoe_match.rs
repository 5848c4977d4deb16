//! The hot-seat game object: turns, outcome, undo/redo, replay and saving.

use Player::{Cross, Nought};
use tictactoe::{Match, Options, OptionsError, Outcome, Player, Pos, Record, ReplayError, XoError};

fn p(row: u8, col: u8) -> Pos {
    Pos::new(row, col)
}

fn opts(size: u8, k: u8, first: Player) -> Options {
    Options {
        size,
        k_in_a_row: k,
        first,
    }
}

#[test]
fn turns_alternate_from_the_first_player() {
    for first in [Cross, Nought] {
        let mut g = Match::new(opts(3, 3, first)).unwrap();
        assert_eq!(g.turn(), Some(first));
        assert_eq!(g.play_order().first(), first);
        let report = g.play(p(2, 2)).unwrap();
        assert_eq!(report.player, first);
        assert_eq!(report.outcome, Outcome::Unfinished);
        assert_eq!(g.cell(p(2, 2)), Some(first));
        assert_eq!(g.turn(), Some(first.opponent()));
        assert_eq!(g.play(p(1, 1)).unwrap().player, first.opponent());
        assert_eq!(
            g.history(),
            vec![(first, p(2, 2)), (first.opponent(), p(1, 1))]
        );
    }
}

#[test]
fn bad_options_are_named() {
    assert_eq!(Match::new(opts(2, 3, Cross)), Err(OptionsError::Size(2)));
    assert_eq!(Match::new(opts(8, 3, Cross)), Err(OptionsError::Size(8)));
    assert_eq!(
        Match::new(opts(4, 5, Cross)),
        Err(OptionsError::KInARow { k: 5, size: 4 })
    );
    assert_eq!(
        Match::replay(opts(3, 2, Cross), &[]),
        Err(ReplayError::Options(OptionsError::KInARow {
            k: 2,
            size: 3
        }))
    );
    for size in 3..=7 {
        for k in 3..=size {
            assert!(Match::new(opts(size, k, Nought)).is_ok());
        }
    }
}

#[test]
fn refused_moves_leave_the_game_unchanged() {
    let mut g = Match::new(Options::default()).unwrap();
    g.play(p(1, 1)).unwrap();
    let before = g.clone();
    assert_eq!(g.play(p(1, 1)), Err(XoError::Taken(p(1, 1))));
    assert_eq!(
        g.play(p(0, 2)),
        Err(XoError::OffBoard {
            pos: p(0, 2),
            size: 3
        })
    );
    assert_eq!(g, before);
    assert_eq!(g.cell(p(9, 9)), None);
}

#[test]
fn a_win_carries_its_line_and_ends_the_game() {
    let mut g = Match::new(Options::default()).unwrap();
    for pos in [p(1, 3), p(1, 1), p(2, 2), p(1, 2)] {
        g.play(pos).unwrap();
    }
    let report = g.play(p(3, 1)).unwrap();
    let win = Outcome::Win {
        player: Cross,
        line: vec![p(1, 3), p(2, 2), p(3, 1)],
    };
    assert_eq!(report.outcome, win);
    assert_eq!(g.outcome(), win);
    assert_eq!(g.turn(), None);
    assert!(g.is_over());
    assert!(g.legal_moves().is_empty());
    assert_eq!(g.play(p(3, 3)), Err(XoError::GameOver));
    assert_eq!(XoError::GameOver.to_string(), "the game is over");
}

#[test]
fn a_full_board_without_a_line_is_a_draw() {
    let moves = [
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
    let g = Match::replay(Options::default(), &moves).unwrap();
    assert_eq!(g.outcome(), Outcome::Draw);
    assert_eq!(g.turn(), None);
    assert_eq!(g.moves(), &moves[..]);
}

#[test]
fn undo_and_redo_walk_the_history() {
    let mut g = Match::new(Options::default()).unwrap();
    assert_eq!(g.undo(), None);
    assert_eq!(g.redo(), None);
    let moves = [p(2, 2), p(1, 1), p(3, 3)];
    for pos in moves {
        g.play(pos).unwrap();
    }
    let after_three = g.clone();
    assert_eq!(g.undo(), Some(p(3, 3)));
    assert_eq!(g.undo(), Some(p(1, 1)));
    assert_eq!(g.cell(p(1, 1)), None);
    assert_eq!(g.turn(), Some(Nought));
    assert_eq!(g.moves(), &[p(2, 2)]);
    assert!(g.can_undo() && g.can_redo());
    assert_eq!(g.redo_moves(), vec![p(1, 1), p(3, 3)]);
    let r = g.redo().unwrap();
    assert_eq!((r.player, r.pos), (Nought, p(1, 1)));
    assert_eq!(g.redo().unwrap().pos, p(3, 3));
    assert!(!g.can_redo());
    assert_eq!(g, after_three);
    // A new move forgets the undone ones.
    g.undo();
    g.play(p(1, 3)).unwrap();
    assert!(!g.can_redo());
    assert_eq!(g.redo(), None);
    // Undo after a win reopens the game.
    let mut g = Match::replay(
        Options::default(),
        &[p(1, 1), p(2, 1), p(1, 2), p(2, 2), p(1, 3)],
    )
    .unwrap();
    assert!(g.is_over());
    g.undo();
    assert_eq!(g.turn(), Some(Cross));
    assert_eq!(g.outcome(), Outcome::Unfinished);
    while g.undo().is_some() {}
    assert_eq!(g.game().move_count_so_far(), 0);
    assert_eq!(g.redo_moves().len(), 5);
}

#[test]
fn replay_names_the_first_bad_move() {
    let err = Match::replay(Options::default(), &[p(1, 1), p(2, 2), p(1, 1)]).unwrap_err();
    assert_eq!(
        err,
        ReplayError::Move {
            index: 2,
            pos: p(1, 1),
            error: XoError::Taken(p(1, 1))
        }
    );
    assert_eq!(
        err.to_string(),
        "move 3 at (1, 1): position (1, 1) is already taken"
    );
    // Moves after the end of the game are refused, unlike the model's play, which ignores them:
    // a saved game with extra moves is corrupt.
    let won = [p(1, 1), p(2, 1), p(1, 2), p(2, 2), p(1, 3), p(3, 3)];
    assert_eq!(
        Match::replay(Options::default(), &won),
        Err(ReplayError::Move {
            index: 5,
            pos: p(3, 3),
            error: XoError::GameOver
        })
    );
}

#[test]
fn a_record_round_trips_through_ron() {
    let options = opts(5, 4, Nought);
    let mut g = Match::new(options).unwrap();
    for pos in [p(3, 3), p(1, 1), p(3, 4), p(5, 5)] {
        g.play(pos).unwrap();
    }
    let text = ron::to_string(&g.record()).unwrap();
    let record: Record = ron::from_str(&text).unwrap();
    assert_eq!(record.restore().unwrap(), g);
    // Missing fields take their defaults; bad data is refused by validation, not by serde.
    let record: Record = ron::from_str("(moves: [(row: 2, col: 2)])").unwrap();
    let restored = record.restore().unwrap();
    assert_eq!(restored.options(), Options::default());
    assert_eq!(restored.cell(p(2, 2)), Some(Cross));
    let record: Record = ron::from_str("(options: (size: 9))").unwrap();
    assert_eq!(
        record.restore(),
        Err(ReplayError::Options(OptionsError::Size(9)))
    );
    let options: Options = ron::from_str("(k_in_a_row: 3, first: Nought)").unwrap();
    assert_eq!(options, opts(3, 3, Nought));
}

#[test]
fn bigger_board_win_is_k_in_a_row() {
    let mut g = Match::new(opts(4, 4, Cross)).unwrap();
    for (i, pos) in [p(1, 1), p(2, 1), p(1, 2), p(2, 2), p(1, 3), p(2, 3)]
        .into_iter()
        .enumerate()
    {
        assert_eq!(
            g.play(pos).unwrap().outcome,
            Outcome::Unfinished,
            "move {i}"
        );
    }
    let report = g.play(p(1, 4)).unwrap();
    assert_eq!(
        report.outcome,
        Outcome::Win {
            player: Cross,
            line: vec![p(1, 1), p(1, 2), p(1, 3), p(1, 4)]
        }
    );
    assert_eq!(g.legal_moves().len(), 0);
    g.undo();
    assert_eq!(g.legal_moves().len(), 16 - 6);
}
