//! The `othello-arena` binary against fake engines (small shell scripts that answer illegally,
//! die, hang or never start) and against the real `othello-engine`: forfeits go to the right
//! side, the match always finishes, hung engines are killed, and the GGF it writes replays.

mod common;

use common::arena::{ENGINE, Run, alive, arena, engine, fake, lines_starting};
use othello_core::notation::ggf;
use othello_core::{Ending, GameResult, Player, Record, WinRule};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};
use tempfile::TempDir;

fn read_games(path: &Path) -> Vec<Record> {
    let text = std::fs::read_to_string(path).expect("the GGF file");
    ggf::parse_all(&text)
        .map(|game| game.expect("every game parses"))
        .collect()
}

fn ggf_path(dir: &TempDir) -> PathBuf {
    dir.path().join("games.ggf")
}

#[test]
fn illegal_move_loses_the_game_on_either_colour() {
    let dir = TempDir::new().expect("temp dir");
    let log = dir.path().join("commands.log");
    let a = fake(&dir, "illegal.sh", "    go) echo '=== A1' ;;");
    let logged = format!("LOG='{}' {a}", log.display());
    let b = engine();
    let out = ggf_path(&dir);
    let out_arg = out.to_str().expect("utf-8 path");
    let args = ["-a", &logged, "-b", &b, "--depth", "1", "--ggf", out_arg];
    let run = arena(&args);
    assert_eq!(run.status, Some(0), "{}", run.stderr);
    // The default protocol, and the depth both engines share.
    let commands = std::fs::read_to_string(&log).expect("the fake's log");
    assert!(
        commands.starts_with("nboard 2\nset depth 1\nping 1\n"),
        "{commands}"
    );
    let games = lines_starting(&run.stdout, "game ");
    assert_eq!(
        games,
        [
            "game 1: opening start | A black, B white | black 2, white 2 | B wins \
             (A forfeits: illegal move A1: a1 flips nothing)",
            "game 2: opening start | A white, B black | black 4, white 1 | B wins \
             (A forfeits: illegal move A1: a1 flips nothing)",
        ],
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("games: 2; A: 0 wins, 0 draws, 2 losses; forfeits: A 2, B 0"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("all 2 games lost"), "{}", run.stdout);

    let records = read_games(&out);
    assert_eq!(records.len(), 2);
    // Game 1: A (Black) forfeits before any move; game 2: B (Black) moved once, then A lost.
    let resigned = |black_margin| {
        Some(GameResult {
            black_margin,
            ending: Ending::Resigned,
        })
    };
    assert_eq!(records[0].plies.len(), 0);
    assert_eq!(records[0].result, resigned(-64.0));
    assert_eq!(records[1].plies.len(), 1);
    assert_eq!(records[1].result, resigned(64.0));
    assert_eq!(records[0].players.black.as_deref(), Some(logged.as_str()));
    for record in &records {
        record.to_game().expect("every game replays");
    }
}

#[test]
fn edax_style_answers_protocol_one_depth_and_nodestats() {
    let dir = TempDir::new().expect("temp dir");
    let log = dir.path().join("commands.log");
    // Announces a name, and always plays f5: legal as Black's first move, then occupied. A
    // stale answer (a1, illegal) before each pong must be ignored.
    let cases = "    nboard) echo 'set myname Fake Edax' ;;
    ping) echo '=== a1'; echo 'nodestats 99 0.1'; echo \"pong $2\" ;;
    go) echo 'nodestats 1234 0.5'; echo '=== f5 1.50 0.3' ;;";
    let a = format!(
        "LOG='{}' {}",
        log.display(),
        fake(&dir, "always-f5.sh", cases)
    );
    let b = engine();
    let out = ggf_path(&dir);
    let out_arg = out.to_str().expect("utf-8 path");
    let args = [
        "-a",
        &a,
        "-b",
        &b,
        "--protocol-a",
        "1",
        "--depth-a",
        "3",
        "--depth-b",
        "1",
        "--ggf",
        out_arg,
    ];
    let run = arena(&args);
    assert_eq!(run.status, Some(0), "{}", run.stderr);
    assert!(
        run.stdout
            .contains("| B wins (A forfeits: illegal move f5: f5 is occupied)"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("A: Fake Edax\n"), "{}", run.stdout);
    // Only the first game's f5 was legal: one move, with its nodes.
    assert!(
        run.stdout
            .contains("A: moves 1, mean nodes per move 1234 (1 with nodestats)"),
        "{}",
        run.stdout
    );

    let records = read_games(&out);
    assert_eq!(records[0].players.black.as_deref(), Some("Fake Edax"));
    assert_eq!(records[0].plies[0].eval, Some(1.5));
    assert!(records[0].plies[0].seconds.is_some());

    let log = std::fs::read_to_string(&log).expect("the fake's log");
    let commands: Vec<&str> = log.lines().collect();
    assert_eq!(
        commands[..3],
        ["nboard 1", "set depth 3", "ping 1"],
        "{log}"
    );
    // Before each go: the whole game, then a ping; never a bare move.
    for (i, &command) in commands.iter().enumerate() {
        if command == "go" {
            assert!(commands[i - 1].starts_with("ping "), "{log}");
            let game = commands[i - 2].strip_prefix("set game ").expect("set game");
            let record = ggf::parse(game).expect("the game sent parses");
            let turn = record.to_game().expect("and replays").turn();
            assert!(turn.is_some(), "asked to move in a finished game: {log}");
        }
        assert!(!command.starts_with("move"), "{log}");
    }
}

#[test]
fn engine_that_dies_loses_and_is_started_again() {
    let dir = TempDir::new().expect("temp dir");
    let a = engine();
    let b = fake(
        &dir,
        "dies.sh",
        "    go) echo 'out of memory' >&2; exit 3 ;;",
    );
    let run = arena(&["-a", &a, "-b", &b, "--depth", "1", "--timeout", "20"]);
    assert_eq!(run.status, Some(0), "{}", run.stderr);
    let games = lines_starting(&run.stdout, "game ");
    assert_eq!(games.len(), 2, "{}", run.stdout);
    for game in games {
        assert!(
            game.ends_with(
                "| A wins (B forfeits: its output ended (exit status: 3; it said: out of memory))"
            ),
            "{game}"
        );
    }
    assert!(
        run.stdout.contains("engine B started again: done"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("A: 2 wins, 0 draws, 0 losses; forfeits: A 0, B 2"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("all 2 games won"), "{}", run.stdout);
}

#[test]
fn hung_engine_times_out_and_is_killed_with_its_children() {
    let dir = TempDir::new().expect("temp dir");
    let pids = dir.path().join("pids");
    // On `go` the engine writes its shell's pid and its child's, then hangs in the sleep.
    let a = fake(
        &dir,
        "hangs.sh",
        &format!(
            "    go) sleep 1000 & echo \"$$ $!\" >> '{}'; wait ;;",
            pids.display()
        ),
    );
    let b = engine();
    let out = ggf_path(&dir);
    let out_arg = out.to_str().expect("utf-8 path");
    let start = Instant::now();
    let args = [
        "-a",
        &a,
        "-b",
        &b,
        "--depth",
        "1",
        "--timeout",
        "1",
        "--ggf",
        out_arg,
    ];
    let run = arena(&args);
    assert_eq!(run.status, Some(0), "{}", run.stderr);
    assert!(start.elapsed() < Duration::from_secs(60));
    let games = lines_starting(&run.stdout, "game ");
    assert_eq!(games.len(), 2, "{}", run.stdout);
    for game in games {
        assert!(
            game.ends_with("| B wins (A forfeits: no answer within 1 s)"),
            "{game}"
        );
    }
    assert!(
        run.stdout.contains("engine A started again: done"),
        "{}",
        run.stdout
    );
    let records = read_games(&out);
    assert!(
        records
            .iter()
            .all(|r| r.result.is_some_and(|r| r.ending == Ending::Timeout))
    );
    // Each game's engine hung once; the shell and its child (the sleep) went with it. The
    // kill is sent before the arena goes on; give the kernel a moment to reap. Any left over is
    // ended here, by its pid.
    let text = std::fs::read_to_string(&pids).expect("the hung engines' pids");
    assert_eq!(text.lines().count(), 2, "one hang per game: {text}");
    let engine_pids: Vec<u32> = text
        .split_whitespace()
        .map(|p| p.parse().expect("a pid"))
        .collect();
    let deadline = Instant::now() + Duration::from_secs(10);
    while engine_pids.iter().any(|&p| alive(p)) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    let left: Vec<u32> = engine_pids.into_iter().filter(|&p| alive(p)).collect();
    for pid in &left {
        let _ = Command::new("kill").args(["-9", &pid.to_string()]).status();
    }
    assert!(
        left.is_empty(),
        "the hung engine's processes {left:?} (shell, sleep) are still running"
    );
}

#[test]
fn engine_that_does_not_start_is_named() {
    let dir = TempDir::new().expect("temp dir");
    let exits = fake(&dir, "exits.sh", "").replacen("sh '", "exit 0; sh '", 1);
    let gone = "/nonexistent/engine -nboard";

    let run = arena(&["-a", gone, "-b", &engine()]);
    assert_eq!(run.status, Some(1));
    // Its output ends, or writing to it fails first: either way the status and the shell's words.
    let start = format!("engine A (`{gone}`) did not start: its ");
    assert!(run.stderr.contains(&start), "{}", run.stderr);
    assert!(
        run.stderr.contains("(exit status: 127; it said: "),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("not found)"), "{}", run.stderr);

    let run = arena(&["-a", &engine(), "-b", &exits]);
    assert_eq!(run.status, Some(1));
    let start = format!("engine B (`{exits}`) did not start: its ");
    assert!(run.stderr.contains(&start), "{}", run.stderr);
    assert!(
        run.stderr.ends_with(" (exit status: 0)\n"),
        "{}",
        run.stderr
    );
    assert!(run.stdout.is_empty(), "{}", run.stdout);
}

#[test]
fn random_openings_are_repeatable_and_each_played_twice() {
    let dir = TempDir::new().expect("temp dir");
    let illegal = fake(&dir, "illegal.sh", "    go) echo '=== PA' ;;");
    let args = [
        "-a",
        &illegal,
        "-b",
        &illegal,
        "--board",
        "6x10",
        "--random-openings",
        "3",
        "--plies",
        "2-5",
        "--seed",
        "9",
    ];
    // The opening of each game: "game 1: opening e4f3 | ..." gives "e4f3".
    let openings = |run: &Run| -> Vec<String> {
        lines_starting(&run.stdout, "game ")
            .iter()
            .filter_map(|l| l.split(" | ").next()?.split("opening ").nth(1))
            .map(str::to_owned)
            .collect()
    };
    let first = arena(&args);
    assert_eq!(first.status, Some(0), "{}", first.stderr);
    let labels = openings(&first);
    assert_eq!(labels.len(), 6, "{}", first.stdout);
    for pair in labels.chunks(2) {
        assert_eq!(pair[0], pair[1]);
    }
    assert!(labels[0] != labels[2] && labels[2] != labels[4]);
    assert!(
        first.stdout.contains("has a legal move"),
        "{}",
        first.stdout
    );
    assert_eq!(openings(&arena(&args)), labels);
    let mut other = args;
    other[11] = "10";
    assert_ne!(openings(&arena(&other)), labels);
}

#[test]
fn bad_command_line_or_openings_exit_with_2() {
    let dir = TempDir::new().expect("temp dir");
    let file = dir.path().join("openings.txt");
    std::fs::write(&file, "# two openings\nf5d6\nf5 d6 z9\n").expect("write openings");
    let file_arg = file.to_str().expect("utf-8 path");
    let e = engine();
    let cases: [(&[&str], &str); 8] = [
        (&["-a", &e], "--engine-b"),
        (
            &["-a", &e, "-b", &e, "--win-rule", "least"],
            "not a win rule",
        ),
        (
            &["-a", &e, "-b", &e, "--board", "7x8"],
            "rows must be an even number",
        ),
        (&["-a", &e, "-b", &e, "--board", "big"], "not a board size"),
        (
            &[
                "-a",
                &e,
                "-b",
                &e,
                "--random-openings",
                "2",
                "--plies",
                "6-4",
            ],
            "MIN <= MAX",
        ),
        (
            &["-a", &e, "-b", &e, "--timeout", "0"],
            "the time must be above 0",
        ),
        (
            &["-a", &e, "-b", &e, "--openings", file_arg],
            "line 3 ('f5 d6 z9'): column 7",
        ),
        (
            &["-a", &e, "-b", &e, "--random-openings", "3", "--plies", "1"],
            "only 1 distinct",
        ),
    ];
    for (args, message) in cases {
        let run = arena(args);
        assert_eq!(run.status, Some(2), "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains(message), "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty(), "{args:?}: {}", run.stdout);
    }
}

#[test]
fn a_fewest_discs_match_is_played_and_recorded_as_one() {
    let dir = TempDir::new().expect("temp dir");
    let file = dir.path().join("openings.txt");
    std::fs::write(&file, "e4\n").expect("write openings");
    let out = ggf_path(&dir);
    let e = format!("'{ENGINE}'");
    let args = [
        "-a",
        &e,
        "-b",
        &e,
        "--board",
        "6x6",
        "--win-rule",
        "fewest",
        "--depth",
        "1",
        "--openings",
        file.to_str().expect("utf-8 path"),
        "--ggf",
        out.to_str().expect("utf-8 path"),
    ];
    let run = arena(&args);
    assert_eq!(run.status, Some(0), "{}", run.stderr);
    assert!(run.stdout.contains("forfeits: A 0, B 0"), "{}", run.stdout);
    let records = read_games(&out);
    assert_eq!(records.len(), 2);
    for record in &records {
        let game = record.to_game().expect("every game replays");
        assert!(game.is_over());
        assert_eq!(game.options().win_rule, WinRule::FewestDiscs);
        assert_eq!(record.result, Some(GameResult::counted(&game)));
    }
}

#[test]
fn self_match_of_othello_engine_6x6_depth_2() {
    let dir = TempDir::new().expect("temp dir");
    let file = dir.path().join("openings.txt");
    std::fs::write(&file, "e4 # one move\nd5e5e4\n").expect("write openings");
    let out = ggf_path(&dir);
    let e = format!("'{ENGINE}'");
    let args = [
        "-a",
        &e,
        "-b",
        &e,
        "--board",
        "6x6",
        "--depth",
        "2",
        "--openings",
        file.to_str().expect("utf-8 path"),
        "--ggf",
        out.to_str().expect("utf-8 path"),
        "--timeout",
        "30",
    ];
    let run = arena(&args);
    assert_eq!(run.status, Some(0), "{}", run.stderr);
    let games = lines_starting(&run.stdout, "game ");
    assert_eq!(games.len(), 4, "{}", run.stdout);
    assert!(games[0].starts_with("game 1: opening e4 | A black, B white"));
    assert!(games[1].starts_with("game 2: opening e4 | A white, B black"));
    assert!(games[3].starts_with("game 4: opening d5e5e4 | A white, B black"));
    assert!(run.stdout.contains("forfeits: A 0, B 0"), "{}", run.stdout);
    assert!(
        run.stdout.contains("over the 4 games played out"),
        "{}",
        run.stdout
    );

    let records = read_games(&out);
    assert_eq!(records.len(), 4);
    for record in &records {
        let game = record.to_game().expect("every game replays");
        assert!(game.is_over());
        assert_eq!(record.result, Some(GameResult::counted(&game)));
        assert_eq!((game.rows(), game.cols()), (6, 6));
        assert!(record.players.get(Player::Black).is_some());
        assert!(record.plies.iter().any(|p| p.eval.is_some()));
    }
}
