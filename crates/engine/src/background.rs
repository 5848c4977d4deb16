//! Work on a thread of its own that reports as it goes, for callers that must not block (the
//! window): the computer's move ([`Thinker`](crate::Thinker)), the analysis of a position
//! ([`Analyst`](crate::Analyst)), the review of a game ([`Reviewer`](crate::Reviewer)), the
//! NBoard engine's searches. This is the one way to run work on a thread: start, report,
//! cancel, join.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// A piece of work running on its own thread, with the newest of its reports.
///
/// [`Background::latest`] gives the newest report; [`Background::cancel`] or dropping it stops
/// the work (the engine's searches look at the flag every couple of thousand nodes), and
/// dropping it waits for the thread.
pub struct Background<T> {
    cancel: Arc<AtomicBool>,
    shared: Arc<Mutex<Latest<T>>>,
    handle: Option<JoinHandle<()>>,
}

struct Latest<T> {
    report: Option<T>,
    /// Counts the reports, so that a caller can tell new ones from old.
    version: u64,
}

impl<T: Clone + Send + 'static> Background<T> {
    /// Runs `work(cancel, report)` on a new thread. Each `report` replaces the newest one;
    /// `notify` runs on that thread after each report and when the work ends. `cancel` is set
    /// when the work should stop (it is an [`Arc`] so that work may hand it on).
    pub fn start(
        work: impl FnOnce(&Arc<AtomicBool>, &mut dyn FnMut(&T)) + Send + 'static,
        notify: impl Fn() + Send + 'static,
    ) -> Self {
        let cancel = Arc::new(AtomicBool::new(false));
        let shared = Arc::new(Mutex::new(Latest {
            report: None,
            version: 0,
        }));
        let handle = {
            let (cancel, shared) = (cancel.clone(), shared.clone());
            std::thread::spawn(move || {
                work(&cancel, &mut |report: &T| {
                    if let Ok(mut latest) = shared.lock() {
                        latest.report = Some(report.clone());
                        latest.version += 1;
                    }
                    notify();
                });
                notify();
            })
        };
        Background {
            cancel,
            shared,
            handle: Some(handle),
        }
    }

    /// The newest report, if there is one yet.
    pub fn latest(&self) -> Option<T> {
        self.shared.lock().ok()?.report.clone()
    }

    /// Takes the newest report, if there is one yet: a later call gives `None` until the work
    /// reports again.
    pub fn take(&self) -> Option<T> {
        self.shared.lock().ok()?.report.take()
    }

    /// How many reports have come so far.
    pub fn version(&self) -> u64 {
        self.shared.lock().map_or(0, |l| l.version)
    }

    /// Whether the work has ended (done, or stopped).
    pub fn is_finished(&self) -> bool {
        self.handle.as_ref().is_none_or(|h| h.is_finished())
    }

    /// Asks the work to stop; [`Background::latest`] keeps the newest report.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl<T> Drop for Background<T> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
        if let Some(handle) = self.handle.take() {
            let _ = handle.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    #[test]
    fn dropping_it_cancels_the_work_and_waits_for_its_thread() {
        let stopped = Arc::new(AtomicBool::new(false));
        let task = {
            let stopped = stopped.clone();
            Background::<u32>::start(
                move |cancel, report| {
                    report(&1);
                    // Runs until cancelled (or, if cancelling were broken, gives up after a
                    // while without saying it stopped).
                    let give_up = Instant::now() + Duration::from_secs(20);
                    while !cancel.load(Ordering::Relaxed) && Instant::now() < give_up {
                        std::thread::yield_now();
                    }
                    stopped.store(cancel.load(Ordering::Relaxed), Ordering::Relaxed);
                },
                || {},
            )
        };
        while task.version() == 0 {
            std::thread::yield_now();
        }
        assert_eq!(task.latest(), Some(1));
        assert!(!task.is_finished());
        drop(task);
        // The drop returned, so the thread has ended, and it ended because it was cancelled.
        assert!(stopped.load(Ordering::Relaxed));
    }

    #[test]
    fn take_hands_a_report_over_once() {
        let task = Background::<u32>::start(|_, report| report(&7), || {});
        while !task.is_finished() {
            std::thread::yield_now();
        }
        assert_eq!(task.take(), Some(7));
        assert_eq!(task.take(), None);
        assert_eq!(task.latest(), None);
        assert_eq!(task.version(), 1);
    }
}
