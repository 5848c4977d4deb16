//! The player's own opening book: the shipped book with the lines the player laid into it
//! ("Add this line to my book", "Deepen my book here" in the book panel), grown by the
//! engine's book builder as one of its jobs (on a thread of its own, or in a browser's
//! worker) and kept in the data folder as [`FILE`] beside the book the program ships (in the
//! browser's storage in a page). Once there, it stands in for the shipped book of its board
//! wherever the window reads the book: the values on the board with the book's marks, the book
//! panel, the status bar's "in the book".
//!
//! The books read are kept by data folder, so that two windows on two folders (as tests open
//! them) never see each other's.

use crate::gui::i18n::t;
use crate::gui::platform::files;
use crate::gui::store::Writer;
use othello_core::{Game, Options};
use othello_engine::book::{self, Book, BookSet};
use othello_engine::book_build::{Laying, Settings};
use othello_engine::{Background, GameData, Job, Report};
use std::collections::HashMap;
use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

/// The own book's file in the data folder.
pub const FILE: &str = "own-book.bin";

/// The own books read, by data folder.
fn books() -> &'static Mutex<HashMap<PathBuf, Arc<BookSet>>> {
    static BOOKS: OnceLock<Mutex<HashMap<PathBuf, Arc<BookSet>>>> = OnceLock::new();
    BOOKS.get_or_init(Mutex::default)
}

/// Counts the own books read or grown, so that what was looked up in one can be looked up
/// again.
static VERSION: AtomicU64 = AtomicU64::new(0);

/// How many times an own book was read or grown (see [`VERSION`]).
pub fn version() -> u64 {
    VERSION.load(Ordering::Relaxed)
}

/// A book the window reads: the player's own where it has one for the board, else the one
/// the program ships.
pub enum BookRef {
    /// The shipped book.
    Shipped(&'static Book),
    /// The player's own: the set, and which of its books.
    Own(Arc<BookSet>, usize),
}

impl BookRef {
    /// Whether this is the player's own book.
    pub fn is_own(&self) -> bool {
        matches!(self, BookRef::Own(..))
    }
}

impl Deref for BookRef {
    type Target = Book;

    fn deref(&self) -> &Book {
        match self {
            BookRef::Shipped(book) => book,
            BookRef::Own(set, index) => &set.books[*index],
        }
    }
}

/// The book of `options`' board: the own book of the data folder `data_dir` if it has one,
/// else the shipped one.
pub fn book_for(data_dir: Option<&Path>, options: &Options) -> Option<BookRef> {
    let own = data_dir.and_then(|dir| {
        let books = books().lock().ok()?;
        let set = books.get(dir)?;
        let index = set.books.iter().position(|b| b.applies_to(options))?;
        Some(BookRef::Own(set.clone(), index))
    });
    own.or_else(|| book::for_options(options).map(BookRef::Shipped))
}

/// Reads the own book of `data_dir`, if there is one.
///
/// # Errors
/// Why the file could not be read or is not a book (a damaged book, or one of a later
/// version): it is then renamed aside (`own-book.bin.bad`), so that growing the book again
/// does not write over it, and the shipped book is read instead. A file that cannot be read or
/// renamed is left alone, and the own book of that folder is not grown.
pub fn load(data_dir: &Path) -> Result<(), String> {
    let path = data_dir.join(FILE);
    let bytes = match files::read_bytes(&path) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => return Ok(()),
        Err(e) => {
            leave_alone(data_dir);
            return Err(format!("{}: {e}", path.display()));
        }
    };
    match BookSet::from_bytes(&bytes) {
        Ok(set) => {
            keep(data_dir, set);
            Ok(())
        }
        Err(e) => Err(match crate::gui::store::keep_aside(&path) {
            Ok(bad) => format!("{}: {e}; kept as {}", path.display(), bad.display()),
            Err(_) => {
                leave_alone(data_dir);
                format!("{}: {e}", path.display())
            }
        }),
    }
}

/// The data folders whose own book file is there but could not be read or set aside: it is
/// not written over.
fn left_alone() -> &'static Mutex<Vec<PathBuf>> {
    static LEFT: OnceLock<Mutex<Vec<PathBuf>>> = OnceLock::new();
    LEFT.get_or_init(Mutex::default)
}

fn leave_alone(data_dir: &Path) {
    if let Ok(mut left) = left_alone().lock() {
        left.push(data_dir.to_path_buf());
    }
}

fn keep(data_dir: &Path, set: BookSet) {
    if let Ok(mut books) = books().lock() {
        books.insert(data_dir.to_path_buf(), Arc::new(set));
    }
    VERSION.fetch_add(1, Ordering::Relaxed);
}

/// What to lay into the own book.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grow {
    /// Every position of the game's line up to the position on the board.
    Line,
    /// The position on the board and every position one move from it.
    Here,
}

/// How far growing the own book has got.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Growth {
    /// Positions analysed.
    pub done: usize,
    /// Positions to analyse (those the book already holds are not counted).
    pub total: usize,
    /// Whether it has ended (done, cancelled or failed).
    pub finished: bool,
    /// Why it failed, if it did.
    pub error: Option<String>,
    /// The moves of the position it started from: its report is about that position.
    pub from: Vec<othello_core::Square>,
}

/// The positions `grow` lays into the book for `game`, on the book's board.
fn positions(grow: Grow, game: &Game) -> Vec<Game> {
    let options = *game.options();
    match grow {
        Grow::Line => {
            let moves = game.moves_played();
            (0..=moves.len())
                .filter_map(|k| Game::replay(options, &moves[..k]).ok())
                .filter(|g| g.turn().is_some())
                .collect()
        }
        Grow::Here => {
            let mut out = vec![game.clone()];
            for square in game.moves().iter() {
                let mut child = game.clone();
                if child.play(square).is_ok() && child.turn().is_some() {
                    out.push(child);
                }
            }
            out
        }
    }
}

/// The own book growing: the engine laying positions into it (on a thread of its own, or in a
/// browser's worker), and, once it hands the grown book back, the book kept and written.
pub struct Growing {
    job: Background<Laying>,
    /// The data folder whose own book grows.
    dir: PathBuf,
    /// What the last report said, and whether the work had ended then.
    last: Growth,
    /// Whether the person cancelled it.
    cancelled: bool,
}

/// Starts laying `grow`'s positions of `game` into the own book of `data_dir` with `threads`
/// threads (the book's depth and exact range, so its values are the shipped book's kind);
/// [`Growing::poll`] keeps the book and has it written when done. `None` when the board has
/// no book, the game does not start from the book's start, or the folder's own book file is
/// one that could not be read and is left alone.
pub fn start(
    grow: Grow,
    game: &Game,
    data_dir: &Path,
    threads: usize,
    notify: impl Fn() + Send + 'static,
) -> Option<Growing> {
    let options = *game.options();
    let base = book_for(Some(data_dir), &options)?;
    let kept_away = left_alone()
        .lock()
        .is_ok_and(|left| left.iter().any(|d| d == data_dir));
    if !game.setup().is_standard() || kept_away {
        return None;
    }
    let settings = Settings {
        depth: u32::from(base.depth),
        exact_empties: u32::from(base.exact_empties),
        threads: threads.max(1),
        ..Settings::default()
    };
    let book = BookSet {
        books: vec![(*base).clone()],
    }
    .to_bytes();
    let positions = positions(grow, game).iter().map(GameData::of).collect();
    let job = Job::LayIntoBook {
        book,
        positions,
        settings,
    };
    let laying = |report| match report {
        Report::Laying(laying) => Some(laying),
        _ => None,
    };
    Some(Growing {
        job: Background::start_job(job, laying, notify),
        dir: data_dir.to_path_buf(),
        last: Growth {
            from: game.moves_played(),
            ..Growth::default()
        },
        cancelled: false,
    })
}

impl Growing {
    /// Stops it: nothing of the positions under way is kept.
    pub fn cancel(&mut self) {
        self.cancelled = true;
        self.job.cancel();
    }

    /// How far it has got (as of the last [`Growing::poll`]).
    pub fn growth(&self) -> Growth {
        self.last.clone()
    }

    /// Takes the engine's newest report; once the grown book is handed back, puts it among the
    /// own books of the data folder (in place of the one of its board) and asks `writer` to
    /// write them, off the window's thread where there are threads.
    pub fn poll(&mut self, writer: &Writer) {
        if self.last.finished {
            return;
        }
        // Whether it had ended before its last report is taken: then no report is to come.
        let ended = self.job.is_finished();
        if let Some(laying) = self.job.take() {
            self.last.done = laying.done;
            self.last.total = laying.total;
            if let Some(bytes) = laying.book {
                if let Err(e) = self.keep(&bytes, writer) {
                    self.last.error = Some(e);
                }
                self.last.finished = true;
                return;
            }
        }
        if ended {
            self.last.finished = true;
            // Ended with positions to lay in and no book, not cancelled: the engine stopped.
            if !self.cancelled && self.last.done < self.last.total {
                self.last.error = Some(t!("own-book-stopped"));
            }
        }
    }

    /// Puts the grown book (a book file of it alone) among the own books and has them written.
    fn keep(&self, grown: &[u8], writer: &Writer) -> Result<(), String> {
        let book = BookSet::from_bytes(grown)
            .map_err(|e| e.to_string())?
            .books
            .into_iter()
            .next()
            .ok_or_else(|| t!("own-book-stopped"))?;
        // The own book of every other board stays as it was.
        let mut set = match books().lock().ok().and_then(|b| b.get(&self.dir).cloned()) {
            Some(set) => (*set).clone(),
            None => BookSet::default(),
        };
        set.books
            .retain(|b| (b.rows, b.cols, b.win_rule) != (book.rows, book.cols, book.win_rule));
        set.books.push(book);
        writer.save_data(&self.dir.join(FILE), set.to_bytes());
        keep(&self.dir, set);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use othello_engine::XorShift;

    /// An 8×8 game of random moves down to `empties` empty cells.
    fn late_game(empties: u32, seed: u64) -> Game {
        let mut rng = XorShift::new(seed);
        let mut game = Game::new(Options::default()).unwrap();
        while game.empties() > empties {
            let moves: Vec<_> = game.moves().iter().collect();
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.below(moves.len() as u64) as usize])
                .unwrap();
        }
        game
    }

    #[test]
    fn deepening_here_lays_the_position_and_its_children_into_the_own_book() {
        let dir = tempfile::tempdir().unwrap();
        let game = (1..20)
            .map(|seed| late_game(12, seed))
            .find(|g| g.turn().is_some() && g.empties() == 12)
            .unwrap();
        let shipped = book::for_options(game.options()).unwrap();
        assert!(
            shipped.moves(&game).is_none(),
            "a late random position is not in the book"
        );
        assert!(!book_for(Some(dir.path()), game.options()).unwrap().is_own());
        let writer = Writer::new(crate::gui::store::Store::new(dir.path()));
        let mut growth = start(Grow::Here, &game, dir.path(), 2, || {}).unwrap();
        while !growth.growth().finished {
            growth.poll(&writer);
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        writer.flush();
        let done = growth.growth();
        assert!(done.finished && done.error.is_none(), "{done:?}");
        assert_eq!(done.done, done.total);
        assert_eq!(done.total, 1 + game.moves().len());
        // The own book is read from now on: it holds the position, and the shipped book's
        // start too.
        let own = book_for(Some(dir.path()), game.options()).unwrap();
        assert!(own.is_own());
        let moves = own.moves(&game).expect("the position is in the own book");
        assert_eq!(moves.len(), game.moves().len());
        assert!(moves.iter().all(|m| m.in_book), "each child is in it too");
        let start = Game::new(Options::default()).unwrap();
        assert_eq!(own.moves(&start), shipped.moves(&start));
        // Written to the data folder: another window on it reads the same book.
        let other = tempfile::tempdir().unwrap();
        std::fs::copy(dir.path().join(FILE), other.path().join(FILE)).unwrap();
        load(other.path()).unwrap();
        let read = book_for(Some(other.path()), game.options()).unwrap();
        assert_eq!(read.moves(&game), Some(moves));
        // A damaged file is said, and the shipped book stays in use.
        let bad = tempfile::tempdir().unwrap();
        std::fs::write(bad.path().join(FILE), b"not a book").unwrap();
        assert!(load(bad.path()).is_err());
        assert!(!book_for(Some(bad.path()), game.options()).unwrap().is_own());
    }

    /// Grows the own book of `dir` with `game`'s position and its children, to the end.
    fn grow_here(game: &Game, dir: &Path) -> Growth {
        let writer = Writer::new(crate::gui::store::Store::new(dir));
        let mut growth = start(Grow::Here, game, dir, 2, || {}).expect("it starts");
        while !growth.growth().finished {
            growth.poll(&writer);
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        writer.flush();
        growth.growth()
    }

    #[test]
    fn an_own_book_file_that_cannot_be_read_is_never_written_over() {
        let game = (1..20)
            .map(|seed| late_game(12, seed))
            .find(|g| g.turn().is_some() && g.empties() == 12)
            .unwrap();
        // A book of a later version, say: kept aside byte for byte, and a book grown after it
        // is written beside it.
        let dir = tempfile::tempdir().unwrap();
        let unknown = b"OTHBOOK\0\x09\0\0\0 a later version".to_vec();
        std::fs::write(dir.path().join(FILE), &unknown).unwrap();
        let why = load(dir.path()).unwrap_err();
        let aside = dir.path().join(format!("{FILE}.bad"));
        assert!(why.contains(&aside.display().to_string()), "{why}");
        assert_eq!(std::fs::read(&aside).unwrap(), unknown);
        let done = grow_here(&game, dir.path());
        assert!(done.error.is_none() && done.done == done.total, "{done:?}");
        assert_eq!(std::fs::read(&aside).unwrap(), unknown);
        load(dir.path()).unwrap();
        assert!(book_for(Some(dir.path()), game.options()).unwrap().is_own());
        // One that cannot be read at all (a folder in its place) is left alone: the book of
        // that data folder is not grown.
        let odd = tempfile::tempdir().unwrap();
        std::fs::create_dir(odd.path().join(FILE)).unwrap();
        assert!(load(odd.path()).is_err());
        assert!(start(Grow::Here, &game, odd.path(), 1, || {}).is_none());
        assert!(odd.path().join(FILE).is_dir());
    }
}
