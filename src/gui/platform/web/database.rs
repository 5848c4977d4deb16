//! The game database in a browser: its worker ([`crate::gui::database::worker`]) runs in a Web
//! Worker of its own, which holds the games and their index for as long as the page is open,
//! so that reading tens of thousands of games and answering about a position never hold up
//! the page. The imported files and their index are kept in the browser's private file system
//! for the page (the origin private file system: no size limit short of the disk's, unlike
//! the local storage), read back when the worker starts after a reload.
//!
//! The page talks to the worker in messages: a question as text (`ask ` and RON); an import as
//! an array (`import`, then each file's name and its bytes); the worker answers with what it
//! knows (`snapshot ` and RON; the players' names only when they changed) and, when the
//! browser would not keep a file, `unkept ` and why.

use super::worker::{log, new_worker};
use crate::gui::database::shelf::{FOLDER, INDEX, Memory};
use crate::gui::database::worker::Worker;
use crate::gui::database::{Filter, Link, Picked, Request, Shown, Snapshot, Status};
use js_sys::{Array, Reflect, Uint8Array};
use othello_archive::Query;
use othello_engine::Background;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    DedicatedWorkerGlobalScope, FileSystemDirectoryHandle, FileSystemFileHandle,
    FileSystemGetDirectoryOptions, FileSystemGetFileOptions, FileSystemWritableFileStream,
    MessageEvent,
};

/// The message that makes a worker the database's.
pub const MODE: &str = "database";

const ASK: &str = "ask ";
const IMPORT: &str = "import";
const SNAPSHOT: &str = "snapshot ";
const UNKEPT: &str = "unkept ";

/// What the worker says, as it travels.
#[derive(Serialize, Deserialize)]
struct Said {
    status: Status,
    /// The players' names, when they changed since the last time.
    players: Option<Vec<String>>,
    shown: Option<Shown>,
}

/// The game database's worker in a Web Worker of its own (on the page, answering from the
/// openings' statistics alone, if the browser will not start one); `wake` is called each time
/// it reports.
pub fn database(_data_dir: Option<PathBuf>, wake: Box<dyn Fn() + Send>) -> Box<dyn Link> {
    let started = new_worker().and_then(|worker| {
        worker.post_message(&JsValue::from_str(MODE))?;
        Ok(worker)
    });
    match started {
        Ok(worker) => Box::new(Page::new(worker, wake)),
        Err(e) => {
            log(&format!(
                "the game database could not start in a worker: {e:?}"
            ));
            Box::new(Background::serve(
                |inbox, stop, report| {
                    let shelf = Box::new(Memory::new(BTreeMap::new(), None, Box::new(|_, _| {})));
                    let report = Box::new(|snapshot: &Snapshot| report(snapshot));
                    Worker::new(shelf, Arc::clone(stop), report).run(inbox)
                },
                wake,
            ))
        }
    }
}

/// What the page has heard from the worker.
#[derive(Default)]
struct Heard {
    version: u64,
    snapshot: Option<Snapshot>,
    /// The files the browser would not keep, with why.
    unkept: Vec<String>,
}

/// Asks the browser to keep the page's storage under disk pressure (the imported files and
/// their index are tens of megabytes, which a browser may otherwise clear): it grants or
/// refuses as its own rules say (often by how much the page is used), and says so on the
/// console.
fn ask_to_keep_storage() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(asked) = window.navigator().storage().persist() else {
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        if let Ok(kept) = wasm_bindgen_futures::JsFuture::from(asked).await {
            let kept = kept.as_bool() == Some(true);
            web_sys::console::info_1(&JsValue::from_str(&format!(
                "the browser keeps the page's storage: {kept}"
            )));
        }
    });
}

/// The page's end of the worker.
struct Page {
    worker: web_sys::Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    heard: Rc<RefCell<Heard>>,
}

impl Page {
    fn new(worker: web_sys::Worker, wake: Box<dyn Fn() + Send>) -> Page {
        let heard = Rc::new(RefCell::new(Heard::default()));
        let on_message = {
            let heard = Rc::clone(&heard);
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                let Some(text) = event.data().as_string() else {
                    return;
                };
                if let Some(body) = text.strip_prefix(SNAPSHOT) {
                    match ron::from_str::<Said>(body) {
                        Ok(said) => heard.borrow_mut().take(said),
                        Err(e) => log(&format!("the database's report could not be read: {e}")),
                    }
                } else if let Some(why) = text.strip_prefix(UNKEPT) {
                    let mut heard = heard.borrow_mut();
                    heard.unkept.push(why.to_owned());
                    heard.version += 1;
                }
                wake();
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        Page {
            worker,
            _on_message: on_message,
            heard,
        }
    }
}

impl Heard {
    fn take(&mut self, said: Said) {
        let was_ready = matches!(
            self.snapshot.as_ref().map(|s| &s.status),
            Some(Status::Ready { .. })
        );
        if let Status::Ready { games, .. } = &said.status
            && !was_ready
        {
            // Said once each time the games are read, for whoever looks at the console.
            web_sys::console::info_1(&JsValue::from_str(&format!("game database: {games} games")));
        }
        let players = said
            .players
            .map(Arc::new)
            .or_else(|| self.snapshot.as_ref().and_then(|s| s.players.clone()));
        self.snapshot = Some(Snapshot {
            status: said.status,
            players,
            shown: said.shown.map(Arc::new),
        });
        self.version += 1;
    }
}

impl Drop for Page {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

impl Link for Page {
    fn send(&self, request: Request) {
        let message = match request {
            Request::Ask(query, filter, page) => match ron::to_string(&(query, filter, page)) {
                Ok(text) => JsValue::from_str(&format!("{ASK}{text}")),
                Err(e) => return log(&format!("a question could not be written: {e}")),
            },
            Request::Import(Picked::Files(files)) => {
                ask_to_keep_storage();
                let message = Array::new();
                message.push(&JsValue::from_str(IMPORT));
                for (name, bytes) in files {
                    message.push(&JsValue::from_str(&name));
                    message.push(&Uint8Array::from(bytes.as_slice()));
                }
                message.into()
            }
            Request::Import(Picked::Paths(_)) => {
                return log("a browser imports picked files, not paths");
            }
        };
        if let Err(e) = self.worker.post_message(&message) {
            log(&format!("the database could not be asked: {e:?}"));
        }
    }

    fn version(&self) -> u64 {
        self.heard.borrow().version
    }

    fn latest(&self) -> Option<Snapshot> {
        let heard = self.heard.borrow();
        let mut snapshot = heard.snapshot.clone()?;
        if let Status::Ready { problems, .. } = &mut snapshot.status {
            problems.extend(heard.unkept.iter().cloned());
        }
        Some(snapshot)
    }
}

/// A message from the page, as a request.
fn request(data: &JsValue) -> Option<Request> {
    if let Some(text) = data.as_string() {
        let body = text.strip_prefix(ASK)?;
        let (query, filter, page): (Query, Filter, usize) = ron::from_str(body).ok()?;
        return Some(Request::Ask(query, filter, page));
    }
    let parts: Array = data.clone().dyn_into().ok()?;
    if parts.get(0).as_string().as_deref() != Some(IMPORT) {
        return None;
    }
    let mut files = Vec::new();
    let mut i = 1;
    while i + 1 < parts.length() {
        let name = parts.get(i).as_string()?;
        let bytes: Uint8Array = parts.get(i + 1).dyn_into().ok()?;
        files.push((name, bytes.to_vec()));
        i += 2;
    }
    Some(Request::Import(Picked::Files(files)))
}

/// The worker's side: reads what the browser kept, then answers the page's requests (those
/// that come while it reads wait their turn).
pub fn serve(scope: DedicatedWorkerGlobalScope) {
    struct Served {
        worker: Option<Worker<'static>>,
        waiting: Vec<Request>,
    }
    let served = Rc::new(RefCell::new(Served {
        worker: None,
        waiting: Vec::new(),
    }));
    let on_message = {
        let served = Rc::clone(&served);
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let Some(request) = request(&event.data()) else {
                return log("a message the database does not know");
            };
            let mut served = served.borrow_mut();
            match served.worker.as_mut() {
                Some(worker) => worker.handle(request),
                None => served.waiting.push(request),
            }
        })
    };
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    wasm_bindgen_futures::spawn_local(async move {
        let (files, index) = match read_kept().await {
            Ok(kept) => kept,
            Err(e) => {
                log(&format!("the imported games could not be read back: {e:?}"));
                (BTreeMap::new(), None)
            }
        };
        let keep = {
            let scope = scope.clone();
            move |path: &str, bytes: &[u8]| {
                let (path, bytes, scope) = (path.to_owned(), bytes.to_vec(), scope.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    if let Err(e) = write(&path, &bytes).await {
                        let why = e.as_string().unwrap_or_else(|| format!("{e:?}"));
                        let _ = scope.post_message(&JsValue::from_str(&format!(
                            "{UNKEPT}{path}: the browser did not keep it ({why})"
                        )));
                    }
                });
            }
        };
        let shelf = Box::new(Memory::new(files, index, Box::new(keep)));
        let mut worker = Worker::new(shelf, Arc::new(AtomicBool::new(false)), report(scope));
        worker.load();
        let waiting = std::mem::take(&mut served.borrow_mut().waiting);
        for request in waiting {
            worker.handle(request);
        }
        served.borrow_mut().worker = Some(worker);
    });
}

/// Sends what the worker knows to the page, the players' names only when they changed.
fn report(scope: DedicatedWorkerGlobalScope) -> Box<dyn FnMut(&Snapshot)> {
    let mut sent: Option<Arc<Vec<String>>> = None;
    Box::new(move |snapshot: &Snapshot| {
        let players = match &snapshot.players {
            Some(players) if !sent.as_ref().is_some_and(|s| Arc::ptr_eq(s, players)) => {
                sent = Some(Arc::clone(players));
                Some(players.as_ref().clone())
            }
            _ => None,
        };
        let said = Said {
            status: snapshot.status.clone(),
            players,
            shown: snapshot.shown.as_deref().cloned(),
        };
        match ron::to_string(&said) {
            Ok(text) => {
                let _ = scope.post_message(&JsValue::from_str(&format!("{SNAPSHOT}{text}")));
            }
            Err(e) => log(&format!("the database's report could not be written: {e}")),
        }
    })
}

/// The page's private file system.
async fn root() -> Result<FileSystemDirectoryHandle, JsValue> {
    let scope: web_sys::WorkerGlobalScope = js_sys::global().dyn_into()?;
    let storage = scope.navigator().storage();
    Ok(JsFuture::from(storage.get_directory()).await?.dyn_into()?)
}

/// The folder `name` of `parent`, made if `create`.
async fn folder(
    parent: &FileSystemDirectoryHandle,
    name: &str,
    create: bool,
) -> Result<FileSystemDirectoryHandle, JsValue> {
    let options = FileSystemGetDirectoryOptions::new();
    options.set_create(create);
    let handle = parent.get_directory_handle_with_options(name, &options);
    Ok(JsFuture::from(handle).await?.dyn_into()?)
}

/// The bytes of the file `name` of `folder`.
async fn read(folder: &FileSystemDirectoryHandle, name: &str) -> Result<Vec<u8>, JsValue> {
    let handle: FileSystemFileHandle = JsFuture::from(folder.get_file_handle(name))
        .await?
        .dyn_into()?;
    let file: web_sys::File = JsFuture::from(handle.get_file()).await?.dyn_into()?;
    let buffer = JsFuture::from(file.array_buffer()).await?;
    Ok(Uint8Array::new(&buffer).to_vec())
}

/// Writes `bytes` to the file at `path` (`FOLDER/NAME` or a name), replacing it.
async fn write(path: &str, bytes: &[u8]) -> Result<(), JsValue> {
    let root = root().await?;
    let (parent, name) = match path.split_once('/') {
        Some((dir, name)) => (folder(&root, dir, true).await?, name),
        None => (root, path),
    };
    let options = FileSystemGetFileOptions::new();
    options.set_create(true);
    let handle: FileSystemFileHandle =
        JsFuture::from(parent.get_file_handle_with_options(name, &options))
            .await?
            .dyn_into()?;
    let stream: FileSystemWritableFileStream =
        JsFuture::from(handle.create_writable()).await?.dyn_into()?;
    JsFuture::from(stream.write_with_u8_array(bytes)?).await?;
    JsFuture::from(stream.close()).await?;
    Ok(())
}

/// The imported files kept, by name, and their index, if kept.
async fn read_kept() -> Result<(BTreeMap<String, Vec<u8>>, Option<Vec<u8>>), JsValue> {
    let root = root().await?;
    let index = read(&root, INDEX).await.ok();
    let mut files = BTreeMap::new();
    let Ok(kept) = folder(&root, FOLDER, false).await else {
        return Ok((files, index));
    };
    let names = kept.keys();
    loop {
        let next = JsFuture::from(names.next()?).await?;
        if Reflect::get(&next, &"done".into())?.as_bool() == Some(true) {
            break;
        }
        if let Some(name) = Reflect::get(&next, &"value".into())?.as_string() {
            let bytes = read(&kept, &name).await?;
            files.insert(name, bytes);
        }
    }
    Ok((files, index))
}
