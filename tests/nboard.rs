//! The NBoard protocol: golden transcripts (in-process and through the real binary), passes,
//! exact hints against the solver, `analyze`, `ping` and `quit` during a long search, and
//! arbitrary input.

mod common;

use othello_cli::nboard;
use othello_core::notation::ggf;
use othello_core::{Game, Options, Ply, Record, RuleSet, Square, WinRule};
use othello_engine::{self as engine, XorShift};
use proptest::prelude::*;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/nboard")
}

/// Runs the protocol in-process on `input` with `config` and returns what it printed.
fn run_config(input: &str, config: nboard::Config) -> String {
    let mut output = Vec::new();
    nboard::run_with(
        std::io::Cursor::new(input.as_bytes().to_vec()),
        &mut output,
        config,
    )
    .expect("writing to a Vec");
    String::from_utf8(output).expect("UTF-8 output")
}

/// Runs the protocol in-process on `input`, searching every position (no opening book: these
/// tests are about the searches), and returns what it printed.
fn run(input: &str) -> String {
    run_config(
        input,
        nboard::Config {
            book: false,
            ..nboard::Config::default()
        },
    )
}

/// The output with its times and node counts replaced, as the golden files keep it.
fn normalized(output: &str) -> String {
    let mut out = String::new();
    for line in output.lines() {
        if line.starts_with("nodestats ") {
            out.push_str("nodestats NODES TIME");
        } else if let Some(rest) = line.strip_prefix("=== ") {
            let mut fields: Vec<&str> = rest.split('/').collect();
            assert_eq!(fields.len(), 3, "move/eval/time in {line:?}");
            assert!(fields[2].parse::<f64>().is_ok(), "time in {line:?}");
            fields[2] = "TIME";
            out.push_str(&format!("=== {}", fields.join("/")));
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

fn golden() -> Vec<(String, String, String)> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(data_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "in") {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            let input = std::fs::read_to_string(&path).unwrap();
            let output = std::fs::read_to_string(path.with_extension("out")).unwrap();
            files.push((name, input, output));
        }
    }
    files.sort();
    assert!(files.len() >= 2, "golden transcripts in {:?}", data_dir());
    files
}

#[test]
fn golden_transcripts_in_process() {
    for (name, input, expected) in golden() {
        assert_eq!(normalized(&run(&input)), expected, "transcript {name}");
    }
}

/// The engine program, searching every position (`--no-book`).
fn engine_binary() -> Child {
    Command::new(env!("CARGO_BIN_EXE_othello-engine"))
        .arg("--no-book")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start othello-engine")
}

#[test]
fn golden_transcripts_through_the_binary() {
    for (name, input, expected) in golden() {
        // Every transcript ends with `quit`, where the program ends by itself. Its input stays
        // open until then: the program stops its searches when its input ends.
        assert!(
            input.contains("\nquit\n"),
            "transcript {name} ends with quit"
        );
        let mut child = engine_binary();
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(input.as_bytes()).unwrap();
        let output = child.wait_with_output().unwrap();
        drop(stdin);
        assert!(output.status.success(), "{name}: {:?}", output.status);
        let text = String::from_utf8(output.stdout).unwrap();
        assert_eq!(normalized(&text), expected, "transcript {name}");
    }
}

/// The GGF of `game` (passes written), optionally without the passes at its end.
fn ggf_of(game: &Game, drop_trailing_passes: bool) -> String {
    let mut record = Record::from_game(game);
    while drop_trailing_passes
        && record
            .plies
            .last()
            .is_some_and(|p| matches!(p.ply, Ply::Pass(_)))
    {
        record.plies.pop();
    }
    ggf::write(&record)
}

/// A random 6×6 game stopped right after a move that made the opponent pass.
fn game_with_a_pass() -> Game {
    let mut rng = XorShift::new(7);
    loop {
        let mut game = Game::new(Options {
            rows: 6,
            cols: 6,
            ..Options::default()
        })
        .unwrap();
        while game.turn().is_some() {
            let moves = game.moves().to_vec();
            let square = moves[rng.below(moves.len() as u64) as usize];
            let report = game.play(square).unwrap();
            if report.opponent_passed && report.next.is_some() {
                return game;
            }
        }
    }
}

fn move_of(output: &str) -> String {
    let line = output
        .lines()
        .find(|l| l.starts_with("=== "))
        .unwrap_or_else(|| panic!("no move in {output}"));
    line[4..].split('/').next().unwrap().to_string()
}

#[test]
fn a_pass_the_gui_has_not_sent_is_answered_and_taken() {
    let game = game_with_a_pass();
    let mover = game.turn().unwrap();
    let ggf = ggf_of(&game, true);
    // The GUI sees the passer to move: go and hint answer the pass.
    let out = run(&format!("set depth 2\nset game {ggf}\ngo\nhint 1\n"));
    assert_eq!(move_of(&out), "PA", "{out}");
    assert!(out.lines().any(|l| l.starts_with("search PA ")), "{out}");
    // Once the pass is sent, the mover's move comes.
    let out = run(&format!("set depth 2\nset game {ggf}\nmove PA\ngo\n"));
    let square: Square = move_of(&out).parse().unwrap();
    assert!(game.legal_moves(mover).contains(square), "{out}");
    // A second pass is refused, with a reason.
    let out = run(&format!("set game {ggf}\nmove PA\nmove PA\n"));
    assert!(
        out.contains(&format!("status cannot pass: {mover} has a legal move")),
        "{out}"
    );
    // With the pass written in the game, nothing is pending.
    let out = run(&format!(
        "set depth 2\nset game {}\ngo\n",
        ggf_of(&game, false)
    ));
    assert_ne!(move_of(&out), "PA", "{out}");
    // A GUI that skips the pass and sends the next move is followed too.
    let next = game.moves().to_vec()[0];
    let out = run(&format!(
        "set depth 2\nset game {ggf}\nmove {next}\nping 1\n"
    ));
    assert!(!out.contains("status"), "{out}");
}

/// A random 6×6 position with `empties` empty cells, a player to move and three moves or more.
fn late_position(empties: u32, seed: u64) -> Game {
    common::random_game(6, 6, RuleSet::Full, WinRule::MostDiscs, empties, seed)
}

#[test]
fn exact_hints_give_every_move_its_solved_value() {
    for seed in 1..=3 {
        let game = late_position(8, seed);
        // Depth 4 solves from 8 empty cells.
        let out = run(&format!(
            "set depth 4\nset game {}\nhint 99\n",
            ggf_of(&game, false)
        ));
        let exact: Vec<(Square, i32)> = out
            .lines()
            .filter(|l| l.starts_with("search ") && l.ends_with(" 0 100%"))
            .map(|l| {
                let words: Vec<&str> = l.split_whitespace().collect();
                let first = words[1].split('-').next().unwrap().parse().unwrap();
                (first, words[2].parse().unwrap())
            })
            .collect();
        assert_eq!(exact.len(), game.moves().len(), "{out}");
        for (square, value) in exact {
            let solved = common::solved_value(&game, square);
            assert_eq!(value, solved, "seed {seed}, move {square}: {out}");
        }
    }
}

/// The exact (move, value) pairs of a `hint` output, sorted.
fn exact_lines(out: &str) -> Vec<(String, String)> {
    let mut pairs: Vec<(String, String)> = out
        .lines()
        .filter(|l| l.starts_with("search ") && l.ends_with(" 0 100%"))
        .map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            let first = words[1].split('-').next().unwrap_or_default();
            (first.to_string(), words[2].to_string())
        })
        .collect();
    pairs.sort();
    pairs
}

#[test]
fn set_threads_shares_the_search_and_keeps_exact_values() {
    for seed in 1..=2 {
        let game = common::random_game(8, 8, RuleSet::Full, WinRule::MostDiscs, 16, seed);
        // Depth 8 solves from 16 empty cells.
        let hint = |threads: u32| {
            run(&format!(
                "set threads {threads}\nset depth 8\nset game {}\nhint 99\n",
                ggf_of(&game, false)
            ))
        };
        let (one, three) = (hint(1), hint(3));
        assert_eq!(exact_lines(&one).len(), game.moves().len(), "{one}");
        assert_eq!(exact_lines(&three), exact_lines(&one), "{one}\n{three}");
    }
    for bad in ["0", "257", "two", "-1"] {
        let out = run(&format!("set threads {bad}\nping 1\n"));
        assert_eq!(
            out, "status set threads: expected a number from 1 to 256\npong 1\n",
            "{bad}"
        );
    }
    let out = run("set threads 2 3\nping 1\n");
    assert!(out.starts_with("status set: unexpected '3'"), "{out}");
}

#[test]
fn analyze_values_every_position_from_the_last_back() {
    let game = late_position(10, 11);
    let plies = game.plies().len();
    let out = run(&format!(
        "set depth 6\nset game {}\nanalyze\n",
        ggf_of(&game, false)
    ));
    let ks: Vec<usize> = out
        .lines()
        .filter_map(|l| l.strip_prefix("analysis "))
        .map(|rest| rest.split_whitespace().next().unwrap().parse().unwrap())
        .collect();
    let expected: Vec<usize> = (0..=plies).rev().collect();
    assert_eq!(ks, expected, "{out}");
    // The last position is solved (10 empties, depth 6 solves from 12): its value is exact.
    let last = out.lines().find(|l| l.starts_with("analysis ")).unwrap();
    let value: i32 = last.split_whitespace().nth(2).unwrap().parse().unwrap();
    let solved = engine::Search::new(&game).exact().run().unwrap();
    assert_eq!(value, solved.score);
    assert!(out.ends_with("status\n"), "{out}");
}

#[test]
fn go_answers_the_engines_move_without_playing_it() {
    let game = late_position(16, 5);
    let text = ggf_of(&game, false);
    let out = run(&format!("set depth 3\nset game {text}\ngo\ngo\n"));
    let moves: Vec<&str> = out.lines().filter(|l| l.starts_with("=== ")).collect();
    assert_eq!(moves.len(), 2, "{out}");
    assert_eq!(moves[0].split('/').next(), moves[1].split('/').next());
    let square: Square = move_of(&out).parse().unwrap();
    assert!(game.moves().contains(square));
}

/// The nodes of the `nodestats` line of an output.
fn nodes_of(output: &str) -> u64 {
    let line = output
        .lines()
        .find(|l| l.starts_with("nodestats "))
        .unwrap_or_else(|| panic!("no nodestats in {output}"));
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[test]
fn a_move_time_searches_past_the_set_depth() {
    let input = "set depth 1\nset game (;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *];)\ngo\n";
    let by_depth = run(input);
    let config = nboard::Config {
        move_time: Some(std::time::Duration::from_millis(300)),
        book: false,
        ..nboard::Config::default()
    };
    let by_time = run_config(input, config);
    assert!(move_of(&by_time).parse::<Square>().is_ok(), "{by_time}");
    // Depth 1 from the start searches a handful of nodes; 0.3 s of search, thousands.
    assert!(
        nodes_of(&by_time) > 100 * nodes_of(&by_depth),
        "{by_depth}\n{by_time}"
    );
}

#[test]
fn a_game_clock_searches_each_move_for_its_share() {
    let input = "set depth 1\nset game (;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *];)\ngo\n";
    let by_depth = run(input);
    let clocked = |seconds| {
        let config = nboard::Config {
            game_time: Some(std::time::Duration::from_secs_f64(seconds)),
            book: false,
            ..nboard::Config::default()
        };
        run_config(input, config)
    };
    // Nine seconds for the game: about 0.3 s for the first move, thousands of nodes.
    let long = clocked(9.0);
    assert!(move_of(&long).parse::<Square>().is_ok(), "{long}");
    assert!(
        nodes_of(&long) > 100 * nodes_of(&by_depth),
        "{by_depth}\n{long}"
    );
    // A clock of a thirtieth of that: far fewer.
    let short = clocked(0.3);
    assert!(nodes_of(&long) > 5 * nodes_of(&short), "{short}\n{long}");
}

/// In a book position `go` plays the book's best move without searching and `hint` lists the
/// book moves as `book` lines; out of the book, or with the book off, both search.
#[test]
fn the_book_answers_in_its_positions_and_can_be_turned_off() {
    let b = othello_engine::book::for_options(&othello_core::Options::default()).expect("a book");
    let start = "set depth 6\nset game (;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[F5];)\n";
    let game = Game::replay(othello_core::Options::default(), &["f5".parse().unwrap()]).unwrap();
    let moves = b.moves(&game).expect("f5 is in the book");
    let in_book: Vec<_> = moves.iter().filter(|m| m.in_book).collect();
    assert!(moves[0].in_book, "the best reply to f5 is a book move");
    let with_book = run_config(&format!("{start}go\nhint 30\n"), nboard::Config::default());
    assert!(with_book.contains("nodestats 0 "), "{with_book}");
    let played = move_of(&with_book);
    assert_eq!(
        played,
        moves[0].square.to_string().to_uppercase(),
        "{with_book}"
    );
    let book_lines: Vec<&str> = with_book
        .lines()
        .filter(|l| l.starts_with("book "))
        .collect();
    assert_eq!(book_lines.len(), in_book.len(), "{with_book}");
    assert!(!with_book.contains("\nsearch "), "{with_book}");
    for (line, m) in book_lines.iter().zip(&in_book) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(fields[1], m.square.to_string().to_uppercase());
        let value: f64 = fields[2].parse().unwrap();
        assert!((value * 100.0 - f64::from(m.value)).abs() < 0.6, "{line}");
        assert_eq!(fields[3], "0");
    }
    let without = run(&format!("{start}go\nhint 3\n"));
    assert!(without.contains("\nsearch "), "{without}");
    assert!(!without.contains("\nbook "), "{without}");
    assert!(nodes_of(&without) > 0);
    // The program's switch.
    let mut child = Command::new(env!("CARGO_BIN_EXE_othello-engine"))
        .arg("--no-book")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(format!("{start}hint 2\nquit\n").as_bytes())
        .unwrap();
    let out = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
    drop(stdin);
    assert!(
        out.contains("\nsearch ") && !out.contains("\nbook "),
        "{out}"
    );
}

/// Through [`nboard::run`], a whole session given at once: the searches it asks for are
/// carried out (the program instead stops them when its input ends; see
/// `tests/nboard_hostile.rs`).
#[test]
fn input_that_ends_during_a_search_is_answered_first() {
    let out = run("set depth 3\ngo");
    assert!(out.contains("=== "), "{out}");
    assert!(out.ends_with("status\n"), "{out}");
}

/// Reads the engine's lines on a thread of their own.
fn lines_of(child: &mut Child) -> mpsc::Receiver<String> {
    let (tx, rx) = mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    rx
}

fn wait_for(rx: &mpsc::Receiver<String>, what: &str) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(30);
    let mut seen = Vec::new();
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        match rx.recv_timeout(left) {
            Ok(line) => {
                let found = line.starts_with(what);
                seen.push(line);
                if found {
                    return seen;
                }
            }
            Err(_) => break,
        }
    }
    panic!("no line starting {what:?}; saw {seen:?}");
}

#[test]
fn ping_stops_a_long_search_and_answers() {
    let mut child = engine_binary();
    let mut stdin = child.stdin.take().unwrap();
    let rx = lines_of(&mut child);
    writeln!(
        stdin,
        "nboard 2\nset depth 60\nset game {}\nhint 3",
        common::big_game()
    )
    .unwrap();
    wait_for(&rx, "search ");
    writeln!(stdin, "ping 42").unwrap();
    let seen = wait_for(&rx, "pong 42");
    // The search answered (its last lines) before the pong.
    assert!(seen.iter().any(|l| l == "status"), "{seen:?}");
    // The engine goes on serving.
    writeln!(stdin, "set depth 2\ngo").unwrap();
    wait_for(&rx, "=== ");
    writeln!(stdin, "quit").unwrap();
    assert!(child.wait().unwrap().success());
}

#[test]
fn quit_during_a_search_ends_the_program() {
    let mut child = engine_binary();
    let mut stdin = child.stdin.take().unwrap();
    let rx = lines_of(&mut child);
    writeln!(
        stdin,
        "nboard 2\nset depth 60\nset game {}\ngo",
        common::big_game()
    )
    .unwrap();
    wait_for(&rx, "status thinking");
    writeln!(stdin, "quit").unwrap();
    // The process ends although its input is still open.
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            assert!(status.success());
            break;
        }
        assert!(Instant::now() < deadline, "still running after quit");
        std::thread::sleep(Duration::from_millis(20));
    }
    drop(stdin);
}

fn command_line() -> impl Strategy<Value = String> {
    let words = prop::sample::select(vec![
        "nboard 2",
        "set depth 1",
        "set depth 2",
        "go",
        "hint 2",
        "hint 0",
        "analyze",
        "move PA",
        "move F5",
        "move d3",
        "F5",
        "ping 3",
        "learn",
        "set contempt 3",
        "set game (;GM[Othello]BO[4 -----O*--*O----- *];)",
        "set game (;GM[Othello]B[",
        "set depth",
        "set",
        "move",
        "hint -1",
        "set game",
        "set depth 99999999999",
    ]);
    prop_oneof![
        words.prop_map(str::to_string),
        "[ -~]{0,40}",
        any::<Vec<u8>>().prop_map(|b| String::from_utf8_lossy(&b).into_owned()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn arbitrary_input_never_panics(lines in prop::collection::vec(command_line(), 0..30)) {
        // A shallow depth first, so that any search is quick.
        let input = format!("set depth 1\n{}\n", lines.join("\n"))
            .replace("set depth 99999999999", "set depth x");
        let mut output = Vec::new();
        nboard::run(std::io::Cursor::new(input.into_bytes()), &mut output).unwrap();
        let text = String::from_utf8(output).unwrap();
        prop_assert!(text.lines().all(|l| !l.is_empty()));
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in any::<Vec<u8>>()) {
        let mut output = Vec::new();
        nboard::run(std::io::Cursor::new(bytes), &mut output).unwrap();
    }
}
