//! Reading GGF: the properties of one game, checked one by one, then the record they make.

use crate::notation::{Excerpt, ParseError, ParseErrorKind, Places, read_cells, skip_space};
use crate::{
    Ending, GameResult, Options, Player, Ply, Record, RecordPly, RuleSet, Setup, Square, WinRule,
};
use std::cell::RefCell;

/// What the properties said, with where, until the record can be built.
#[derive(Default)]
struct Parsed {
    record: Record,
    board: Option<(usize, u8, Vec<Option<Player>>, Player)>,
    type_size: Option<(usize, u8)>,
    extension: Option<usize>,
    cols: Option<u8>,
    win_rule: WinRule,
    rules: RuleSet,
    first: Option<Player>,
    top_left: Option<Player>,
}

/// Reads the game whose `(;` is at byte `start`; returns it and the byte after its end.
pub(super) fn game_at(text: &Text<'_>, start: usize) -> Result<(Record, usize), ParseError> {
    let mut game = Parsed::default();
    let mut i = start + 2;
    loop {
        i = skip_space(text, i);
        let rest = &text[i..];
        if rest.starts_with(";)") {
            i += 2;
            break;
        }
        if rest.starts_with(')') {
            i += 1;
            break;
        }
        let name_len = rest.bytes().take_while(u8::is_ascii_alphabetic).count();
        if name_len == 0 {
            return Err(text.expected(i, "a property such as B[F5], or ';)'"));
        }
        let name = &rest[..name_len];
        if !name.bytes().all(|b| b.is_ascii_uppercase()) {
            let kind = ParseErrorKind::PropertyCase(Excerpt::new(name));
            return Err(text.error(i, kind));
        }
        i = skip_space(text, i + name_len);
        if !text[i..].starts_with('[') {
            return Err(text.expected(i, "'[' and a value"));
        }
        let value_at = i + 1;
        let end = value_end(text, value_at)?;
        game.property(text, name, value_at, end)?;
        i = end + 1;
    }
    Ok((game.finish(text, start)?, i))
}

/// The byte of the `]` that closes the value starting at `at`.
fn value_end(text: &Text<'_>, at: usize) -> Result<usize, ParseError> {
    let bytes = text.as_bytes();
    let mut ends = text.ends.borrow_mut();
    let known = |i: usize| ends.as_ref().and_then(|e| e.get(i)).copied();
    let mut i = at;
    let end = loop {
        if i >= bytes.len() {
            break OPEN;
        }
        match known(i) {
            Some(UNKNOWN) | None => {}
            Some(end) => break end,
        }
        match bytes[i] {
            b']' => break i as u32,
            b'\\' => i += 2,
            _ => i += 1,
        }
    };
    // Every byte the scan stood on ends its value where this one does.
    if let Some(ends) = ends.as_mut() {
        let mut j = at;
        while j < i.min(bytes.len()) {
            ends[j] = end;
            j += if bytes[j] == b'\\' { 2 } else { 1 };
        }
        if let Some(slot) = ends.get_mut(i) {
            *slot = end;
        }
    }
    if end != OPEN {
        return Ok(end as usize);
    }
    let kind = ParseErrorKind::EndOfText {
        expected: "']' to close the value",
    };
    Err(text.error(bytes.len(), kind))
}

/// Where no end is known yet.
const UNKNOWN: u32 = u32::MAX;
/// Where the value is never closed.
const OPEN: u32 = u32::MAX - 1;

/// A text whose games are read, with what is learnt of it on the way: the places of its
/// errors, and (for a text of many games) where the value starting at each byte ends. The
/// games of a text may overlap (a game that does not read is left at its `(;`, and the next
/// `(;` may be in its values): what one game's reading learnt is not learnt again by the
/// next, so that reading every game of a text takes time in proportion to its length, not to
/// its length times its games.
#[derive(Clone)]
pub(super) struct Text<'a> {
    places: Places<'a>,
    ends: RefCell<Option<Vec<u32>>>,
}

impl<'a> Text<'a> {
    /// A text of one game: nothing is remembered of the values.
    pub(super) fn one(text: &'a str) -> Self {
        Text {
            places: Places::new(text),
            ends: RefCell::new(None),
        }
    }

    /// A text of many games (for a text too long for the table, as [`Text::one`]).
    pub(super) fn many(text: &'a str) -> Self {
        let table = (text.len() < OPEN as usize).then(|| vec![UNKNOWN; text.len()]);
        Text {
            places: Places::new(text),
            ends: RefCell::new(table),
        }
    }
}

impl<'a> std::ops::Deref for Text<'a> {
    type Target = Places<'a>;

    fn deref(&self) -> &Places<'a> {
        &self.places
    }
}

fn unescape(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        out.push(if c == '\\' {
            chars.next().unwrap_or('\\')
        } else {
            c
        });
    }
    out
}

/// Reads a finite number, or `None` for empty text.
fn number(text: &Text<'_>, at: usize, raw: &str) -> Result<Option<f64>, ParseError> {
    let trimmed = raw.trim();
    if trimmed.is_empty() {
        return Ok(None);
    }
    let at = at + raw.len() - raw.trim_start().len();
    match trimmed.parse::<f64>() {
        Ok(x) if x.is_finite() => Ok(Some(x)),
        _ => Err(ParseError::at(
            text,
            at,
            ParseErrorKind::Expected {
                expected: "a number",
                found: Excerpt::new(trimmed),
            },
        )),
    }
}

/// Reads a size (a number from 1 to 255); errors point at `at`.
fn size(text: &Text<'_>, at: usize, raw: &str) -> Result<u8, ParseError> {
    raw.trim()
        .parse()
        .map_err(|_| text.error(at, ParseErrorKind::BadSize(Excerpt::new(raw.trim()))))
}

impl Parsed {
    fn property(
        &mut self,
        text: &Text<'_>,
        name: &str,
        at: usize,
        end: usize,
    ) -> Result<(), ParseError> {
        let raw = &text[at..end];
        match name {
            "PB" => self.record.players.black = Some(unescape(raw)),
            "PW" => self.record.players.white = Some(unescape(raw)),
            "PC" => self.record.place = Some(unescape(raw)),
            "DT" => self.record.date = Some(unescape(raw)),
            "TI" => self.record.time = Some(unescape(raw)),
            "RE" => self.record.result = result(text, at, raw)?,
            "TY" => {
                let digits: String = raw
                    .chars()
                    .skip_while(|c| !c.is_ascii_digit())
                    .take_while(char::is_ascii_digit)
                    .collect();
                self.type_size = digits.parse().ok().map(|n| (at, n));
            }
            "GM" => {
                let game = unescape(raw);
                if !game.trim().eq_ignore_ascii_case("othello") {
                    let kind = ParseErrorKind::NotOthello(Excerpt::new(game.trim()));
                    return Err(text.error(at, kind));
                }
            }
            "BO" => {
                if self.board.is_some() {
                    return Err(text.error(at, ParseErrorKind::Repeated("BO")));
                }
                let mut words = raw.split_whitespace();
                let n = words
                    .next()
                    .ok_or_else(|| text.found(end, "the board size", "]"))?;
                let n = size(text, at + raw.find(n).unwrap_or(0), n)?;
                let rest: Vec<&str> = words.collect();
                let Some((side, board)) = rest.split_last() else {
                    let expected = "the cells and the side to move";
                    return Err(text.found(end, expected, "]"));
                };
                let side_at = at + raw.rfind(side).unwrap_or(0);
                let turn = match *side {
                    "*" | "X" | "x" => Player::Black,
                    "O" | "o" => Player::White,
                    _ => {
                        let expected = "the side to move, * or O";
                        return Err(text.found(side_at, expected, side));
                    }
                };
                let mut cells = Vec::new();
                for word in board {
                    let word_at = at + (word.as_ptr() as usize - raw.as_ptr() as usize);
                    let more =
                        read_cells(word).map_err(|(i, kind)| text.error(word_at + i, kind))?;
                    cells.extend(more);
                }
                self.board = Some((at, n, cells, turn));
            }
            "XO" => {
                self.extension = Some(at);
                self.extension(text, at, raw)?;
            }
            "B" | "W" => {
                let player = if name == "B" {
                    Player::Black
                } else {
                    Player::White
                };
                self.record.plies.push(ply(text, at, raw, player)?);
            }
            // Every other property is kept as it was written, to be written back.
            _ => self.record.extra.push((name.to_owned(), unescape(raw))),
        }
        Ok(())
    }

    fn extension(&mut self, text: &Text<'_>, at: usize, raw: &str) -> Result<(), ParseError> {
        let mut offset = 0;
        for pair in raw.split(';') {
            let pair_at = at + offset;
            offset += pair.len() + 1;
            if pair.trim().is_empty() {
                continue;
            }
            let bad = || {
                let expected = "cols=, win=, rules=, first= or topleft= and its value";
                let found = Excerpt::new(pair.trim());
                text.error(pair_at, ParseErrorKind::Expected { expected, found })
            };
            let (key, value) = pair.split_once('=').ok_or_else(bad)?;
            let player = |v: &str| match v.trim().to_ascii_lowercase().as_str() {
                "black" => Ok(Player::Black),
                "white" => Ok(Player::White),
                _ => Err(bad()),
            };
            match (
                key.trim().to_ascii_lowercase().as_str(),
                value.trim().to_ascii_lowercase().as_str(),
            ) {
                ("cols", v) => self.cols = Some(size(text, pair_at, v)?),
                ("win", "most") => self.win_rule = WinRule::MostDiscs,
                ("win", "fewest") => self.win_rule = WinRule::FewestDiscs,
                ("rules", "full") => self.rules = RuleSet::Full,
                ("rules", "simple") => self.rules = RuleSet::Simple,
                ("first", _) => self.first = Some(player(value)?),
                ("topleft", _) => self.top_left = Some(player(value)?),
                _ => return Err(bad()),
            }
        }
        Ok(())
    }

    fn finish(self, text: &Text<'_>, start: usize) -> Result<Record, ParseError> {
        let mut record = self.record;
        let (size_at, rows) = match (&self.board, self.type_size) {
            (Some((at, n, _, _)), _) => (*at, *n),
            (None, Some((at, n))) => (at, n),
            (None, None) => (start, Options::default().rows),
        };
        let mut options = Options {
            rows,
            cols: self.cols.unwrap_or(rows),
            win_rule: self.win_rule,
            rules: self.rules,
            top_left: self.top_left.unwrap_or(Player::White),
            ..Options::default()
        };
        let error_at = if self.cols.is_some() {
            self.extension.unwrap_or(size_at)
        } else {
            size_at
        };
        options
            .validate()
            .map_err(|e| text.error(error_at, e.into()))?;
        record.setup = match self.board {
            Some((at, _, cells, turn)) => {
                let expected = usize::from(options.rows) * usize::from(options.cols);
                if cells.len() != expected {
                    let kind = ParseErrorKind::CellCount {
                        expected,
                        found: cells.len(),
                    };
                    return Err(text.error(at, kind));
                }
                options.first = self.first.unwrap_or(turn);
                Setup {
                    options,
                    cells,
                    turn,
                }
            }
            None => {
                options.first = self.first.unwrap_or(Player::Black);
                Setup::standard(options)
            }
        };
        Ok(record)
    }
}

/// Reads `RE`: a signed margin and an optional `:r`, `:t` or `:s`; `?` or nothing is no result.
fn result(text: &Text<'_>, at: usize, raw: &str) -> Result<Option<GameResult>, ParseError> {
    let (margin, suffix) = raw.split_once(':').unwrap_or((raw, ""));
    if margin.trim().is_empty() || margin.trim() == "?" {
        return Ok(None);
    }
    let Some(black_margin) = number(text, at, margin)? else {
        return Ok(None);
    };
    let ending = match suffix.trim().to_ascii_lowercase().as_str() {
        "" => Ending::Counted,
        "r" => Ending::Resigned,
        "t" => Ending::Timeout,
        "s" => Ending::Agreed,
        _ => {
            let suffix_at = at + margin.len() + 1;
            let expected = "r, t or s after ':'";
            return Err(text.found(suffix_at, expected, suffix.trim()));
        }
    };
    Ok(Some(GameResult {
        black_margin,
        ending,
    }))
}

/// Reads a move: `F5`, `f5/eval/seconds` or `PA`.
fn ply(text: &Text<'_>, at: usize, raw: &str, player: Player) -> Result<RecordPly, ParseError> {
    let mut fields = raw.splitn(3, '/');
    let cell = fields.next().unwrap_or("");
    let trimmed = cell.trim();
    let cell_at = at + cell.len() - cell.trim_start().len();
    let ply = if ["pa", "pass", "--"]
        .iter()
        .any(|p| trimmed.eq_ignore_ascii_case(p))
    {
        Ply::Pass(player)
    } else {
        let square: Square = trimmed
            .parse()
            .map_err(|e: crate::ParseSquareError| text.error(cell_at, e.into()))?;
        Ply::Move { player, square }
    };
    let eval_raw = fields.next().unwrap_or("");
    let eval_at = at + cell.len() + 1;
    let eval = number(text, eval_at, eval_raw)?;
    let seconds_raw = fields.next().unwrap_or("");
    let seconds = number(text, eval_at + eval_raw.len() + 1, seconds_raw)?;
    Ok(RecordPly { ply, eval, seconds })
}
