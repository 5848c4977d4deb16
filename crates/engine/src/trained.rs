//! The trained evaluation at search time: the weights of the board's model expanded to one
//! entry per configuration (sign applied), and the board's patterns as lists of cells.

use super::learn::model::{BoardModel, WeightSet};
use super::learn::patterns::{Shape, instances, pattern_weights};
use super::learn::{mix, phase_weight};
use othello_core::{Bits, Layout, WinRule};
use std::sync::{Arc, Mutex};

/// A model's weights, one table per phase holding every shape's configurations.
#[derive(Debug)]
pub struct Expanded {
    rows: u8,
    cols: u8,
    win_rule: WinRule,
    phases: u32,
    /// Per phase: each shape's table, one after the other.
    tables: Vec<i16>,
    table_len: usize,
    offsets: [usize; 5],
    globals: Vec<[i32; 4]>,
}

impl Expanded {
    fn new(model: &BoardModel) -> Expanded {
        let mut offsets = [0; 5];
        let mut at = 0;
        for (o, s) in offsets.iter_mut().zip(Shape::ALL) {
            *o = at;
            at += s.configurations();
        }
        let table_len = at;
        let n = pattern_weights() as usize;
        let mut tables = Vec::with_capacity(table_len * usize::from(model.phases));
        let mut globals = Vec::new();
        for p in 0..usize::from(model.phases) {
            let w = model.phase(p);
            let mut base = 0;
            for s in Shape::ALL {
                let c = s.compact();
                tables.extend(
                    c.id.iter()
                        .zip(&c.sign)
                        .map(|(&id, &sign)| i16::from(sign) * w[base + id as usize]),
                );
                base += c.count as usize;
            }
            globals.push(std::array::from_fn(|g| i32::from(w[n + g])));
        }
        Expanded {
            rows: model.rows,
            cols: model.cols,
            win_rule: model.win_rule,
            phases: u32::from(model.phases),
            tables,
            table_len,
            offsets,
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
}

impl<B: Bits> Trained<B> {
    /// The evaluation for `layout` with `weights`.
    pub fn new<L: Layout<B = B>>(layout: &L, weights: Arc<Expanded>) -> Trained<B> {
        let mut tables = Vec::new();
        let mut bounds = vec![0];
        let mut cells = Vec::new();
        for inst in instances(layout.rows(), layout.cols()) {
            let k = Shape::ALL.iter().position(|&s| s == inst.shape).unwrap();
            tables.push(weights.offsets[k]);
            let mut power = 1;
            for c in &inst.cells {
                if let Some(i) = c {
                    cells.push((B::bit(*i), power));
                }
                power *= 3;
            }
            bounds.push(cells.len());
        }
        let count = layout.cell_count();
        let phase = (0..=count)
            .map(|e| phase_weight(count, e, weights.phases))
            .collect();
        Trained {
            weights,
            tables,
            bounds,
            cells,
            phase,
        }
    }

    /// The value for the side to move (`me`), given the global features.
    #[inline]
    pub fn evaluate(&self, me: B, opp: B, empties: u32, globals: [i32; 4]) -> i32 {
        let (p0, alpha) = self.phase[empties as usize];
        let w = &self.weights;
        let t0 = &w.tables[p0 * w.table_len..(p0 + 1) * w.table_len];
        let t1 = &w.tables[(p0 + 1) * w.table_len..(p0 + 2) * w.table_len];
        let (mut s0, mut s1) = (0i32, 0i32);
        for (k, &table) in self.tables.iter().enumerate() {
            let mut idx = 0u32;
            for &(bit, power) in &self.cells[self.bounds[k]..self.bounds[k + 1]] {
                let state =
                    u32::from(!(me & bit).is_zero()) + 2 * u32::from(!(opp & bit).is_zero());
                idx += state * power;
            }
            s0 += i32::from(t0[table + idx as usize]);
            s1 += i32::from(t1[table + idx as usize]);
        }
        let (g0, g1) = (&w.globals[p0], &w.globals[p0 + 1]);
        for g in 0..4 {
            s0 += g0[g] * globals[g];
            s1 += g1[g] * globals[g];
        }
        mix(s0, s1, alpha)
    }
}
