//! The core's readers as the mutation harness tries them: for each, real inputs made here
//! (GGF games and archives, transcripts, OBF lines, a binary container, WTHOR game and names
//! files) and what it must hold on any bytes. Included by `tests/hostile.rs` and by the
//! long-running tool `examples/mutate.rs`; it needs `crate::mutate` beside it.
#![allow(dead_code)]

use crate::mutate::{Check, Limits, Reader, Rng, names_line_and_column};
use othello_core::container::{ContainerError, Format, Writer};
use othello_core::notation::{ggf, obf, transcript};
use othello_core::wthor::{self, Header, WthorGame};
use othello_core::{Ending, Game, GameResult, Options, Player, Record, RuleSet, WinRule};
use std::sync::Arc;

/// A game of random legal moves on `options`' board, up to `limit` moves.
pub fn random_game(rng: &mut Rng, options: Options, limit: usize) -> Game {
    let mut game = Game::new(options).expect("valid options");
    while game.turn().is_some() && game.moves_played().len() < limit {
        let moves = game.moves().to_vec();
        game.play(rng.pick(&moves)).expect("legal");
    }
    game
}

fn options(rows: u8, cols: u8) -> Options {
    Options {
        rows,
        cols,
        ..Options::default()
    }
}

/// Records on several boards with names, results, evaluations and times.
pub fn records() -> Vec<Record> {
    let mut rng = Rng::new(65);
    let boards = [
        options(8, 8),
        options(6, 6),
        Options {
            first: Player::White,
            win_rule: WinRule::FewestDiscs,
            rules: RuleSet::Simple,
            ..options(10, 8)
        },
        options(4, 4),
    ];
    let mut records = Vec::new();
    for (i, &board) in boards.iter().enumerate() {
        let game = random_game(&mut rng, board, if i == 0 { 100 } else { 20 });
        let mut record = Record::from_game(&game);
        for (n, ply) in record.plies.iter_mut().enumerate() {
            if n % 3 == 0 {
                ply.eval = Some(n as f64 - 7.5);
            }
            if n % 4 == 1 {
                ply.seconds = Some(0.25 * n as f64);
            }
        }
        record.players.black = Some(format!("ant{i}"));
        record.players.white = Some("bee [x]\\".to_owned());
        record.place = Some("GGS/os".to_owned());
        record.date = Some("2003.11.03_12:19:46.MET".to_owned());
        record.time = Some("05:00//02:00".to_owned());
        record.extra = vec![("KM".to_owned(), "0".to_owned())];
        record.result = Some(GameResult {
            black_margin: 12.0 - 4.0 * i as f64,
            ending: [Ending::Counted, Ending::Resigned][i % 2],
        });
        records.push(record);
    }
    records
}

/// GGF text: each game alone, and an archive of them with words between.
pub fn ggf_texts() -> Vec<Vec<u8>> {
    let games: Vec<String> = records().iter().map(ggf::write).collect();
    let mut texts: Vec<Vec<u8>> = games.iter().map(|g| g.clone().into_bytes()).collect();
    texts.push(
        "(;GM[Othello]PC[GGS/os]DT[2003.11.03]PB[ant]PW[bee]RE[+12.000]TI[05:00//02:00]\
         TY[8]BO[8 ---------------------------O*------*O--------------------------- *]\
         B[F5]W[D6/-1.5/0.2]B[C3//3.1]W[PA];)"
            .into(),
    );
    texts.push(
        format!(
            "an archive\n{}\nbetween\n{}\n\n{}\n",
            games[0], games[1], games[2]
        )
        .into(),
    );
    texts
}

/// Transcripts: bare moves, with a header, with a position line.
pub fn transcripts() -> Vec<Vec<u8>> {
    let mut texts = Vec::new();
    for record in records() {
        texts.push(transcript::write(&record).into_bytes());
        let game = record.to_game().expect("replays");
        texts.push(transcript::to_text(&game).into_bytes());
        let moves: String = game.moves_played().iter().map(|s| s.to_string()).collect();
        texts.push(moves.into_bytes());
    }
    texts.push(b"f5 d6 c3 d3 c4 pass f4".to_vec());
    texts
}

/// OBF lines: FFO-style positions with scored moves, on 8×8 and smaller boards.
pub fn obf_lines() -> Vec<Vec<u8>> {
    let mut lines = vec![
        b"O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; C7:+36; D8:+34;"
            .to_vec(),
        b"--OOO-------XX-OOOOOOXOO-OOOOXOOX-OOOXXO---OOXOO---OOOXO--OOOO-- X; G2:+6; A4:+0; C6:-2;\n\
          # a comment\n\
          -OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X; H4:+0; H3:-2;"
            .to_vec(),
        b"------------O*------*O------------ O".to_vec(),
    ];
    let mut rng = Rng::new(40);
    for board in [options(8, 8), options(6, 6)] {
        let game = random_game(&mut rng, board, 12);
        let position = obf::ObfPosition {
            setup: game.position(),
            scores: Vec::new(),
        };
        lines.push(obf::write(&position).into_bytes());
    }
    lines
}

/// A format for the container's own test: fields of every width, a length-prefixed part.
pub static NOTES: Format = Format {
    magic: *b"NOTES\0\0\0",
    versions: 1..=2,
    name: "notes file",
    a_name: "a notes file",
};

/// A notes file: a count, then that many records of a length and bytes, then numbers.
pub fn notes() -> Vec<u8> {
    let mut w = Writer::new(&NOTES);
    let records: [&[u8]; 3] = [b"f5d6c3", b"", b"d3c4f4f3"];
    w.u32(records.len() as u32);
    for r in records {
        w.u16(r.len() as u16);
        w.bytes(r);
    }
    w.u64(0x0123_4567_89ab_cdef);
    w.i16(-640);
    w.f32(0.5);
    w.finish()
}

/// Reads a notes file as a format's reader does: counts and lengths from the file, every field
/// checked.
pub fn read_notes(bytes: &[u8]) -> Result<Vec<Vec<u8>>, ContainerError> {
    let (_, mut r) = NOTES.open(bytes)?;
    let count = r.u32()?;
    let mut records = Vec::new();
    for _ in 0..count {
        let len = usize::from(r.u16()?);
        let mut part = r.part(len)?;
        records.push(part.take(len)?.to_vec());
    }
    r.u64()?;
    r.i16()?;
    r.f32()?;
    Ok(records)
}

/// A WTHOR game file of random games, and its players' and tournaments' names.
pub fn wthor_files() -> (Vec<u8>, Vec<u8>, Vec<u8>) {
    let mut rng = Rng::new(77);
    let games: Vec<WthorGame> = (0..6u16)
        .map(|i| {
            let game = random_game(&mut rng, Options::default(), 60);
            WthorGame {
                tournament: i % 2,
                black: i,
                white: 5 - i,
                black_discs: game.counts().black as u8,
                theoretical: 32,
                moves: game.moves_played(),
            }
        })
        .collect();
    let players: Vec<String> = (0..6).map(|i| format!("Joueur {i} é")).collect();
    let tournaments = vec!["Open de Paris".to_owned(), "Coupe".to_owned()];
    (
        wthor::write_games(&Header::games(2024, 22), &games),
        wthor::write_names(&players, wthor::PLAYER_NAME_BYTES),
        wthor::write_names(&tournaments, wthor::TOURNAMENT_NAME_BYTES),
    )
}

fn text(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    String::from_utf8_lossy(bytes)
}

/// A GGF record read back from what it writes, unchanged.
fn writes_back(record: &Record) -> Result<(), String> {
    let written = ggf::write(record);
    match ggf::parse(&written) {
        Ok(again) if again == *record => Ok(()),
        Ok(again) => Err(format!(
            "read, written and read again it changed: {again:?}"
        )),
        Err(e) => Err(format!("what it wrote does not read: {e}")),
    }
}

fn reader(name: &'static str, originals: Vec<Vec<u8>>, check: Arc<Check>) -> Reader {
    Reader {
        name,
        originals,
        limits: Limits::default(),
        check,
    }
}

/// A reader of a text of many games: every `(;` (two bytes) may start a game that does not
/// read, each listed with its error (about 130 bytes with its quote), so the memory allowed is
/// more to the byte than for one game.
fn archive_reader(name: &'static str, originals: Vec<Vec<u8>>, check: Arc<Check>) -> Reader {
    let limits = Limits {
        per_input_byte: 160,
        ..Limits::default()
    };
    Reader {
        limits,
        ..reader(name, originals, check)
    }
}

/// Every reader of the core, with its inputs and its promises.
pub fn readers() -> Vec<Reader> {
    let (games, players, tournaments) = wthor_files();
    vec![
        reader(
            "ggf::parse",
            ggf_texts(),
            Arc::new(|bytes| match ggf::parse(&text(bytes)) {
                Ok(record) => {
                    let _ = record.to_game();
                    writes_back(&record)
                }
                Err(e) => names_line_and_column(&e.to_string()),
            }),
        ),
        archive_reader(
            "ggf::parse_all",
            ggf_texts(),
            Arc::new(|bytes| {
                let text = text(bytes);
                let located = ggf::locate_all(&text);
                let mut read = 0;
                for (game, place) in ggf::parse_all(&text).zip(&located) {
                    read += 1;
                    match (&game, place) {
                        (Ok(_), Ok(range)) if text.get(range.clone()).is_some() => {}
                        (Err(e), Err(same)) if e == same => names_line_and_column(&e.to_string())?,
                        _ => return Err(format!("read {game:?} where located {place:?}")),
                    }
                }
                if read != located.len() || ggf::parse_all(&text).nth(read).is_some() {
                    return Err(format!("{read} games read, {} located", located.len()));
                }
                Ok(())
            }),
        ),
        archive_reader(
            "ggf::splice",
            ggf_texts(),
            Arc::new(|bytes| {
                let text = text(bytes);
                let games = ggf::locate_all(&text);
                let new = "(;GM[Othello]PB[Eve]B[E6];)";
                for place in [ggf::Place::Replace(0), ggf::Place::Append] {
                    match ggf::splice(&text, games.len(), place, new) {
                        Ok(out) => {
                            let count = ggf::locate_all(&out).len();
                            let expected = games.len() + usize::from(place == ggf::Place::Append);
                            // A game cut short before the new one may swallow it.
                            if count > expected {
                                return Err(format!("{count} games after, {expected} expected"));
                            }
                            // Every byte but the replaced game's is kept, in its place: the
                            // text before the new game and the text after it.
                            let (before, after) = match place {
                                ggf::Place::Replace(_) => match &games[0] {
                                    Ok(range) => (&text[..range.start], &text[range.end..]),
                                    Err(e) => return Err(format!("replaced a game that is {e}")),
                                },
                                ggf::Place::Append => {
                                    let end = text.trim_end().len();
                                    (&text[..end], &text[end..])
                                }
                            };
                            let Some(middle) = out
                                .strip_prefix(before)
                                .and_then(|rest| rest.strip_suffix(after))
                            else {
                                return Err(format!("{place:?} changed the other bytes"));
                            };
                            if middle.trim() != new {
                                return Err(format!("{place:?} wrote {middle:?} for the game"));
                            }
                        }
                        Err(e) => {
                            let _ = e.to_string();
                        }
                    }
                }
                Ok(())
            }),
        ),
        reader(
            "transcript::parse",
            transcripts(),
            Arc::new(
                |bytes| match transcript::parse(&text(bytes), Options::default()) {
                    Ok(parsed) => {
                        if let Ok(record) = parsed.to_record() {
                            let _ = record.to_game();
                        }
                        Ok(())
                    }
                    Err(e) => names_line_and_column(&e.to_string()),
                },
            ),
        ),
        reader(
            "obf::parse",
            obf_lines(),
            Arc::new(|bytes| {
                let text = text(bytes);
                for line in text.lines() {
                    for parsed in [obf::parse_inferred(line), obf::parse(line, options(6, 6))] {
                        if let Err(e) = parsed {
                            names_line_and_column(&e.to_string())?;
                        }
                    }
                }
                for parsed in obf::parse_all(&text, None) {
                    if let Err(e) = parsed {
                        names_line_and_column(&e.to_string())?;
                    }
                }
                Ok(())
            }),
        ),
        reader(
            "container",
            vec![notes()],
            Arc::new(|bytes| {
                // The checksum made right again, so that the fields are read.
                let mut fixed = bytes.to_vec();
                if fixed.len() >= 20 {
                    let end = fixed.len() - 8;
                    let sum = othello_core::container::fnv1a(&fixed[..end]);
                    fixed[end..].copy_from_slice(&sum.to_le_bytes());
                }
                for bytes in [bytes, &fixed[..]] {
                    if let Err(e) = read_notes(bytes) {
                        let text = e.to_string();
                        if !text.contains("notes file") {
                            return Err(format!("the error does not name the file: {text}"));
                        }
                    }
                }
                Ok(())
            }),
        ),
        reader(
            "wthor::read_games",
            vec![games],
            Arc::new(|bytes| {
                if let Ok(file) = wthor::read_games(bytes) {
                    let count = file.games.len() + file.damaged.len();
                    if count != file.header.games as usize {
                        return Err(format!("{count} games of {}", file.header.games));
                    }
                    for damaged in &file.damaged {
                        if damaged.index >= count || damaged.error.to_string().is_empty() {
                            return Err(format!("damaged game badly named: {damaged:?}"));
                        }
                    }
                }
                Ok(())
            }),
        ),
        reader(
            "wthor::read_names",
            vec![players, tournaments],
            Arc::new(|bytes| {
                for width in [wthor::PLAYER_NAME_BYTES, wthor::TOURNAMENT_NAME_BYTES] {
                    if let Ok(names) = wthor::read_names(bytes, width)
                        && names.iter().any(|n| n.chars().count() > width)
                    {
                        return Err("a name longer than its field".to_owned());
                    }
                }
                Ok(())
            }),
        ),
    ]
}
