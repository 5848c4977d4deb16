//! The text formats: round trips of random games on random boards, forgiving reading, errors
//! that say where and what (briefly), and no panic on any input.

mod common;

use common::Rng;
use othello_core::notation::obf::ObfPosition;
use othello_core::notation::{ParseError, ParseErrorKind, ggf, obf, transcript};
use othello_core::{
    Ending, Game, GameResult, Options, OptionsError, Player, Ply, Record, RecordError, RuleSet,
    Setup, Square, WinRule,
};
use proptest::prelude::*;

fn sq(s: &str) -> Square {
    s.parse().expect("notation")
}

fn squares(list: &str) -> Vec<Option<Square>> {
    list.split_whitespace().map(|s| Some(sq(s))).collect()
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

/// A random set-up: the standard start, a position reached by random moves with either side to
/// move, or random discs.
fn random_setup(rng: &mut Rng, options: Options) -> Setup {
    match rng.below(3) {
        0 => Setup::standard(options),
        1 => {
            let mut game = Game::new(options).expect("valid");
            for _ in 0..rng.below(30) {
                let moves = game.moves().to_vec();
                if moves.is_empty() {
                    break;
                }
                game.play(rng.pick(&moves)).expect("legal");
            }
            Setup {
                cells: board(&game),
                turn: rng.pick(&Player::BOTH),
                ..Setup::standard(options)
            }
        }
        _ => {
            let mut setup = Setup::empty(options);
            for cell in &mut setup.cells {
                *cell = [None, None, Some(Player::Black), Some(Player::White)][rng.below(4)];
            }
            setup.turn = rng.pick(&Player::BOTH);
            setup
        }
    }
}

fn random_text(rng: &mut Rng) -> String {
    let alphabet: Vec<char> = "ab Z09]\\[;()/:*-\né漢".chars().collect();
    (0..rng.below(12)).map(|_| rng.pick(&alphabet)).collect()
}

fn random_number(rng: &mut Rng) -> f64 {
    match rng.below(3) {
        0 => rng.below(129) as f64 - 64.0,
        1 => (rng.below(20_001) as f64 - 10_000.0) / 100.0,
        _ => {
            let x = f64::from_bits(rng.next());
            if x.is_finite() { x } else { 0.5 }
        }
    }
}

/// A random game from a random set-up on a random board, and its record with random names,
/// place, date, result and annotations.
fn random_record(seed: u64) -> (Game, Record) {
    let mut rng = Rng::new(seed);
    let options = rng.options();
    let setup = random_setup(&mut rng, options);
    let mut game = Game::from_setup(&setup).expect("valid");
    let plies = if rng.below(4) == 0 {
        1000
    } else {
        rng.below(40)
    };
    for _ in 0..plies {
        let moves = game.moves().to_vec();
        if moves.is_empty() {
            break;
        }
        game.play(rng.pick(&moves)).expect("legal");
    }
    let mut record = Record::from_game(&game);
    for p in &mut record.plies {
        if rng.below(3) == 0 {
            p.eval = Some(random_number(&mut rng));
        }
        if rng.below(3) == 0 {
            p.seconds = Some(random_number(&mut rng).abs());
        }
    }
    let maybe = |rng: &mut Rng| (rng.below(3) > 0).then(|| random_text(rng));
    record.players.black = maybe(&mut rng);
    record.players.white = maybe(&mut rng);
    record.place = maybe(&mut rng);
    record.date = maybe(&mut rng);
    if rng.below(3) == 0 {
        let endings = [
            Ending::Counted,
            Ending::Resigned,
            Ending::Timeout,
            Ending::Agreed,
        ];
        record.result = Some(GameResult {
            black_margin: random_number(&mut rng),
            ending: rng.pick(&endings),
        });
    }
    (game, record)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn ggf_round_trips_records(seed in any::<u64>()) {
        let (game, record) = random_record(seed);
        let text = ggf::write(&record);
        let back = ggf::parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&back, &record, "{}", text);
        prop_assert_eq!(&back.to_game().expect("replays"), &game);
        // Passes left out are implied.
        let mut implicit = record.clone();
        implicit.plies.retain(|p| matches!(p.ply, Ply::Move { .. }));
        let back = ggf::parse(&ggf::write(&implicit)).expect("parses");
        prop_assert_eq!(&back, &implicit);
        prop_assert_eq!(board(&back.to_game().expect("replays")), board(&game));
    }

    #[test]
    fn transcripts_round_trip_the_setup_and_the_moves(seed in any::<u64>()) {
        let (game, record) = random_record(seed);
        let text = transcript::write(&record);
        // The header carries every option, so the default does not matter.
        let other = Options { rows: 4, cols: 6, ..Options::default() };
        let parsed = transcript::parse(&text, other)
            .map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&parsed.setup, &record.setup, "{}", text);
        let moves: Vec<_> = record.plies.iter().filter_map(|p| p.ply.square()).map(Some).collect();
        prop_assert_eq!(&parsed.moves, &moves);
        prop_assert_eq!(parsed.to_record().expect("replays"), Record::from_game(&game));
        prop_assert_eq!(transcript::to_text(&game), text);
    }

    #[test]
    fn obf_round_trips_positions_on_every_geometry(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let options = rng.options();
        let setup = random_setup(&mut rng, options);
        let scores = (0..rng.below(5))
            .map(|_| (Square::new(rng.below(16) as u8, rng.below(16) as u8), rng.below(129) as i32 - 64))
            .collect();
        let position = ObfPosition { setup, scores };
        let line = obf::write(&position);
        prop_assert_eq!(obf::parse(&line, options).expect("parses"), position.clone());
        let square = Options { rows: options.rows, cols: options.rows, ..Options::default() };
        if options.rows == options.cols && options == square {
            prop_assert_eq!(obf::parse_inferred(&line).expect("parses"), position);
        } else if options.rows != options.cols {
            let inferred = obf::parse_inferred(&line);
            let cells = usize::from(options.rows) * usize::from(options.cols);
            if let Err(e) = &inferred {
                prop_assert_eq!(&e.kind, &ParseErrorKind::NotSquare(cells));
            }
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in any::<String>(), garbage in "[ -~\\n\\]\\[\\\\é]{0,200}") {
        for text in [&text, &garbage] {
            check_short(transcript::parse(text, Options::default()).map(|t| { let _ = t.to_game(); }));
            check_short(ggf::parse(text).map(|r| { let _ = r.to_game(); }));
            for r in ggf::parse_all(text).take(100) {
                check_short(r.map(|_| ()));
            }
            check_short(obf::parse_inferred(text).map(|_| ()));
            check_short(obf::parse(text, Options { rows: 4, cols: 6, ..Options::default() }).map(|_| ()));
            for r in obf::parse_all(text, None) {
                check_short(r.map(|_| ()));
            }
        }
    }

    #[test]
    fn mutated_valid_texts_never_panic(seed in any::<u64>(), edits in prop::collection::vec((any::<u16>(), any::<u16>(), 0usize..4, any::<u8>()), 1..6)) {
        let (_, record) = random_record(seed);
        let texts = [
            ggf::write(&record),
            transcript::write(&record),
            obf::write(&ObfPosition { setup: record.setup.clone(), scores: vec![(sq("a1"), 3)] }),
        ];
        let specials: Vec<char> = "[]();\\/:*O-X.pa1 \n,é".chars().collect();
        for text in texts {
            let mut chars: Vec<char> = text.chars().collect();
            for &(at, len, how, pick) in &edits {
                let at = usize::from(at) % (chars.len() + 1);
                let end = (at + usize::from(len) % 8).min(chars.len());
                let c = specials[usize::from(pick) % specials.len()];
                match how {
                    0 => { chars.drain(at..end); }
                    1 => chars.insert(at, c),
                    2 => if at < chars.len() { chars[at] = c },
                    _ => { let copy: Vec<char> = chars[at..end].to_vec(); chars.splice(at..at, copy); }
                }
            }
            let text: String = chars.into_iter().collect();
            check_short(transcript::parse(&text, Options::default()).map(|t| { let _ = t.to_game(); }));
            check_short(ggf::parse(&text).map(|r| { let _ = r.to_game(); }));
            check_short(obf::parse_inferred(&text).map(|p| { let _ = p.setup.into_game(); }));
            check_short(obf::parse(&text, record.setup.options).map(|_| ()));
        }
    }
}

/// Errors must be short whatever the input, and point inside it.
fn check_short(result: Result<(), ParseError>) {
    if let Err(e) = result {
        let message = e.to_string();
        assert!(message.chars().count() <= 160, "{message}");
        assert!(e.line >= 1 && e.column >= 1, "{e:?}");
    }
}

#[test]
fn a_long_bad_token_gives_a_short_message() {
    let long = "z".repeat(10_000);
    let messages = [
        transcript::parse(&long, Options::default()).unwrap_err(),
        transcript::parse(&format!("Othello {long}"), Options::default()).unwrap_err(),
        transcript::parse(
            &format!("Othello 8x8\nPosition: {} {long}", "-".repeat(64)),
            Options::default(),
        )
        .unwrap_err(),
        ggf::parse(&format!("(;GM[Othello]B[{long}];)")).unwrap_err(),
        ggf::parse(&format!("(;GM[Othello]B[F5/{long}];)")).unwrap_err(),
        ggf::parse(&format!("(;GM[Othello] 1{long}")).unwrap_err(),
        obf::parse_inferred(&format!("{} {long}", "-".repeat(64))).unwrap_err(),
        obf::parse_inferred(&format!("{} X; {long}", "-".repeat(64))).unwrap_err(),
    ];
    for error in messages {
        let message = error.to_string();
        assert!(message.chars().count() < 160, "{message}");
        assert!(
            message.contains(&format!("{}…", "z".repeat(20))),
            "{message}"
        );
    }
    // A long board is counted, not quoted.
    let dashes = "-".repeat(10_000);
    let counted = [
        transcript::parse(
            &format!("Othello 8x8\nPosition: {dashes} X"),
            Options::default(),
        ),
        obf::parse_inferred(&format!("{dashes} X")).map(|_| transcript::Transcript::default()),
    ];
    for error in counted {
        let message = error.unwrap_err().to_string();
        assert!(message.chars().count() < 160, "{message}");
    }
}

fn error(result: Result<impl std::fmt::Debug, ParseError>) -> (usize, usize, String) {
    let e = result.unwrap_err();
    (e.line, e.column, e.kind.to_string())
}

#[test]
fn transcript_errors_say_where_and_what() {
    let parse = |text| transcript::parse(text, Options::default());
    assert_eq!(
        error(parse("Othello 7x8\nf5")),
        (
            1,
            9,
            "rows must be an even number from 4 to 16, not 7".into()
        )
    );
    assert_eq!(
        parse("Othello 7x8").unwrap_err().kind,
        ParseErrorKind::Options(OptionsError::Rows(7))
    );
    assert_eq!(
        error(parse("Othello 8x8, purple first")),
        (
            1,
            14,
            "'purple first' in the header is not an option".into()
        )
    );
    assert_eq!(
        error(parse("othello eightxeight")),
        (1, 9, "'eightxeight' is not a board size like 8x8".into())
    );
    assert_eq!(
        error(parse("f5 d6\n  c3 hello")),
        (2, 6, "'hello' is not a move".into())
    );
    assert_eq!(
        error(parse("f5 z9")),
        (
            1,
            4,
            "'z9' is not a cell: write a column letter a-p and a row number 1-16, like c4".into()
        )
    );
    assert_eq!(
        error(parse("f5 d6 ?")),
        (
            1,
            7,
            "expected a move, a pass or a move number, found '?'".into()
        )
    );
    assert_eq!(
        error(parse("   ")),
        (1, 1, "there is nothing to read: no moves".into())
    );
    assert_eq!(
        error(parse("Othello 4x4\nPosition: XO-- X")),
        (2, 11, "the board has 4 cells, expected 16".into())
    );
    assert_eq!(
        error(parse("Othello 4x4\nPosition: XO--XO--XO--XO-! X")),
        (
            2,
            26,
            "expected a cell: X or * (black), O (white), - or . (empty), found '!'".into()
        )
    );
    assert_eq!(
        error(parse("Othello 4x4\nPosition: XO--XO--XO--XO-- B")),
        (2, 28, "expected the side to move, X or O, found 'B'".into())
    );
    assert_eq!(
        parse("Othello 8x8\nf5 c4 x").unwrap_err().to_string(),
        "line 2, column 7: 'x' is not a move"
    );
}

#[test]
fn transcript_reading_is_forgiving() {
    let want = squares("f5 d6 c3 d3");
    for text in [
        "f5d6c3d3",
        "F5 D6 C3 D3",
        "F5-D6-C3-D3",
        "1. f5 d6 2. c3 d3",
        "f5, d6,\nc3; d3\n",
        "  Othello 8x8\n\nf5d6\nc3d3",
        "OTHELLO full rules, most discs wins, White top-left, Black first, 8x8\r\nf5d6c3d3",
    ] {
        let t = transcript::parse(text, Options::default()).expect(text);
        assert_eq!(t.moves, want, "{text:?}");
        assert_eq!(t.setup, Setup::default(), "{text:?}");
    }
    // Two-digit rows on a big board, one digit when the row would not exist.
    let big = Options {
        rows: 16,
        cols: 16,
        ..Options::default()
    };
    assert_eq!(
        transcript::parse("a10b2", big).expect("reads").moves,
        squares("a10 b2")
    );
    assert_eq!(
        transcript::parse("a12b2", Options::default())
            .expect("reads")
            .moves,
        squares("a1 b2")
    );
    // Passes in three spellings.
    let t = transcript::parse("f5 pass d6 PA c3 -- d3", Options::default()).expect("reads");
    assert_eq!(
        t.moves,
        vec![
            Some(sq("f5")),
            None,
            Some(sq("d6")),
            None,
            Some(sq("c3")),
            None,
            Some(sq("d3"))
        ]
    );
    // Parts of the header left out come from the default; a header alone is a new game.
    let odd = Options {
        rows: 6,
        cols: 12,
        first: Player::White,
        top_left: Player::Black,
        win_rule: WinRule::FewestDiscs,
        rules: RuleSet::Simple,
    };
    let t = transcript::parse("othello SIMPLE RULES, 10x4", odd).expect("reads");
    assert_eq!(
        t.setup.options,
        Options {
            rows: 10,
            cols: 4,
            ..odd
        }
    );
    assert!(t.moves.is_empty());
    // Without a header the moves go on the default board.
    assert_eq!(
        transcript::parse("f5", odd).expect("reads").setup,
        Setup::standard(odd)
    );
}

#[test]
fn transcript_passes_must_be_forced() {
    let t = transcript::parse("f5 pass", Options::default()).expect("reads");
    assert_eq!(
        t.to_game().unwrap_err(),
        RecordError::PassNotForced {
            number: 2,
            player: Player::White
        }
    );
    let t = transcript::parse("f5 d6 a1", Options::default()).expect("reads");
    assert_eq!(
        t.to_game().unwrap_err().to_string(),
        "move 3 (a1): a1 flips nothing"
    );
    // A set-up whose side to move must pass: the pass may be written or not.
    let text = "Othello 4x4\nPosition: OX-------------- X\n";
    for moves in ["c1", "pass c1", "--c1"] {
        let t = transcript::parse(&format!("{text}{moves}"), Options::default()).expect("reads");
        let game = t.to_game().expect("replays");
        assert!(game.is_over(), "{moves}");
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
        assert_eq!(
            transcript::to_text(&game),
            format!(
                "Othello 4x4, Black first, White top-left, most discs wins, full rules\nPosition: OX-------------- X\nc1"
            )
        );
    }
}

#[test]
fn ggf_errors_say_where_and_what() {
    assert_eq!(
        error(ggf::parse("(;GM[Othello]\nB[Z9];)")),
        (
            2,
            3,
            "'Z9' is not a cell: write a column letter a-p and a row number 1-16, like c4".into()
        )
    );
    assert_eq!(
        error(ggf::parse("(;GM[Othello]B[F5/abc];)")),
        (1, 19, "expected a number, found 'abc'".into())
    );
    assert_eq!(
        error(ggf::parse("(;GM[Othello]PB[ann")),
        (
            1,
            20,
            "expected ']' to close the value, found the end of the text".into()
        )
    );
    assert_eq!(
        error(ggf::parse("GM[Othello]")),
        (
            1,
            1,
            "expected '(;' to start a game, found 'GM[Othello]'".into()
        )
    );
    assert_eq!(
        error(ggf::parse("(;GM[Othello]TY[8]BO[8 ---- *];)")),
        (1, 22, "the board has 4 cells, expected 64".into())
    );
    assert_eq!(
        error(ggf::parse("(;BO[7 - *];)")),
        (
            1,
            6,
            "rows must be an even number from 4 to 16, not 7".into()
        )
    );
    assert_eq!(
        error(ggf::parse("(;BO[4 ---------------- +];)")),
        (1, 25, "expected the side to move, * or O, found '+'".into())
    );
    assert_eq!(
        error(ggf::parse("(;XO[cols=6;colour=red];)")),
        (
            1,
            13,
            "expected cols=, win=, rules=, first= or topleft= and its value, found 'colour=red'"
                .into()
        )
    );
    assert_eq!(
        error(ggf::parse("(;GM[Othello] 12 ;)")),
        (
            1,
            15,
            "expected a property such as B[F5], or ';)', found '12'".into()
        )
    );
    assert_eq!(
        error(ggf::parse("(;RE[+3:x];)")),
        (1, 9, "expected r, t or s after ':', found 'x'".into())
    );
    assert_eq!(
        error(ggf::parse("(;GM[Othello];) junk")),
        (1, 17, "expected the end of the text, found 'junk'".into())
    );
}

#[test]
fn a_real_world_ggf_game_is_read() {
    // As GGS wrote them: extra properties (TI, KM, RB, RW), passes written, times and evals.
    let text = "(;GM[Othello]PC[GGS/os]DT[2003.12.15_13:24:03.MET]PB[Saio1200]PW[Zebra]\
        RB[2745.63]RW[2743.09]TI[05:00//02:00]TY[8]RE[+4.000]\
        BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]\
        B[d3//0.01]W[c5/-1.20/1.5]B[f6]W[f5/0.00/]B[e6/2/0.3]\
        KM[0];)";
    let record = ggf::parse(text).expect("parses");
    assert_eq!(record.players.black.as_deref(), Some("Saio1200"));
    assert_eq!(record.players.white.as_deref(), Some("Zebra"));
    assert_eq!(record.place.as_deref(), Some("GGS/os"));
    assert_eq!(record.date.as_deref(), Some("2003.12.15_13:24:03.MET"));
    assert_eq!(record.time.as_deref(), Some("05:00//02:00"));
    // Written back, the players, date, time control and result stay.
    let again = ggf::parse(&ggf::write(&record)).expect("reads back");
    assert_eq!(again.players, record.players);
    assert_eq!(
        (again.date, again.time),
        (record.date.clone(), record.time.clone())
    );
    assert_eq!(again.result, record.result);
    assert_eq!(
        record.result,
        Some(GameResult {
            black_margin: 4.0,
            ending: Ending::Counted
        })
    );
    assert!(record.setup.is_standard());
    assert_eq!(record.plies.len(), 5);
    assert_eq!(record.plies[0].seconds, Some(0.01));
    assert_eq!(record.plies[0].eval, None);
    assert_eq!(
        (record.plies[1].eval, record.plies[1].seconds),
        (Some(-1.2), Some(1.5))
    );
    assert_eq!(
        (record.plies[3].eval, record.plies[3].seconds),
        (Some(0.0), None)
    );
    let game = record.to_game().expect("replays");
    assert_eq!(
        game.moves_played(),
        vec![sq("d3"), sq("c5"), sq("f6"), sq("f5"), sq("e6")]
    );
    // Several games, one of them broken: the others are still read.
    let many = format!("{text}\n(;GM[Othello]B[q9];)\nsome comment\n{text}");
    let results: Vec<_> = ggf::parse_all(&many).collect();
    assert_eq!(results.len(), 3);
    assert_eq!(results[0].as_ref().expect("first"), &record);
    assert_eq!(results[1].as_ref().unwrap_err().line, 2);
    assert_eq!(results[2].as_ref().expect("third"), &record);
}

#[test]
fn ggf_extension_and_escapes_round_trip() {
    let options = Options {
        rows: 6,
        cols: 10,
        first: Player::White,
        top_left: Player::Black,
        win_rule: WinRule::FewestDiscs,
        rules: RuleSet::Simple,
    };
    let mut record = Record::from_game(&Game::new(options).expect("valid"));
    record.players.black = Some("a]b\\c".into());
    let text = ggf::write(&record);
    assert!(
        text.contains("XO[cols=10;win=fewest;rules=simple;topleft=black]"),
        "{text}"
    );
    assert!(text.contains(r"PB[a\]b\\c]"), "{text}");
    assert_eq!(ggf::parse(&text).expect("parses"), record);
    // The standard game needs no extension.
    let standard = ggf::write(&Record::from_game(
        &Game::new(Options::default()).expect("ok"),
    ));
    assert_eq!(
        standard,
        "(;GM[Othello]TY[8]BO[8 ---------------------------O*------*O--------------------------- *];)"
    );
}

#[test]
fn the_ffo_file_parses_line_by_line() {
    let text = include_str!("../../../benches/data/ffo-40-59.obf");
    let positions: Vec<_> = obf::parse_all(text, Some(Options::default()))
        .collect::<Result<_, _>>()
        .expect("every line parses");
    assert_eq!(positions.len(), 20);
    let inferred: Vec<_> = obf::parse_all(text, None)
        .collect::<Result<_, _>>()
        .expect("every line parses");
    assert_eq!(inferred, positions);
    // FFO #40: Black to move, a2 wins by 38, 20 empty cells.
    let first = &positions[0];
    assert_eq!(first.setup.turn, Player::Black);
    assert_eq!(first.scores[0], (sq("a2"), 38));
    assert_eq!(first.setup.cells.iter().filter(|c| c.is_none()).count(), 20);
    for (position, line) in positions.iter().zip(text.lines()) {
        assert_eq!(obf::write(position), line.trim_end());
        let game = position.setup.clone().into_game().expect("valid");
        for &(square, _) in &position.scores {
            assert!(game.is_legal(square), "{square} in {line}");
        }
    }
}

#[test]
fn obf_errors_say_where_and_what() {
    let row = "-".repeat(64);
    assert_eq!(
        error(obf::parse_inferred(&"-".repeat(60))),
        (
            1,
            1,
            "60 cells is not a square board with an even side from 4 to 16".into()
        )
    );
    assert_eq!(
        error(obf::parse_inferred(&format!("{row} Z"))),
        (1, 66, "expected the side to move, X or O, found 'Z'".into())
    );
    assert_eq!(
        error(obf::parse_inferred(&format!("{row} X; G8+18;"))),
        (
            1,
            69,
            "expected a scored move such as G8:+18, found 'G8+18;'".into()
        )
    );
    assert_eq!(
        error(obf::parse_inferred(&format!("{row} X; G8:many;"))),
        (1, 72, "expected a score such as +18, found 'many'".into())
    );
    assert_eq!(
        error(obf::parse_inferred(&format!("{row} X junk"))),
        (
            1,
            68,
            "expected ';' before the scored moves, found 'junk'".into()
        )
    );
    let options = Options {
        rows: 4,
        cols: 6,
        ..Options::default()
    };
    let lines = format!(
        "# a comment\n{} O\n\n{} O\n",
        "-".repeat(24),
        "-".repeat(23)
    );
    let results: Vec<_> = obf::parse_all(&lines, Some(options)).collect();
    assert_eq!(results.len(), 2);
    assert!(results[0].is_ok());
    assert_eq!(
        results[1].as_ref().unwrap_err().to_string(),
        "line 4, column 1: the board has 23 cells, expected 24"
    );
}
