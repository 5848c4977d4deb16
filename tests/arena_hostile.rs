//! The arena against hostile engines and hostile command lines: an engine that prints without
//! end, one that prints an endless line, one that refuses the depth; the arena killed in the
//! middle of a match; arguments out of range.

mod common;

use common::arena::{ARENA, alive, arena, engine, fake, lines_starting};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};
use tempfile::TempDir;

/// The arena run under a limit of 2 GiB of address space: an arena whose memory grows without
/// bound against a flooding engine is stopped by it (the allocation fails and it aborts)
/// instead of taking the machine's memory.
fn bounded(args: &[&str]) -> common::arena::Run {
    let mut all = vec!["-c", "ulimit -v 2097152 && exec \"$0\" \"$@\"", ARENA];
    all.extend_from_slice(args);
    common::arena::run_command("sh", &all)
}

#[test]
fn an_engine_printing_without_end_still_runs_out_of_time() {
    let dir = TempDir::new().expect("temp dir");
    let flood = fake(&dir, "flood.sh", "    go) yes 'status thinking' ;;");
    let b = engine();
    let run = bounded(&["-a", &flood, "-b", &b, "--depth", "1", "--timeout", "2"]);
    assert_eq!(run.status, Some(0), "{}", run.stderr);
    let games = lines_starting(&run.stdout, "game ");
    assert_eq!(games.len(), 2, "{}", run.stdout);
    for game in games {
        assert!(
            game.ends_with("| B wins (A forfeits: no answer within 2 s)"),
            "{game}"
        );
    }
}

#[test]
fn an_endless_line_is_a_forfeit_that_says_so() {
    let dir = TempDir::new().expect("temp dir");
    // `x` without end and no newline, as fast as the pipe takes it.
    let endless = fake(&dir, "endless.sh", "    go) yes x | tr -d '\\n' ;;");
    let b = engine();
    let run = bounded(&["-a", &endless, "-b", &b, "--depth", "1", "--timeout", "20"]);
    assert_eq!(run.status, Some(0), "{}", run.stderr);
    let games = lines_starting(&run.stdout, "game ");
    assert_eq!(games.len(), 2, "{}", run.stdout);
    for game in games {
        assert!(
            game.ends_with("| B wins (A forfeits: it printed a line longer than 65536 bytes)"),
            "{game}"
        );
    }
}

#[test]
fn a_refused_depth_stops_the_match_before_it_starts() {
    let dir = TempDir::new().expect("temp dir");
    let picky = fake(
        &dir,
        "picky.sh",
        "    set) echo 'status set depth: expected a depth from 1 to 20' ;;",
    );
    let b = engine();
    let run = arena(&["-a", &picky, "-b", &b, "--depth", "30"]);
    assert_eq!(run.status, Some(1), "{}", run.stderr);
    assert!(
        run.stderr
            .contains("it refused the depth asked for: 'status set depth: expected a depth"),
        "{}",
        run.stderr
    );
    assert!(
        lines_starting(&run.stdout, "game ").is_empty(),
        "{}",
        run.stdout
    );
    // The real engine's range is the arena's: 61 is refused by the command line itself.
    let e = engine();
    let over = arena(&["-a", &e, "-b", &e, "--depth", "61"]);
    assert_eq!(over.status, Some(2), "{}", over.stderr);
    assert!(
        over.stderr.contains("61 is not in 1..=60"),
        "{}",
        over.stderr
    );
}

#[test]
fn a_games_file_that_cannot_be_written_exits_with_1() {
    let e = engine();
    let run = arena(&["-a", &e, "-b", &e, "--ggf", "/nonexistent/dir/games.ggf"]);
    assert_eq!(run.status, Some(1), "{}", run.stderr);
    assert!(
        run.stderr
            .contains("cannot write the games: /nonexistent/dir/games.ggf"),
        "{}",
        run.stderr
    );
}

#[test]
fn timeouts_beyond_the_limit_say_so() {
    let e = engine();
    let run = arena(&["-a", &e, "-b", &e, "--timeout", "99999999999"]);
    assert_eq!(run.status, Some(2), "{}", run.stderr);
    assert!(
        run.stderr.contains("more than the most allowed, 1000000"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_terminated_arena_ends_its_engines() {
    for signal in ["TERM", "INT", "HUP"] {
        let dir = TempDir::new().expect("temp dir");
        let pids = dir.path().join("pids");
        // Each engine writes its shell's pid and its child's, then hangs on `go` in a sleep
        // that the arena never times out (the timeout is long).
        let hang = fake(
            &dir,
            "hang.sh",
            &format!(
                "    go) sleep 1000 & echo \"$$ $!\" >> '{}'; wait ;;",
                pids.display()
            ),
        );
        let mut child = Command::new(ARENA)
            .args(["-a", &hang, "-b", &hang, "--timeout", "600"])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the arena runs");
        let deadline = Instant::now() + Duration::from_secs(30);
        let engine_pids: Vec<u32> = loop {
            let text = std::fs::read_to_string(&pids).unwrap_or_default();
            if text.ends_with('\n') {
                break text
                    .split_whitespace()
                    .map(|p| p.parse().expect("a pid"))
                    .collect();
            }
            assert!(Instant::now() < deadline, "no engine started to think");
            thread::sleep(Duration::from_millis(20));
        };
        assert!(engine_pids.iter().all(|&p| alive(p)));
        let sent = Command::new("kill")
            .args(["-s", signal, &child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(sent.success());
        let status = child.wait().expect("the arena ends");
        assert_eq!(status.code(), Some(130), "SIG{signal}");
        let mut stderr = String::new();
        std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut stderr).unwrap();
        assert!(stderr.contains("interrupted"), "{stderr}");
        // SIGKILL was sent before the arena exited; give the kernel a moment to reap.
        let deadline = Instant::now() + Duration::from_secs(10);
        while engine_pids.iter().any(|&p| alive(p)) && Instant::now() < deadline {
            thread::sleep(Duration::from_millis(20));
        }
        let left: Vec<u32> = engine_pids.into_iter().filter(|&p| alive(p)).collect();
        for pid in &left {
            let _ = Command::new("kill").args(["-9", &pid.to_string()]).status();
        }
        assert!(
            left.is_empty(),
            "SIG{signal}: engine processes {left:?} outlived the arena"
        );
    }
}
