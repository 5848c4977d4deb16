//! The real window and the desktop's clipboard: Ctrl+C puts the game where `xclip` (any other
//! program) reads it, and Ctrl+V pastes what another program put there. Runs the `othello`
//! binary under its own Xvfb server; needs `Xvfb`, `xdotool` and `xclip` (`.ci/run` installs
//! them) and says so, without failing, where they are missing.
#![cfg(feature = "gui")]

use othello::gui::{Settings, Store};
use othello_core::{Game, Options};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Kills a child process when dropped, so a failing test leaves no server or window behind.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn have(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Runs `program args` on `display` and returns its standard output.
fn run(display: &str, program: &str, args: &[&str]) -> String {
    let out = Command::new(program)
        .args(args)
        .env("DISPLAY", display)
        .stderr(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("{program}: {e}"));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Polls `check` every 100 ms until it returns something, for at most `seconds`.
fn wait_for<T>(seconds: u64, what: &str, mut check: impl FnMut() -> Option<T>) -> T {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(seconds) {
        if let Some(value) = check() {
            return value;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("gave up waiting for {what}");
}

/// Starts Xvfb on a free display; returns the server and the display name.
fn start_xvfb() -> (Running, String) {
    let mut child = Command::new("Xvfb")
        .args([
            "-displayfd",
            "1",
            "-screen",
            "0",
            "1024x768x24",
            "-nolisten",
            "tcp",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .expect("Xvfb names its display");
    (Running(child), format!(":{}", line.trim()))
}

/// Puts `text` on the clipboard with xclip, which stays to serve it until someone else owns
/// the clipboard.
fn xclip_put(display: &str, text: &str) -> Running {
    let mut child = Command::new("xclip")
        .args(["-i", "-selection", "clipboard"])
        .env("DISPLAY", display)
        .stdin(Stdio::piped())
        .spawn()
        .expect("xclip starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    Running(child)
}

fn saved_moves(dir: &Path) -> Option<Vec<String>> {
    let (game, _) = Store::new(dir).load_game();
    Some(
        game?
            .moves_played()
            .iter()
            .map(ToString::to_string)
            .collect(),
    )
}

#[test]
fn copy_and_paste_go_through_the_desktop_clipboard() {
    let missing: Vec<&str> = ["Xvfb", "xdotool", "xclip"]
        .into_iter()
        .filter(|p| !have(p))
        .collect();
    if !missing.is_empty() {
        eprintln!("skipped: {} not installed", missing.join(", "));
        return;
    }
    let config = tempfile::tempdir().unwrap();
    let runtime = tempfile::tempdir().unwrap();
    let store = Store::new(config.path());
    store.save_settings(&Settings::default()).unwrap();
    let mut game = Game::new(Options::default()).unwrap();
    game.play("d3".parse().unwrap()).unwrap();
    game.play("c3".parse().unwrap()).unwrap();
    store.save_game(&game).unwrap();

    let (_xvfb, display) = start_xvfb();
    let mut app = Running(
        Command::new(env!("CARGO_BIN_EXE_othello"))
            .arg("--config-dir")
            .arg(config.path())
            .env("DISPLAY", &display)
            .env("XDG_RUNTIME_DIR", runtime.path())
            .env("XDG_DATA_HOME", runtime.path())
            .env_remove("WAYLAND_DISPLAY")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the window starts"),
    );
    let window = wait_for(60, "the window", || {
        let found = run(&display, "xdotool", &["search", "--name", "^Othello$"]);
        found.lines().next().map(str::to_owned)
    });
    // Key events go to the focused window only.
    let focus = || {
        run(&display, "xdotool", &["windowfocus", "--sync", &window]);
    };
    focus();
    std::thread::sleep(Duration::from_millis(500));

    // Ctrl+C: another program reads the game. A window just mapped may not take keys yet:
    // press again every couple of seconds until it does.
    let mut tries = 0;
    let copied = wait_for(40, "the copied game on the clipboard", || {
        if tries % 20 == 0 {
            focus();
            run(&display, "xdotool", &["key", "ctrl+c"]);
        }
        tries += 1;
        let text = run(&display, "xclip", &["-o", "-selection", "clipboard"]);
        text.contains("d3c3").then_some(text)
    });
    assert_eq!(
        copied.trim_end(),
        "Othello 8x8, Black first, White top-left, most discs wins, full rules\nd3c3"
    );

    // Ctrl+V: what another program put there is pasted, and saved.
    let _clip = xclip_put(&display, "Othello 6x6, Black first\nb3");
    std::thread::sleep(Duration::from_millis(300));
    let mut tries = 0;
    wait_for(40, "the pasted game in game.ron", || {
        if tries % 20 == 0 {
            focus();
            run(&display, "xdotool", &["key", "ctrl+v"]);
        }
        tries += 1;
        (saved_moves(config.path())? == ["b3"]).then_some(())
    });
    let (pasted, notice) = Store::new(config.path()).load_game();
    assert_eq!(notice, None);
    assert_eq!(pasted.unwrap().rows(), 6);

    focus();
    run(&display, "xdotool", &["key", "ctrl+q"]);
    wait_for(20, "the window to close after Ctrl+Q", || {
        app.0.try_wait().ok().flatten()
    });
}
