//! Putting one game into a GGF archive without touching the others: replace, append, and the
//! refusals that keep a changed or damaged archive from being rewritten.

use othello_core::notation::ggf::{self, Place, SpliceError};

const FIRST: &str = "(;GM[Othello]PB[Ann]PW[Bob]RB[2100]RE[+4.000]BO[8 ---------------------------O*------*O--------------------------- *]B[F5];)";
const BROKEN: &str = "(;GM[Othello]B[Z9];)";
const THIRD: &str = "(;GM[Othello]PB[Cid]PW[Dee]KM[0]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[D6];)";
const NEW: &str = "(;GM[Othello]PB[Eve]PW[Fay]BO[8 ---------------------------O*------*O--------------------------- *]B[E6];)";

fn archive() -> String {
    format!("an archive\n{FIRST}\n{BROKEN}\n  {THIRD}\ntrailing words\n")
}

#[test]
fn every_game_is_located_as_parse_all_reads_them() {
    let text = archive();
    let located = ggf::locate_all(&text);
    assert_eq!(located.len(), ggf::parse_all(&text).count());
    assert_eq!(&text[located[0].clone().unwrap()], FIRST);
    assert!(located[1].is_err());
    assert_eq!(&text[located[2].clone().unwrap()], THIRD);
}

#[test]
fn a_replaced_game_changes_nothing_else() {
    let text = archive();
    let out = ggf::splice(&text, 3, Place::Replace(2), NEW).unwrap();
    assert_eq!(out, text.replace(THIRD, NEW));
    let out = ggf::splice(&text, 3, Place::Replace(0), NEW).unwrap();
    assert_eq!(out, text.replace(FIRST, NEW));
    // The other games keep their header properties (RB, KM) as written.
    assert!(out.contains("KM[0]") && !out.contains("RB[2100]"));
}

#[test]
fn an_appended_game_comes_after_the_last_and_keeps_the_rest() {
    let text = archive();
    let out = ggf::splice(&text, 3, Place::Append, NEW).unwrap();
    assert!(out.starts_with(text.trim_end()));
    assert_eq!(out, format!("{}\n{NEW}\n", text.trim_end()));
    assert_eq!(ggf::parse_all(&out).count(), 4);
    // Into an empty file, the game alone.
    assert_eq!(
        ggf::splice("", 0, Place::Append, NEW).unwrap(),
        format!("{NEW}\n")
    );
}

#[test]
fn a_changed_or_damaged_archive_is_refused() {
    let text = archive();
    assert_eq!(
        ggf::splice(&text, 2, Place::Append, NEW),
        Err(SpliceError::Changed {
            expected: 2,
            found: 3
        })
    );
    assert!(matches!(
        ggf::splice(&text, 3, Place::Replace(1), NEW),
        Err(SpliceError::Unreadable { number: 2, .. })
    ));
    assert_eq!(
        ggf::splice(&text, 3, Place::Replace(3), NEW),
        Err(SpliceError::NoSuchGame { number: 4 })
    );
}

#[test]
fn header_properties_the_reader_does_not_use_are_written_back() {
    let record = ggf::parse(THIRD).unwrap();
    assert_eq!(record.extra, vec![("KM".to_owned(), "0".to_owned())]);
    let written = ggf::write(&record);
    assert!(written.contains("KM[0]"), "{written}");
    assert_eq!(ggf::parse(&written).unwrap(), record);
    let record = ggf::parse(FIRST).unwrap();
    assert!(ggf::write(&record).contains("RB[2100]"));
}
