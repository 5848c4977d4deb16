//! One engine as a child process speaking the NBoard protocol: started through `sh -c`, fed one
//! command a line on its standard input, its output read by a thread of its own into a channel
//! so that every wait has a deadline. Whatever the engine prints, memory stays bounded: a line
//! holds at most [`LINE_LIMIT`] bytes, and the channel at most [`QUEUED_LINES`] lines (the
//! reader then waits, and so, its pipe full, does the engine).
//!
//! The child runs in a process group of its own, so that stopping it also stops whatever its
//! shell started (`cd /opt/edax && ./edax -nboard` leaves `sh` waiting on `edax`).

use super::EngineSpec;
use crate::lines::{Line, Lines};
use othello_engine::Background;
use std::collections::VecDeque;
use std::fmt;
use std::io::{self, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

/// How many of the engine's last standard-error lines are kept for messages.
const STDERR_LINES: usize = 3;

/// The longest line an engine may print, in bytes (NBoard's lines are a few dozen).
pub const LINE_LIMIT: usize = 64 * 1024;

/// How many of the engine's lines may wait to be read.
pub const QUEUED_LINES: usize = 64;

/// How long an engine has to leave after `quit` before it is killed.
const QUIT_GRACE: Duration = Duration::from_secs(1);

/// How long to wait for a process whose output ended to exit, to report its status.
const EXIT_GRACE: Duration = Duration::from_millis(300);

/// The process groups of the engines running now (each group's id is its shell's pid), so that
/// [`stop_all`] can end them however the program ends.
static RUNNING: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// Kills every engine process group still running. For a program that is about to end in a way
/// that runs no destructors: a signal (Ctrl-C, `kill`), a panic under `panic = "abort"`.
/// Engines run in process groups of their own, so an interrupt sent to the terminal's
/// foreground group never reaches them.
pub fn stop_all() {
    let groups = std::mem::take(&mut *RUNNING.lock().unwrap_or_else(PoisonError::into_inner));
    for group in groups {
        kill_group(group);
    }
}

/// Sends SIGKILL to the process group `group`.
fn kill_group(group: u32) {
    #[cfg(unix)]
    let _ = Command::new("sh")
        .args(["-c", "kill -s KILL -- \"-$1\" 2>/dev/null", "sh"])
        .arg(group.to_string())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    #[cfg(not(unix))]
    let _ = group;
}

/// Why an engine gave no answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    /// Nothing came within the time allowed.
    Timeout(Duration),
    /// The process ended, or could not be written to or (re)started.
    Died(String),
    /// It printed a line longer than this many bytes.
    LongLine(usize),
    /// It refused a setting the match needs, with this line (`status …`).
    Refused(String),
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Timeout(limit) => write!(f, "no answer within {} s", limit.as_secs_f64()),
            Failure::Died(why) => f.write_str(why),
            Failure::LongLine(limit) => write!(f, "it printed a line longer than {limit} bytes"),
            Failure::Refused(line) => write!(f, "it refused the depth asked for: '{line}'"),
        }
    }
}

/// An engine's answer to `go`.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    /// What followed `===`, trimmed.
    pub text: String,
    /// Nodes searched, from the last `nodestats` line before the answer.
    pub nodes: Option<f64>,
    /// Wall time from sending the game to the answer.
    pub seconds: f64,
}

/// What the reader threads send.
enum Event {
    Line(String),
    TooLong(usize),
    End,
}

/// A running engine process.
struct Process {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<Event>,
    stderr: Arc<Mutex<VecDeque<String>>>,
    /// Closed when the engine's standard error ends.
    stderr_end: Receiver<()>,
}

impl Process {
    fn spawn(command: &str) -> io::Result<Process> {
        let mut shell = Command::new("sh");
        shell
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut shell, 0);
        let mut child = shell.spawn()?;
        RUNNING
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(child.id());
        let (Some(stdin), Some(stdout), Some(stderr)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(io::Error::other("the engine's pipes were not set up"));
        };
        let (sender, lines) = mpsc::sync_channel(QUEUED_LINES);
        // The readers end with the engine's pipes: nothing waits for them.
        reader(move || {
            for line in Lines::new(stdout, LINE_LIMIT) {
                let event = match line {
                    Line::Text(text) => Event::Line(text),
                    Line::TooLong(limit) => Event::TooLong(limit),
                };
                if sender.send(event).is_err() {
                    return;
                }
            }
            let _ = sender.send(Event::End);
        });
        let tail = Arc::new(Mutex::new(VecDeque::new()));
        let keep = Arc::clone(&tail);
        let (stderr_open, stderr_end) = mpsc::channel::<()>();
        reader(move || {
            let _open = stderr_open;
            for line in Lines::new(stderr, LINE_LIMIT) {
                let line = match line {
                    Line::Text(text) => text,
                    Line::TooLong(limit) => format!("(a line longer than {limit} bytes)"),
                };
                if let Ok(mut tail) = keep.lock() {
                    if tail.len() == STDERR_LINES {
                        tail.pop_front();
                    }
                    tail.push_back(line);
                }
            }
        });
        Ok(Process {
            child,
            stdin,
            lines,
            stderr: tail,
            stderr_end,
        })
    }

    fn send(&mut self, line: &str) -> Result<(), Failure> {
        let written = writeln!(self.stdin, "{line}").and_then(|()| self.stdin.flush());
        written.map_err(|e| {
            Failure::Died(self.death_notice(&match e.kind() {
                io::ErrorKind::BrokenPipe => "its input closed".to_owned(),
                _ => format!("writing to it failed: {e}"),
            }))
        })
    }

    /// The next line, waiting until `deadline` at most: past it, even a line already waiting
    /// is a timeout, so that an engine printing without end still runs out of time.
    fn next_line(&mut self, deadline: Instant, limit: Duration) -> Result<String, Failure> {
        let now = Instant::now();
        if now >= deadline {
            return Err(Failure::Timeout(limit));
        }
        match self.lines.recv_timeout(deadline - now) {
            Ok(Event::Line(line)) => Ok(line),
            Ok(Event::TooLong(bytes)) => Err(Failure::LongLine(bytes)),
            Err(RecvTimeoutError::Timeout) => Err(Failure::Timeout(limit)),
            Ok(Event::End) | Err(RecvTimeoutError::Disconnected) => {
                Err(Failure::Died(self.death_notice("its output ended")))
            }
        }
    }

    /// `what` happened, then the exit status and the last line of standard error if they come
    /// soon: "its output ended (exit status: 3; it said: …)".
    fn death_notice(&mut self, what: &str) -> String {
        let deadline = Instant::now() + EXIT_GRACE;
        let mut status = None;
        while status.is_none() && Instant::now() < deadline {
            status = self.child.try_wait().ok().flatten();
            if status.is_none() {
                thread::sleep(Duration::from_millis(10));
            }
        }
        // Let the last words written before the end arrive.
        let _ = self
            .stderr_end
            .recv_timeout(deadline.saturating_duration_since(Instant::now()));
        let mut notice = what.to_owned();
        let mut details = Vec::new();
        if let Some(status) = status {
            details.push(status.to_string());
        }
        let said = self
            .stderr
            .lock()
            .map(|t| t.iter().cloned().collect::<Vec<_>>());
        if let Some(last) = said.ok().and_then(|lines| lines.last().cloned()) {
            details.push(format!("it said: {}", shorten(&last, 100)));
        }
        if !details.is_empty() {
            notice = format!("{notice} ({})", details.join("; "));
        }
        notice
    }

    /// Kills the process group and reaps the shell.
    fn kill(&mut self) {
        // The group's id is the shell's pid. Unless `death_notice` reaped the shell, that id is
        // still ours; if it did, the id stays reserved while the group has members, and with
        // none left the kill finds nothing (barring the id's reuse within that moment).
        let group = self.child.id();
        RUNNING
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .retain(|&g| g != group);
        kill_group(group);
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Sends `quit`, waits a moment for the output to end, then kills what is left.
    fn quit(mut self) {
        if self.send("quit").is_ok() {
            // Until the output ends or the grace is over, whatever the engine keeps printing.
            let deadline = Instant::now() + QUIT_GRACE;
            while let Some(left) = deadline.checked_duration_since(Instant::now())
                && let Ok(Event::Line(_) | Event::TooLong(_)) = self.lines.recv_timeout(left)
            {
            }
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.kill();
    }
}

/// At most `max` characters of `text`, with `…` if cut.
pub fn shorten(text: &str, max: usize) -> String {
    let mut out: String = text.chars().take(max).collect();
    if text.chars().nth(max).is_some() {
        out.push('…');
    }
    out
}

/// An engine of the match: its command, its process (`None` after a failure, until
/// restarted) and the name it gave.
pub struct Engine {
    spec: EngineSpec,
    timeout: Duration,
    process: Option<Process>,
    myname: Option<String>,
    pings: u64,
}

impl Engine {
    /// Starts the engine and checks that it answers `ping` within `timeout`.
    ///
    /// # Errors
    /// Why it did not start: the shell could not be run, or the engine ended or stayed silent.
    pub fn start(spec: &EngineSpec, timeout: Duration) -> Result<Engine, Failure> {
        let mut engine = Engine {
            spec: spec.clone(),
            timeout,
            process: None,
            myname: None,
            pings: 0,
        };
        engine.restart()?;
        Ok(engine)
    }

    /// The name the engine gave with `set myname`, or its command.
    pub fn name(&self) -> &str {
        self.myname.as_deref().unwrap_or(&self.spec.command)
    }

    /// Whether the engine is down (after a timeout or its death) and needs [`Engine::restart`].
    pub fn is_down(&self) -> bool {
        self.process.is_none()
    }

    /// Stops any process and starts a new one: `nboard V`, `set depth N`, then `ping` until
    /// `pong`.
    ///
    /// # Errors
    /// As [`Engine::start`]; the engine stays down.
    pub fn restart(&mut self) -> Result<(), Failure> {
        self.process = None;
        let process = Process::spawn(&self.spec.command)
            .map_err(|e| Failure::Died(format!("the shell could not be started: {e}")))?;
        self.process = Some(process);
        let deadline = Instant::now() + self.timeout;
        let result = self.handshake(deadline);
        if result.is_err() {
            self.process = None;
        }
        result
    }

    fn handshake(&mut self, deadline: Instant) -> Result<(), Failure> {
        self.send(&format!("nboard {}", self.spec.protocol))?;
        if let Some(depth) = self.spec.depth {
            self.send(&format!("set depth {depth}"))?;
        }
        let id = self.send_ping()?;
        let mut got_pong = false;
        while !got_pong {
            let line = self.next_line(deadline)?;
            if self.spec.depth.is_some()
                && let Some(status) = line.trim_start().strip_prefix("status")
                && status.to_ascii_lowercase().contains("depth")
            {
                return Err(Failure::Refused(shorten(line.trim(), 100)));
            }
            got_pong = self.common(&line, id);
        }
        Ok(())
    }

    /// Sends the game, `ping` and `go`, and waits for the `pong` and then the `===` line.
    /// On a failure the process is stopped and the engine is down.
    ///
    /// # Errors
    /// [`Failure`] if the engine is down, ends, cannot be written to or does not answer in time.
    pub fn go(&mut self, ggf: &str) -> Result<Answer, Failure> {
        let result = self.try_go(ggf);
        if result.is_err() {
            self.process = None;
        }
        result
    }

    fn try_go(&mut self, ggf: &str) -> Result<Answer, Failure> {
        let start = Instant::now();
        let deadline = start + self.timeout;
        self.send(&format!("set game {ggf}"))?;
        let id = self.send_ping()?;
        self.send("go")?;
        let mut got_pong = false;
        let mut nodes = None;
        loop {
            let line = self.next_line(deadline)?;
            if self.common(&line, id) {
                got_pong = true;
            } else if !got_pong {
                // Anything before the pong belongs to an earlier command.
            } else if let Some(answer) = line.trim_start().strip_prefix("===") {
                return Ok(Answer {
                    text: answer.trim().to_owned(),
                    nodes,
                    seconds: start.elapsed().as_secs_f64(),
                });
            } else if let ["nodestats", n, ..] = line.split_whitespace().collect::<Vec<_>>()[..] {
                nodes = n.parse::<f64>().ok().filter(|n| n.is_finite());
            }
        }
    }

    /// Handles what any line may be: `set myname`; says whether it is `pong id`.
    fn common(&mut self, line: &str, id: u64) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words[..] {
            ["pong", n, ..] => n.parse() == Ok(id),
            ["set", "myname", ref name @ ..] if !name.is_empty() => {
                self.myname = Some(shorten(&name.join(" "), 60));
                false
            }
            _ => false,
        }
    }

    fn send_ping(&mut self) -> Result<u64, Failure> {
        self.pings += 1;
        let id = self.pings;
        self.send(&format!("ping {id}"))?;
        Ok(id)
    }

    fn send(&mut self, line: &str) -> Result<(), Failure> {
        match self.process.as_mut() {
            Some(process) => process.send(line),
            None => Err(Failure::Died("it is not running".to_owned())),
        }
    }

    fn next_line(&mut self, deadline: Instant) -> Result<String, Failure> {
        match self.process.as_mut() {
            Some(process) => process.next_line(deadline, self.timeout),
            None => Err(Failure::Died("it is not running".to_owned())),
        }
    }

    /// Sends `quit`, gives the engine a moment to leave, and stops it.
    pub fn quit(mut self) {
        if let Some(process) = self.process.take() {
            process.quit();
        }
    }
}

/// Reads one of an engine's pipes on a thread of its own until the pipe closes.
fn reader(read: impl FnOnce() + Send + 'static) {
    drop(Background::<()>::start(move |_, _| read(), || {}).detached());
}
