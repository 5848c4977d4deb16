//! Set-up positions and game records: validation, play, undo, the whole line, perft from a
//! set-up position, and replaying records.

mod common;

use common::{Reference, Rng};
use othello_core::{
    Game, GameResult, Line, MoveError, Options, OptionsError, Player, Ply, Record, RecordError,
    RecordPly, RuleSet, Setup, SetupError, Square, WinRule,
};
use proptest::prelude::*;

fn sq(s: &str) -> Square {
    s.parse().expect("notation")
}

/// A set-up from a board picture: `X` black, `O` white, `-` empty, row by row.
fn picture(options: Options, board: &str, turn: Player) -> Setup {
    let cells = board
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            'X' => Some(Player::Black),
            'O' => Some(Player::White),
            _ => None,
        })
        .collect();
    Setup {
        options,
        cells,
        turn,
    }
}

fn four() -> Options {
    Options {
        rows: 4,
        cols: 4,
        ..Options::default()
    }
}

/// A random set-up on random options: the standard start, a position reached by random moves
/// (with either side to move), or random discs.
fn random_setup(rng: &mut Rng) -> Setup {
    let options = rng.options();
    match rng.below(3) {
        0 => Setup::standard(options),
        1 => {
            let mut game = Game::new(options).expect("valid");
            for _ in 0..rng.below(40) {
                let moves = game.moves().to_vec();
                if moves.is_empty() {
                    break;
                }
                game.play(rng.pick(&moves)).expect("legal");
            }
            let mut setup = game.setup();
            setup.cells = board(&game);
            setup.turn = rng.pick(&Player::BOTH);
            setup
        }
        _ => {
            let mut setup = Setup::empty(options);
            let density = 1 + rng.below(9);
            for cell in &mut setup.cells {
                *cell = match rng.below(10) {
                    n if n < density / 2 => Some(Player::Black),
                    n if n < density => Some(Player::White),
                    _ => None,
                };
            }
            setup.turn = rng.pick(&Player::BOTH);
            setup
        }
    }
}

fn board(game: &Game) -> Vec<Option<Player>> {
    let mut cells = Vec::new();
    for row in 0..game.rows() {
        for col in 0..game.cols() {
            cells.push(game.cell(Square::new(row, col)));
        }
    }
    cells
}

/// Plays up to `plies` random moves.
fn play_randomly(game: &mut Game, rng: &mut Rng, plies: usize) {
    for _ in 0..plies {
        let moves = game.moves().to_vec();
        if moves.is_empty() {
            break;
        }
        game.play(rng.pick(&moves)).expect("legal");
    }
}

#[test]
fn invalid_setups_say_what_is_wrong() {
    let mut setup = Setup::standard(four());
    setup.cells.pop();
    assert_eq!(
        Game::from_setup(&setup),
        Err(SetupError::CellCount {
            rows: 4,
            cols: 4,
            found: 15
        })
    );
    assert_eq!(
        setup.clone().into_game().unwrap_err().to_string(),
        "a 4×4 board has 16 cells, not 15"
    );
    let odd = Setup::standard(Options { rows: 5, ..four() });
    assert_eq!(
        Game::from_setup(&odd),
        Err(SetupError::Options(OptionsError::Rows(5)))
    );
    assert_eq!(
        Game::from_setup(&odd).unwrap_err().to_string(),
        "rows must be an even number from 4 to 16, not 5"
    );
    let mut setup = Setup::standard(four());
    let off = Square::new(0, 4);
    assert_eq!(
        setup.set(off, Some(Player::Black)),
        Err(SetupError::OffBoard {
            square: off,
            rows: 4,
            cols: 4
        })
    );
    assert_eq!(
        setup.set(off, None).unwrap_err().to_string(),
        "e1 is off the 4×4 board"
    );
    assert_eq!(
        setup,
        Setup::standard(four()),
        "a refused set changes nothing"
    );
    assert_eq!(setup.get(off), None);
}

#[test]
fn the_standard_start_is_one_setup() {
    let mut rng = Rng::new(3);
    for _ in 0..50 {
        let options = rng.options();
        let game = Game::new(options).expect("valid");
        assert_eq!(game.setup(), Setup::standard(options));
        assert!(game.setup().is_standard());
        assert_eq!(Game::from_setup(&Setup::standard(options)), Ok(game));
    }
}

#[test]
fn a_side_that_cannot_move_passes_at_once() {
    // Black's only disc sits next to White's on the edge: Black cannot move, White can (c1).
    let setup = picture(four(), "OX-- ---- ---- ----", Player::Black);
    let mut game = Game::from_setup(&setup).expect("valid");
    assert_eq!(game.turn(), Some(Player::White));
    assert_eq!(game.plies(), vec![Ply::Pass(Player::Black)]);
    assert_eq!(game.setup(), setup, "the set-up is kept as given");
    assert!(!game.can_undo());
    game.play(sq("c1")).expect("legal");
    assert!(game.is_over(), "White has every disc");
    assert_eq!(
        game.plies(),
        vec![
            Ply::Pass(Player::Black),
            Ply::Move {
                player: Player::White,
                square: sq("c1")
            }
        ]
    );
    assert_eq!(game.undo(), Some(sq("c1")));
    assert_eq!(
        game,
        Game::from_setup(&setup).expect("valid").tap_redo(sq("c1"))
    );
    assert_eq!(game.undo(), None, "undo stops at the set-up position");
    // The record keeps the pass and replays to the same game.
    let record = Record::from_game(&game);
    assert_eq!(record.plies[0].ply, Ply::Pass(Player::Black));
    assert_eq!(record.to_game().expect("replays"), game.without_redo());
}

/// Test helpers on `Game` kept here, out of the public API.
trait GameExt {
    fn tap_redo(self, square: Square) -> Game;
    fn without_redo(&self) -> Game;
}

impl GameExt for Game {
    /// The game after playing `square` and taking it back (so its redo list holds it).
    fn tap_redo(mut self, square: Square) -> Game {
        self.play(square).expect("legal");
        self.undo();
        self
    }
    fn without_redo(&self) -> Game {
        Record::from_game(self).to_game().expect("replays")
    }
}

#[test]
fn a_setup_where_nobody_can_move_is_over() {
    for board in [
        "---- ---- ---- ----",
        "XXXX XXXX ---- ----",
        "X--O ---- ---- O--X",
    ] {
        let setup = picture(four(), board, Player::White);
        let game = Game::from_setup(&setup).expect("valid");
        assert!(game.is_over(), "{board}");
        assert!(game.plies().is_empty());
        assert_eq!(game.setup(), setup);
        let counts = game.counts();
        let expected = match counts.black.cmp(&counts.white) {
            std::cmp::Ordering::Equal => othello_core::Outcome::Draw,
            std::cmp::Ordering::Greater => othello_core::Outcome::Win(Player::Black),
            std::cmp::Ordering::Less => othello_core::Outcome::Win(Player::White),
        };
        assert_eq!(game.outcome(), Some(expected));
        let record = Record::from_game(&game);
        assert_eq!(
            record.result,
            Some(GameResult::counted(&game)),
            "a finished game has a result"
        );
    }
}

#[test]
fn perft_from_the_standard_start_written_as_a_setup() {
    // A few rows of tests/data/perft.txt, each start drawn by hand as a set-up.
    let rows = include_str!("data/perft.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .filter(|f| f[6].parse::<u64>().expect("leaves") < 2_000_000);
    let mut checked = 0;
    for f in rows.step_by(5) {
        let player = |s: &str| {
            if s == "B" {
                Player::Black
            } else {
                Player::White
            }
        };
        let options = Options {
            rows: f[0].parse().expect("rows"),
            cols: f[1].parse().expect("cols"),
            first: player(f[2]),
            top_left: player(f[3]),
            win_rule: WinRule::MostDiscs,
            rules: if f[4] == "full" {
                RuleSet::Full
            } else {
                RuleSet::Simple
            },
        };
        let mut setup = Setup::empty(options);
        let (r, c) = (options.rows / 2 - 1, options.cols / 2 - 1);
        let tl = options.top_left;
        for (dr, dc, p) in [
            (0, 0, tl),
            (0, 1, tl.opponent()),
            (1, 0, tl.opponent()),
            (1, 1, tl),
        ] {
            setup
                .set(Square::new(r + dr, c + dc), Some(p))
                .expect("on the board");
        }
        let game = Game::from_setup(&setup).expect("valid");
        assert_eq!(
            game.perft(f[5].parse().expect("depth")),
            f[6].parse().expect("leaves"),
            "{f:?}"
        );
        checked += 1;
    }
    assert!(checked >= 20, "{checked}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn perft_from_any_setup_matches_the_reference(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let setup = random_setup(&mut rng);
        prop_assume!(usize::from(setup.rows()) * usize::from(setup.cols()) <= 64);
        let game = Game::from_setup(&setup).expect("valid");
        let mut reference = Reference::new(setup.options);
        reference.cells = setup.cells.clone();
        let nominal = setup.turn;
        reference.turn = if !reference.legal_moves(nominal).is_empty() {
            Some(nominal)
        } else if !reference.legal_moves(nominal.opponent()).is_empty() {
            Some(nominal.opponent())
        } else {
            None
        };
        prop_assert_eq!(game.turn(), reference.turn);
        for depth in 0..3 {
            prop_assert_eq!(game.perft(depth), reference.perft(depth), "depth {}", depth);
        }
    }

    #[test]
    fn undo_returns_to_the_setup_and_redo_replays(seed in any::<u64>(), plies in 0usize..60) {
        let mut rng = Rng::new(seed);
        let setup = random_setup(&mut rng);
        let fresh = Game::from_setup(&setup).expect("valid");
        let mut game = fresh.clone();
        play_randomly(&mut game, &mut rng, plies);
        let finished = game.clone();
        let played = game.plies();
        // The whole line is the same however far back we are.
        let mut back = 0;
        while game.undo().is_some() {
            back += 1;
            let line = game.line();
            prop_assert_eq!(&line.plies, &played);
            prop_assert_eq!(line.current, game.plies().len());
            prop_assert!(played.starts_with(&game.plies()));
        }
        prop_assert_eq!(back, finished.moves_played().len());
        prop_assert_eq!(board(&game), board(&fresh));
        prop_assert_eq!(game.turn(), fresh.turn());
        prop_assert_eq!(game.setup(), setup.clone());
        while game.redo().is_some() {}
        prop_assert_eq!(board(&game), board(&finished));
        prop_assert_eq!(game.plies(), played.clone());
        prop_assert_eq!(game.line(), Line { current: played.len(), plies: played });
        // A record of the game replays to it, with its passes written or left out.
        let record = Record::from_game(&game);
        prop_assert_eq!(record.setup.clone(), setup);
        prop_assert_eq!(&record.to_game().expect("replays"), &finished);
        let mut implicit = record.clone();
        implicit.plies.retain(|p| matches!(p.ply, Ply::Move { .. }));
        prop_assert_eq!(&implicit.to_game().expect("replays"), &finished);
    }
}

#[test]
fn record_errors_name_the_move_and_the_reason() {
    let record = |plies: &[Ply]| Record {
        plies: plies.iter().copied().map(RecordPly::from).collect(),
        ..Record::new(Setup::standard(Options::default()))
    };
    let mv = |player, s: &str| Ply::Move {
        player,
        square: sq(s),
    };
    use Player::{Black, White};
    let error = record(&[mv(Black, "f5"), mv(White, "f6"), mv(Black, "a1")])
        .to_game()
        .unwrap_err();
    assert_eq!(
        error,
        RecordError::Illegal {
            number: 3,
            square: sq("a1"),
            error: MoveError::FlipsNothing(sq("a1"))
        }
    );
    assert_eq!(error.to_string(), "move 3 (a1): a1 flips nothing");
    let error = record(&[mv(Black, "f5"), mv(Black, "d6")])
        .to_game()
        .unwrap_err();
    assert_eq!(error.to_string(), "move 2: it is White's turn, not Black's");
    let error = record(&[mv(Black, "f5"), Ply::Pass(White)])
        .to_game()
        .unwrap_err();
    assert_eq!(
        error,
        RecordError::PassNotForced {
            number: 2,
            player: White
        }
    );
    assert_eq!(
        error.to_string(),
        "move 2: White has a legal move and may not pass"
    );
    // After the end: play out a 4×4 game, then one more pass.
    let mut game = Game::new(four()).expect("valid");
    let mut rng = Rng::new(1);
    play_randomly(&mut game, &mut rng, 100);
    assert!(game.is_over());
    let mut over = Record::from_game(&game);
    let n = over.plies.len();
    over.plies.push(Ply::Pass(Black).into());
    assert_eq!(
        over.to_game().unwrap_err(),
        RecordError::PassAfterEnd { number: n + 1 }
    );
    over.plies[n] = mv(White, "a1").into();
    assert_eq!(
        over.to_game().unwrap_err(),
        RecordError::Illegal {
            number: n + 1,
            square: sq("a1"),
            error: MoveError::GameOver
        }
    );
    let mut bad_setup = Record::new(Setup::standard(four()));
    bad_setup.setup.cells.clear();
    assert!(matches!(bad_setup.to_game(), Err(RecordError::Setup(_))));
}

#[test]
fn a_pass_by_the_wrong_side_is_refused() {
    // Black must pass; a record that says White passes is wrong.
    let setup = picture(four(), "OX-- ---- ---- ----", Player::Black);
    let mut record = Record::new(setup);
    record.plies.push(Ply::Pass(Player::White).into());
    assert_eq!(
        record.to_game().unwrap_err(),
        RecordError::NotTheirTurn {
            number: 1,
            found: Player::White,
            expected: Player::Black
        }
    );
    record.plies[0] = Ply::Pass(Player::Black).into();
    assert_eq!(
        record.to_game().expect("forced").turn(),
        Some(Player::White)
    );
}

#[test]
fn the_position_now_continues_the_game_from_the_board() {
    use othello_core::{Game, Options};
    let mut game = Game::new(Options {
        rows: 6,
        cols: 8,
        ..Options::default()
    })
    .unwrap();
    for _ in 0..7 {
        let square = game.moves().iter().next().unwrap();
        game.play(square).unwrap();
    }
    let position = game.position();
    assert_ne!(position, game.setup());
    assert_eq!(Some(position.turn), game.turn());
    let resumed = Game::from_setup(&position).unwrap();
    assert_eq!(resumed.counts(), game.counts());
    assert_eq!(resumed.moves(), game.moves());
    assert!(resumed.moves_played().is_empty());
    for square in position
        .cells
        .iter()
        .enumerate()
        .filter_map(|(i, c)| c.map(|_| i))
    {
        let square = othello_core::Square::new((square / 8) as u8, (square % 8) as u8);
        assert_eq!(position.get(square), game.cell(square));
    }
}
