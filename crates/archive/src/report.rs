//! What `othello-archive` prints: the position a transcript reaches, and the answers as text
//! for people or as JSON for scripts.

use crate::query::{Answer, Query};
use crate::source::Database;
use othello_core::notation::transcript;
use othello_core::{Game, Options};
use std::fmt::Write;

/// The position after the moves of `text` from the standard 8×8 start (passes settled by the
/// rules; no moves at all is the start).
///
/// # Errors
/// Why the text is not a game on the standard board, in words.
pub fn position(text: &str) -> Result<Query, String> {
    let standard = Options::default();
    if text.trim().is_empty() {
        let game = Game::new(standard).map_err(|e| e.to_string())?;
        return Ok(Query::of(&game));
    }
    let parsed = transcript::parse(text, standard).map_err(|e| e.to_string())?;
    if parsed.setup != othello_core::Setup::standard(standard) {
        return Err("the game database holds games from the standard 8×8 start only".into());
    }
    let game = parsed.to_game().map_err(|e| e.to_string())?;
    Ok(Query::of(&game))
}

/// `text` as a JSON string.
fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The statistics as one JSON object: `{"games": N, "moves": [{"move": "f4", "games": n,
/// "black_wins": w, "draws": d, "white_wins": l, "black_score": mean}, ...]}`.
pub fn stats_json(answer: &Answer) -> String {
    let moves: Vec<String> = answer
        .moves
        .iter()
        .filter_map(|m| {
            let square = m.square?;
            Some(format!(
                "{{\"move\": \"{square}\", \"games\": {}, \"black_wins\": {}, \"draws\": {}, \"white_wins\": {}, \"black_score\": {:.2}}}",
                m.games,
                m.black_wins,
                m.draws,
                m.white_wins,
                m.black_score()
            ))
        })
        .collect();
    format!(
        "{{\"games\": {}, \"moves\": [{}]}}",
        answer.all.games,
        moves.join(", ")
    )
}

/// The statistics as a table.
pub fn stats_text(answer: &Answer) -> String {
    let mut out = String::new();
    let all = &answer.all;
    let _ = writeln!(
        out,
        "{} games reached the position; Black won {}, drew {}, lost {}; Black's mean score {:.1}",
        all.games,
        all.black_wins,
        all.draws,
        all.white_wins,
        all.black_score()
    );
    if answer.moves.is_empty() {
        return out;
    }
    let _ = writeln!(
        out,
        "{:<5} {:>8} {:>7} {:>7} {:>7} {:>7} {:>8}",
        "move", "games", "share", "Black", "draws", "White", "score"
    );
    for m in &answer.moves {
        let Some(square) = m.square else {
            continue;
        };
        let share = 100.0 * f64::from(m.games) / f64::from(all.games.max(1));
        let _ = writeln!(
            out,
            "{:<5} {:>8} {:>6.1}% {:>7} {:>7} {:>7} {:>8.1}",
            square.to_string(),
            m.games,
            share,
            m.black_wins,
            m.draws,
            m.white_wins,
            m.black_score()
        );
    }
    out
}

/// The first `limit` games of `answer` (newest first) as a JSON array of objects with the
/// year, the tournament, the players, Black's discs and the moves.
pub fn games_json(database: &Database, answer: &Answer, limit: usize) -> String {
    let games: Vec<String> = answer
        .games
        .iter()
        .take(limit)
        .map(|&g| {
            let game = &database.games[g as usize];
            let moves: String = game.record.moves.iter().map(|m| m.to_string()).collect();
            format!(
                "{{\"year\": {}, \"tournament\": {}, \"black\": {}, \"white\": {}, \"black_discs\": {}, \"moves\": {}}}",
                game.year,
                json_string(&database.tournament(game)),
                json_string(&database.black(game)),
                json_string(&database.white(game)),
                game.record.black_discs,
                json_string(&moves)
            )
        })
        .collect();
    format!(
        "{{\"games\": {}, \"listed\": [{}]}}",
        answer.all.games,
        games.join(", ")
    )
}

/// The first `limit` games of `answer` (newest first), a line each.
pub fn games_text(database: &Database, answer: &Answer, limit: usize) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} games reached the position{}",
        answer.all.games,
        if answer.games.len() > limit {
            format!(", the newest {limit}:")
        } else {
            ":".into()
        }
    );
    for &g in answer.games.iter().take(limit) {
        let game = &database.games[g as usize];
        let discs = game.record.black_discs;
        let _ = writeln!(
            out,
            "{}  {:<26}  {:<20} {:>2}-{:<2} {}",
            game.year,
            database.tournament(game),
            database.black(game),
            discs,
            64u8.saturating_sub(discs),
            database.white(game)
        );
    }
    out
}
