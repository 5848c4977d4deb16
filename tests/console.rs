//! The console protocol: golden transcripts (in-process and through the real binary), bad input,
//! driving the binary line by line through a pipe, and arbitrary bytes on stdin.

#[path = "../crates/core/tests/common/mutate.rs"]
mod mutate;

use othello_cli::console::{self, ConsoleError, OptionLine};
use othello_core::{Outcome, Player, RuleSet};
use proptest::prelude::*;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::time::Duration;

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/console")
}

/// Every golden transcript: (name, input, expected output).
fn golden() -> Vec<(String, Vec<u8>, String)> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(data_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "in") {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            let input = std::fs::read(&path).unwrap();
            let output = std::fs::read_to_string(path.with_extension("out")).unwrap();
            files.push((name, input, output));
        }
    }
    files.sort();
    files
}

/// The rule set a transcript was made with, from its first line.
fn rules_of(transcript: &str) -> RuleSet {
    match transcript.lines().next() {
        Some("FULL") => RuleSet::Full,
        Some("SIMPLE") => RuleSet::Simple,
        other => panic!("transcript starts with {other:?}"),
    }
}

fn run_in_process(
    rules: RuleSet,
    input: &[u8],
) -> (String, Result<othello_core::Game, ConsoleError>) {
    let mut output = Vec::new();
    let result = console::run(rules, input, &mut output);
    (String::from_utf8(output).expect("UTF-8 output"), result)
}

fn run_binary(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_othello-console"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start othello-console");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // Write from another thread: the program may stop reading (and close its end) early.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().expect("othello-console runs");
    writer.join().unwrap();
    output
}

fn rules_flag(rules: RuleSet) -> &'static [&'static str] {
    match rules {
        RuleSet::Full => &[],
        RuleSet::Simple => &["--rules", "simple"],
    }
}

#[test]
fn golden_transcripts_in_process() {
    let files = golden();
    assert!(files.len() >= 15, "{} golden transcripts", files.len());
    for (name, input, expected) in files {
        let (actual, result) = run_in_process(rules_of(&expected), &input);
        assert_eq!(actual, expected, "{name}");
        let game = result.unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(game.is_over(), "{name}");
    }
}

#[test]
fn golden_transcripts_through_the_binary() {
    for (name, input, expected) in golden() {
        let output = run_binary(rules_flag(rules_of(&expected)), &input);
        assert_eq!(String::from_utf8_lossy(&output.stdout), expected, "{name}");
        assert_eq!(String::from_utf8_lossy(&output.stderr), "", "{name}");
        assert_eq!(output.status.code(), Some(0), "{name}");
    }
}

#[test]
fn seed_example_copy_matches_the_shared_one() {
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/protocol");
    if !shared.is_dir() {
        eprintln!(
            "{} is not here; the copy in tests/data/console stands alone",
            shared.display()
        );
        return;
    }
    for file in ["seed-example.in", "seed-example.out"] {
        let original = std::fs::read(shared.join(file)).unwrap();
        let copy = std::fs::read(data_dir().join(file)).unwrap();
        assert_eq!(copy, original, "{file}");
    }
}

/// One printed position: the score line, the board and the line after it.
#[derive(Debug)]
struct Frame {
    black: usize,
    white: usize,
    board: Vec<Vec<char>>,
    /// `TURN: X` or `WINNER: X` as (word, value).
    last: (String, String),
}

/// Splits a transcript into its header, its frames and its answers (VALID / INVALID), checking
/// the shape of every line on the way.
fn parse_transcript(text: &str) -> (String, Vec<Frame>, Vec<String>) {
    let mut lines = text.lines().peekable();
    let header = lines.next().unwrap().to_string();
    let (mut frames, mut answers) = (Vec::new(), Vec::new());
    while let Some(line) = lines.next() {
        if line == "VALID" || line == "INVALID" {
            answers.push(line.to_string());
            continue;
        }
        let score = line
            .strip_prefix("B: ")
            .unwrap_or_else(|| panic!("bad score line {line:?}"));
        let (black, white) = score.split_once("  W: ").unwrap();
        let mut board = Vec::new();
        let last = loop {
            let line = lines.next().expect("board then TURN or WINNER");
            if let Some((word, value)) = line.split_once(": ") {
                break (word.to_string(), value.to_string());
            }
            let cells: Vec<char> = line.split(' ').map(|c| c.chars().next().unwrap()).collect();
            assert!(
                line.split(' ').all(|c| matches!(c, "B" | "W" | ".")),
                "{line:?}"
            );
            board.push(cells);
        };
        frames.push(Frame {
            black: black.parse().unwrap(),
            white: white.parse().unwrap(),
            board,
            last,
        });
    }
    (header, frames, answers)
}

fn count(board: &[Vec<char>], disc: char) -> usize {
    board.iter().flatten().filter(|&&c| c == disc).count()
}

/// The golden files show what their names say, and every printed score matches its board.
#[test]
fn golden_transcripts_cover_what_they_claim() {
    let files = golden();
    let names: Vec<&str> = files.iter().map(|(n, _, _)| n.as_str()).collect();
    for wanted in [
        "pass",
        "empty_cells",
        "wipeout",
        "tie_most",
        "tie_fewest",
        "16x16",
        "4x16",
        "16x4",
        "white_first",
        "top_left_white",
        "simple",
        "messy",
        "seed-example",
    ] {
        assert!(
            names.iter().any(|n| n.contains(wanted)),
            "no golden transcript for {wanted}"
        );
    }
    for (name, input, output) in &files {
        let options: Vec<String> = String::from_utf8_lossy(input)
            .lines()
            .take(5)
            .map(|l| l.trim().to_ascii_uppercase())
            .collect();
        let (header, frames, answers) = parse_transcript(output);
        let first = &frames[0];
        let end = frames.last().unwrap();
        for frame in &frames {
            assert_eq!(frame.board.len().to_string(), options[0], "{name}: rows");
            assert!(
                frame
                    .board
                    .iter()
                    .all(|r| r.len().to_string() == options[1]),
                "{name}"
            );
            assert_eq!(frame.black, count(&frame.board, 'B'), "{name}: black score");
            assert_eq!(frame.white, count(&frame.board, 'W'), "{name}: white score");
        }
        assert_eq!(
            first.last,
            ("TURN".to_string(), options[2].clone()),
            "{name}: first player"
        );
        let (rows, cols) = (first.board.len(), first.board[0].len());
        assert_eq!(
            first.board[rows / 2 - 1][cols / 2 - 1].to_string(),
            options[3],
            "{name}"
        );
        assert_eq!(end.last.0, "WINNER", "{name}");
        assert_eq!(
            answers.iter().filter(|a| *a == "VALID").count(),
            frames.len() - 1,
            "{name}"
        );
        let turns: Vec<&str> = frames.iter().map(|f| f.last.1.as_str()).collect();
        let (b, w) = (end.black, end.white);
        let winner = match (b.cmp(&w), options[4].as_str()) {
            (std::cmp::Ordering::Equal, _) => "NONE",
            (std::cmp::Ordering::Greater, ">") | (std::cmp::Ordering::Less, "<") => "B",
            _ => "W",
        };
        assert_eq!(end.last.1, winner, "{name}: winner under {}", options[4]);
        let claims: &[(&str, bool)] = &[
            ("pass", turns.windows(2).any(|t| t[0] == t[1])),
            ("empty_cells", count(&end.board, '.') > 0),
            ("wipeout", b == 0 || w == 0),
            ("tie", b == w),
            ("fewest_wins", options[4] == "<"),
            ("most_wins", options[4] == ">"),
            ("white_first", options[2] == "W"),
            ("top_left_white", options[3] == "W"),
            ("simple", header == "SIMPLE"),
            ("full", header == "FULL"),
            ("16x16", rows == 16 && cols == 16),
            ("4x16", rows == 4 && cols == 16),
            ("16x4", rows == 16 && cols == 4),
            ("messy", {
                let raw = String::from_utf8_lossy(input);
                raw.contains("\r\n") && raw.contains('\t') && answers.iter().any(|a| a == "INVALID")
            }),
        ];
        for (word, holds) in claims {
            if name.contains(word) {
                assert!(holds, "{name} does not show {word}");
            }
        }
    }
}

/// The seed's expected output with the input cut after `moves` move lines: everything up to the
/// answer to the next move line, which never comes.
fn seed_cut(moves: usize) -> (Vec<u8>, String, Player) {
    let input = std::fs::read_to_string(data_dir().join("seed-example.in")).unwrap();
    let output = std::fs::read_to_string(data_dir().join("seed-example.out")).unwrap();
    let lines: Vec<&str> = input.lines().collect();
    let cut_input: String = lines[..5 + moves]
        .iter()
        .map(|l| format!("{l}\n"))
        .collect();
    let mut answers = 0;
    let mut end = output.len();
    let mut offset = 0;
    for line in output.split_inclusive('\n') {
        if line == "VALID\n" || line == "INVALID\n" {
            if answers == moves {
                end = offset;
                break;
            }
            answers += 1;
        }
        offset += line.len();
    }
    let expected = output[..end].to_string();
    // The player waited for is the one named by the last TURN line (INVALID answers may follow).
    let turn = match expected.lines().rev().find(|l| l.starts_with("TURN: ")) {
        Some("TURN: B") => Player::Black,
        Some("TURN: W") => Player::White,
        other => panic!("cut output has turn {other:?}"),
    };
    (cut_input.into_bytes(), expected, turn)
}

#[test]
fn input_ending_early_prints_the_protocol_up_to_there_then_fails() {
    let move_lines = 13;
    for moves in 0..move_lines {
        let (input, expected, turn) = seed_cut(moves);
        let (actual, result) = run_in_process(RuleSet::Full, &input);
        assert_eq!(actual, expected, "cut after {moves} moves");
        match result {
            Err(error @ ConsoleError::Unfinished { turn: t }) => {
                assert_eq!(t, turn);
                assert_eq!(error.exit_code(), 1);
            }
            other => panic!("cut after {moves} moves: {other:?}"),
        }
    }
    // Once through the binary: the message on stderr, status 1.
    let (input, expected, _) = seed_cut(12);
    let output = run_binary(&[], &input);
    assert_eq!(String::from_utf8_lossy(&output.stdout), expected);
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "othello-console: input ended before the game was over (White to move)\n"
    );
    assert_eq!(output.status.code(), Some(1));
}

#[test]
fn bad_options_stop_after_the_header_with_a_message_naming_the_line() {
    let range = "an even number from 4 to 16";
    let cases: &[(&[u8], String)] = &[
        (b"", format!("line 1 (rows): the input ended; expected {range}")),
        (b"7\n", "line 1 (rows): rows must be an even number from 4 to 16, not 7".to_string()),
        (b"4\n7\n", "line 2 (columns): columns must be an even number from 4 to 16, not 7".to_string()),
        (b"18\n", "line 1 (rows): rows must be an even number from 4 to 16, not 18".to_string()),
        (b"2\n", "line 1 (rows): rows must be an even number from 4 to 16, not 2".to_string()),
        (b"0\n", "line 1 (rows): rows must be an even number from 4 to 16, not 0".to_string()),
        (b"eight\n", format!("line 1 (rows): expected {range}, got \"eight\"")),
        (b"-8\n", format!("line 1 (rows): expected {range}, got \"-8\"")),
        (b"4\n999\n", format!("line 2 (columns): expected {range}, got \"999\"")),
        (b"99999999999999999999\n", format!("line 1 (rows): expected {range}, got \"99999999999999999999\"")),
        (b"\n", format!("line 1 (rows): expected {range}, got \"\"")),
        (b"\xff\xfe\n", format!("line 1 (rows): expected {range}, got \"\u{fffd}\u{fffd}\"")),
        (b"4\n4\n", "line 3 (first player): the input ended; expected B or W".to_string()),
        (b"4\n4\nX\n", "line 3 (first player): expected B or W, got \"X\"".to_string()),
        (b"4\n4\nBlack\n", "line 3 (first player): expected B or W, got \"Black\"".to_string()),
        (b"4\n4\nB\n\n", "line 4 (top-left centre disc): expected B or W, got \"\"".to_string()),
        (
            b"4\n4\nB\nW\n=\n",
            "line 5 (win rule): expected > (most discs wins) or < (fewest discs wins), got \"=\"".to_string(),
        ),
        (
            b"4\n4\nB\nW\n",
            "line 5 (win rule): the input ended; expected > (most discs wins) or < (fewest discs wins)"
                .to_string(),
        ),
    ];
    for (input, message) in cases {
        let what = String::from_utf8_lossy(input);
        let (actual, result) = run_in_process(RuleSet::Full, input);
        assert_eq!(actual, "FULL\n", "{what:?}");
        let error = result.expect_err("bad options");
        assert_eq!(&error.to_string(), message, "{what:?}");
        assert_eq!(error.exit_code(), 2, "{what:?}");
    }
    // A long bad line is quoted in part.
    let long = format!("{}\n", "x".repeat(5000));
    let error = run_in_process(RuleSet::Full, long.as_bytes())
        .1
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        format!(
            "line 1 (rows): expected {range}, got \"{}…\"",
            "x".repeat(40)
        )
    );
    // The same through the binary, for a few, with the simple rules too.
    for (args, header) in [
        (&[][..], "FULL\n"),
        (&["--rules", "simple"][..], "SIMPLE\n"),
    ] {
        for (input, message) in &cases[..4] {
            let output = run_binary(args, input);
            assert_eq!(String::from_utf8_lossy(&output.stdout), header);
            assert_eq!(
                String::from_utf8_lossy(&output.stderr),
                format!("othello-console: {message}\n")
            );
            assert_eq!(output.status.code(), Some(2));
        }
    }
    // The option lines are named in order.
    let numbers: Vec<usize> = OptionLine::ALL.iter().map(|l| l.number()).collect();
    assert_eq!(numbers, [1, 2, 3, 4, 5]);
}

#[test]
fn options_tolerate_spaces_tabs_crlf_and_lower_case_letters() {
    let plain = run_in_process(RuleSet::Full, b"6\n8\nW\nB\n<\n").0;
    for input in [
        &b" 6 \n\t8\t\nw\nb\n < \n"[..],
        b"6\r\n8\r\nw\r\nB\r\n<\r\n",
        b"06\n008\n  W \r\n\tb\t\r\n<",
    ] {
        let (actual, result) = run_in_process(RuleSet::Full, input);
        assert_eq!(actual, plain, "{:?}", String::from_utf8_lossy(input));
        assert!(matches!(
            result,
            Err(ConsoleError::Unfinished {
                turn: Player::White
            })
        ));
    }
    assert!(
        plain.starts_with("FULL\nB: 2  W: 2\n. . . . . . . .\n. . . . . . . .\n. . . B W . . .\n")
    );
}

#[test]
fn every_kind_of_bad_move_is_invalid_and_the_player_tries_again() {
    let mut input = b"4\n4\nB\nB\n>\n".to_vec();
    let bad: &[&[u8]] = &[
        b"x y",
        b"3",
        b"1 2 3",
        b"",
        b"   ",
        b"0 5",
        b"5 0",
        b"17 3",
        b"3 17",
        b"-1 2",
        b"2 -1",
        b"99999999999999999999 1",
        b"1 99999999999999999999",
        b"2 2",
        b"3 3",
        b"1 1",
        b"4 4",
        b"\xff\xfe",
        b"2\xff 4",
        b"2,4",
        b"b2",
        b"+2 4",
        b"2 4 ", // the last is good: trailing space
    ];
    for line in bad {
        input.extend_from_slice(line);
        input.push(b'\n');
    }
    let (output, result) = run_in_process(RuleSet::Full, &input);
    let answers: Vec<&str> = output.lines().filter(|l| l.ends_with("VALID")).collect();
    let mut expected = vec!["INVALID"; bad.len() - 1];
    expected.push("VALID");
    assert_eq!(answers, expected);
    // Nothing was printed between the INVALID answers, and the valid move was played.
    assert!(output.contains(&format!(
        "TURN: B\n{}VALID\nB: 4  W: 1\n",
        "INVALID\n".repeat(bad.len() - 1)
    )));
    assert!(matches!(
        result,
        Err(ConsoleError::Unfinished {
            turn: Player::White
        })
    ));
}

#[test]
fn lines_after_the_end_of_the_game_are_not_read() {
    let mut input = std::fs::read(data_dir().join("seed-example.in")).unwrap();
    input.extend_from_slice(b"1 1\nnonsense\n");
    let expected = std::fs::read_to_string(data_dir().join("seed-example.out")).unwrap();
    let (actual, result) = run_in_process(RuleSet::Full, &input);
    assert_eq!(actual, expected);
    assert_eq!(result.unwrap().outcome(), Some(Outcome::Draw));
    let output = run_binary(&[], &input);
    assert_eq!(String::from_utf8_lossy(&output.stdout), expected);
    assert_eq!(output.status.code(), Some(0));
}

#[test]
fn a_failing_output_is_an_error_not_a_panic() {
    struct Broken;
    impl Write for Broken {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::Error::new(
                std::io::ErrorKind::BrokenPipe,
                "closed",
            ))
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let error = console::run(RuleSet::Full, &b"4\n4\nB\nB\n>\n"[..], Broken).unwrap_err();
    assert!(matches!(error, ConsoleError::Write(_)));
    assert_eq!(error.to_string(), "cannot write output: closed");
    assert_eq!(error.exit_code(), 1);
}

#[test]
fn help_and_unknown_flags() {
    let help = run_binary(&["--help"], b"");
    let text = String::from_utf8_lossy(&help.stdout);
    assert_eq!(help.status.code(), Some(0));
    for needle in [
        "Usage: othello-console",
        "--rules",
        "ROW COL",
        "b and w",
        "CRLF",
        "Exit status",
    ] {
        assert!(text.contains(needle), "--help lacks {needle:?}");
    }
    let unknown = run_binary(&["--bogus"], b"");
    assert_eq!(unknown.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("--bogus"));
    assert!(unknown.stdout.is_empty());
    let bad_rules = run_binary(&["--rules", "fancy"], b"");
    assert_eq!(bad_rules.status.code(), Some(2));
}

/// The binary answers each line before it gets the next: a driver that waits for every answer
/// (with stdin still open) is never left waiting.
#[test]
fn the_binary_can_be_driven_one_line_at_a_time() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_othello-console"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = BufReader::new(child.stdout.take().unwrap());
    let (send, lines) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in stdout.lines() {
            if send.send(line.unwrap()).is_err() {
                break;
            }
        }
    });
    let next = || {
        lines
            .recv_timeout(Duration::from_secs(20))
            .expect("an answer without more input")
    };
    let input = std::fs::read_to_string(data_dir().join("seed-example.in")).unwrap();
    let expected = std::fs::read_to_string(data_dir().join("seed-example.out")).unwrap();
    let mut expected = expected.lines();
    let mut input = input.lines();
    // The header comes before any input; the first frame after the fifth option line.
    assert_eq!(next(), expected.next().unwrap());
    for _ in 0..5 {
        writeln!(stdin, "{}", input.next().unwrap()).unwrap();
        stdin.flush().unwrap();
    }
    loop {
        // Read up to the line that waits for input (TURN) or ends the game (WINNER).
        let line = loop {
            let line = next();
            assert_eq!(Some(line.as_str()), expected.next());
            if line.starts_with("TURN: ") || line.starts_with("WINNER: ") {
                break line;
            }
        };
        if line.starts_with("WINNER: ") {
            break;
        }
        // Send moves one at a time until one is VALID.
        loop {
            writeln!(stdin, "{}", input.next().unwrap()).unwrap();
            stdin.flush().unwrap();
            let answer = next();
            assert_eq!(Some(answer.as_str()), expected.next());
            if answer == "VALID" {
                break;
            }
        }
    }
    drop(stdin);
    assert!(child.wait().unwrap().success());
    reader.join().unwrap();
    assert_eq!(expected.next(), None);
}

/// Runs the console on `input` in another thread, failing if it does not finish in time.
fn run_with_deadline(rules: RuleSet, input: Vec<u8>) -> (String, Result<(), ConsoleError>) {
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        let (output, result) = run_in_process(rules, &input);
        let _ = send.send((output, result.map(|_| ())));
    });
    receive
        .recv_timeout(Duration::from_secs(10))
        .expect("the console finishes (or panicked)")
}

/// Checks what must hold for any input: the header first, and an ending that fits the result.
fn check_any_session(rules: RuleSet, output: &str, result: &Result<(), ConsoleError>) {
    let header = console::header(rules);
    assert_eq!(output.lines().next(), Some(header));
    match result {
        Ok(()) => assert!(output.lines().last().unwrap().starts_with("WINNER: ")),
        Err(e @ ConsoleError::Unfinished { .. }) => {
            assert_eq!(e.exit_code(), 1);
            let last = output.lines().last().unwrap();
            assert!(last.starts_with("TURN: ") || last == "INVALID", "{last:?}");
        }
        Err(e) => {
            assert_eq!(e.exit_code(), 2, "{e}");
            assert_eq!(output, format!("{header}\n"));
        }
    }
}

/// The golden transcripts' inputs mutated by the harness (lines repeated, swapped and cut,
/// numbers made huge, bytes flipped, long lines): a session that fits what was read, under
/// either rule set, with no panic and within the harness's time bound.
#[test]
fn mutated_transcripts_never_panic_or_hang() {
    let originals: Vec<Vec<u8>> = golden().into_iter().map(|(_, input, _)| input).collect();
    let reader = mutate::Reader {
        name: "console",
        originals,
        limits: mutate::Limits::default(),
        check: std::sync::Arc::new(|input| {
            for rules in [RuleSet::Full, RuleSet::Simple] {
                let (output, result) = run_in_process(rules, input);
                check_any_session(rules, &output, &result.map(|_| ()));
            }
            Ok(())
        }),
    };
    reader.test(1500);
}

/// A move-like line: mostly numbers near the board, sometimes anything.
fn move_line() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        4 => (0u32..18, 0u32..18).prop_map(|(r, c)| format!("{r} {c}").into_bytes()),
        1 => proptest::collection::vec(any::<u8>(), 0..12),
        1 => "[0-9 \t\r+-]{0,8}".prop_map(String::into_bytes),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn arbitrary_bytes_never_panic_or_hang(input in proptest::collection::vec(any::<u8>(), 0..400), simple: bool) {
        let rules = if simple { RuleSet::Simple } else { RuleSet::Full };
        let (output, result) = run_with_deadline(rules, input);
        check_any_session(rules, &output, &result);
    }

    #[test]
    fn arbitrary_move_lines_never_panic_or_hang(
        rows in 2u8..9, cols in 2u8..9, first: bool, top_left: bool, fewest: bool, simple: bool,
        moves in proptest::collection::vec(move_line(), 0..300),
    ) {
        let rules = if simple { RuleSet::Simple } else { RuleSet::Full };
        let letter = |b: bool| if b { "W" } else { "B" };
        let mut input = format!(
            "{}\n{}\n{}\n{}\n{}\n",
            rows * 2, cols * 2, letter(first), letter(top_left), if fewest { "<" } else { ">" }
        ).into_bytes();
        for line in moves {
            input.extend_from_slice(&line);
            input.push(b'\n');
        }
        let (output, result) = run_with_deadline(rules, input);
        check_any_session(rules, &output, &result);
        let finished_or_unfinished = matches!(result, Ok(()) | Err(ConsoleError::Unfinished { .. }));
        prop_assert!(finished_or_unfinished, "{:?}", result);
    }
}
