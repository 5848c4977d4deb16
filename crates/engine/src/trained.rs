//! The trained evaluation at search time: the weights of the board's model expanded to one
//! entry per configuration (sign applied), and the board's patterns as lists of cells.
//!
//! A pattern's configuration is its cells' states (empty 0, the mover's 1, the opponent's 2) as
//! the digits of a base-3 number. Where the processor has BMI2, each colour's cells of a
//! pattern are gathered into a few bits at once (`pext`, one per 64-bit word of the board) and
//! two small tables turn those bits into their share of the number; elsewhere the cells are
//! read one by one. Both give the same numbers (see the tests).
//!
//! The search need not read them at every node: a move changes only the cells it plays and
//! flips, so a node's configurations ([`Configs`]) follow from its parent's by adding, for each
//! changed cell, its power of 3 in every pattern (a few vector additions), as Edax updates its
//! features move by move.

use super::learn::model::{BoardModel, WeightSet};
use super::learn::patterns::{Shape, instances, pattern_weights};
use super::learn::{mix, phase_weight};
use othello_core::{Bits, Layout, WinRule};
use std::sync::{Arc, Mutex};

/// A model's weights, one table per pair of neighbouring phases holding every shape's
/// configurations.
#[derive(Debug)]
pub struct Expanded {
    rows: u8,
    cols: u8,
    win_rule: WinRule,
    phases: u32,
    /// Per phase `p` below the last: each shape's table, one after the other, each entry the
    /// configuration's weights in phase `p` and phase `p + 1` side by side. A position's value
    /// mixes the two phases around it, so one read per pattern fetches both.
    pairs: Vec<[i16; 2]>,
    table_len: usize,
    offsets: [usize; Shape::COUNT],
    /// Per shape, whether any of its weights is not zero (patterns of shapes that are all zero
    /// are not read at all).
    used: [bool; Shape::COUNT],
    globals: Vec<[i32; 4]>,
}

impl Expanded {
    fn new(model: &BoardModel) -> Expanded {
        let mut offsets = [0; Shape::COUNT];
        let mut at = 0;
        for (o, s) in offsets.iter_mut().zip(Shape::ALL) {
            *o = at;
            at += s.configurations();
        }
        let table_len = at;
        let n = pattern_weights() as usize;
        let phases = usize::from(model.phases);
        let mut tables = Vec::with_capacity(table_len * phases);
        let mut globals = Vec::new();
        let mut used = [false; Shape::COUNT];
        for p in 0..phases {
            let w = model.phase(p);
            let mut base = 0;
            for (k, s) in Shape::ALL.into_iter().enumerate() {
                let c = s.compact();
                used[k] |= w[base..base + c.count as usize].iter().any(|&x| x != 0);
                tables.extend(
                    c.id.iter()
                        .zip(&c.sign)
                        .map(|(&id, &sign)| i16::from(sign) * w[base + id as usize]),
                );
                base += c.count as usize;
            }
            globals.push(std::array::from_fn(|g| i32::from(w[n + g])));
        }
        let pairs = (0..phases - 1)
            .flat_map(|p| {
                let (t0, t1) = (&tables[p * table_len..], &tables[(p + 1) * table_len..]);
                (0..table_len).map(move |i| [t0[i], t1[i]])
            })
            .collect();
        Expanded {
            rows: model.rows,
            cols: model.cols,
            win_rule: model.win_rule,
            phases: u32::from(model.phases),
            pairs,
            table_len,
            offsets,
            used,
            globals,
        }
    }

    /// The expanded weights of the model for a `rows × cols` board under `win_rule` (shared,
    /// made once per model), or `None` when no weights for it are compiled in.
    pub fn for_board(rows: u8, cols: u8, win_rule: WinRule) -> Option<Arc<Expanded>> {
        static CACHE: Mutex<Vec<Arc<Expanded>>> = Mutex::new(Vec::new());
        let model = WeightSet::embedded()
            .ok()?
            .for_board(rows, cols, win_rule)?;
        let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(e) = cache
            .iter()
            .find(|e| (e.rows, e.cols, e.win_rule) == (model.rows, model.cols, model.win_rule))
        {
            return Some(e.clone());
        }
        let e = Arc::new(Expanded::new(model));
        cache.push(e.clone());
        Some(e)
    }
}

/// How one pattern's configuration is read with BMI2: its cells in each 64-bit word of the
/// board, and what the gathered bits are worth (bits in the order `pext` packs them: by cell,
/// word after word), in two halves of five bits.
#[derive(Clone, Copy, Debug)]
struct Gather {
    masks: [u64; 4],
    low: [u16; 32],
    high: [u16; 32],
}

impl Gather {
    /// The gather of a pattern whose cells (with their powers of 3) are `cells`, or `None` if
    /// it has more than ten distinct cells.
    fn new<B: Bits>(cells: &[(B, u32)]) -> Option<Gather> {
        let mut masks = [0u64; 4];
        for &(bit, _) in cells {
            let words = bit.to_words();
            for (m, w) in masks.iter_mut().zip(words) {
                *m |= w;
            }
        }
        // The worth of each gathered bit, in pext's order; a cell met twice counts twice.
        let mut worth = Vec::new();
        for (w, &mask) in masks.iter().enumerate() {
            let mut m = mask;
            while m != 0 {
                let b = m.trailing_zeros();
                m &= m - 1;
                let power: u32 = cells
                    .iter()
                    .filter(|(bit, _)| bit.to_words()[w] == 1 << b)
                    .map(|&(_, p)| p)
                    .sum();
                worth.push(power);
            }
        }
        if worth.len() > 10 {
            return None;
        }
        let table = |from: usize| -> [u16; 32] {
            std::array::from_fn(|c| {
                let sum: u32 = (0..5)
                    .filter(|j| c >> j & 1 == 1)
                    .filter_map(|j| worth.get(from + j))
                    .sum();
                sum as u16
            })
        };
        Some(Gather {
            masks,
            low: table(0),
            high: table(5),
        })
    }
}

/// The most patterns a board has: 4 corner blocks, 8 edge blocks, 4 edges with their
/// X-squares, 4 each of the second, third and fourth lines and of the diagonals of each length
/// from 4 to 8.
pub const MAX_PATTERNS: usize = 48;

/// Cells changed between two positions beyond which reading the configurations afresh costs
/// less than updating them.
const MAX_CHANGES: u32 = 16;

/// One number per pattern.
type Row = [u16; MAX_PATTERNS];

/// [`add`] or [`sub`].
type Change = fn(&mut Row, &Row);

/// Every pattern's configuration in one position, as each side sees it, kept by the search from
/// a node to its children (see [`Trained::configs_into`]).
#[derive(Clone, Copy, Debug)]
pub struct Configs<B> {
    me: B,
    opp: B,
    /// As the side to move sees them (its discs 1, the opponent's 2).
    mine: Row,
    /// As the opponent sees them (its discs 1, the side to move's 2): the child's own after a
    /// move, but for the cells the move changed.
    theirs: Row,
}

impl<B: Bits> Default for Configs<B> {
    /// The configurations of the empty board: all 0.
    fn default() -> Self {
        Configs {
            me: B::ZERO,
            opp: B::ZERO,
            mine: [0; MAX_PATTERNS],
            theirs: [0; MAX_PATTERNS],
        }
    }
}

impl<B: Bits> Configs<B> {
    /// Whether these are the configurations of `me` to move against `opp`.
    #[inline]
    pub fn holds(&self, me: B, opp: B) -> bool {
        self.me == me && self.opp == opp
    }
}

/// `a += b`, lane by lane, wrapping.
#[inline(always)]
fn add(a: &mut Row, b: &Row) {
    #[cfg(target_arch = "x86_64")]
    lanes(a, b, std::arch::x86_64::_mm_add_epi16);
    #[cfg(not(target_arch = "x86_64"))]
    for (x, y) in a.iter_mut().zip(b) {
        *x = x.wrapping_add(*y);
    }
}

/// `a -= b`, lane by lane, wrapping.
#[inline(always)]
fn sub(a: &mut Row, b: &Row) {
    #[cfg(target_arch = "x86_64")]
    lanes(a, b, std::arch::x86_64::_mm_sub_epi16);
    #[cfg(not(target_arch = "x86_64"))]
    for (x, y) in a.iter_mut().zip(b) {
        *x = x.wrapping_sub(*y);
    }
}

/// `a = op(a, b)` eight lanes at a time with SSE2 (part of every x86-64), since the compiler
/// leaves the plain loop scalar inside the update.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn lanes(
    a: &mut Row,
    b: &Row,
    op: unsafe fn(
        std::arch::x86_64::__m128i,
        std::arch::x86_64::__m128i,
    ) -> std::arch::x86_64::__m128i,
) {
    use std::arch::x86_64::{__m128i, _mm_loadu_si128, _mm_storeu_si128};
    for k in (0..MAX_PATTERNS).step_by(8) {
        // SAFETY: SSE2 is part of x86-64; both pointers address 8 lanes inside the rows.
        unsafe {
            let pa = a.as_mut_ptr().add(k).cast::<__m128i>();
            let pb = b.as_ptr().add(k).cast::<__m128i>();
            _mm_storeu_si128(pa, op(_mm_loadu_si128(pa), _mm_loadu_si128(pb)));
        }
    }
}

/// The trained evaluation on one layout.
#[derive(Clone, Debug)]
pub struct Trained<B> {
    weights: Arc<Expanded>,
    /// Per pattern: the start of its shape's table, and its cells' (bit, power of 3) in `cells`
    /// from `bounds[k]` to `bounds[k + 1]`.
    tables: Vec<usize>,
    bounds: Vec<usize>,
    cells: Vec<(B, u32)>,
    /// Per number of empty cells: the phase below and the weight of the one above (256ths).
    phase: Vec<(usize, i32)>,
    /// Per pattern, its gather, when this processor has BMI2 (and every pattern fits one).
    gathers: Option<Vec<Gather>>,
    /// 64-bit words of the board (1 to 4).
    words: usize,
    /// Per cell: its power of 3 in each pattern (0 in the patterns it is not in), and twice
    /// that; empty when the board has more than [`MAX_PATTERNS`] patterns, which no board has.
    powers: Vec<[Row; 2]>,
    /// The most a value can be: every cell's disc, in hundredths.
    limit: i32,
}

impl<B: Bits> Trained<B> {
    /// The evaluation for `layout` with `weights`.
    pub fn new<L: Layout<B = B>>(layout: &L, weights: Arc<Expanded>) -> Trained<B> {
        let mut tables = Vec::new();
        let mut bounds = vec![0];
        let mut cells = Vec::new();
        let count = layout.cell_count();
        let mut powers = vec![[[0u16; MAX_PATTERNS]; 2]; count as usize];
        for inst in instances(layout.rows(), layout.cols()) {
            let k = usize::from(inst.shape.id());
            if !weights.used[k] {
                continue;
            }
            let pattern = tables.len();
            tables.push(weights.offsets[k]);
            let mut power = 1;
            for c in &inst.cells {
                if let Some(i) = c {
                    cells.push((B::bit(*i), power));
                    let [once, twice] = &mut powers[*i as usize];
                    if pattern < MAX_PATTERNS {
                        once[pattern] += power as u16;
                        twice[pattern] += 2 * power as u16;
                    }
                }
                power *= 3;
            }
            bounds.push(cells.len());
        }
        if tables.len() > MAX_PATTERNS {
            powers = Vec::new();
        }
        let phase = (0..=count)
            .map(|e| phase_weight(count, e, weights.phases))
            .collect();
        let gathers = bmi2()
            .then(|| {
                (0..tables.len())
                    .map(|k| Gather::new(&cells[bounds[k]..bounds[k + 1]]))
                    .collect::<Option<Vec<_>>>()
            })
            .flatten();
        Trained {
            weights,
            tables,
            bounds,
            cells,
            phase,
            gathers,
            words: (B::CAPACITY as usize).div_ceil(64),
            powers,
            limit: 100 * count as i32,
        }
    }

    /// Whether the search can keep configurations from node to node on this board.
    #[inline]
    pub fn incremental(&self) -> bool {
        !self.powers.is_empty()
    }

    /// Makes `out` the configurations of `me` to move against `opp`: updated from `from` (any
    /// other position's, typically the parent's or the position before a pass) where few cells
    /// differ, read afresh otherwise. Only for a board that is [`Trained::incremental`].
    #[inline]
    pub fn configs_into(&self, from: Option<&Configs<B>>, me: B, opp: B, out: &mut Configs<B>) {
        if let Some(from) = from {
            // The side to move now was the opponent there (a move was played since) or the side
            // to move (a pass, or two moves): whichever leaves fewer cells to change.
            let moved = (from.opp ^ me) | (from.me ^ opp);
            let same = (from.me ^ me) | (from.opp ^ opp);
            let (old_me, old_opp, mine, theirs, changed) = if moved.count() <= same.count() {
                (from.opp, from.me, &from.theirs, &from.mine, moved)
            } else {
                (from.me, from.opp, &from.mine, &from.theirs, same)
            };
            if changed.count() <= MAX_CHANGES {
                // A cell's state is 1 for the side's own disc and 2 for the other's: a disc of
                // the side to move added or removed changes `mine` by its power and `theirs` by
                // twice it, the opponent's the other way round.
                out.me = me;
                out.opp = opp;
                out.mine = *mine;
                out.theirs = *theirs;
                let changes: [(B, Change, usize); 4] = [
                    (me & !old_me, add, 0),
                    (old_me & !me, sub, 0),
                    (opp & !old_opp, add, 1),
                    (old_opp & !opp, sub, 1),
                ];
                for (cells, change, twice) in changes {
                    for i in cells.iter() {
                        let powers = &self.powers[i as usize];
                        change(&mut out.mine, &powers[twice]);
                        change(&mut out.theirs, &powers[1 - twice]);
                    }
                }
                return;
            }
        }
        self.read_configs(me, opp, out);
    }

    /// The configurations of `me` to move against `opp`, read from the discs.
    #[cold]
    fn read_configs(&self, me: B, opp: B, out: &mut Configs<B>) {
        *out = Configs {
            me,
            opp,
            ..Configs::default()
        };
        for k in 0..self.tables.len() {
            let (mine, theirs) = self.configuration_pair(k, me, opp);
            out.mine[k] = mine as u16;
            out.theirs[k] = theirs as u16;
        }
    }

    /// The configuration of pattern `k` for each side to move: gathered where the processor
    /// can, else read cell by cell.
    #[inline]
    fn configuration_pair(&self, k: usize, me: B, opp: B) -> (u32, u32) {
        #[cfg(target_arch = "x86_64")]
        if let Some(gathers) = &self.gathers {
            // SAFETY: `gathers` is only made on a processor with BMI2 (see `bmi2`).
            let (mine, theirs) = unsafe { self.gather(&gathers[k], me, opp) };
            return (mine + 2 * theirs, theirs + 2 * mine);
        }
        (
            self.configuration(k, me, opp),
            self.configuration(k, opp, me),
        )
    }

    /// The value for the side to move from its configurations `c` and the global features.
    #[inline]
    pub fn evaluate_configs(&self, c: &Configs<B>, empties: u32, globals: [i32; 4]) -> i32 {
        self.evaluate_with(empties, globals, |k| u32::from(c.mine[k]))
            .clamp(-self.limit, self.limit)
    }

    /// Reads each pattern's configuration cell by one cell, even where BMI2 could gather them.
    #[cfg(test)]
    pub fn without_gather(mut self) -> Self {
        self.gathers = None;
        self
    }

    /// Whether the configurations are gathered with BMI2.
    #[cfg(test)]
    pub fn gathers(&self) -> bool {
        self.gathers.is_some()
    }

    /// The configuration of pattern `k`, read cell by cell.
    #[inline]
    fn configuration(&self, k: usize, me: B, opp: B) -> u32 {
        let mut idx = 0u32;
        for &(bit, power) in &self.cells[self.bounds[k]..self.bounds[k + 1]] {
            let state = u32::from(!(me & bit).is_zero()) + 2 * u32::from(!(opp & bit).is_zero());
            idx += state * power;
        }
        idx
    }

    /// The value for the side to move (`me`), given the global features: never more than the
    /// board's cells in discs, however the patterns add up.
    #[inline]
    pub fn evaluate(&self, me: B, opp: B, empties: u32, globals: [i32; 4]) -> i32 {
        #[cfg(target_arch = "x86_64")]
        if let Some(gathers) = &self.gathers {
            // SAFETY: `gathers` is only made on a processor with BMI2 (see `bmi2`).
            let v = unsafe { self.evaluate_gathered(gathers, me, opp, empties, globals) };
            return v.clamp(-self.limit, self.limit);
        }
        self.evaluate_with(empties, globals, |k| self.configuration(k, me, opp))
            .clamp(-self.limit, self.limit)
    }

    /// [`Trained::evaluate`] with the configurations gathered by BMI2.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "bmi2")]
    fn evaluate_gathered(
        &self,
        gathers: &[Gather],
        me: B,
        opp: B,
        empties: u32,
        globals: [i32; 4],
    ) -> i32 {
        self.evaluate_with(empties, globals, |k| {
            let (mine, theirs) = self.gather(&gathers[k], me, opp);
            mine + 2 * theirs
        })
    }

    /// What the cells of the pattern of `g` held by `me` and by `opp` add to its
    /// configuration, each counted once (the configuration is the first plus twice the other).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "bmi2")]
    #[inline]
    fn gather(&self, g: &Gather, me: B, opp: B) -> (u32, u32) {
        use std::arch::x86_64::_pext_u64;
        let (me_words, opp_words) = (me.to_words(), opp.to_words());
        let (mut mine, mut theirs, mut shift) = (0u64, 0u64, 0);
        for w in 0..self.words {
            let mask = g.masks[w];
            mine |= _pext_u64(me_words[w], mask) << shift;
            theirs |= _pext_u64(opp_words[w], mask) << shift;
            shift += mask.count_ones();
        }
        let worth = |bits: u64| {
            u32::from(g.low[(bits & 31) as usize]) + u32::from(g.high[(bits >> 5) as usize & 31])
        };
        (worth(mine), worth(theirs))
    }

    /// The value for the side to move, with `configuration(k)` the configuration of pattern `k`.
    #[inline(always)]
    fn evaluate_with(
        &self,
        empties: u32,
        globals: [i32; 4],
        configuration: impl Fn(usize) -> u32,
    ) -> i32 {
        let (p0, alpha) = self.phase[empties as usize];
        let w = &self.weights;
        let pairs = &w.pairs[p0 * w.table_len..(p0 + 1) * w.table_len];
        let (mut s0, mut s1) = (0i32, 0i32);
        for (k, &table) in self.tables.iter().enumerate() {
            let [w0, w1] = pairs[table + configuration(k) as usize];
            s0 += i32::from(w0);
            s1 += i32::from(w1);
        }
        let (g0, g1) = (&w.globals[p0], &w.globals[p0 + 1]);
        for g in 0..4 {
            s0 += g0[g] * globals[g];
            s1 += g1[g] * globals[g];
        }
        mix(s0, s1, alpha)
    }
}

/// Whether this processor can gather with BMI2.
fn bmi2() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("bmi2")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::XorShift;
    use othello_core::{Geometry, Standard8x8, U256};

    /// The gathered configurations give the same value as the cell-by-cell ones, on random
    /// discs of boards of every word size (the 8×8 weights serve every board here).
    fn gathered_equals_cell_by_cell<L: Layout>(layout: L) {
        let weights = Expanded::for_board(8, 8, WinRule::MostDiscs).expect("8x8 weights");
        let fast = Trained::new(&layout, weights);
        if bmi2() {
            assert!(fast.gathers(), "{}x{}", layout.rows(), layout.cols());
        }
        let slow = fast.clone().without_gather();
        let cells = layout.cell_count();
        let mut rng = XorShift::new(u64::from(cells));
        for _ in 0..2000 {
            let words: [u64; 4] = std::array::from_fn(|_| rng.next_u64());
            let other: [u64; 4] = std::array::from_fn(|_| rng.next_u64());
            let board = (0..cells).fold(L::B::from_words([0; 4]), |b, i| b | L::B::bit(i));
            let me = L::B::from_words(words) & board;
            let opp = L::B::from_words(other) & board & !me;
            let empties = cells - (me | opp).count();
            let globals = [1, -2, 3, 0];
            assert_eq!(
                fast.evaluate(me, opp, empties, globals),
                slow.evaluate(me, opp, empties, globals),
                "{}x{}",
                layout.rows(),
                layout.cols()
            );
        }
    }

    /// Configurations updated move by move, from the position before (or, now and then, from
    /// two moves before or from a random position), equal those read afresh after every move
    /// and pass of random games, and evaluate the same; with and without BMI2's gathers.
    fn updated_equal_read<L: Layout>(layout: L, games: u64) {
        use othello_core::{Position, RuleSet};
        let (rows, cols) = (layout.rows(), layout.cols());
        let weights = Expanded::for_board(rows as u8, cols as u8, WinRule::MostDiscs)
            .expect("weights for every board");
        for t in [
            Trained::new(&layout, weights.clone()),
            Trained::new(&layout, weights.clone()).without_gather(),
        ] {
            assert!(t.incremental(), "{rows}x{cols}");
            let at = |r: u32, c: u32| L::B::bit(r * cols + c);
            let (r, c) = (rows / 2 - 1, cols / 2 - 1);
            let mut rng = XorShift::new(u64::from(rows * 100 + cols));
            let mut checked = 0;
            for _ in 0..games {
                let mut pos = Position {
                    me: at(r, c + 1) | at(r + 1, c),
                    opp: at(r, c) | at(r + 1, c + 1),
                };
                let mut now = Configs::default();
                t.configs_into(None, pos.me, pos.opp, &mut now);
                let mut before = now;
                loop {
                    let moves = pos.moves(&layout, RuleSet::Full);
                    let next = if moves.is_zero() {
                        let passed = pos.pass();
                        if passed.moves(&layout, RuleSet::Full).is_zero() {
                            break;
                        }
                        passed
                    } else {
                        let list: Vec<u32> = moves.iter().collect();
                        let i = list[rng.below(list.len() as u64) as usize];
                        pos.play(i, pos.flips(&layout, RuleSet::Full, i))
                    };
                    let from = match rng.below(8) {
                        0 => before,
                        1 => {
                            let mut other = Configs::default();
                            let me = L::B::from_words(std::array::from_fn(|_| rng.next_u64()))
                                & layout.cells();
                            let opp = L::B::from_words(std::array::from_fn(|_| rng.next_u64()))
                                & layout.cells()
                                & !me;
                            t.configs_into(None, me, opp, &mut other);
                            other
                        }
                        _ => now,
                    };
                    let mut updated = Configs::default();
                    t.configs_into(Some(&from), next.me, next.opp, &mut updated);
                    let mut read = Configs::default();
                    t.read_configs(next.me, next.opp, &mut read);
                    assert_eq!(updated.mine, read.mine, "{rows}x{cols} {next:?}");
                    assert_eq!(updated.theirs, read.theirs, "{rows}x{cols} {next:?}");
                    assert!(updated.holds(next.me, next.opp));
                    let empties = layout.cell_count() - (next.me | next.opp).count();
                    assert_eq!(
                        t.evaluate_configs(&updated, empties, [2, -1, 3, 1]),
                        t.evaluate(next.me, next.opp, empties, [2, -1, 3, 1]),
                        "{rows}x{cols} {next:?}"
                    );
                    checked += 1;
                    (before, now, pos) = (now, updated, next);
                }
            }
            // Most games fill most of the board.
            let cells = u64::from(layout.cell_count());
            assert!(
                checked > games * cells / 2,
                "{rows}x{cols}: {checked} positions"
            );
        }
    }

    #[test]
    fn configurations_updated_move_by_move_equal_read_ones() {
        updated_equal_read(Standard8x8, 20);
        updated_equal_read(Geometry::<u64>::new(4, 4), 20);
        updated_equal_read(Geometry::<u64>::new(6, 6), 20);
        updated_equal_read(Geometry::<u64>::new(6, 10), 10);
        updated_equal_read(Geometry::<u128>::new(10, 10), 5);
        updated_equal_read(Geometry::<u128>::new(8, 16), 3);
        updated_equal_read(Geometry::<U256>::new(16, 16), 2);
    }

    /// No board has more patterns than the configurations kept per node can hold.
    #[test]
    fn every_board_keeps_its_configurations() {
        let weights = Expanded::for_board(8, 8, WinRule::MostDiscs).expect("8x8 weights");
        for rows in (4..=16).step_by(2) {
            for cols in (4..=16).step_by(2) {
                let n = instances(rows, cols).len();
                assert!(n <= MAX_PATTERNS, "{rows}x{cols}: {n} patterns");
            }
        }
        assert!(Trained::new(&Geometry::<U256>::new(16, 16), weights).incremental());
    }

    #[test]
    fn gathered_configurations_equal_cell_by_cell_ones() {
        gathered_equals_cell_by_cell(Standard8x8);
        gathered_equals_cell_by_cell(Geometry::<u64>::new(4, 4));
        gathered_equals_cell_by_cell(Geometry::<u64>::new(6, 6));
        gathered_equals_cell_by_cell(Geometry::<u64>::new(6, 10));
        gathered_equals_cell_by_cell(Geometry::<u128>::new(10, 10));
        gathered_equals_cell_by_cell(Geometry::<u128>::new(8, 16));
        gathered_equals_cell_by_cell(Geometry::<U256>::new(12, 14));
        gathered_equals_cell_by_cell(Geometry::<U256>::new(16, 16));
    }
}
