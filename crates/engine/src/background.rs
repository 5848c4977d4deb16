//! Work on a thread of its own that reports as it goes, for callers that must not block (the
//! window): the computer's move ([`Thinker`](crate::Thinker)), the analysis of a position
//! ([`Analyst`](crate::Analyst)), the review of a game ([`Reviewer`](crate::Reviewer)), the
//! NBoard engine's searches. This is the one way to run work on a thread: start, report,
//! cancel, join. A worker that lives as long as its owner and takes requests (the window's
//! game database) is started with [`Background::serve`] and sent them with
//! [`Background::send`].
//!
//! The engine's own searches, analyses and reviews are started as [`Job`]s
//! ([`Background::start_job`]): on a thread like any other work, or, in a browser tab (wasm32,
//! which has no threads), by the runner the page set with [`set_runner`](crate::set_runner)
//! in a Web Worker, reports coming back as data. Other work started with
//! [`Background::start`] there runs to its end before `start` returns, with its reports kept
//! as on a thread, so that a caller reads it the same way; a worker started with
//! [`Background::serve`] is run there once for each message sent, to its end, with that one
//! message in its inbox.

use crate::job::{Job, Remote, Report};
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
    /// The job, when a runner runs it elsewhere (see [`Background::start_job`]), and whether
    /// it has ended.
    elsewhere: Option<(Box<dyn Remote>, Arc<AtomicBool>)>,
    /// Where there are no threads, a worker started with [`Background::serve`], run once for
    /// each message.
    here: Option<Box<dyn Fn(M) + Send>>,
}

/// Keeps `report` as the newest, counting it.
fn keep_latest<T>(shared: &Mutex<Latest<T>>, report: T) {
    if let Ok(mut latest) = shared.lock() {
        latest.report = Some(report);
        latest.version += 1;
    }
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

    /// Runs the engine's `job`, each of its reports turned by `keep` into the report kept
    /// (none for a report of another kind). On a thread like [`Background::start`]; where
    /// there are no threads and a runner was set (a browser tab), by the runner, elsewhere.
    pub fn start_job(
        job: Job,
        keep: fn(Report) -> Option<T>,
        notify: impl Fn() + Send + 'static,
    ) -> Self {
        if let Some(runner) = crate::job::runner().filter(|_| cfg!(target_arch = "wasm32")) {
            let shared = Arc::new(Mutex::new(Latest {
                report: None,
                version: 0,
            }));
            let ended = Arc::new(AtomicBool::new(false));
            let notify = Arc::new(notify);
            let on_report = {
                let (shared, notify) = (shared.clone(), notify.clone());
                Box::new(move |report: Report| {
                    if let Some(report) = keep(report) {
                        keep_latest(&shared, report);
                    }
                    notify();
                })
            };
            let on_end = {
                let ended = ended.clone();
                Box::new(move || {
                    ended.store(true, Ordering::Relaxed);
                    notify();
                })
            };
            let remote = runner(job, on_report, on_end);
            return Background {
                cancel: Arc::new(AtomicBool::new(false)),
                shared,
                handle: None,
                inbox: None,
                join: false,
                elsewhere: Some((remote, ended)),
                here: None,
            };
        }
        Background::start(
            move |cancel, report| {
                job.run(cancel, &mut |r| {
                    if let Some(kept) = keep(r) {
                        report(&kept);
                    }
                });
            },
            notify,
        )
    }
}

impl<T: Clone + Send + 'static, M: Send + 'static> Background<T, M> {
    /// Runs `work(inbox, cancel, report)` on a new thread: a worker that takes what
    /// [`Background::send`] sends it from `inbox`, for as long as it is kept. Reports and
    /// `notify` are as for [`Background::start`]. When it is dropped, `cancel` is set and the
    /// inbox closes (its `recv` gives an error once the messages sent are taken), and the drop
    /// waits for `work` to return. Where there are no threads, `work` runs once for each
    /// message sent, to its end, with that message alone in its inbox.
    pub fn serve(
        work: impl Fn(Receiver<M>, &Arc<AtomicBool>, &mut dyn FnMut(&T)) + Send + 'static,
        notify: impl Fn() + Send + 'static,
    ) -> Self {
        if cfg!(target_arch = "wasm32") {
            return Background::serve_here(work, notify);
        }
        let (inbox, messages) = mpsc::channel();
        Background::spawn(
            move |cancel, report| work(messages, cancel, report),
            notify,
            Some(inbox),
        )
    }

    /// [`Background::serve`] where there are no threads: `work` runs when a message is sent.
    fn serve_here(
        work: impl Fn(Receiver<M>, &Arc<AtomicBool>, &mut dyn FnMut(&T)) + Send + 'static,
        notify: impl Fn() + Send + 'static,
    ) -> Self {
        let mut served = Background::spawn(|_, _| {}, || {}, None);
        let (cancel, shared) = (served.cancel.clone(), served.shared.clone());
        served.here = Some(Box::new(move |message: M| {
            let (inbox, messages) = mpsc::channel();
            let _ = inbox.send(message);
            drop(inbox);
            work(messages, &cancel, &mut |report: &T| {
                keep_latest(&shared, report.clone());
                notify();
            });
            notify();
        }));
        served
    }

    /// Sends `message` to a worker started with [`Background::serve`]; false when there is no
    /// such worker or its work has ended.
    pub fn send(&self, message: M) -> bool {
        if let Some(here) = &self.here {
            here(message);
            return true;
        }
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
        let run = {
            let (cancel, shared) = (cancel.clone(), shared.clone());
            move || {
                work(&cancel, &mut |report: &T| {
                    keep_latest(&shared, report.clone());
                    notify();
                });
                notify();
            }
        };
        #[cfg(not(target_arch = "wasm32"))]
        let handle = Some(std::thread::spawn(run));
        #[cfg(target_arch = "wasm32")]
        let (handle, inbox) = {
            // No threads: one-off work runs now; a worker waiting for messages cannot.
            if inbox.is_none() {
                run();
            }
            (None, None)
        };
        Background {
            cancel,
            shared,
            handle,
            inbox,
            join: true,
            elsewhere: None,
            here: None,
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
        if let Some((_, ended)) = &self.elsewhere {
            return ended.load(Ordering::Relaxed);
        }
        self.handle.as_ref().is_none_or(|h| h.is_finished())
    }

    /// Asks the work to stop; [`Background::latest`] keeps the newest report.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
        if let Some((remote, _)) = &self.elsewhere {
            remote.cancel();
        }
    }
}

impl<T, M> Drop for Background<T, M> {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
        if let Some((remote, _)) = &self.elsewhere {
            remote.cancel();
        }
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
