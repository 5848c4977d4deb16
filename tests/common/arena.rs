//! The arena and fake engines for the arena's tests: small shell scripts that answer as told.

use std::io::Read;
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};
use tempfile::TempDir;

pub const ARENA: &str = env!("CARGO_BIN_EXE_othello-arena");
pub const ENGINE: &str = env!("CARGO_BIN_EXE_othello-engine");

/// Every fake: answers `ping N` with `pong N`, ends at `quit` or at the end of its input, logs
/// each command to `$LOG` if set; the fake's own `case` lines go first (where `CASES` is), so
/// they may replace these.
pub const FAKE: &str = "#!/bin/sh
set -f
while IFS= read -r line; do
  [ -n \"$LOG\" ] && printf '%s\\n' \"$line\" >> \"$LOG\"
  set -- $line
  case \"$1\" in
CASES
    ping) echo \"pong $2\" ;;
    quit) exit 0 ;;
  esac
done
";

/// What a run of the arena printed, and its exit status.
pub struct Run {
    pub status: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs the arena with `args`, killing it (and failing) after two minutes.
pub fn arena(args: &[&str]) -> Run {
    run_command(ARENA, args)
}

/// Runs `program` with `args` as [`arena`] runs the arena.
pub fn run_command(program: &str, args: &[&str]) -> Run {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the arena runs");
    let read = |pipe: Option<Box<dyn Read + Send>>| {
        thread::spawn(move || {
            let mut text = String::new();
            if let Some(mut pipe) = pipe {
                pipe.read_to_string(&mut text).expect("utf-8 output");
            }
            text
        })
    };
    let stdout = read(child.stdout.take().map(|p| Box::new(p) as _));
    let stderr = read(child.stderr.take().map(|p| Box::new(p) as _));
    let deadline = Instant::now() + Duration::from_secs(120);
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("the arena did not finish within two minutes: {args:?}");
        }
        thread::sleep(Duration::from_millis(20));
    };
    Run {
        status: status.code(),
        stdout: stdout.join().expect("stdout"),
        stderr: stderr.join().expect("stderr"),
    }
}

/// Writes a fake engine with these `case` lines; returns the command that runs it.
pub fn fake(dir: &TempDir, name: &str, cases: &str) -> String {
    let path = dir.path().join(name);
    std::fs::write(&path, FAKE.replace("CASES", cases)).expect("write the fake");
    format!("sh '{}'", path.display())
}

/// The real engine's command.
pub fn engine() -> String {
    format!("'{ENGINE}'")
}

/// The lines of `text` that start with `start`.
pub fn lines_starting<'a>(text: &'a str, start: &str) -> Vec<&'a str> {
    text.lines().filter(|l| l.starts_with(start)).collect()
}

/// Whether a process `pid` is running: it exists (`kill -0`, so no `/proc` is needed) and, where
/// `ps` can tell, is not a zombie waiting to be reaped.
pub fn alive(pid: u32) -> bool {
    let pid = pid.to_string();
    let exists = Command::new("sh")
        .args(["-c", "kill -0 \"$1\" 2>/dev/null", "sh", &pid])
        .status()
        .is_ok_and(|s| s.success());
    let zombie = Command::new("ps")
        .args(["-o", "stat=", "-p", &pid])
        .output()
        .is_ok_and(|o| {
            String::from_utf8_lossy(&o.stdout)
                .trim_start()
                .starts_with('Z')
        });
    exists && !zombie
}
