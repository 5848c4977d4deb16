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

mod configs;
mod gather;
#[cfg(test)]
mod tests;

pub use configs::{Configs, MAX_PATTERNS};
use configs::{Lanes, MAX_CHANGES, Row};
use gather::{Gather, bmi2};

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
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    gathers: Option<Vec<Gather>>,
    /// 64-bit words of the board (1 to 4).
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
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
    #[inline(always)]
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
                // A cell's digit is 0 when empty, 1 for the row's own side's disc, 2 for the
                // other side's: each changed cell moves both rows by its power of 3 times the
                // change of its digit in each (a flip, 1 → 2 in one row and 2 → 1 in the other,
                // adds its power to one and takes it from the other).
                let (mut m, mut t) = (Lanes::load(mine), Lanes::load(theirs));
                let (was_empty, now_empty) = (!(old_me | old_opp), !(me | opp));
                let powers = |cells: B| cells.iter().map(|i| &self.powers[i as usize]);
                for [once, twice] in powers(me & was_empty) {
                    m.add(once);
                    t.add(twice);
                }
                for [once, twice] in powers(opp & was_empty) {
                    m.add(twice);
                    t.add(once);
                }
                for [once, _] in powers(old_me & opp) {
                    m.add(once);
                    t.sub(once);
                }
                for [once, _] in powers(old_opp & me) {
                    m.sub(once);
                    t.add(once);
                }
                for [once, twice] in powers(old_me & now_empty) {
                    m.sub(once);
                    t.sub(twice);
                }
                for [once, twice] in powers(old_opp & now_empty) {
                    m.sub(twice);
                    t.sub(once);
                }
                out.me = me;
                out.opp = opp;
                m.store(&mut out.mine);
                t.store(&mut out.theirs);
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
    #[inline(always)]
    pub fn evaluate_configs(&self, c: &Configs<B>, empties: u32, globals: [i32; 4]) -> i32 {
        // The configurations in the order of the patterns, without an index to check against
        // the row's length at every pattern.
        let configurations = c.mine.iter().map(|&m| u32::from(m));
        self.evaluate_with(empties, globals, configurations)
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
        let configurations = (0..self.tables.len()).map(|k| self.configuration(k, me, opp));
        self.evaluate_with(empties, globals, configurations)
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
        let configurations = gathers.iter().map(|g| {
            let (mine, theirs) = self.gather(g, me, opp);
            mine + 2 * theirs
        });
        self.evaluate_with(empties, globals, configurations)
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

    /// The value for the side to move, with `configurations` those of the patterns in order.
    #[inline(always)]
    fn evaluate_with(
        &self,
        empties: u32,
        globals: [i32; 4],
        configurations: impl Iterator<Item = u32>,
    ) -> i32 {
        let (p0, alpha) = self.phase[empties as usize];
        let w = &self.weights;
        let pairs = &w.pairs[p0 * w.table_len..(p0 + 1) * w.table_len];
        let (mut s0, mut s1) = (0i32, 0i32);
        for (&table, configuration) in self.tables.iter().zip(configurations) {
            let [w0, w1] = pairs[table + configuration as usize];
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
