//! The NBoard engine under hostile input: a line without end held within a bounded memory (an
//! allocation counter watches), input that used to be dropped without a word, the end of the
//! input during a long search, and `set game` with GGF games mutated by the harness.

mod common;
#[path = "../crates/core/tests/common/mutate.rs"]
mod mutate;

use othello_cli::lines::{Line, Lines};
use othello_cli::nboard;
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The harness's counting allocator: the tests take turns ([`serial`]), so that no other
/// test's allocations land in a measured peak.
#[global_allocator]
static ALLOCATOR: mutate::Counting = mutate::Counting;

use mutate::{peak_growth, serial};

/// `prefix`, then `len` bytes of `x` with no newline, made as they are read.
struct Endless {
    prefix: Vec<u8>,
    left: usize,
}

impl Read for Endless {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if !self.prefix.is_empty() {
            let n = buf.len().min(self.prefix.len());
            buf[..n].copy_from_slice(&self.prefix[..n]);
            self.prefix.drain(..n);
            return Ok(n);
        }
        let n = buf.len().min(self.left);
        buf[..n].fill(b'x');
        self.left -= n;
        Ok(n)
    }
}

const MIB: usize = 1 << 20;

#[test]
fn an_endless_line_is_read_in_bounded_memory() {
    let _turn = serial();
    // 256 MiB without a newline, through a 1 MiB limit: held whole it would take 256 MiB.
    let growth = peak_growth(|| {
        let endless = Endless {
            prefix: Vec::new(),
            left: 256 * MIB,
        };
        let lines: Vec<Line> = Lines::new(endless, MIB).collect();
        assert_eq!(lines, [Line::TooLong(MIB)]);
    });
    assert!(growth < 4 * MIB, "reading it took {growth} bytes at once");
}

#[test]
fn the_engine_refuses_an_endless_line_in_bounded_memory_and_says_why() {
    let _turn = serial();
    let mut output = Vec::new();
    let growth = peak_growth(|| {
        // A GGF game that never ends, as a hostile controller might send.
        let input = Endless {
            prefix: b"ping 1\nset game (;GM[Othello]C[".to_vec(),
            left: 200 * MIB,
        }
        .chain(&b"\nping 2\n"[..]);
        nboard::run(input, &mut output).expect("the output is a Vec");
    });
    let text = String::from_utf8(output).expect("utf-8");
    assert_eq!(
        text,
        "pong 1\nstatus line longer than 1048576 bytes: ignored\npong 2\n"
    );
    // The engine's own tables and threads take a few MiB; the line would take 200.
    assert!(growth < 32 * MIB, "the engine took {growth} bytes at once");
}

fn run(input: &str) -> String {
    let mut output = Vec::new();
    nboard::run(std::io::Cursor::new(input.as_bytes().to_vec()), &mut output).unwrap();
    String::from_utf8(output).unwrap()
}

#[test]
fn input_that_was_dropped_without_a_word_gets_a_status_line() {
    let _turn = serial();
    let cases = [
        // Lower-case GGF property names (GGF's are capitals): not skipped as unknown.
        (
            "set game (;gm[Othello]b[f5];)\nping 1\n",
            "status set game: line 1, column 3: 'gm' is not a GGF property: property names are \
             capital letters (GM, BO, B, W)\npong 1\n",
        ),
        // Another game than Othello.
        (
            "set game (;GM[Go]B[F5];)\nping 1\n",
            "status set game: line 1, column 6: the game is 'Go', not Othello\npong 1\n",
        ),
        // A second board.
        (
            "set game (;GM[Othello]BO[4 -----------O*----- *]BO[4 ----------------- *];)\nping 1\n",
            "status set game: line 1, column 43: a second BO property: a game has only one\n\
             pong 1\n",
        ),
        // Words a command does not take.
        (
            "move F5 extra\nping 1\n",
            "status move: unexpected 'extra' after the command; ignored it all\npong 1\n",
        ),
        (
            "F5 extra\nping 1\n",
            "status F5: unexpected 'extra' after the move; ignored it all\npong 1\n",
        ),
        (
            "set depth 5 6\nping 1\n",
            "status set: unexpected '6' after the command; ignored it all\npong 1\n",
        ),
        (
            "go now\nping 1\n",
            "status go: unexpected 'now' after the command; ignored it all\npong 1\n",
        ),
        // A NUL in front of a command.
        (
            "\0ping 1\nping 2\n",
            "status ignored 'ping 1': the line holds a control character (U+0000)\npong 2\n",
        ),
        // A byte-order mark is skipped, as editors write one.
        ("\u{feff}ping 1\n", "pong 1\n"),
    ];
    for (input, expected) in cases {
        assert_eq!(run(input), expected, "{input:?}");
    }
    // Nothing refused changed the game: the moves after it are judged from the start.
    let after = run("move F5 extra\nmove F5\nping 1\n");
    assert!(after.ends_with("ignored it all\npong 1\n"), "{after}");
}

#[test]
fn the_end_of_the_input_stops_a_long_search_and_the_program() {
    let _turn = serial();
    let mut child = Command::new(env!("CARGO_BIN_EXE_othello-engine"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start othello-engine");
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "set depth 30\nset game {}\ngo", common::big_game()).unwrap();
    std::thread::sleep(Duration::from_millis(300));
    drop(stdin);
    // Depth 30 on 16×16 would take far longer than this; the end of the input stops it.
    let deadline = Instant::now() + Duration::from_secs(30);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("othello-engine still searching 30 s after its input ended");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(status.success(), "{status:?}");
    let mut out = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    // It answered with the best it had.
    assert!(out.contains("\n=== "), "{out}");
    assert!(out.ends_with("status\n"), "{out}");
}

/// `set game` with GGF games mutated by the harness (`crates/core/tests/common/mutate.rs`,
/// the core's GGF inputs): every command is answered, the `ping` after it too, with no panic,
/// within the harness's time bound and with memory within a multiple of the line beyond the
/// engine's own tables.
#[test]
fn set_game_with_mutated_ggf_is_answered_or_refused_and_the_engine_goes_on() {
    let _turn = serial();
    let originals = common_ggf::ggf_texts()
        .into_iter()
        // One game a line, as a controller sends it.
        .filter(|text| !text.starts_with(b"an archive"))
        .collect();
    let reader = mutate::Reader {
        name: "nboard::set game",
        originals,
        limits: mutate::Limits {
            fixed: 32 * MIB,
            ..mutate::Limits::default()
        },
        check: std::sync::Arc::new(|ggf| {
            let line: Vec<u8> = ggf
                .iter()
                .map(|&b| if b == b'\n' || b == b'\r' { b' ' } else { b })
                .collect();
            let mut input = b"set game ".to_vec();
            input.extend_from_slice(&line);
            input.extend_from_slice(b"\nping 7\n");
            let mut output = Vec::new();
            nboard::run(std::io::Cursor::new(input), &mut output).map_err(|e| e.to_string())?;
            let text = String::from_utf8_lossy(&output);
            if text.ends_with("pong 7\n") {
                Ok(())
            } else {
                Err(format!("the ping after it is not answered: {text}"))
            }
        }),
    };
    reader.test(600);
}

/// The core's GGF inputs for the harness (`readers.rs` needs `crate::mutate`).
#[path = "../crates/core/tests/common/readers.rs"]
mod common_ggf;
