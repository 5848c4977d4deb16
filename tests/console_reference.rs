//! The console checked against a second, deliberately plain implementation of the protocol.
//!
//! `Reference` below knows nothing of the core: a board of characters, legal moves found by
//! walking the eight directions (or, in the simple rules, by looking at the eight neighbours),
//! and the protocol's printing written out again. Random sessions (random sizes, options, both
//! rule sets, invalid and malformed move lines, CRLF and tabs, input cut short) must give the
//! same transcript from both, line for line; so must every golden transcript in
//! `tests/data/console/`.
//!
//! The golden transcripts themselves were made by `write_golden_candidates` (ignored; run it
//! with `CONSOLE_GOLDEN_OUT=dir cargo test --test console_reference -- --ignored`), which plays
//! random games through `Reference` until one has the feature a file is meant to show.

use othello_cli::console::{self, ConsoleError};
use othello_core::RuleSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The eight directions as (row step, column step).
const DIRECTIONS: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

fn other(player: char) -> char {
    if player == 'B' { 'W' } else { 'B' }
}

/// A plain Othello board with the protocol's rules for turns, passes and the winner.
#[derive(Clone, Debug)]
struct Reference {
    cells: Vec<Vec<char>>,
    turn: Option<char>,
    simple: bool,
    fewest_wins: bool,
    passes: usize,
}

impl Reference {
    fn new(
        rows: usize,
        cols: usize,
        first: char,
        top_left: char,
        fewest_wins: bool,
        simple: bool,
    ) -> Self {
        let mut cells = vec![vec!['.'; cols]; rows];
        let (r, c) = (rows / 2 - 1, cols / 2 - 1);
        cells[r][c] = top_left;
        cells[r + 1][c + 1] = top_left;
        cells[r][c + 1] = other(top_left);
        cells[r + 1][c] = other(top_left);
        let mut game = Reference {
            cells,
            turn: None,
            simple,
            fewest_wins,
            passes: 0,
        };
        game.turn = if game.can_move(first) {
            Some(first)
        } else if game.can_move(other(first)) {
            Some(other(first))
        } else {
            None
        };
        game
    }

    fn rows(&self) -> usize {
        self.cells.len()
    }

    fn cols(&self) -> usize {
        self.cells[0].len()
    }

    fn at(&self, r: i32, c: i32) -> Option<char> {
        if r < 0 || c < 0 || r as usize >= self.rows() || c as usize >= self.cols() {
            None
        } else {
            Some(self.cells[r as usize][c as usize])
        }
    }

    /// The discs `player` would flip by playing on the empty cell (r, c); empty if illegal.
    fn flips(&self, player: char, r: usize, c: usize) -> Vec<(usize, usize)> {
        let mut flips = Vec::new();
        if self.cells[r][c] != '.' {
            return flips;
        }
        for (dr, dc) in DIRECTIONS {
            let (mut rr, mut cc) = (r as i32 + dr, c as i32 + dc);
            if self.simple {
                if self.at(rr, cc) == Some(other(player)) {
                    flips.push((rr as usize, cc as usize));
                }
                continue;
            }
            let mut line = Vec::new();
            while self.at(rr, cc) == Some(other(player)) {
                line.push((rr as usize, cc as usize));
                rr += dr;
                cc += dc;
            }
            if self.at(rr, cc) == Some(player) {
                flips.extend(line);
            }
        }
        flips
    }

    fn legal_moves(&self, player: char) -> Vec<(usize, usize)> {
        let mut moves = Vec::new();
        for r in 0..self.rows() {
            for c in 0..self.cols() {
                if !self.flips(player, r, c).is_empty() {
                    moves.push((r, c));
                }
            }
        }
        moves
    }

    fn can_move(&self, player: char) -> bool {
        (0..self.rows()).any(|r| (0..self.cols()).any(|c| !self.flips(player, r, c).is_empty()))
    }

    /// Plays (r, c) for the player to move if it is legal; false otherwise.
    fn play(&mut self, r: usize, c: usize) -> bool {
        let Some(player) = self.turn else {
            return false;
        };
        let flips = self.flips(player, r, c);
        if flips.is_empty() {
            return false;
        }
        self.cells[r][c] = player;
        for (fr, fc) in flips {
            self.cells[fr][fc] = player;
        }
        self.turn = if self.can_move(other(player)) {
            Some(other(player))
        } else if self.can_move(player) {
            self.passes += 1;
            Some(player)
        } else {
            None
        };
        true
    }

    fn count(&self, player: char) -> usize {
        self.cells
            .iter()
            .flatten()
            .filter(|&&c| c == player)
            .count()
    }

    fn winner(&self) -> &'static str {
        let (b, w) = (self.count('B'), self.count('W'));
        if b == w {
            "NONE"
        } else if (b > w) != self.fewest_wins {
            "B"
        } else {
            "W"
        }
    }

    fn print(&self, out: &mut String) {
        writeln!(out, "B: {}  W: {}", self.count('B'), self.count('W')).unwrap();
        for row in &self.cells {
            let mut line = String::new();
            for (i, cell) in row.iter().enumerate() {
                if i > 0 {
                    line.push(' ');
                }
                line.push(*cell);
            }
            writeln!(out, "{line}").unwrap();
        }
        match self.turn {
            Some(p) => writeln!(out, "TURN: {p}").unwrap(),
            None => writeln!(out, "WINNER: {}", self.winner()).unwrap(),
        }
    }
}

/// How a session ends, as the reference sees it.
#[derive(Debug, PartialEq, Eq)]
enum Ending {
    Finished,
    Unfinished,
    BadOptions,
}

/// Parses a non-negative decimal number; anything over 9 digits (after leading zeros) is
/// mapped to `u64::MAX`, which no board reaches.
fn number(token: &str) -> Option<u64> {
    if token.is_empty() || !token.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let digits = token.trim_start_matches('0');
    if digits.len() > 9 {
        return Some(u64::MAX);
    }
    Some(digits.parse().unwrap_or(0))
}

/// The transcript the protocol prescribes for `input`, and the final state if the options were
/// good.
fn reference_session(simple: bool, input: &[u8]) -> (String, Ending, Option<Reference>) {
    let mut lines: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
    if lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    let mut lines = lines
        .into_iter()
        .map(|l| std::str::from_utf8(l).map(str::trim));
    let mut out = String::from(if simple { "SIMPLE\n" } else { "FULL\n" });
    let mut option = || match lines.next() {
        Some(Ok(text)) => Some(text),
        _ => None,
    };
    let size = |t: Option<&str>| {
        t.and_then(number)
            .filter(|n| (4..=16).contains(n) && n % 2 == 0)
    };
    let player = |t: Option<&str>| match t {
        Some("B" | "b") => Some('B'),
        Some("W" | "w") => Some('W'),
        _ => None,
    };
    let Some(rows) = size(option()) else {
        return (out, Ending::BadOptions, None);
    };
    let Some(cols) = size(option()) else {
        return (out, Ending::BadOptions, None);
    };
    let Some(first) = player(option()) else {
        return (out, Ending::BadOptions, None);
    };
    let Some(top_left) = player(option()) else {
        return (out, Ending::BadOptions, None);
    };
    let fewest = match option() {
        Some(">") => false,
        Some("<") => true,
        _ => return (out, Ending::BadOptions, None),
    };
    let mut game = Reference::new(
        rows as usize,
        cols as usize,
        first,
        top_left,
        fewest,
        simple,
    );
    game.print(&mut out);
    while game.turn.is_some() {
        let Some(line) = lines.next() else {
            return (out, Ending::Unfinished, Some(game));
        };
        let tokens: Vec<&str> = line
            .map(|l| l.split_whitespace().collect())
            .unwrap_or_default();
        let cell = match tokens[..] {
            [r, c] => number(r).zip(number(c)),
            _ => None,
        };
        let valid = match cell {
            Some((r, c)) if (1..=rows).contains(&r) && (1..=cols).contains(&c) => {
                game.play(r as usize - 1, c as usize - 1)
            }
            _ => false,
        };
        out.push_str(if valid { "VALID\n" } else { "INVALID\n" });
        if valid {
            game.print(&mut out);
        }
    }
    (out, Ending::Finished, Some(game))
}

/// The console's transcript and ending for `input`, in-process.
fn console_session(rules: RuleSet, input: &[u8]) -> (String, Ending) {
    let mut output = Vec::new();
    let result = console::run(rules, input, &mut output);
    let text = String::from_utf8(output).expect("the console prints UTF-8");
    let ending = match result {
        Ok(game) => {
            assert!(game.is_over());
            Ending::Finished
        }
        Err(ConsoleError::Unfinished { .. }) => Ending::Unfinished,
        Err(
            ConsoleError::BadOption { .. }
            | ConsoleError::BadSize { .. }
            | ConsoleError::MissingOption { .. },
        ) => Ending::BadOptions,
        Err(other) => panic!("unexpected error: {other}"),
    };
    (text, ending)
}

/// Asserts two transcripts are equal, pointing at the first line that differs.
fn assert_same_transcript(actual: &str, expected: &str, what: &str) {
    if actual == expected {
        return;
    }
    let (a, e): (Vec<_>, Vec<_>) = (actual.lines().collect(), expected.lines().collect());
    let at = a.iter().zip(&e).take_while(|(x, y)| x == y).count();
    panic!(
        "{what}: transcripts differ at line {} (console {:?}, reference {:?}); lengths {} and {}",
        at + 1,
        a.get(at),
        e.get(at),
        actual.len(),
        expected.len()
    );
}

/// splitmix64: a small, well-mixed generator so the random sessions are reproducible.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// What the random session generator may do.
#[derive(Clone, Copy)]
struct Style {
    /// Percentage of move lines that are not a legal move.
    junk: usize,
    /// Spaces, tabs, CRLF and lower-case letters.
    decorate: bool,
}

/// Options for a random session: `None` fields are chosen at random.
#[derive(Clone, Copy, Default)]
struct Setup {
    rows: Option<usize>,
    cols: Option<usize>,
    first: Option<char>,
    top_left: Option<char>,
    fewest_wins: Option<bool>,
    simple: Option<bool>,
}

/// Writes one input line, decorated at random if the style says so.
fn push_line(rng: &mut Rng, style: Style, input: &mut Vec<u8>, text: &str) {
    if style.decorate && rng.chance(40) {
        let pads: [&str; 4] = [" ", "\t", "  ", " \t "];
        let pad = *rng.pick(&pads);
        let text = text.replace(' ', pad);
        let (before, after) = (*rng.pick(&pads), *rng.pick(&pads));
        input.extend_from_slice(format!("{before}{text}{after}").as_bytes());
    } else {
        input.extend_from_slice(text.as_bytes());
    }
    let ending: &[u8] = if style.decorate && rng.chance(30) {
        b"\r\n"
    } else {
        b"\n"
    };
    input.extend_from_slice(ending);
}

/// A line that is not a legal move in `game` (off the board, occupied, illegal, malformed).
fn junk_move(rng: &mut Rng, game: &Reference) -> Vec<u8> {
    let (rows, cols) = (game.rows(), game.cols());
    let player = game.turn.unwrap_or('B');
    match rng.below(12) {
        0 => format!("0 {}", rng.below(cols) + 1).into_bytes(),
        1 => format!("{} {}", rows + 1 + rng.below(300), rng.below(cols) + 1).into_bytes(),
        2 => format!("{} {}", rng.below(rows) + 1, cols + 1 + rng.below(3)).into_bytes(),
        3 => {
            let occupied: Vec<_> = (0..rows)
                .flat_map(|r| (0..cols).map(move |c| (r, c)))
                .filter(|&(r, c)| game.cells[r][c] != '.')
                .collect();
            let (r, c) = rng.pick(&occupied);
            format!("{} {}", r + 1, c + 1).into_bytes()
        }
        4 => {
            let illegal: Vec<_> = (0..rows)
                .flat_map(|r| (0..cols).map(move |c| (r, c)))
                .filter(|&(r, c)| game.cells[r][c] == '.' && game.flips(player, r, c).is_empty())
                .collect();
            match illegal.is_empty() {
                true => b"x y".to_vec(),
                false => {
                    let (r, c) = rng.pick(&illegal);
                    format!("{} {}", r + 1, c + 1).into_bytes()
                }
            }
        }
        5 => rng
            .pick(&[
                "", "x y", "3", "1 2 3", "-1 2", "+1 2", "1,2", "c4", "B", ">",
            ])
            .as_bytes()
            .to_vec(),
        6 => b"99999999999999999999 1".to_vec(),
        7 => b"\xff\xfe 1".to_vec(),
        8 => format!("{} {}", rng.below(rows) + 1, u64::MAX).into_bytes(),
        9 => format!("0{} 0{}", rng.below(rows) + 1, rng.below(cols) + 1).into_bytes(),
        10 => "\u{00e9} 1".as_bytes().to_vec(),
        _ => format!("{}  {} ", rng.below(rows) + 1, rng.below(cols) + 1).into_bytes(),
    }
}

/// Plays a random session through `Reference`: returns the rule set and the input bytes. The
/// game is played to the end unless `cut` is set, in which case the input stops at a random
/// move; after a finished game there may be extra lines, which must not be read.
fn random_input(rng: &mut Rng, setup: Setup, style: Style, cut: bool) -> (bool, Vec<u8>) {
    let size = |rng: &mut Rng| 2 * (2 + rng.below(7));
    let letter = |rng: &mut Rng| *rng.pick(&['B', 'W']);
    let rows = setup.rows.unwrap_or_else(|| size(rng));
    let cols = setup.cols.unwrap_or_else(|| size(rng));
    let first = setup.first.unwrap_or_else(|| letter(rng));
    let top_left = setup.top_left.unwrap_or_else(|| letter(rng));
    let fewest = setup.fewest_wins.unwrap_or_else(|| rng.chance(50));
    let simple = setup.simple.unwrap_or_else(|| rng.chance(40));
    let mut input = Vec::new();
    let case = |rng: &mut Rng, c: char| {
        if style.decorate && rng.chance(50) {
            c.to_ascii_lowercase()
        } else {
            c
        }
    };
    for text in [
        rows.to_string(),
        cols.to_string(),
        case(rng, first).to_string(),
        case(rng, top_left).to_string(),
        if fewest { "<" } else { ">" }.to_string(),
    ] {
        push_line(rng, style, &mut input, &text);
    }
    let mut game = Reference::new(rows, cols, first, top_left, fewest, simple);
    let stop_after = if cut {
        Some(rng.below(rows * cols))
    } else {
        None
    };
    let mut moves = 0;
    while let Some(player) = game.turn {
        if stop_after == Some(moves) {
            return (simple, input);
        }
        if rng.chance(style.junk) {
            let line = junk_move(rng, &game);
            input.extend_from_slice(&line);
            input.push(b'\n');
            continue;
        }
        let legal = game.legal_moves(player);
        let (r, c) = *rng.pick(&legal);
        push_line(rng, style, &mut input, &format!("{} {}", r + 1, c + 1));
        assert!(game.play(r, c));
        moves += 1;
    }
    if rng.chance(20) {
        input.extend_from_slice(b"1 1\nnot read\n");
    }
    (simple, input)
}

fn rules(simple: bool) -> RuleSet {
    if simple {
        RuleSet::Simple
    } else {
        RuleSet::Full
    }
}

#[test]
fn random_sessions_match_the_reference() {
    let mut rng = Rng(0x00DD_BA11_5EED);
    let mut endings = [0usize; 3];
    let mut passes = 0;
    for round in 0..300 {
        let style = Style {
            junk: *rng.pick(&[0, 5, 25]),
            decorate: rng.chance(30),
        };
        let cut = rng.chance(15);
        let (simple, input) = random_input(&mut rng, Setup::default(), style, cut);
        let (expected, ending, game) = reference_session(simple, &input);
        let (actual, console_ending) = console_session(rules(simple), &input);
        let what = format!("round {round}, input {:?}", String::from_utf8_lossy(&input));
        assert_same_transcript(&actual, &expected, &what);
        assert_eq!(console_ending, ending, "{what}");
        endings[ending as usize] += 1;
        passes += game.map_or(0, |g| g.passes);
    }
    // The sample really covers finished and unfinished games, and passes.
    assert!(endings[Ending::Finished as usize] > 200, "{endings:?}");
    assert!(endings[Ending::Unfinished as usize] > 20, "{endings:?}");
    assert!(passes > 10, "{passes} passes");
}

#[test]
fn bad_option_lines_stop_after_the_header_in_both() {
    let mut rng = Rng(42);
    let bad = [
        "3",
        "7",
        "18",
        "0",
        "2",
        "x",
        "",
        "-4",
        "+8",
        "8.0",
        "99999999999999999999",
        "BW",
        "X",
        "=",
        "> <",
        "\u{00ff}",
    ];
    for _ in 0..200 {
        let style = Style {
            junk: 0,
            decorate: rng.chance(50),
        };
        let (simple, mut input) = random_input(&mut rng, Setup::default(), style, false);
        // Replace one of the five option lines with a bad value, or cut the options short.
        let lines: Vec<Vec<u8>> = input.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect();
        let at = rng.below(5);
        let mut broken: Vec<Vec<u8>> = lines[..at].to_vec();
        if rng.chance(20) {
            input = broken.join(&b'\n');
            if at > 0 {
                input.push(b'\n');
            }
        } else {
            broken.push(rng.pick(&bad).as_bytes().to_vec());
            broken.extend(lines[5..].iter().cloned());
            input = broken.join(&b'\n');
        }
        let (expected, ending, _) = reference_session(simple, &input);
        let (actual, console_ending) = console_session(rules(simple), &input);
        let what = format!("input {:?}", String::from_utf8_lossy(&input));
        // Every value in `bad` is wrong for every option line.
        assert_eq!(ending, Ending::BadOptions, "{what}");
        assert_eq!(expected, if simple { "SIMPLE\n" } else { "FULL\n" });
        assert_same_transcript(&actual, &expected, &what);
        assert_eq!(console_ending, ending, "{what}");
    }
}

/// The directory of the golden transcripts.
fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/console")
}

#[test]
fn golden_transcripts_match_the_reference() {
    let mut checked = 0;
    for entry in std::fs::read_dir(golden_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "in") {
            continue;
        }
        let input = std::fs::read(&path).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
        let simple = expected.starts_with("SIMPLE\n");
        let (reference, ending, _) = reference_session(simple, &input);
        assert_same_transcript(&expected, &reference, &path.display().to_string());
        assert_eq!(ending, Ending::Finished, "{}", path.display());
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} golden transcripts");
}

/// One golden transcript to look for: options, input style and the feature it must show.
struct Wanted {
    name: &'static str,
    setup: Setup,
    style: Style,
    feature: fn(&Reference) -> bool,
}

fn sizes(rows: usize, cols: usize) -> Setup {
    Setup {
        rows: Some(rows),
        cols: Some(cols),
        ..Setup::default()
    }
}

/// Writes candidate golden transcripts to `$CONSOLE_GOLDEN_OUT`. They are candidates only: each
/// is checked against the reference by the test above, by the console tests, and the key
/// positions by hand before it is added to `tests/data/console/`.
#[test]
#[ignore = "writes files; run by hand to make new golden transcripts"]
fn write_golden_candidates() {
    let out = PathBuf::from(std::env::var("CONSOLE_GOLDEN_OUT").expect("set CONSOLE_GOLDEN_OUT"));
    std::fs::create_dir_all(&out).unwrap();
    let plain = Style {
        junk: 4,
        decorate: false,
    };
    let full = |setup: Setup| Setup {
        simple: Some(false),
        ..setup
    };
    let simple = |setup: Setup| Setup {
        simple: Some(true),
        ..setup
    };
    let tie = |g: &Reference| g.count('B') == g.count('W');
    let wanted = [
        Wanted {
            name: "full_4x4_pass_and_empty_cells",
            setup: full(Setup {
                fewest_wins: Some(false),
                ..sizes(4, 4)
            }),
            style: plain,
            feature: |g| g.passes > 0 && g.count('.') > 0,
        },
        Wanted {
            name: "full_6x6_wipeout",
            setup: full(sizes(6, 6)),
            style: plain,
            feature: |g| g.count('B') == 0 || g.count('W') == 0,
        },
        Wanted {
            name: "full_4x6_tie_most_wins",
            setup: full(Setup {
                fewest_wins: Some(false),
                ..sizes(4, 6)
            }),
            style: plain,
            feature: tie,
        },
        Wanted {
            name: "full_6x4_tie_fewest_wins",
            setup: full(Setup {
                fewest_wins: Some(true),
                ..sizes(6, 4)
            }),
            style: plain,
            feature: tie,
        },
        Wanted {
            name: "full_8x8_white_first_fewest_wins",
            setup: full(Setup {
                first: Some('W'),
                top_left: Some('B'),
                fewest_wins: Some(true),
                ..sizes(8, 8)
            }),
            style: plain,
            feature: |g| g.count('B') != g.count('W') && g.passes > 0,
        },
        Wanted {
            name: "full_8x8_top_left_white_most_wins",
            setup: full(Setup {
                first: Some('B'),
                top_left: Some('W'),
                fewest_wins: Some(false),
                ..sizes(8, 8)
            }),
            style: plain,
            feature: |g| g.count('B') != g.count('W'),
        },
        Wanted {
            name: "full_16x16",
            setup: full(Setup {
                fewest_wins: Some(false),
                ..sizes(16, 16)
            }),
            style: plain,
            feature: |g| g.count('B') != g.count('W'),
        },
        Wanted {
            name: "full_4x16_white_first",
            setup: full(Setup {
                first: Some('W'),
                ..sizes(4, 16)
            }),
            style: plain,
            feature: |_| true,
        },
        Wanted {
            name: "full_16x4_top_left_white_fewest_wins",
            setup: full(Setup {
                top_left: Some('W'),
                fewest_wins: Some(true),
                ..sizes(16, 4)
            }),
            style: plain,
            feature: |g| g.count('B') != g.count('W'),
        },
        Wanted {
            name: "simple_4x4",
            setup: simple(Setup {
                fewest_wins: Some(false),
                ..sizes(4, 4)
            }),
            style: plain,
            feature: |g| g.count('B') != g.count('W'),
        },
        Wanted {
            name: "simple_6x10_white_first_fewest_wins",
            setup: simple(Setup {
                first: Some('W'),
                top_left: Some('W'),
                fewest_wins: Some(true),
                ..sizes(6, 10)
            }),
            style: plain,
            feature: |g| g.count('B') != g.count('W'),
        },
        Wanted {
            name: "simple_4x6_tie",
            setup: simple(sizes(4, 6)),
            style: plain,
            feature: tie,
        },
        Wanted {
            name: "simple_pass",
            setup: simple(Setup::default()),
            style: plain,
            feature: |g| g.passes > 0,
        },
        Wanted {
            name: "full_6x6_messy_input",
            setup: full(sizes(6, 6)),
            style: Style {
                junk: 30,
                decorate: true,
            },
            feature: |_| true,
        },
    ];
    let mut rng = Rng(2016);
    for want in wanted {
        let found = (0..200_000).find_map(|_| {
            let (simple, input) = random_input(&mut rng, want.setup, want.style, false);
            let (transcript, ending, game) = reference_session(simple, &input);
            let game = game?;
            (ending == Ending::Finished && (want.feature)(&game)).then_some((input, transcript))
        });
        match found {
            Some((input, transcript)) => {
                std::fs::write(out.join(format!("{}.in", want.name)), input).unwrap();
                std::fs::write(out.join(format!("{}.out", want.name)), transcript).unwrap();
            }
            None => eprintln!("no game found for {}", want.name),
        }
    }
}
