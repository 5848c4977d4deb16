//! `othello-archive` as a script runs it: the JSON of `stats` and `games` on a database the test
//! writes (transpositions by symmetry counted), and bad paths, bad files and bad moves named
//! with exit status 1.

use othello_core::Square;
use othello_core::wthor::{self, Header, WthorGame};
use std::path::Path;
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_othello-archive"))
        .args(args)
        .output()
        .unwrap()
}

fn game(moves: &str, black: u16, white: u16, black_discs: u8) -> WthorGame {
    let moves = moves
        .as_bytes()
        .chunks(2)
        .map(|m| std::str::from_utf8(m).unwrap().parse::<Square>().unwrap())
        .collect();
    WthorGame {
        tournament: 0,
        black,
        white,
        black_discs,
        theoretical: 32,
        moves,
    }
}

/// Three games in three years: f5 d6 c3 (Black 40), f5 f6 (Black 20), and e6 f4, the first
/// game's opening turned about the a1-h8 diagonal (32 each).
fn write_database(dir: &Path) {
    let files = [
        (2001, game("f5d6c3", 0, 1, 40)),
        (2002, game("f5f6", 1, 2, 20)),
        (2003, game("e6f4", 2, 0, 32)),
    ];
    for (year, g) in files {
        let bytes = wthor::write_games(&Header::games(year, 20), &[g]);
        std::fs::write(dir.join(format!("WTH_{year}.wtb")), bytes).unwrap();
    }
    let players: Vec<String> = ["Ann \"A\" Lee", "Bob", "Cy"].map(String::from).to_vec();
    let jou = wthor::write_names(&players, wthor::PLAYER_NAME_BYTES);
    std::fs::write(dir.join("WTH.JOU"), jou).unwrap();
    let trn = wthor::write_names(&["Open".to_owned()], wthor::TOURNAMENT_NAME_BYTES);
    std::fs::write(dir.join("WTH.TRN"), trn).unwrap();
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

#[test]
fn stats_counts_every_game_that_reaches_the_position_in_any_orientation() {
    let dir = tempfile::tempdir().unwrap();
    write_database(dir.path());
    let path = dir.path().to_str().unwrap();
    let output = run(&["stats", "--json", "--moves", "f5", path]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output).trim(),
        "{\"games\": 3, \"moves\": [\
         {\"move\": \"d6\", \"games\": 2, \"black_wins\": 1, \"draws\": 1, \"white_wins\": 0, \"black_score\": 36.00}, \
         {\"move\": \"f6\", \"games\": 1, \"black_wins\": 0, \"draws\": 0, \"white_wins\": 1, \"black_score\": 20.00}]}"
    );
    // The start: every game, and e6 stays e6 (it is not f5 there).
    let output = run(&["stats", "--json", path]);
    let text = stdout(&output);
    assert!(
        text.starts_with("{\"games\": 3, \"moves\": [{\"move\": \"f5\", \"games\": 2,"),
        "{text}"
    );
    assert!(text.contains("{\"move\": \"e6\", \"games\": 1,"), "{text}");
    // A position no game reached, and a game that ends there (no next move).
    let output = run(&["stats", "--json", "--moves", "d3", path]);
    assert_eq!(
        stdout(&output).trim(),
        "{\"games\": 3, \"moves\": [{\"move\": \"c5\", \"games\": 2, \"black_wins\": 1, \"draws\": 1, \"white_wins\": 0, \"black_score\": 36.00}, {\"move\": \"c3\", \"games\": 1, \"black_wins\": 0, \"draws\": 0, \"white_wins\": 1, \"black_score\": 20.00}]}"
    );
    let output = run(&["stats", "--json", "--moves", "f5f6", path]);
    assert_eq!(stdout(&output).trim(), "{\"games\": 1, \"moves\": []}");
    let output = run(&["stats", "--json", "--moves", "f5f4", path]);
    assert_eq!(stdout(&output).trim(), "{\"games\": 0, \"moves\": []}");
}

#[test]
fn games_lists_them_newest_first_with_their_names() {
    let dir = tempfile::tempdir().unwrap();
    write_database(dir.path());
    let path = dir.path().to_str().unwrap();
    let output = run(&["games", "--json", "--moves", "f5d6", path]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output).trim(),
        "{\"games\": 2, \"listed\": [\
         {\"year\": 2003, \"tournament\": \"Open\", \"black\": \"Cy\", \"white\": \"Ann \\\"A\\\" Lee\", \"black_discs\": 32, \"moves\": \"e6f4\"}, \
         {\"year\": 2001, \"tournament\": \"Open\", \"black\": \"Ann \\\"A\\\" Lee\", \"white\": \"Bob\", \"black_discs\": 40, \"moves\": \"f5d6c3\"}]}"
    );
    let output = run(&["games", "--limit", "1", "--moves", "f5d6", path]);
    let text = stdout(&output);
    assert!(
        text.starts_with("2 games reached the position, the newest 1:\n2003"),
        "{text}"
    );
    assert_eq!(text.lines().count(), 2);
}

#[test]
fn games_export_as_wthor_files_that_read_back() {
    let dir = tempfile::tempdir().unwrap();
    write_database(dir.path());
    let path = dir.path().to_str().unwrap();
    let out = dir.path().join("out");
    let output = run(&[
        "games",
        "--moves",
        "f5d6",
        "--export",
        out.to_str().unwrap(),
        path,
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("wrote 2 games"),
        "{}",
        stderr(&output)
    );
    for file in ["GAMES_2001.wtb", "GAMES_2003.wtb", "GAMES.JOU", "GAMES.TRN"] {
        assert!(out.join(file).is_file(), "{file}");
    }
    // The exported games answer as the originals did.
    let again = run(&["games", "--json", "--moves", "f5d6", out.to_str().unwrap()]);
    let original = run(&["games", "--json", "--moves", "f5d6", path]);
    assert_eq!(stdout(&again), stdout(&original));
}

#[test]
fn bad_paths_files_and_moves_are_named_with_status_1() {
    let dir = tempfile::tempdir().unwrap();
    write_database(dir.path());
    let path = dir.path().to_str().unwrap();
    let missing = dir.path().join("nothing-here");
    let output = run(&["stats", "--json", path, missing.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).contains("nothing-here: cannot be read"),
        "{}",
        stderr(&output)
    );
    // The rest is still answered.
    assert!(stdout(&output).starts_with("{\"games\": 3,"));

    let bad = dir.path().join("WTH_2002.wtb");
    let bytes = std::fs::read(&bad).unwrap();
    std::fs::write(&bad, &bytes[..bytes.len() - 1]).unwrap();
    let output = run(&["stats", "--json", path]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output)
            .contains("WTH_2002.wtb: the header counts 1 records of 68 bytes, the file holds 0"),
        "{}",
        stderr(&output)
    );
    assert!(stdout(&output).starts_with("{\"games\": 2,"));

    let output = run(&["stats", "--moves", "f5a1", path]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).starts_with("othello-archive: --moves:"),
        "{}",
        stderr(&output)
    );
    assert!(output.stdout.is_empty());

    let output = run(&["stats"]);
    assert_eq!(output.status.code(), Some(2));
    let help = run(&["--help"]);
    assert!(help.status.success());
    let text = stdout(&help);
    for word in ["stats", "games", "--json", "--export", ".zip", "symmetries"] {
        assert!(text.contains(word), "--help should mention {word}");
    }
}

#[test]
fn a_bare_file_name_is_read_from_the_current_folder_with_its_names() {
    let dir = tempfile::tempdir().unwrap();
    write_database(dir.path());
    let output = Command::new(env!("CARGO_BIN_EXE_othello-archive"))
        .current_dir(dir.path())
        .args(["games", "--json", "--moves", "f5d6", "WTH_2001.wtb"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(
        stdout(&output).trim(),
        "{\"games\": 1, \"listed\": [\
         {\"year\": 2001, \"tournament\": \"Open\", \"black\": \"Ann \\\"A\\\" Lee\", \"white\": \"Bob\", \"black_discs\": 40, \"moves\": \"f5d6c3\"}]}"
    );
}

#[test]
fn every_bad_game_file_of_a_folder_is_named_on_its_own_line_and_the_rest_answered() {
    let dir = tempfile::tempdir().unwrap();
    write_database(dir.path());
    let bytes: Vec<u8> = (0..500u32).map(|i| (i * 7919 % 251) as u8).collect();
    std::fs::write(dir.path().join("garbage.wtb"), bytes).unwrap();
    std::fs::write(dir.path().join("empty.wtb"), b"").unwrap();
    std::os::unix::fs::symlink(dir.path().join("gone"), dir.path().join("link.wtb")).unwrap();
    let output = run(&["stats", "--json", dir.path().to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout(&output).starts_with("{\"games\": 3,"));
    let text = stderr(&output);
    for (name, why) in [
        ("garbage.wtb", "games on a board of size"),
        ("empty.wtb", "not a WTHOR file: 0 bytes"),
        ("link.wtb", "cannot be read"),
    ] {
        let line = text
            .lines()
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("{name} is not named: {text}"));
        assert!(line.contains(why), "{line}");
    }
    assert_eq!(text.lines().count(), 3, "{text}");
}
