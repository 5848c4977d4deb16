//! The session's rules, without a window: what Save does, which header a saved game carries,
//! what opening a record does to the seats, what a variation is, and what `game.ron` keeps.

use super::*;
use crate::gui::files::Format;
use crate::gui::settings::Seat;
use othello_core::notation::ggf;
use othello_core::{ByPlayer, Ending, Game, GameResult, Options, Player, Square};
use othello_engine::Level;
use std::path::PathBuf;

const DAY: &str = "2026.11.28";

fn sq(text: &str) -> Square {
    text.parse().unwrap()
}

fn played(moves: &[&str]) -> Game {
    let mut game = Game::new(Options::default()).unwrap();
    for m in moves {
        game.play(sq(m)).unwrap();
    }
    game
}

/// A legal move of the position on the board.
fn any_move(session: &Session) -> Square {
    session.game().moves().iter().next().expect("a move")
}

fn against_expert() -> ByPlayer<Seat> {
    ByPlayer {
        black: Seat::HUMAN,
        white: Seat::computer(Level::Expert),
    }
}

/// Alice and Bob's game as a GGF archive's second game holds it.
fn alice_bob() -> (Game, Header) {
    let text = "(;GM[Othello]PC[Paris]DT[2020.01.01]PB[Alice]PW[Bob]RB[2100]RE[+2.000]\
                BO[8 ---------------------------O*------*O--------------------------- *]\
                B[F5]W[D6]B[C3];)";
    let record = ggf::parse(text).unwrap();
    (record.to_game().unwrap(), Header::of(&record))
}

fn archive_slot() -> FileSlot {
    FileSlot {
        path: PathBuf::from("/games/match.ggf"),
        format: Format::Ggf,
        index: 1,
        games: 3,
    }
}

#[test]
fn save_never_writes_a_game_of_many_over_its_archive() {
    let (game, header) = alice_bob();
    let mut session = Session::opened(game, header, Some(archive_slot()));
    assert_eq!(session.save_plan(), SavePlan::Archive(archive_slot()));
    // Moves played after opening change nothing: it is still one game of three.
    session.play(sq("d3")).unwrap();
    assert_eq!(session.save_plan(), SavePlan::Archive(archive_slot()));
    // Added to the archive, it is the archive's fourth game, and Save asks again.
    session.appended();
    let slot = FileSlot {
        index: 3,
        games: 4,
        ..archive_slot()
    };
    assert_eq!(session.save_plan(), SavePlan::Archive(slot));
    // Saved as a file of its own, Save writes that file.
    session.saved_to(PathBuf::from("/games/mine.txt"), Format::Transcript);
    assert_eq!(
        session.save_plan(),
        SavePlan::Write(PathBuf::from("/games/mine.txt"), Format::Transcript)
    );
}

#[test]
fn a_game_of_one_file_saves_over_it_and_a_new_game_asks_for_a_file() {
    let (game, header) = alice_bob();
    let slot = FileSlot::single(PathBuf::from("/games/one.ggf"), Format::Ggf);
    let session = Session::opened(game, header, Some(slot));
    assert_eq!(
        session.save_plan(),
        SavePlan::Write(PathBuf::from("/games/one.ggf"), Format::Ggf)
    );
    let new = Session::new(played(&[]), against_expert(), None, DAY);
    assert!(matches!(new.save_plan(), SavePlan::Choose(_, Format::Ggf)));
}

#[test]
fn a_record_opened_keeps_its_header_when_saved_or_copied() {
    let (game, header) = alice_bob();
    let session = Session::opened(game, header, None);
    let record = session.record();
    assert_eq!(record.players.black.as_deref(), Some("Alice"));
    assert_eq!(record.players.white.as_deref(), Some("Bob"));
    assert_eq!(record.date.as_deref(), Some("2020.01.01"));
    assert_eq!(record.place.as_deref(), Some("Paris"));
    assert_eq!(record.result.map(|r| r.black_margin), Some(2.0));
    assert_eq!(record.extra, vec![("RB".to_owned(), "2100".to_owned())]);
    let text = ggf::write(&record);
    for part in [
        "PB[Alice]",
        "PW[Bob]",
        "DT[2020.01.01]",
        "PC[Paris]",
        "RE[+2.000]",
        "RB[2100]",
    ] {
        assert!(text.contains(part), "{part} in {text}");
    }
}

#[test]
fn a_stated_result_holds_only_for_the_line_it_was_stated_for() {
    let (game, header) = alice_bob();
    let mut session = Session::opened(game, header, None);
    // A look back keeps the whole line: the result stands.
    session.go_to(1);
    assert_eq!(session.record().result.map(|r| r.black_margin), Some(2.0));
    assert_eq!(session.record().plies.len(), 3);
    // While a variation is explored, the main line is what is saved, with its result.
    session.play(sq("f6")).unwrap();
    assert!(session.main_line().is_some());
    assert_eq!(
        session.record().plies.len(),
        3,
        "the main line is what is saved"
    );
    assert_eq!(session.record().result.map(|r| r.black_margin), Some(2.0));
    // A move played on from the end is another game: the stated result is not its own.
    session.back_to_main_line();
    session.go_to(3);
    session.play(any_move(&session)).unwrap();
    assert_eq!(session.record().plies.len(), 4);
    assert_eq!(session.record().result, None);
}

#[test]
fn a_game_played_here_names_its_seats_its_date_and_its_result() {
    let mut session = Session::new(played(&[]), against_expert(), None, DAY);
    let record = session.record();
    assert_eq!(record.players.black, Some(Seat::HUMAN.describe()));
    assert_eq!(
        record.players.white,
        Some(Seat::computer(Level::Expert).describe())
    );
    assert_eq!(record.date.as_deref(), Some(DAY));
    assert!(
        record
            .place
            .as_deref()
            .is_some_and(|p| p.starts_with("Othello"))
    );
    assert_eq!(record.result, None);
    assert_eq!(record.time, None);
    // Finished, it carries its result.
    let mut small = Game::new(Options {
        rows: 4,
        cols: 4,
        ..Options::default()
    })
    .unwrap();
    while let Some(m) = small.moves().iter().next() {
        small.play(m).unwrap();
    }
    let finished = Session::new(small.clone(), against_expert(), None, DAY).record();
    assert_eq!(finished.result, Some(GameResult::counted(&small)));
    // On the clock, its time control; a loss on time as such.
    session.set_clock(Some(crate::gui::clock::Clock::new(5)));
    assert_eq!(session.record().time.as_deref(), Some("5:00"));
    assert!(session.charge(Player::Black, 5 * 60_000));
    assert_eq!(
        session.record().result,
        Some(GameResult {
            black_margin: -64.0,
            ending: Ending::Timeout
        })
    );
}

#[test]
fn opening_a_record_hands_both_sides_to_people() {
    let mut session = Session::new(played(&["f5"]), against_expert(), None, DAY);
    assert!(session.computer_to_move());
    let (game, header) = alice_bob();
    let kept = session.replace(Session::opened(game, header, None));
    assert!(kept, "the game against the computer is kept to swap back");
    assert_eq!(session.seat(Player::White), Seat::HUMAN);
    assert_eq!(session.seat(Player::Black), Seat::HUMAN);
    assert!(session.is_study());
    // Swapping back brings the old game with its own seats; swapping again, the record.
    session.restore_previous();
    assert_eq!(session.seats(), against_expert());
    assert_eq!(session.game().moves_played(), vec![sq("f5")]);
    session.restore_previous();
    assert!(session.is_study());
    // A move played to study a line is not answered by the computer.
    session.play(sq("d3")).unwrap();
    assert!(!session.computer_to_move());
    // Until the player hands a side to it.
    session.set_seat(Player::Black, Seat::computer(Level::Novice));
    assert!(session.computer_to_move() && !session.is_study());
}

#[test]
fn a_move_off_the_line_keeps_the_main_line_and_the_game_as_it_stood() {
    let mut session = Session::new(played(&["f5", "d6", "c3"]), ByPlayer::default(), None, DAY);
    session.go_to(1);
    // The move of the line itself is no variation.
    session.play(sq("d6")).unwrap();
    assert!(session.main_line().is_none() && !session.has_previous());
    session.go_to(1);
    session.play(sq("f6")).unwrap();
    let main = session
        .main_line()
        .expect("a variation keeps the main line");
    assert_eq!(main.moves_played().len() + main.redo_moves().len(), 3);
    assert!(session.has_previous());
    assert_eq!(session.shared_with_main_line(), 1);
    // A variation of the variation keeps the first main line.
    session.play(any_move(&session)).unwrap();
    session.go_to(2);
    let other = session
        .game()
        .moves()
        .iter()
        .nth(1)
        .expect("two moves to choose from");
    session.play(other).unwrap();
    let main = session.main_line().unwrap();
    assert_eq!(main.moves_played().len() + main.redo_moves().len(), 3);
    // Back to the main line, at the move where they part.
    assert_eq!(session.back_to_main_line(), Some(1));
    assert!(session.main_line().is_none());
}

#[test]
fn undo_against_the_computer_steps_back_to_the_person() {
    let mut session = Session::new(played(&["f5", "d6", "c3"]), against_expert(), None, DAY);
    // White (the computer) is to move: Undo takes back Black's c3 and White's d6 is skipped
    // back over too, to Black's turn.
    assert!(session.undo_redo(true));
    assert_eq!(session.game().moves_played(), vec![sq("f5"), sq("d6")]);
    assert!(!session.computer_to_move());
    assert_eq!(session.can_undo_redo(), (true, true));
}

#[test]
fn game_ron_keeps_the_whole_session() {
    let (game, header) = alice_bob();
    let mut session = Session::opened(game, header, Some(archive_slot()));
    session.set_seat(Player::White, Seat::computer(Level::Advanced));
    session.go_to(1);
    session.play(sq("f6")).unwrap();
    let text = ron::to_string(&SavedGame::of_session(&session)).unwrap();
    let saved: SavedGame = ron::from_str(&text).unwrap();
    let restored = saved.to_session(ByPlayer::default()).unwrap();
    assert_eq!(restored.game(), session.game());
    assert_eq!(restored.main_line(), session.main_line());
    assert_eq!(restored.header(), session.header());
    assert_eq!(restored.source(), session.source());
    assert_eq!(restored.file(), session.file());
    assert_eq!(restored.seats(), session.seats());
    assert_eq!(restored.save_plan(), SavePlan::Archive(archive_slot()));
}

#[test]
fn an_older_game_ron_is_played_by_the_settings_seats() {
    let saved = SavedGame::of(&played(&["f5"]));
    let session = saved.to_session(against_expert()).unwrap();
    assert_eq!(session.seats(), against_expert());
    assert_eq!(session.source(), &Source::Here);
    assert!(session.file().is_none());
}

/// A review of `game`'s line with every move valued alike (`loss` hundredths off the best for
/// the second move).
fn review_of(game: &Game, loss: i32) -> Reviewed {
    let line = game.line().plies;
    let mut position = Game::from_setup(&game.setup()).unwrap();
    let mut plies = Vec::new();
    for (i, ply) in line.iter().enumerate() {
        let othello_core::Ply::Move { player, square } = *ply else {
            plies.push(None);
            continue;
        };
        let lost = if i == 1 { loss } else { 0 };
        let mut moves: Vec<(Square, i32)> = position
            .moves()
            .iter()
            .map(|s| (s, if s == square { -lost } else { 0 }))
            .collect();
        moves.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
        let best = moves[0].0;
        plies.push(Some(othello_engine::MoveReview {
            player,
            played: square,
            value: -lost,
            best,
            best_value: 0,
            exact: false,
            depth: 12,
            moves,
        }));
        position.play(square).unwrap();
    }
    Reviewed {
        level: crate::gui::settings::ReviewLevel::default(),
        done: plies.iter().flatten().count(),
        total: plies.iter().flatten().count(),
        line,
        plies,
    }
}

#[test]
fn the_review_is_kept_with_the_game_and_read_along_its_line() {
    let game = played(&["f5", "d6", "c3", "d3"]);
    let mut session = Session::new(game.clone(), ByPlayer::default(), None, DAY);
    let review = review_of(&game, 500);
    session.keep_review(review.clone());
    // game.ron keeps it.
    let text = ron::to_string(&SavedGame::of_session(&session)).unwrap();
    let saved: SavedGame = ron::from_str(&text).unwrap();
    let restored = saved.to_session(ByPlayer::default()).unwrap();
    assert_eq!(restored.reviewed(), Some(&review));
    // Stepping back: the position before d6 shows d6's position's every move.
    session.go_to(1);
    let here = session.reviewed().unwrap().at(session.game()).unwrap();
    assert_eq!(here.played, sq("d6"));
    assert_eq!(here.moves.len(), session.game().moves().len());
    // The mistake is listed; a move off the line keeps what came before it.
    assert_eq!(
        session
            .reviewed()
            .unwrap()
            .mistakes(session.game(), 300)
            .len(),
        1
    );
    session.go_to(0);
    let other = session
        .game()
        .moves()
        .iter()
        .find(|&s| s != sq("f5"))
        .unwrap();
    session.play(other).unwrap();
    let cut = session.reviewed().unwrap().review(session.game());
    assert!(
        cut.plies.is_empty(),
        "nothing of the old line is shown for the new one"
    );
    assert!(session.reviewed().unwrap().at(session.game()).is_none());
    // A kept review fits its own game only.
    let kept = KeptReview {
        setup: game.setup(),
        review,
    };
    assert!(kept.fits(&game));
    assert!(!kept.fits(session.game()));
    assert_eq!(
        KeptReview::key(&game.setup(), &game.line().plies),
        KeptReview::key(&game.setup(), &kept.review.line)
    );
    assert_ne!(
        KeptReview::key(&game.setup(), &game.line().plies),
        KeptReview::key(&game.setup(), &session.game().line().plies)
    );
}
