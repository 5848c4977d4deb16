//! The protocol's commands: each line read, checked and carried out on the engine's state
//! (the searches themselves start in [`Engine::start`] and run in [`super::jobs`]).

use super::jobs::Job;
use super::{Engine, MAX_THREADS, NAME, Next, send, square_name};
use othello_core::notation::ggf;
use othello_core::{Game, Ply, Square};
use std::io::{self, Write};

impl Engine {
    /// Carries out one command line.
    pub(super) fn command(&mut self, line: &str, out: &mut impl Write) -> io::Result<Next> {
        // A byte-order mark (an editor's, at the start of a file piped in) is no part of the
        // command; other control characters mean the line is not what was meant.
        let line = line.strip_prefix('\u{feff}').unwrap_or(line);
        if let Some(c) = line.chars().find(|&c| c.is_control() && c != '\t') {
            let shown: String = line.chars().filter(|c| !c.is_control()).take(24).collect();
            send(
                out,
                &format!(
                    "status ignored '{shown}': the line holds a control character (U+{:04X})",
                    u32::from(c)
                ),
            )?;
            return Ok(Next::Continue);
        }
        let mut words = line.split_whitespace();
        let Some(word) = words.next() else {
            return Ok(Next::Continue);
        };
        let lower = word.to_ascii_lowercase();
        // Commands with a fixed number of words: anything more is refused, not dropped.
        let takes = match lower.as_str() {
            "go" | "analyze" | "learn" | "quit" => Some(0),
            "nboard" | "move" | "hint" => Some(1),
            "set" => match words.clone().next().map(str::to_ascii_lowercase).as_deref() {
                Some("depth" | "contempt" | "threads") => Some(2),
                _ => None,
            },
            _ => None,
        };
        if let Some(extra) = takes.and_then(|n| words.clone().nth(n)) {
            let shown: String = extra.chars().take(24).collect();
            send(
                out,
                &format!("status {lower}: unexpected '{shown}' after the command; ignored it all"),
            )?;
            return Ok(Next::Continue);
        }
        let arg = words.next();
        match lower.as_str() {
            "nboard" => send(out, &format!("set myname {NAME}"))?,
            "set" => self.set(line, arg, words.next(), out)?,
            "move" => match arg {
                Some(text) => self.play(text, out)?,
                None => send(out, "status move: which move? (e.g. move F5)")?,
            },
            "go" => self.go(out)?,
            "hint" => match arg.map(str::parse::<usize>) {
                None => self.start(Job::Hint(1), out)?,
                Some(Ok(n)) if n > 0 => self.start(Job::Hint(n), out)?,
                Some(_) => send(out, "status hint: expected a number of moves (hint 3)")?,
            },
            "analyze" => self.start(Job::Analyze, out)?,
            "ping" => send(out, format!("pong {}", rest_after(line, 1)).trim_end())?,
            "learn" => send(out, "learned")?,
            "quit" => return Ok(Next::Quit),
            // NBoard 1.1 sends a bare move.
            _ if arg.is_none() && parse_move(word).is_some() => self.play(word, out)?,
            _ if parse_move(word).is_some() => {
                let shown: String = arg.unwrap_or_default().chars().take(24).collect();
                send(
                    out,
                    &format!("status {word}: unexpected '{shown}' after the move; ignored it all"),
                )?;
            }
            _ => {}
        }
        Ok(Next::Continue)
    }

    fn set(
        &mut self,
        line: &str,
        what: Option<&str>,
        value: Option<&str>,
        out: &mut impl Write,
    ) -> io::Result<()> {
        match what.map(str::to_ascii_lowercase).as_deref() {
            Some("depth") => match value.map(str::parse::<u32>) {
                Some(Ok(depth)) if (1..=60).contains(&depth) => {
                    self.depth = depth;
                    send(out, &format!("set myname {NAME}{depth}"))
                }
                _ => send(out, "status set depth: expected a depth from 1 to 60"),
            },
            Some("game") => {
                let text = rest_after(line, 2);
                match read_game(text) {
                    Ok((game, pending)) => {
                        self.game = game;
                        self.pending_passes = pending;
                        Ok(())
                    }
                    Err(message) => send(out, &format!("status set game: {message}")),
                }
            }
            Some("threads") => match value.map(str::parse::<usize>) {
                Some(Ok(threads)) if (1..=MAX_THREADS).contains(&threads) => {
                    self.threads = threads;
                    Ok(())
                }
                _ => send(
                    out,
                    &format!("status set threads: expected a number from 1 to {MAX_THREADS}"),
                ),
            },
            Some("contempt") => match value.map(str::parse::<f64>) {
                Some(Ok(c)) if c.is_finite() => Ok(()),
                _ => send(out, "status set contempt: expected a number"),
            },
            _ => Ok(()),
        }
    }

    /// `move TEXT`: a move or a pass, with an optional `/eval/time` that is ignored.
    fn play(&mut self, text: &str, out: &mut impl Write) -> io::Result<()> {
        let Some(parsed) = parse_move(text) else {
            let shown: String = text.chars().take(24).collect();
            return send(out, &format!("status move: '{shown}' is not a move"));
        };
        match parsed {
            None if self.pending_passes > 0 => {
                self.pending_passes -= 1;
                Ok(())
            }
            None => {
                let message = match self.game.turn() {
                    Some(player) => format!("status cannot pass: {player} has a legal move"),
                    None => "status cannot pass: the game is over".to_string(),
                };
                send(out, &message)
            }
            Some(square) => match self.game.play(square) {
                Ok(report) => {
                    self.pending_passes = usize::from(report.opponent_passed);
                    Ok(())
                }
                Err(error) => {
                    let name = square_name(square);
                    send(out, &format!("status illegal move {name}: {error}"))
                }
            },
        }
    }

    fn go(&mut self, out: &mut impl Write) -> io::Result<()> {
        if self.pending_passes > 0 {
            return send(out, "=== PA");
        }
        if self.game.is_over() {
            return send(out, "status cannot go: the game is over");
        }
        self.start(Job::Go, out)
    }
}

pub(super) fn first_word(line: &str) -> String {
    line.split_whitespace()
        .next()
        .unwrap_or("")
        .to_ascii_lowercase()
}

/// The text of `line` after its first `words` words, without surrounding white space.
fn rest_after(line: &str, words: usize) -> &str {
    let mut rest = line.trim_start();
    for _ in 0..words {
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        rest = rest[end..].trim_start();
    }
    rest.trim_end()
}

/// `F5`, `f5/1.5/0.2` → `Some(Some(square))`; `PA` → `Some(None)`; anything else → `None`.
fn parse_move(text: &str) -> Option<Option<Square>> {
    let name = text.split('/').next().unwrap_or("");
    if name.eq_ignore_ascii_case("pa") || name.eq_ignore_ascii_case("pass") {
        return Some(None);
    }
    name.parse::<Square>().ok().map(Some)
}

/// The game of a `set game` line and the passes at its end that the text does not write.
fn read_game(text: &str) -> Result<(Game, usize), String> {
    let record = ggf::parse(text).map_err(|e| e.to_string())?;
    let game = record.to_game().map_err(|e| e.to_string())?;
    let trailing = |plies: &mut dyn Iterator<Item = Ply>| {
        plies.take_while(|p| matches!(p, Ply::Pass(_))).count()
    };
    let made = trailing(&mut game.plies().into_iter().rev());
    let written = trailing(&mut record.plies.iter().map(|p| p.ply).rev());
    Ok((game, made.saturating_sub(written)))
}
