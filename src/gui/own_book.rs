//! The player's own opening book: the shipped book with the lines the player laid into it
//! ("Add this line to my book", "Deepen my book here" in the book panel), grown on a thread of
//! its own by the engine's book builder and kept in the data folder as [`FILE`] beside the
//! book the program ships. Once there, it stands in for the shipped book of its board wherever
//! the window reads the book: the values on the board with the book's marks, the book panel,
//! the status bar's "in the book".
//!
//! The books read are kept by data folder, so that two windows on two folders (as tests open
//! them) never see each other's.

use crate::gui::platform::files;
use othello_core::{Game, Options};
use othello_engine::Background;
use othello_engine::book::{self, Book, BookSet};
use othello_engine::book_build::{Builder, Settings, Step};
use std::collections::HashMap;
use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
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
/// Why the file could not be read or is not a book (it is then left as it is, and the shipped
/// book is read instead).
pub fn load(data_dir: &Path) -> Result<(), String> {
    let path = data_dir.join(FILE);
    let bytes = match files::read_bytes(&path) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => return Ok(()),
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    let set = BookSet::from_bytes(&bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    keep(data_dir, set);
    Ok(())
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

/// Starts laying `grow`'s positions of `game` into the own book of `data_dir` on a thread of
/// its own with `threads` threads (the book's depth and exact range, so its values are the
/// shipped book's kind), writing the book to the data folder when done; `None` when the board
/// has no book or the game does not start from the book's start.
pub fn start(
    grow: Grow,
    game: &Game,
    data_dir: &Path,
    threads: usize,
    notify: impl Fn() + Send + 'static,
) -> Option<Background<Growth>> {
    let options = *game.options();
    let base = book_for(Some(data_dir), &options)?;
    if !game.setup().is_standard() {
        return None;
    }
    let settings = Settings {
        depth: u32::from(base.depth),
        exact_empties: u32::from(base.exact_empties),
        threads: threads.max(1),
        ..Settings::default()
    };
    let base: Book = (*base).clone();
    let game = game.clone();
    let dir = data_dir.to_path_buf();
    Some(Background::start(
        move |cancel, report| grow_book(grow, &game, &base, settings, &dir, cancel, report),
        notify,
    ))
}

/// The work of [`start`].
fn grow_book(
    grow: Grow,
    game: &Game,
    base: &Book,
    settings: Settings,
    dir: &Path,
    cancel: &AtomicBool,
    report: &mut dyn FnMut(&Growth),
) {
    let mut builder = Builder::resume(base, settings);
    let held = |g: &Game| book::key(g).is_some_and(|(k, _)| base.entry(&k).is_some());
    let positions: Vec<Game> = positions(grow, game)
        .into_iter()
        .filter(|g| !held(g))
        .collect();
    let mut growth = Growth {
        total: positions.len(),
        from: game.moves_played(),
        ..Growth::default()
    };
    report(&growth);
    for chunk in positions.chunks(settings.threads) {
        if builder.add_positions(chunk, cancel) == Step::Cancelled {
            growth.finished = true;
            report(&growth);
            return;
        }
        growth.done += chunk.len();
        report(&growth);
    }
    let book = builder.book();
    // The own book of every other board stays as it was.
    let mut set = match books().lock().ok().and_then(|b| b.get(dir).cloned()) {
        Some(set) => (*set).clone(),
        None => BookSet::default(),
    };
    set.books
        .retain(|b| (b.rows, b.cols, b.win_rule) != (book.rows, book.cols, book.win_rule));
    set.books.push(book);
    if growth.total > 0
        && let Err(e) = write(dir, &set.to_bytes())
    {
        growth.error = Some(e);
    } else if growth.total > 0 {
        keep(dir, set);
    }
    growth.finished = true;
    report(&growth);
}

/// Writes the book's bytes to the data folder as the window writes its files: atomically,
/// through a link where the file is one.
fn write(dir: &Path, bytes: &[u8]) -> Result<(), String> {
    let path = dir.join(FILE);
    files::create_dir_all(dir)
        .and_then(|()| files::write_atomically(&path, bytes))
        .map_err(|e| format!("{}: {e}", path.display()))
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
        let growth = start(Grow::Here, &game, dir.path(), 2, || {}).unwrap();
        while !growth.is_finished() {
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        let done = growth.latest().unwrap();
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
}
