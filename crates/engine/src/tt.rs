//! The transposition table: a fixed-size, lock-free hash table shared by the search threads.
//!
//! Each bucket holds two slots: one keeps the deepest result seen, the other always takes the
//! latest. A slot is two atomic words, the key XOR-ed with the data, so a torn write by two
//! threads at once reads back as a miss instead of as wrong data.
//!
//! A table kept from one search to the next (the moves of a game) counts its searches: an
//! entry stored by an earlier search still answers, but gives up the deep slot to any entry of
//! the current one, so the deep results of positions the game has left behind do not hold the
//! table for good.
//!
//! A search that asks for a table of its own takes one from a small pool of tables that earlier
//! searches gave back ([`Table::take`]), emptied by [`Table::clear`] without writing to it: the
//! kernel's zeroing of fresh pages and the zeroing of the table cost as much as a short search.

use othello_core::{Bits, Position};
use std::alloc::{Layout, alloc, dealloc, handle_alloc_error};
use std::ptr::NonNull;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

/// The bits of an entry's data that hold the search that stored it, and where they start.
const GENERATION_SHIFT: u32 = 19;
const GENERATION_MASK: u64 = 0xff;

/// What a stored score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true score is at least the stored one.
    Lower,
    /// The true score is at most the stored one.
    Upper,
    /// The stored score is the true one.
    Exact,
}

/// A probed entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Score, in the units of the search that stored it.
    pub score: i32,
    /// Remaining depth the score was searched to.
    pub depth: u32,
    /// How to read the score.
    pub bound: Bound,
    /// The best move's cell index, if one was found.
    pub best: Option<u32>,
}

const NO_MOVE: u64 = 0x1ff;

impl Bound {
    /// What a search's `best` score means, for the window (`alpha`, `beta`) it searched with.
    pub fn of(best: i32, alpha: i32, beta: i32) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

impl Entry {
    /// Whether the entry settles a node searched to `depth` with the window (`alpha`, `beta`):
    /// deep enough, and exact or on the side of the window that decides it.
    #[inline]
    pub fn decides(&self, depth: u32, alpha: i32, beta: i32) -> bool {
        self.depth >= depth
            && match self.bound {
                Bound::Exact => true,
                Bound::Lower => self.score >= beta,
                Bound::Upper => self.score <= alpha,
            }
    }

    fn pack(self, generation: u64) -> u64 {
        let bound = match self.bound {
            Bound::Lower => 1,
            Bound::Upper => 2,
            Bound::Exact => 3,
        };
        let best = self.best.map_or(NO_MOVE, |b| u64::from(b) & NO_MOVE);
        best | bound << 9
            | u64::from(self.depth.min(255)) << 11
            | (generation & GENERATION_MASK) << GENERATION_SHIFT
            | u64::from(self.score as u32) << 32
    }

    fn unpack(data: u64) -> Option<Entry> {
        let bound = match (data >> 9) & 3 {
            1 => Bound::Lower,
            2 => Bound::Upper,
            3 => Bound::Exact,
            _ => return None,
        };
        let best = data & NO_MOVE;
        Some(Entry {
            score: (data >> 32) as u32 as i32,
            depth: ((data >> 11) & 0xff) as u32,
            bound,
            best: (best != NO_MOVE).then_some(best as u32),
        })
    }
}

/// One slot: 16 bytes, two to a bucket, so a bucket is half a cache line and never straddles
/// one (the table is aligned to its size, at least a page).
#[repr(C)]
struct Slot {
    key: AtomicU64,
    data: AtomicU64,
}

/// The size of the pages a large table asks the system for: a probe then costs one cache miss
/// instead of a cache miss and a miss of the address translation cache.
const HUGE_PAGE: usize = 2 << 20;

/// A fixed-size transposition table.
pub struct Table {
    /// `len` zeroed slots (all zero is a valid, empty slot), allocated with `layout`.
    slots: NonNull<Slot>,
    len: usize,
    layout: Layout,
    buckets_mask: u64,
    /// The search storing now, counted by [`Table::next_search`] and [`Table::clear`] (modulo
    /// 256).
    generation: AtomicU64,
    /// How many generations have begun since the slots were last zeroed: below 256, no entry
    /// stored since then has the current generation unless the current search stored it.
    begun: u64,
    /// XOR-ed into the keys checked and stored, a different one after each [`Table::clear`],
    /// so that the entries stored before it never match. Always below the number of buckets,
    /// where the bucket's index already tells keys apart: two keys of one bucket differ in no
    /// bit the salts differ in, so no old entry can pass for a new one.
    salt: u64,
}

// SAFETY: the table owns its slots, which are atomics: sharing and sending it is as safe as
// sharing and sending a `Box<[Slot]>`.
unsafe impl Send for Table {}
// SAFETY: as above.
unsafe impl Sync for Table {}

impl Drop for Table {
    fn drop(&mut self) {
        // SAFETY: allocated in `new` with this layout, and freed only here.
        unsafe { dealloc(self.slots.as_ptr().cast(), self.layout) }
    }
}

/// Asks Linux to back `len` bytes at `ptr` (aligned to [`HUGE_PAGE`]) with huge pages. Only
/// advice: where the system says no, the table works the same with small pages.
#[cfg(target_os = "linux")]
fn advise_huge_pages(ptr: *mut u8, len: usize) {
    // SAFETY: the range is one live allocation of ours; the advice changes no contents.
    unsafe {
        libc::madvise(ptr.cast(), len, libc::MADV_HUGEPAGE);
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_: *mut u8, _: usize) {}

/// The tables given back by the searches that took them ([`Table::take`]), the latest last.
static POOL: Mutex<Vec<Table>> = Mutex::new(Vec::new());
/// At most this many tables wait in the pool ...
const POOL_TABLES: usize = 4;
/// ... and at most this many bytes of them; a table given back past either is freed, the
/// longest unused first.
const POOL_BYTES: usize = 256 << 20;

/// A table taken from the pool for one search (see [`Table::take`]), given back when dropped.
pub struct Pooled(Option<Table>);

impl std::ops::Deref for Pooled {
    type Target = Table;

    fn deref(&self) -> &Table {
        self.0.as_ref().expect("a table until dropped")
    }
}

impl Drop for Pooled {
    fn drop(&mut self) {
        let Some(table) = self.0.take() else { return };
        let mut pool = POOL.lock().unwrap_or_else(|e| e.into_inner());
        pool.push(table);
        while pool.len() > POOL_TABLES || pool.iter().map(Table::bytes).sum::<usize>() > POOL_BYTES
        {
            pool.remove(0);
        }
    }
}

impl Table {
    /// The number of slots of a table of about `mib` mebibytes (see [`Table::new`]).
    fn slots_for(mib: usize) -> usize {
        let bytes = mib.max(1).saturating_mul(1 << 20);
        let mut buckets = 128usize;
        while buckets * 2 * 32 <= bytes {
            buckets *= 2;
        }
        buckets * 2
    }

    fn bytes(&self) -> usize {
        self.layout.size()
    }

    /// An empty table of about `mib` mebibytes for one search: one given back by an earlier
    /// search, emptied, if the pool has one of that size, else a new one. It reads and fills
    /// exactly as [`Table::new`]'s would.
    pub fn take(mib: usize) -> Pooled {
        let len = Table::slots_for(mib);
        let kept = {
            let mut pool = POOL.lock().unwrap_or_else(|e| e.into_inner());
            let found = pool.iter().rposition(|t| t.len == len);
            found.map(|i| pool.remove(i))
        };
        Pooled(Some(match kept {
            Some(mut table) => {
                table.clear();
                table
            }
            None => Table::new(mib),
        }))
    }

    /// A table of about `mib` mebibytes (rounded down to a power of two, at least 1 MiB).
    pub fn new(mib: usize) -> Table {
        let len = Table::slots_for(mib);
        let buckets = len / 2;
        let size = len * size_of::<Slot>();
        let align = size.min(HUGE_PAGE);
        let Ok(layout) = Layout::from_size_align(size, align) else {
            panic!("a hash table of {size} bytes");
        };
        // SAFETY: `layout` has a non-zero size.
        let ptr = unsafe { alloc(layout) };
        let Some(slots) = NonNull::new(ptr.cast::<Slot>()) else {
            handle_alloc_error(layout);
        };
        // The advice must come before the first write: a page written to is already a small
        // one. (`alloc_zeroed` with this alignment writes its zeros itself.)
        if size >= HUGE_PAGE {
            advise_huge_pages(ptr, size);
        }
        // SAFETY: `ptr` is `size` bytes of our own; all zeros is an empty slot.
        unsafe { std::ptr::write_bytes(ptr, 0, size) };
        Table {
            slots,
            len,
            layout,
            buckets_mask: buckets as u64 - 1,
            generation: AtomicU64::new(0),
            begun: 0,
            salt: 0,
        }
    }

    /// Starts the next search in a table kept from the last one: the entries stored so far
    /// still answer, and give up their deep slots to the new search's.
    pub fn next_search(&mut self) {
        let g = self.generation.load(Ordering::Relaxed);
        self.generation
            .store((g + 1) & GENERATION_MASK, Ordering::Relaxed);
        self.begun += 1;
    }

    /// Empties the table for a new search, which then finds, fills and replaces exactly as in
    /// a new table: the entries stored so far never match again (a new salt) and give up
    /// their slots as empty ones do (a new generation, all of whose entries will be the new
    /// search's). Writes nothing, but once in 255 times, when the generations would come round
    /// to one stored in the table: then the slots are zeroed.
    pub fn clear(&mut self) {
        if self.begun >= GENERATION_MASK {
            let size = self.bytes();
            // SAFETY: `size` bytes of our own at `slots`, borrowed mutably; all zeros is an
            // empty slot.
            unsafe { std::ptr::write_bytes(self.slots.as_ptr().cast::<u8>(), 0, size) };
            self.begun = 0;
            self.salt = 0;
        } else {
            self.next_search();
            self.salt = self.begun;
        }
    }

    #[inline(always)]
    fn slots(&self) -> &[Slot] {
        // SAFETY: `len` zeroed slots live at `slots` as long as the table.
        unsafe { std::slice::from_raw_parts(self.slots.as_ptr(), self.len) }
    }

    #[inline(always)]
    fn bucket(&self, key: u64) -> usize {
        ((key & self.buckets_mask) * 2) as usize
    }

    /// Starts loading the bucket of `key` into the cache, for a probe a little later.
    #[inline(always)]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let slot: *const Slot = &self.slots()[self.bucket(key)];
            // SAFETY: a prefetch only hints the cache, and SSE is part of x86-64.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(slot.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let i = self.bucket(key);
        let salted = key ^ self.salt;
        for slot in &self.slots()[i..i + 2] {
            let data = slot.data.load(Ordering::Relaxed);
            if slot.key.load(Ordering::Relaxed) ^ data == salted {
                return Entry::unpack(data);
            }
        }
        None
    }

    /// Stores the exact `score` of a position searched to `depth`, with its best move (what a
    /// completed root search leaves).
    pub fn store_exact(&self, key: u64, score: i32, depth: u32, best: u32) {
        self.store(
            key,
            Entry {
                score,
                depth,
                bound: Bound::Exact,
                best: Some(best),
            },
        );
    }

    /// Stores `entry` for `key`.
    #[inline]
    pub fn store(&self, key: u64, entry: Entry) {
        let i = self.bucket(key);
        let key = key ^ self.salt;
        let slots = self.slots();
        let deep = &slots[i];
        let generation = self.generation.load(Ordering::Relaxed);
        let data = entry.pack(generation);
        let deep_data = deep.data.load(Ordering::Relaxed);
        let deep_key = deep.key.load(Ordering::Relaxed) ^ deep_data;
        let deep_depth = Entry::unpack(deep_data).map_or(0, |e| e.depth);
        let stale = (deep_data >> GENERATION_SHIFT) & GENERATION_MASK != generation;
        let slot = if deep_key == key || stale || deep_depth <= entry.depth {
            deep
        } else {
            &slots[i + 1]
        };
        slot.key.store(key ^ data, Ordering::Relaxed);
        slot.data.store(data, Ordering::Relaxed);
    }

    /// Looks up a node about to be searched to `depth` with the window (`alpha`, `beta`):
    /// `Err(score)` when the stored entry settles it, else `Ok` with the stored best move if it
    /// is among `moves`, to be tried first.
    #[inline]
    pub fn lookup<B: Bits>(
        &self,
        key: u64,
        moves: B,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> Result<Option<u32>, i32> {
        let Some(e) = self.probe(key) else {
            return Ok(None);
        };
        if e.decides(depth, alpha, beta) {
            return Err(e.score);
        }
        Ok(e.best.filter(|&b| b < B::CAPACITY && moves.has(b)))
    }

    /// Stores the result of a node searched to `depth` with the window (`alpha`, `beta`): its
    /// `best` score, which the window makes a bound or exact, and the move that scored it.
    #[inline]
    pub fn store_result(
        &self,
        key: u64,
        depth: u32,
        alpha: i32,
        beta: i32,
        best: i32,
        best_move: Option<u32>,
    ) {
        let entry = Entry {
            score: best,
            depth,
            bound: Bound::of(best, alpha, beta),
            best: best_move,
        };
        self.store(key, entry);
    }
}

/// A 64-bit hash of a position (the side to move is implied: positions are relative to it).
#[inline]
pub fn hash<B: Bits>(pos: &Position<B>) -> u64 {
    let me = pos.me.to_words();
    let opp = pos.opp.to_words();
    let words = (B::CAPACITY / 64) as usize;
    let mut h = 0x243f_6a88_85a3_08d3u64;
    for i in 0..words {
        h ^= me[i].wrapping_mul(0x9e37_79b9_7f4a_7c15);
        h = h.rotate_left(23);
        h ^= opp[i].wrapping_mul(0xc2b2_ae3d_27d4_eb4f);
        h = h.rotate_left(31).wrapping_mul(0x1656_67b1_9e37_79f9);
    }
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^ (h >> 29)
}

#[cfg(test)]
mod tests;
