//! Laying chosen positions into a book as one piece of work, with its progress: what a
//! player's "Add this line to my book" and "Deepen my book here" do, on a thread of the
//! window's or in a browser's worker ([`crate::Job::LayIntoBook`]), which hands the grown book
//! back as a file's bytes.

use super::{Builder, Settings, Step};
use crate::book::{self, Book, BookSet};
use othello_core::Game;
use serde::{Deserialize, Serialize};
use std::sync::atomic::AtomicBool;

/// How far [`lay`] has got.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Laying {
    /// Positions analysed and laid in.
    pub done: usize,
    /// Positions to lay in (those the book held already are not counted).
    pub total: usize,
    /// The grown book, as a book file holding it alone ([`BookSet::to_bytes`]): in the last
    /// report, once every position is in (none when there was nothing to lay in).
    pub book: Option<Vec<u8>>,
}

/// Lays the positions of `games` that `base` does not hold into it with `settings` (a batch of
/// one position a thread at a time), reporting after each batch; the last report carries the
/// grown book. Cancelled by `cancel`, it reports no book: nothing of it is kept.
pub fn lay(
    base: &Book,
    games: &[Game],
    settings: Settings,
    cancel: &AtomicBool,
    report: &mut dyn FnMut(&Laying),
) {
    let held = |g: &Game| book::key(g).is_some_and(|(k, _)| base.entry(&k).is_some());
    let mut keys = Vec::new();
    let positions: Vec<&Game> = games
        .iter()
        .filter(|g| *g.options() == base.options() && !held(g))
        .filter(|g| match book::key(g) {
            // A position reached twice (or a symmetric image of one) is laid in once.
            Some((k, _)) if !keys.contains(&k) => {
                keys.push(k);
                true
            }
            _ => false,
        })
        .collect();
    let mut laying = Laying {
        total: positions.len(),
        ..Laying::default()
    };
    report(&laying);
    if positions.is_empty() {
        return;
    }
    let mut builder = Builder::resume(base, settings);
    for chunk in positions.chunks(settings.threads.max(1)) {
        let chunk: Vec<Game> = chunk.iter().map(|&g| g.clone()).collect();
        if builder.add_positions(&chunk, cancel) == Step::Cancelled {
            return;
        }
        laying.done += chunk.len();
        if laying.done < laying.total {
            report(&laying);
        }
    }
    laying.book = Some(
        BookSet {
            books: vec![builder.book()],
        }
        .to_bytes(),
    );
    report(&laying);
}
