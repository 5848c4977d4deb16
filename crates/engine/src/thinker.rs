//! A search on its own thread, for callers that must not block.

use crate::background::Background;
use crate::job::{GameData, Job, Report};
use crate::kept::GameTables;
use crate::limits::Limits;
use crate::request::Search;
use crate::result::{Progress, SearchResult};
use othello_core::Game;
use std::sync::{Arc, Mutex};

/// A search running on its own thread, for callers that must not block (the GUI): a
/// [`Background`] task whose one report is the search's result, with the
/// search's progress beside it.
///
/// Poll it with [`Thinker::try_result`]; [`Thinker::cancel`] or dropping it stops the search
/// within a few milliseconds (dropping it waits for the thread).
pub struct Thinker {
    task: Background<Option<SearchResult>>,
    progress: Arc<Progress>,
}

impl Thinker {
    /// Starts searching a copy of `game` within `limits`.
    pub fn start(game: &Game, limits: Limits) -> Thinker {
        Self::start_with(game, limits, None)
    }

    /// [`Thinker::start`] with the hash `tables` kept from the earlier searches of the game
    /// (see [`Search::tables`]); while another search holds them, with tables of its own.
    pub fn start_in(game: &Game, limits: Limits, tables: Arc<Mutex<GameTables>>) -> Thinker {
        Self::start_with(game, limits, Some(tables))
    }

    fn start_with(game: &Game, limits: Limits, tables: Option<Arc<Mutex<GameTables>>>) -> Thinker {
        let progress = Arc::new(Progress::default());
        if cfg!(target_arch = "wasm32") {
            // No threads: the search goes to the runner as a job, without kept tables (they
            // stay on this side) and without progress until its result.
            let job = Job::Search {
                game: GameData::of(game),
                limits,
            };
            let keep = |report| match report {
                Report::Searched(result) => Some(result),
                _ => None,
            };
            let task = Background::start_job(job, keep, || {});
            return Thinker { task, progress };
        }
        let game = game.clone();
        let task = {
            let progress = progress.clone();
            Background::start(
                move |cancel, report| {
                    let kept = tables.as_ref().and_then(|t| match t.try_lock() {
                        Ok(t) => Some(t),
                        Err(std::sync::TryLockError::Poisoned(e)) => Some(e.into_inner()),
                        Err(std::sync::TryLockError::WouldBlock) => None,
                    });
                    let search = Search::new(&game)
                        .limits(limits)
                        .cancel(cancel)
                        .progress(&progress);
                    let result = match kept {
                        Some(mut t) => search.tables(&mut t).run(),
                        None => search.run(),
                    };
                    report(&result)
                },
                || {},
            )
        };
        Thinker { task, progress }
    }

    /// The result, once the search has finished (then `None` again on later calls). A search of
    /// a finished game never yields a result; see [`Thinker::is_finished`].
    pub fn try_result(&mut self) -> Option<SearchResult> {
        self.task.take().flatten()
    }

    /// Whether the search thread has finished.
    pub fn is_finished(&self) -> bool {
        self.task.is_finished()
    }

    /// Depth of the search's latest value: its deepest whole iteration so far (at the end, one
    /// deeper if an iteration cut short scored a move, as the result says).
    pub fn depth(&self) -> u32 {
        self.progress.depth()
    }

    /// Asks the search to stop; [`Thinker::try_result`] soon yields the best move found so far.
    pub fn cancel(&self) {
        self.task.cancel();
    }
}
