//! The worker on a [`Memory`] shelf, as a browser runs it: picked files imported, kept, and
//! read back with their index after a reload.

use super::shelf::Memory;
use super::worker::Worker;
use super::{Filter, Imported, Picked, Request, Snapshot, Status};
use othello_archive::Query;
use othello_core::wthor::{self, Header, WthorGame};
use othello_core::{Game, Options};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// A year of `games` copies of one game, and the names files, as a picker hands them over.
fn picked(year: u16, games: usize) -> Vec<(String, Vec<u8>)> {
    let record = WthorGame {
        tournament: 0,
        black: 0,
        white: 1,
        black_discs: 40,
        theoretical: 40,
        moves: ["f5", "d6", "c3"]
            .iter()
            .map(|m| m.parse().unwrap())
            .collect(),
    };
    let players = ["Ada Black".to_owned(), "Bo White".to_owned()];
    vec![
        (
            format!("WTH_{year}.wtb"),
            wthor::write_games(&Header::games(year, 0), &vec![record; games]),
        ),
        (
            "WTH.JOU".to_owned(),
            wthor::write_names(&players, wthor::PLAYER_NAME_BYTES),
        ),
        (
            "WTH.TRN".to_owned(),
            wthor::write_names(&["Open".to_owned()], wthor::TOURNAMENT_NAME_BYTES),
        ),
    ]
}

/// What a keeper was handed, by where it goes.
type Kept = Rc<RefCell<BTreeMap<String, Vec<u8>>>>;

/// A worker on the files `kept` held (as a browser reads them back), keeping what it takes
/// in `into`; and what it said.
fn worker(
    kept: &BTreeMap<String, Vec<u8>>,
    into: &Kept,
) -> (Worker<'static>, Rc<RefCell<Vec<Snapshot>>>) {
    let files = kept
        .iter()
        .filter_map(|(path, bytes)| Some((path.strip_prefix("wthor/")?.to_owned(), bytes.clone())))
        .collect();
    let index = kept.get("wthor.index").cloned();
    let into = Rc::clone(into);
    let keep = Box::new(move |path: &str, bytes: &[u8]| {
        into.borrow_mut().insert(path.to_owned(), bytes.to_vec());
    });
    let said = Rc::new(RefCell::new(Vec::new()));
    let report = {
        let said = Rc::clone(&said);
        Box::new(move |s: &Snapshot| said.borrow_mut().push(s.clone()))
    };
    let shelf = Box::new(Memory::new(files, index, keep));
    (
        Worker::new(shelf, Arc::new(AtomicBool::new(false)), report),
        said,
    )
}

fn last_status(said: &Rc<RefCell<Vec<Snapshot>>>) -> Status {
    said.borrow().last().unwrap().status.clone()
}

/// The position after f5.
fn after_f5() -> Query {
    let mut game = Game::new(Options::default()).unwrap();
    game.play("f5".parse().unwrap()).unwrap();
    Query::of(&game)
}

#[test]
fn picked_files_are_imported_kept_and_read_back_with_their_index_after_a_reload() {
    let kept = Kept::default();
    let (mut first, said) = worker(&BTreeMap::new(), &kept);
    first.load();
    assert_eq!(last_status(&said), Status::Summary);
    first.handle(Request::Import(Picked::Files(picked(2001, 3))));
    let Status::Ready { games, import, .. } = last_status(&said) else {
        panic!("{:?}", last_status(&said));
    };
    assert_eq!(games, 3);
    assert_eq!(
        import,
        Some(Imported {
            files: 1,
            unreadable: Vec::new()
        })
    );
    let names: Vec<String> = kept.borrow().keys().cloned().collect();
    assert_eq!(
        names,
        [
            "wthor.index",
            "wthor/WTH.JOU",
            "wthor/WTH.TRN",
            "wthor/WTH_2001.wtb"
        ]
    );
    first.handle(Request::Ask(after_f5(), Filter::default(), 0));
    let shown = said.borrow().last().unwrap().shown.clone().unwrap();
    assert_eq!(shown.answer.all.games, 3);
    assert_eq!(shown.rows[0].black, "Ada Black");

    // The page is reloaded: the worker starts again on what was kept, and takes the index
    // kept rather than building (and keeping) it again.
    let again = Kept::default();
    let (mut second, said) = worker(&kept.borrow(), &again);
    second.load();
    assert!(matches!(last_status(&said), Status::Ready { games: 3, .. }));
    assert!(again.borrow().is_empty(), "{:?}", again.borrow().keys());
    second.handle(Request::Ask(after_f5(), Filter::default(), 0));
    let shown = said.borrow().last().unwrap().shown.clone().unwrap();
    assert_eq!(shown.answer.all.games, 3);
    assert_eq!(shown.summary, None);

    // A second import adds a year; the index is built and kept anew.
    second.handle(Request::Import(Picked::Files(picked(2002, 2))));
    assert!(matches!(last_status(&said), Status::Ready { games: 5, .. }));
    assert!(again.borrow().contains_key("wthor.index"));
    assert!(again.borrow().contains_key("wthor/WTH_2002.wtb"));
}

#[test]
fn a_picked_file_of_another_kind_or_a_broken_one_is_named() {
    let kept = Kept::default();
    let (mut worker, said) = worker(&BTreeMap::new(), &kept);
    worker.load();
    let mut files = picked(2001, 1);
    files.push(("notes.txt".to_owned(), b"hello".to_vec()));
    worker.handle(Request::Import(Picked::Files(files)));
    let Status::Failed(why) = last_status(&said) else {
        panic!("{:?}", last_status(&said));
    };
    assert!(why.starts_with("notes.txt: "), "{why}");
    assert!(kept.borrow().is_empty());

    let mut files = picked(2001, 2);
    files.push(("WTH_2002.wtb".to_owned(), b"not a game file".to_vec()));
    worker.handle(Request::Import(Picked::Files(files)));
    let Status::Ready { games, import, .. } = last_status(&said) else {
        panic!("{:?}", last_status(&said));
    };
    assert_eq!(games, 2);
    let import = import.unwrap();
    assert_eq!(import.files, 2);
    assert_eq!(import.unreadable.len(), 1);
    assert_eq!(import.unreadable[0].0, "WTH_2002.wtb");
}
