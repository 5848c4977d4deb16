//! The mutation harness every reader is tried with: from real, valid inputs, seeded mutations
//! (bits flipped, bytes put in and taken out, cuts, fields and lines repeated and swapped, huge
//! numbers, bytes that are not UTF-8, very long lines, deep nesting), each case run on a worker
//! thread under a time bound, its panics caught, and (in a test binary that installs
//! [`Counting`] as its allocator) the most memory it held at once measured.
//!
//! The crates' hostile tests include this file (`#[path]`), and so does the long-running tool
//! `examples/mutate.rs`. It needs nothing but the standard library.
#![allow(dead_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// xorshift64*: the cases' seeded random numbers.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// The generator of `seed` (any seed, 0 too).
    pub fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    /// The next number.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
    /// One of `items`.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// One input to try: the seed that made it (or the cut's length) and how.
#[derive(Clone, Debug)]
pub struct Case {
    /// Its seed: the same seed on the same originals gives the same bytes.
    pub seed: u64,
    /// The mutations applied, in words.
    pub how: String,
    /// The bytes.
    pub input: Vec<u8>,
}

/// Bytes that mean something to some format: brackets, separators, digits, ends of lines, a
/// zero, a byte that is never UTF-8.
const SPECIAL: &[u8] = b"()[];:/\\,.-+*OoXx0123456789 \n\r\t\0\xff\"'{}#e";

/// Numbers that break counts and sizes, written as text.
const HUGE_TEXT: &[&str] = &[
    "4294967295",
    "4294967296",
    "18446744073709551616",
    "99999999999999999999999999",
    "-1",
    "-2147483649",
    "0",
    "1e308",
    "NaN",
    "inf",
    "65536",
];

/// Numbers that break counts and sizes, as binary fields.
const HUGE_BINARY: &[u64] = &[
    u64::MAX,
    0xFFFF_FFFF,
    0x7FFF_FFFF,
    0x8000_0000,
    0x1_0000_0000,
    0xFFFF,
    0x8000,
    0,
];

/// Applies one seeded mutation to `bytes`; returns its name.
pub fn mutate_once(rng: &mut Rng, bytes: &mut Vec<u8>) -> &'static str {
    let len = bytes.len();
    match rng.below(13) {
        0 => {
            for _ in 0..=rng.below(4) {
                if len > 0 {
                    let at = rng.below(len);
                    bytes[at] ^= 1 << rng.below(8);
                }
            }
            "bits flipped"
        }
        1 => {
            let at = rng.below(len + 1);
            let n = 1 + rng.below(8);
            let new: Vec<u8> = (0..n)
                .map(|_| match rng.below(3) {
                    0 => rng.next() as u8,
                    _ => rng.pick(SPECIAL),
                })
                .collect();
            bytes.splice(at..at, new);
            "bytes put in"
        }
        2 => {
            let at = rng.below(len);
            let n = (1 + rng.below(16)).min(len - at.min(len));
            bytes.drain(at..at + n);
            "bytes taken out"
        }
        3 => {
            bytes.truncate(rng.below(len + 1));
            "cut"
        }
        4 => {
            // A range repeated where it is (a field or property given twice).
            let (a, b) = range(rng, len);
            let copy = bytes[a..b].to_vec();
            let to = if rng.below(2) == 0 {
                b
            } else {
                rng.below(len + 1)
            };
            bytes.splice(to..to, copy);
            "range repeated"
        }
        5 => {
            // Two ranges swapped (fields out of order).
            let (a, b) = range(rng, len);
            let (c, d) = range(rng, len);
            if b <= c {
                let (first, second) = (bytes[a..b].to_vec(), bytes[c..d].to_vec());
                bytes.splice(c..d, first);
                bytes.splice(a..b, second);
            }
            "ranges swapped"
        }
        6 => {
            lines(rng, bytes);
            "lines repeated or swapped"
        }
        7 => {
            huge_text(rng, bytes);
            "huge number in text"
        }
        8 => {
            huge_binary(rng, bytes);
            "huge binary field"
        }
        9 => {
            let at = rng.below(len + 1);
            let bad: &[u8] = rng.pick(&[
                &b"\xff"[..],
                b"\xc3",
                b"\xed\xa0\x80",
                b"\xf4\x90\x80\x80",
                b"\xe2\x82",
                b"\xc0\xaf",
            ]);
            bytes.splice(at..at, bad.iter().copied());
            "not UTF-8"
        }
        10 => {
            // A very long line: a byte of the input (or a letter, a digit, a space) repeated.
            let at = rng.below(len + 1);
            let byte = if len > 0 && rng.below(2) == 0 {
                bytes[rng.below(len)]
            } else {
                rng.pick(b"a9 [(")
            };
            let n = rng.pick(&[1000, 70_000, 300_000]);
            bytes.splice(at..at, std::iter::repeat_n(byte, n));
            "long run"
        }
        11 => {
            // Deep nesting: an opening bracket repeated (as RON, GGF and JSON-like text nest).
            let at = rng.below(len + 1);
            let open: &[u8] = rng.pick(&[&b"("[..], b"[", b"{", b"(;", b"Some(", b"[("]);
            let depth = rng.pick(&[64, 1000, 20_000]);
            let nest: Vec<u8> = open
                .iter()
                .copied()
                .cycle()
                .take(open.len() * depth)
                .collect();
            bytes.splice(at..at, nest);
            "deep nesting"
        }
        _ => {
            // Multi-byte characters, which move columns from bytes.
            let at = char_boundary(bytes, rng.below(len + 1));
            let text: &str = rng.pick(&["é", "\u{feff}", "日本", "\u{202e}", "𝄞"]);
            bytes.splice(at..at, text.bytes());
            "wide characters"
        }
    }
}

/// A random range of `0..len`, short on the whole.
fn range(rng: &mut Rng, len: usize) -> (usize, usize) {
    let a = rng.below(len + 1);
    let b = (a + rng.below(64.min(len + 1) + 1)).min(len);
    (a, b)
}

/// Moves `at` back to the start of a UTF-8 character, if `bytes` are text there.
fn char_boundary(bytes: &[u8], mut at: usize) -> usize {
    while at > 0 && at < bytes.len() && bytes[at] & 0xC0 == 0x80 {
        at -= 1;
    }
    at
}

/// A line (or a `;`-separated part) repeated, dropped or swapped with another.
fn lines(rng: &mut Rng, bytes: &mut Vec<u8>) {
    let sep = if rng.below(3) == 0 { b';' } else { b'\n' };
    let mut parts: Vec<Vec<u8>> = bytes.split(|&b| b == sep).map(<[u8]>::to_vec).collect();
    let n = parts.len();
    let (i, j) = (rng.below(n), rng.below(n));
    match rng.below(3) {
        0 => {
            let copy = parts[i].clone();
            parts.insert(j, copy);
        }
        1 if n > 1 => {
            parts.remove(i);
        }
        _ => parts.swap(i, j),
    }
    *bytes = parts.join(&sep);
}

/// A run of digits replaced by a huge (or negative, or zero) number.
fn huge_text(rng: &mut Rng, bytes: &mut Vec<u8>) {
    let starts: Vec<usize> = (0..bytes.len())
        .filter(|&i| bytes[i].is_ascii_digit() && (i == 0 || !bytes[i - 1].is_ascii_digit()))
        .collect();
    let number = rng.pick(HUGE_TEXT).as_bytes();
    if starts.is_empty() {
        let at = rng.below(bytes.len() + 1);
        bytes.splice(at..at, number.iter().copied());
        return;
    }
    let start = rng.pick(&starts);
    let end = (start..bytes.len())
        .find(|&i| !bytes[i].is_ascii_digit())
        .unwrap_or(bytes.len());
    bytes.splice(start..end, number.iter().copied());
}

/// A little-endian field of 2, 4 or 8 bytes overwritten with a huge (or zero) number.
fn huge_binary(rng: &mut Rng, bytes: &mut [u8]) {
    let width = rng.pick(&[2usize, 4, 8]);
    if bytes.len() < width {
        return;
    }
    // Most fields are aligned to their width from some start; try both.
    let mut at = rng.below(bytes.len() - width + 1);
    if rng.below(2) == 0 {
        at -= at % width;
    }
    let value = rng.pick(HUGE_BINARY).to_le_bytes();
    bytes[at..at + width].copy_from_slice(&value[..width]);
}

/// `count` cases from `originals`, seeds `first..first + count`: each seed picks an original
/// and applies one to three mutations.
pub fn cases(originals: &[Vec<u8>], first: u64, count: u64) -> Vec<Case> {
    (first..first + count)
        .map(|seed| {
            let mut rng = Rng::new(seed);
            let which = rng.below(originals.len());
            let mut input = originals[which].clone();
            let mut how = vec![format!("original {which}")];
            for _ in 0..=rng.below(3) {
                how.push(mutate_once(&mut rng, &mut input).to_owned());
            }
            Case {
                seed,
                how: how.join(", "),
                input,
            }
        })
        .collect()
}

/// Every cut of `original` (its first 0, 1, … bytes), each with its length as its seed.
pub fn cuts(original: &[u8]) -> Vec<Case> {
    (0..original.len())
        .map(|len| Case {
            seed: len as u64,
            how: format!("cut at byte {len}"),
            input: original[..len].to_vec(),
        })
        .collect()
}

/// What a reader may do with one case, and how long and how much memory it may take.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The longest one case may take (debug builds are slow, and the machine may be busy).
    pub time: Duration,
    /// The most memory a case may hold at once: this many times its input…
    pub per_input_byte: usize,
    /// …plus this many bytes.
    pub fixed: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            time: Duration::from_secs(2),
            per_input_byte: 64,
            fixed: 1 << 20,
        }
    }
}

/// A case a reader failed.
#[derive(Clone, Debug)]
pub struct Failure {
    /// The reader's name.
    pub reader: String,
    /// The case.
    pub case: Case,
    /// What went wrong: a panic's message, a hang, too much memory, an error that says nothing
    /// of where.
    pub what: String,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} seed {} ({}; {} bytes): {}",
            self.reader,
            self.case.seed,
            self.case.how,
            self.case.input.len(),
            self.what
        )
    }
}

/// What a run of cases gave.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// Cases run.
    pub cases: usize,
    /// The cases that failed.
    pub failures: Vec<Failure>,
    /// The longest case.
    pub slowest: Duration,
    /// The most memory one case held at once (0 without [`Counting`]).
    pub most_memory: usize,
    /// A case that never ended: the reader's thread is left running.
    pub hung: bool,
}

/// The reader's judgement of one case: `Err` says what the reader did wrong (it accepted
/// what it must refuse, or its error does not say where).
pub type Check = dyn Fn(&[u8]) -> Result<(), String> + Send + Sync;

/// The case running now, for a panic hook in a build where panics abort (the long tool's).
pub static CURRENT: Mutex<Option<(String, Case)>> = Mutex::new(None);

enum Message {
    Done(usize, Duration, usize, Result<(), String>),
}

/// Runs every case through `check` on a thread of its own, one at a time; a case that takes
/// longer than `limits.time` (or never ends), panics, holds too much memory or is judged wrong
/// by `check` is a failure. With [`Counting`], call it in a [`serial`] turn.
pub fn run(reader: &str, cases: Vec<Case>, limits: Limits, check: Arc<Check>) -> Outcome {
    let cases = Arc::new(cases);
    let (send, receive) = mpsc::channel();
    let worker = {
        let (cases, reader) = (Arc::clone(&cases), reader.to_owned());
        std::thread::spawn(move || {
            for (i, case) in cases.iter().enumerate() {
                *CURRENT.lock().unwrap_or_else(PoisonError::into_inner) =
                    Some((reader.clone(), case.clone()));
                let before = IN_USE.load(Ordering::SeqCst);
                PEAK.store(before, Ordering::SeqCst);
                let start = Instant::now();
                let verdict = catch_unwind(AssertUnwindSafe(|| check(&case.input)))
                    .unwrap_or_else(|panic| Err(format!("panicked: {}", message(&*panic))));
                let took = start.elapsed();
                let memory = PEAK.load(Ordering::SeqCst).saturating_sub(before);
                if send.send(Message::Done(i, took, memory, verdict)).is_err() {
                    return;
                }
            }
        })
    };
    let mut outcome = Outcome::default();
    let fail = |outcome: &mut Outcome, i: usize, what: String| {
        outcome.failures.push(Failure {
            reader: reader.to_owned(),
            case: cases[i].clone(),
            what,
        })
    };
    for i in 0..cases.len() {
        // A case that takes ten times the bound is taken as never ending.
        match receive.recv_timeout(limits.time * 10) {
            Ok(Message::Done(at, took, memory, verdict)) => {
                outcome.cases += 1;
                outcome.slowest = outcome.slowest.max(took);
                outcome.most_memory = outcome.most_memory.max(memory);
                if let Err(why) = verdict {
                    fail(&mut outcome, at, why);
                }
                if took > limits.time {
                    fail(&mut outcome, at, format!("took {took:?}"));
                }
                let allowed = limits.per_input_byte * cases[at].input.len() + limits.fixed;
                if memory > allowed {
                    fail(
                        &mut outcome,
                        at,
                        format!("held {memory} bytes at once, more than the {allowed} allowed"),
                    );
                }
            }
            Err(_) => {
                fail(
                    &mut outcome,
                    i,
                    format!("still running after {:?}", limits.time * 10),
                );
                outcome.hung = true;
                return outcome;
            }
        }
    }
    let _ = worker.join();
    outcome
}

/// [`run`], failing the test with the first failures, their seeds and how they were made.
pub fn check(reader: &str, cases: Vec<Case>, limits: Limits, check: Arc<Check>) -> Outcome {
    let outcome = run(reader, cases, limits, check);
    if !outcome.failures.is_empty() {
        let shown: Vec<String> = outcome
            .failures
            .iter()
            .take(5)
            .map(|f| f.to_string())
            .collect();
        panic!(
            "{} of {} cases failed:\n{}",
            outcome.failures.len(),
            outcome.cases.max(1),
            shown.join("\n")
        );
    }
    outcome
}

/// The text of a panic's payload.
pub fn message(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".to_owned())
}

/// Whether an error's text says where: a line and a column.
pub fn names_line_and_column(text: &str) -> Result<(), String> {
    if text.contains("line ") && text.contains("column ") {
        Ok(())
    } else {
        Err(format!("the error does not say where: {text}"))
    }
}

/// The system allocator, counting the bytes in use and the most in use at once. A test binary
/// that installs it (`#[global_allocator] static A: mutate::Counting = mutate::Counting;`) has
/// each case's memory measured by [`run`].
pub struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
static TURN: Mutex<()> = Mutex::new(());

/// Waits for the turn to measure memory alone (a poisoned turn is taken all the same).
pub fn serial() -> MutexGuard<'static, ()> {
    TURN.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The most bytes in use at once while `work` ran, above what was in use before it (call it
/// in a [`serial`] turn).
pub fn peak_growth(work: impl FnOnce()) -> usize {
    let before = IN_USE.load(Ordering::SeqCst);
    PEAK.store(before, Ordering::SeqCst);
    work();
    PEAK.load(Ordering::SeqCst).saturating_sub(before)
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as the caller's contract with `GlobalAlloc::alloc`.
        let ptr = unsafe { System.alloc(layout) };
        if !ptr.is_null() {
            let now = IN_USE.fetch_add(layout.size(), Ordering::SeqCst) + layout.size();
            PEAK.fetch_max(now, Ordering::SeqCst);
        }
        ptr
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as the caller's contract with `GlobalAlloc::dealloc`.
        unsafe { System.dealloc(ptr, layout) };
        IN_USE.fetch_sub(layout.size(), Ordering::SeqCst);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: as the caller's contract with `GlobalAlloc::realloc`.
        let new = unsafe { System.realloc(ptr, layout, new_size) };
        if !new.is_null() {
            if new_size >= layout.size() {
                let grown = new_size - layout.size();
                let now = IN_USE.fetch_add(grown, Ordering::SeqCst) + grown;
                PEAK.fetch_max(now, Ordering::SeqCst);
            } else {
                IN_USE.fetch_sub(layout.size() - new_size, Ordering::SeqCst);
            }
        }
        new
    }
}

/// A reader as the harness tries it: its name, the real inputs its cases start from, its
/// limits, and what it must hold on every case.
pub struct Reader {
    /// Its name, as failures and the long tool name it.
    pub name: &'static str,
    /// Valid inputs.
    pub originals: Vec<Vec<u8>>,
    /// How long and how much memory a case may take.
    pub limits: Limits,
    /// What it must hold (no panic is checked around it).
    pub check: Arc<Check>,
}

/// The reader named `name` of `readers`, once the caller's turn has come: the tests of a binary
/// that counts memory take turns, so that no other test's allocations land in a case's measure.
pub fn turn_of(readers: Vec<Reader>, name: &str) -> (MutexGuard<'static, ()>, Reader) {
    let turn = serial();
    let reader = readers
        .into_iter()
        .find(|r| r.name == name)
        .expect("a reader of that name");
    (turn, reader)
}

impl Reader {
    /// The cases `cargo test` runs: every cut of the shortest original when it is short, then
    /// `count` mutated cases from seed 0.
    pub fn cases(&self, count: u64) -> Vec<Case> {
        let mut all = Vec::new();
        if let Some(shortest) = self.originals.iter().min_by_key(|o| o.len())
            && shortest.len() <= 4096
        {
            all.extend(cuts(shortest));
        }
        all.extend(cases(&self.originals, 0, count));
        all
    }

    /// Runs [`Reader::cases`] and fails the test on the first failures (in a [`serial`]
    /// turn taken before the reader was made, where memory is counted).
    pub fn test(&self, count: u64) -> Outcome {
        check(
            self.name,
            self.cases(count),
            self.limits,
            Arc::clone(&self.check),
        )
    }
}
