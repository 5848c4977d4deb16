//! Work on a thread of its own that reports as it goes, for callers that must not block (the
//! window): the computer's move ([`Thinker`](crate::Thinker)), the analysis of a position
//! ([`Analyst`](crate::Analyst)), the review of a game ([`Reviewer`](crate::Reviewer)), the
//! NBoard engine's searches. This is the one way to run work on a thread: start, report,
//! cancel, join. A worker that lives as long as its owner and takes requests (the window's
//! game database) is started with [`Background::serve`] and sent them with
//! [`Background::send`].

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// A piece of work running on its own thread, with the newest of its reports.
///
/// [`Background::latest`] gives the newest report; [`Background::cancel`] or dropping it stops
/// the work (the engine's searches look at the flag every couple of thousand nodes), and
/// dropping it waits for the thread. `M` is what a worker started with [`Background::serve`]
/// is sent.
pub struct Background<T, M = ()> {
    cancel: Arc<AtomicBool>,
    shared: Arc<Mutex<Latest<T>>>,
    handle: Option<JoinHandle<()>>,
    /// The worker's inbox (none for work started with [`Background::start`]).
    inbox: Option<Sender<M>>,
    /// Whether dropping it waits for the thread (see [`Background::detached`]).
    join: bool,
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
        Background::spawn(work, notify, None)
    }
}

impl<T: Clone + Send + 'static, M: Send + 'static> Background<T, M> {
    /// Runs `work(inbox, cancel, report)` on a new thread: a worker that takes what
    /// [`Background::send`] sends it from `inbox`, for as long as it is kept. Reports and
    /// `notify` are as for [`Background::start`]. When it is dropped, `cancel` is set and the
    /// inbox closes (its `recv` gives an error once the messages sent are taken), and the drop
    /// waits for `work` to return.
    pub fn serve(
        work: impl FnOnce(Receiver<M>, &Arc<AtomicBool>, &mut dyn FnMut(&T)) + Send + 'static,
        notify: impl Fn() + Send + 'static,
    ) -> Self {
        let (inbox, messages) = mpsc::channel();
        Background::spawn(
            move |cancel, report| work(messages, cancel, report),
            notify,
            Some(inbox),
        )
    }

    /// Sends `message` to a worker started with [`Background::serve`]; false when there is no
    /// such worker or its work has ended.
    pub fn send(&self, message: M) -> bool {
        self.inbox.as_ref().is_some_and(|i| i.send(message).is_ok())
    }

    fn spawn(
        work: impl FnOnce(&Arc<AtomicBool>, &mut dyn FnMut(&T)) + Send + 'static,
        notify: impl Fn() + Send + 'static,
        inbox: Option<Sender<M>>,
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
            inbox,
            join: true,
        }
    }

    /// The same work, whose thread is not waited for when this is dropped: for work that
    /// cannot be cancelled and may take as long as a person does (a question to the desktop's
    /// file chooser). Dropping it still sets the cancel flag and closes the inbox; the thread
    /// ends on its own, and its last report goes nowhere.
    pub fn detached(mut self) -> Self {
        self.join = false;
        self
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

impl<T, M> Drop for Background<T, M> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
        // A worker waiting for its next message wakes to a closed inbox.
        self.inbox = None;
        if let Some(handle) = self.handle.take()
            && self.join
        {
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
    fn a_detached_task_is_not_waited_for() {
        let (release, wait) = mpsc::channel::<()>();
        let (ended, done) = mpsc::channel::<()>();
        let task = Background::<u32>::start(
            move |_, _| {
                // Blocks until released: only a drop that does not wait can return before.
                let _ = wait.recv();
                let _ = ended.send(());
            },
            || {},
        )
        .detached();
        drop(task);
        assert!(
            done.try_recv().is_err(),
            "the drop returned while the work ran"
        );
        release.send(()).unwrap();
        done.recv_timeout(std::time::Duration::from_secs(20))
            .unwrap();
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

    #[test]
    fn a_worker_answers_what_it_is_sent_and_ends_when_dropped() {
        let ended = Arc::new(AtomicBool::new(false));
        let worker = {
            let ended = ended.clone();
            Background::<u32, u32>::serve(
                move |inbox, _, report| {
                    // Waits for messages until the inbox closes (or, if closing it were
                    // broken, gives up after a while without saying it ended).
                    let give_up = Instant::now() + Duration::from_secs(20);
                    while Instant::now() < give_up {
                        match inbox.recv_timeout(Duration::from_millis(20)) {
                            Ok(n) => report(&(n * 2)),
                            Err(mpsc::RecvTimeoutError::Timeout) => {}
                            Err(mpsc::RecvTimeoutError::Disconnected) => {
                                ended.store(true, Ordering::Relaxed);
                                return;
                            }
                        }
                    }
                },
                || {},
            )
        };
        assert!(worker.send(5));
        while worker.version() < 1 {
            std::thread::yield_now();
        }
        assert!(worker.send(21));
        while worker.version() < 2 {
            std::thread::yield_now();
        }
        assert_eq!(worker.latest(), Some(42));
        assert!(!worker.is_finished());
        // The worker waits for messages until it is dropped: the drop closes its inbox, and
        // returns once the worker has seen that and ended.
        drop(worker);
        assert!(ended.load(Ordering::Relaxed));

        // Work started without an inbox takes no messages; an ended worker takes none either.
        let task = Background::<u32>::start(|_, _| {}, || {});
        assert!(!task.send(()));
        let quitter = Background::<u32, u32>::serve(|_, _, _| {}, || {});
        while !quitter.is_finished() {
            std::thread::yield_now();
        }
        assert!(!quitter.send(1));
    }
}
