//! Computer players, one mechanism for every game: a [`Search`] runs on a thread of its own;
//! a [`Computer`] holds one for a known position and hands its move over, as the same
//! [`GameCommand::Play`](crate::gui::GameCommand::Play) a click makes, once the pace and the board allow.
//! Dropping a [`Computer`] cancels its search and waits for its thread, whatever the game.

use othello_core::Square;
use std::time::Duration;

/// How often the window looks at a running search: often enough to feel immediate, rarely
/// enough to leave the processor to the search.
pub const POLL: Duration = Duration::from_millis(50);

/// Where a search stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Poll {
    /// Still looking.
    Thinking,
    /// Its move.
    Found(Found),
    /// It ended without a move (it cannot while the game goes on; the caller starts afresh).
    Failed,
}

/// What a search says its move is worth to the side that plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Valuation {
    /// In hundredths of a disc (the final disc difference × 100 when exact).
    pub hundredths: i32,
    /// Proven by an exact solve.
    pub exact: bool,
    /// The search's depth (the empty cells when exact).
    pub depth: u32,
}

/// A computer's move, with its value when the search gave one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    /// The move.
    pub square: Square,
    /// What it is worth to the mover (none for a forced move, which is not searched).
    pub value: Option<Valuation>,
}

/// A search for a move on a thread of its own. Dropping it must stop the search and wait for
/// its thread.
pub trait Search {
    /// Where the search stands.
    fn poll(&mut self) -> Poll;
    /// How many plies deep it has looked, if it says (0 otherwise).
    fn depth(&self) -> u32 {
        0
    }
}

impl Search for othello_engine::Thinker {
    fn poll(&mut self) -> Poll {
        let finished = self.is_finished();
        match self.try_result() {
            Some(result) => Poll::Found(Found {
                square: result.best,
                // A forced move is played without a search: it has no value.
                value: (result.depth > 0 || result.exact || result.book).then(|| Valuation {
                    hundredths: result.value(),
                    exact: result.exact,
                    depth: result.depth,
                }),
            }),
            None if finished => Poll::Failed,
            None => Poll::Thinking,
        }
    }

    fn depth(&self) -> u32 {
        othello_engine::Thinker::depth(self)
    }
}

/// What a computer player asks of the shell this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Nothing yet: look again in [`POLL`].
    Wait,
    /// Play this move now.
    Play(Found),
    /// The search failed: drop this computer and start another.
    Restart,
}

/// The computer choosing a move in the position named by `key` (e.g. the moves played).
pub struct Computer<K> {
    search: Box<dyn Search>,
    key: K,
    /// When it started (egui time, seconds): the move is played no sooner than the pace allows.
    started: f64,
    found: Option<Found>,
}

impl<K: PartialEq> Computer<K> {
    /// A computer player for the position `key`, searching with `search` since `now`.
    pub fn new(key: K, search: Box<dyn Search>, now: f64) -> Self {
        Computer {
            search,
            key,
            started: now,
            found: None,
        }
    }

    /// Whether it is thinking about the position `key`.
    pub fn is_for(&self, key: &K) -> bool {
        &self.key == key
    }

    /// When it started (egui time, seconds).
    pub fn started(&self) -> f64 {
        self.started
    }

    /// How deep the search has looked.
    pub fn depth(&self) -> u32 {
        self.search.depth()
    }

    /// Its move once found, the pace (`pace` seconds since it started) has gone by and the
    /// board is `calm` (no animation, no dialog).
    pub fn step(&mut self, now: f64, pace: f64, calm: bool) -> Step {
        if self.found.is_none() {
            match self.search.poll() {
                Poll::Found(found) => self.found = Some(found),
                Poll::Failed => return Step::Restart,
                Poll::Thinking => {}
            }
        }
        match self.found {
            Some(found) if calm && now - self.started >= pace => Step::Play(found),
            _ => Step::Wait,
        }
    }
}

/// Runs the computer player kept in `slot` for the position `key`, the one loop every game
/// uses: a player thinking about another position is dropped (which cancels it), one is started
/// with `start` if there is none, and its move is returned once [`Computer::step`] says it is
/// due, with its value if the search gave one. A failed search is dropped so that the next
/// frame starts afresh. While it thinks, egui is asked to look again in [`POLL`].
pub fn drive<K: PartialEq>(
    slot: &mut Option<Computer<K>>,
    key: K,
    start: impl FnOnce() -> Box<dyn Search>,
    now: f64,
    pace: f64,
    calm: bool,
    egui: &egui::Context,
) -> Option<Found> {
    if slot.as_ref().is_some_and(|c| !c.is_for(&key)) {
        *slot = None;
    }
    let computer = slot.get_or_insert_with(|| Computer::new(key, start(), now));
    match computer.step(now, pace, calm) {
        Step::Play(found) => {
            *slot = None;
            Some(found)
        }
        Step::Restart => {
            *slot = None;
            egui.request_repaint_after(POLL);
            None
        }
        Step::Wait => {
            egui.request_repaint_after(POLL);
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A search whose answers are scripted.
    struct Scripted(Vec<Poll>);

    impl Search for Scripted {
        fn poll(&mut self) -> Poll {
            if self.0.len() > 1 {
                self.0.remove(0)
            } else {
                self.0[0]
            }
        }
    }

    #[test]
    fn the_move_waits_for_the_pace_and_a_calm_board() {
        let a1 = Square::new(0, 0);
        let found = Found {
            square: a1,
            value: None,
        };
        let search = Scripted(vec![Poll::Thinking, Poll::Found(found)]);
        let mut computer = Computer::new(vec![a1], Box::new(search), 10.0);
        assert!(computer.is_for(&vec![a1]));
        assert!(!computer.is_for(&vec![]));
        assert_eq!(computer.step(10.1, 0.5, true), Step::Wait);
        // Found, but too soon.
        assert_eq!(computer.step(10.2, 0.5, true), Step::Wait);
        // Time enough, but the discs are still turning.
        assert_eq!(computer.step(10.6, 0.5, false), Step::Wait);
        assert_eq!(computer.step(10.7, 0.5, true), Step::Play(found));
    }

    #[test]
    fn a_failed_search_asks_for_another() {
        let mut computer = Computer::new((), Box::new(Scripted(vec![Poll::Failed])), 0.0);
        assert_eq!(computer.step(1.0, 0.0, true), Step::Restart);
    }
}
