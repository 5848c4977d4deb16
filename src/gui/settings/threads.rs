//! How many threads the engine searches with: by default all the processor's hardware threads
//! but one (so the window itself never waits for a core), or a number the player picks.

use crate::gui::i18n::t;
use othello_engine::MAX_THREADS;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// The engine's threads for the computer's moves, hints, the analysis and the review.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Threads {
    /// Every hardware thread but one (at least one).
    #[default]
    Automatic,
    /// This many (between 1 and [`MAX_THREADS`]; a hand-edited file asking for more gets that
    /// many).
    Fixed(u16),
}

/// The processor's hardware threads (1 when the system does not say), asked once: the answer
/// reads system files, and menus and searches ask every frame.
pub fn hardware_threads() -> usize {
    static HARDWARE: OnceLock<usize> = OnceLock::new();
    *HARDWARE.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

impl Threads {
    /// The number of search threads on a processor with `hardware` threads.
    pub fn count_on(self, hardware: usize) -> usize {
        match self {
            Threads::Automatic => hardware.saturating_sub(1).max(1),
            Threads::Fixed(n) => usize::from(n).clamp(1, MAX_THREADS),
        }
    }

    /// The number of search threads on this processor.
    pub fn count(self) -> usize {
        self.count_on(hardware_threads())
    }

    /// The choices of the menu on a processor with `hardware` threads: automatic, then 1, 2, 4,
    /// 8… below `hardware`, and `hardware` itself.
    pub fn choices(hardware: usize) -> Vec<Threads> {
        let hardware = hardware.clamp(1, MAX_THREADS);
        let mut list = vec![Threads::Automatic];
        let mut n = 1;
        while n < hardware {
            list.push(Threads::Fixed(n as u16));
            n *= 2;
        }
        list.push(Threads::Fixed(hardware as u16));
        list
    }

    /// The name shown in the menu.
    pub fn name(self) -> String {
        match self {
            Threads::Automatic => t!("threads-automatic", count = self.count() as i64),
            Threads::Fixed(n) => t!("threads-fixed", count = i64::from(n)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn automatic_leaves_one_hardware_thread_to_the_window() {
        assert_eq!(Threads::Automatic.count_on(16), 15);
        assert_eq!(Threads::Automatic.count_on(2), 1);
        assert_eq!(Threads::Automatic.count_on(1), 1);
    }

    #[test]
    fn a_fixed_count_stays_within_bounds() {
        assert_eq!(Threads::Fixed(4).count_on(2), 4);
        assert_eq!(Threads::Fixed(0).count_on(8), 1);
        assert_eq!(Threads::Fixed(60_000).count_on(8), 256);
    }

    #[test]
    fn the_menu_offers_powers_of_two_and_every_thread() {
        assert_eq!(
            Threads::choices(12),
            [
                Threads::Automatic,
                Threads::Fixed(1),
                Threads::Fixed(2),
                Threads::Fixed(4),
                Threads::Fixed(8),
                Threads::Fixed(12)
            ]
        );
        assert_eq!(Threads::choices(1), [Threads::Automatic, Threads::Fixed(1)]);
    }
}
