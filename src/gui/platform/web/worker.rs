//! The engine's searches, analyses and reviews in Web Workers, so that the page never waits
//! for them: a browser tab has no threads, but it can run the same program a second time in a
//! worker, which shares no memory with the page. Each job ([`othello_engine::Job`]) goes to a
//! worker as text (RON) and each report ([`othello_engine::Report`]) comes back as text.
//!
//! A worker is started from `worker.js` beside the page and handed the page's compiled
//! module, so it does not fetch or compile the program again. A worker whose job ended waits
//! for the next one; a job that is cancelled (the position changed, the game was left) has
//! its worker ended at once, since a search cannot be interrupted from outside while it runs.

use othello_engine::{Job, Remote, Report};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Worker, WorkerOptions, WorkerType};

/// The script that starts a worker, beside the page (scripts/build-web.sh puts it there).
const SCRIPT: &str = "./worker.js";

/// The most workers kept waiting for a job.
const MAX_IDLE: usize = 2;

/// A message's prefix for a report; the job's end is the message [`END`].
const REPORT: &str = "report ";
const END: &str = "end";

/// A job at work in a worker.
struct Running {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    ended: Box<dyn FnOnce()>,
}

thread_local! {
    static IDLE: RefCell<Vec<Worker>> = const { RefCell::new(Vec::new()) };
    static RUNNING: RefCell<HashMap<u64, Running>> = RefCell::new(HashMap::new());
    static NEXT: Cell<u64> = const { Cell::new(0) };
}

/// A job started by [`run`], by its number (what it runs in stays on the page's side).
struct Handle(u64);

impl Remote for Handle {
    fn cancel(&self) {
        finish(self.0, false);
    }
}

/// Starts `job` in a worker (the engine's [`othello_engine::Runner`] on the web).
pub fn run(
    job: Job,
    mut report: Box<dyn FnMut(Report)>,
    ended: Box<dyn FnOnce()>,
) -> Box<dyn Remote> {
    let id = NEXT.with(|n| {
        n.set(n.get() + 1);
        n.get()
    });
    let started = ron::to_string(&job)
        .map_err(|e| JsValue::from_str(&e.to_string()))
        .and_then(|text| {
            let worker = match IDLE.with(|idle| idle.borrow_mut().pop()) {
                Some(worker) => worker,
                None => new_worker()?,
            };
            let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                let Some(text) = event.data().as_string() else {
                    return;
                };
                if let Some(body) = text.strip_prefix(REPORT) {
                    match ron::from_str::<Report>(body) {
                        Ok(r) => report(r),
                        Err(e) => log(&format!("a worker's report could not be read: {e}")),
                    }
                } else if text == END {
                    // Not from inside this closure, which the job's end drops.
                    wasm_bindgen_futures::spawn_local(async move { finish(id, true) });
                }
            });
            worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            worker.post_message(&JsValue::from_str(&text))?;
            Ok((worker, on_message))
        });
    match started {
        Ok((worker, on_message)) => RUNNING.with(|running| {
            running.borrow_mut().insert(
                id,
                Running {
                    worker,
                    _on_message: on_message,
                    ended,
                },
            );
        }),
        Err(e) => {
            log(&format!(
                "the engine could not be started in a worker: {e:?}"
            ));
            ended();
        }
    }
    Box::new(Handle(id))
}

/// A new worker, handed the page's compiled program.
pub(super) fn new_worker() -> Result<Worker, JsValue> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options(SCRIPT, &options)?;
    worker.post_message(&wasm_bindgen::module())?;
    Ok(worker)
}

/// The job `id` has ended (`done`) or is cancelled: its worker waits for another job, or is
/// ended; its end is told. Nothing for a job already finished.
fn finish(id: u64, done: bool) {
    let Some(job) = RUNNING.with(|running| running.borrow_mut().remove(&id)) else {
        return;
    };
    job.worker.set_onmessage(None);
    let kept = done
        && IDLE.with(|idle| {
            let mut idle = idle.borrow_mut();
            (idle.len() < MAX_IDLE)
                .then(|| idle.push(job.worker.clone()))
                .is_some()
        });
    if !kept {
        job.worker.terminate();
    }
    (job.ended)();
}

pub(super) fn log(text: &str) {
    web_sys::console::error_1(&JsValue::from_str(text));
}

/// The worker's side: takes jobs as they come, runs each to its end, and sends back its
/// reports and its end.
pub fn serve(scope: DedicatedWorkerGlobalScope) {
    let replies = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        if event.data().as_string().as_deref() == Some(super::database::MODE) {
            // The game database's worker from now on.
            return super::database::serve(replies.clone());
        }
        let post = |text: &str| {
            let _ = replies.post_message(&JsValue::from_str(text));
        };
        match event.data().as_string().map(|t| ron::from_str::<Job>(&t)) {
            Some(Ok(job)) => job.run(&AtomicBool::new(false), &mut |report| match ron::to_string(
                &report,
            ) {
                Ok(text) => post(&format!("{REPORT}{text}")),
                Err(e) => log(&format!("a report could not be written: {e}")),
            }),
            Some(Err(e)) => log(&format!("a job could not be read: {e}")),
            None => log("a job that is not text"),
        }
        post(END);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as its handler.
    on_message.forget();
}
