//! Fitting the weights: least squares on labelled positions.
//!
//! The model is linear in its weights, so the fit is a regression. Each pass over the data
//! computes every weight's gradient and the sum of its features' squares, and moves each weight
//! by a fraction of the step that would minimise the error for it alone (a damped Jacobi step,
//! as Buro fitted Logistello's patterns): weights seen rarely move as readily as the common
//! ones, and the ridge term `l2` keeps those seen in a handful of positions near zero. The
//! weights that did best on the held-out positions are kept.

use super::Features;
use super::model::BoardModel;
use super::patterns::{pattern_weights, phase, weights_per_phase};
use othello_core::WinRule;

/// A position and what it is worth.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// The position's features, as the evaluation reads them.
    pub features: Features,
    /// The final disc difference for the side to move (exact, or the result of the game).
    pub label: f32,
}

/// Positions packed for fast passes.
#[derive(Clone, Debug, Default)]
pub struct Dataset {
    starts: Vec<u32>,
    ids: Vec<u32>,
    signs: Vec<f32>,
    globals: Vec<[f32; 4]>,
    p0: Vec<u32>,
    alpha: Vec<f32>,
    labels: Vec<f32>,
}

impl Dataset {
    /// Packs `samples` for a model of `phases` phases.
    pub fn new(samples: &[Sample], phases: u32) -> Dataset {
        let mut d = Dataset::default();
        d.starts.push(0);
        for s in samples {
            for &(id, sign) in &s.features.patterns {
                d.ids.push(id);
                d.signs.push(f32::from(sign));
            }
            d.starts.push(d.ids.len() as u32);
            d.globals.push(s.features.globals.map(|x| x as f32));
            let (p0, a) = phase(s.features.cells, s.features.empties, phases);
            d.p0.push(p0 as u32);
            d.alpha.push(a as f32);
            d.labels.push(s.label);
        }
        d
    }

    /// The number of positions.
    pub fn len(&self) -> usize {
        self.labels.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }
}

/// How the fit runs.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// Passes over the data at most.
    pub epochs: u32,
    /// The fraction of each weight's own best step taken per pass.
    pub rate: f64,
    /// Ridge penalty, in positions' worth of evidence for zero.
    pub l2: f64,
    /// Stop when the held-out error has not improved for this many passes.
    pub patience: u32,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            epochs: 200,
            rate: 0.1,
            l2: 4.0,
            patience: 15,
        }
    }
}

/// Weights being fitted, in discs.
struct Weights {
    per_phase: usize,
    w: Vec<f64>,
}

impl Weights {
    fn predict(&self, d: &Dataset, k: usize) -> f64 {
        let (p0, a) = (d.p0[k] as usize, f64::from(d.alpha[k]));
        let (lo, hi) = (p0 * self.per_phase, (p0 + 1) * self.per_phase);
        let n = pattern_weights() as usize;
        let mut s0 = 0.0;
        let mut s1 = 0.0;
        for j in d.starts[k] as usize..d.starts[k + 1] as usize {
            let (id, sign) = (d.ids[j] as usize, f64::from(d.signs[j]));
            s0 += sign * self.w[lo + id];
            s1 += sign * self.w[hi + id];
        }
        for (g, &x) in d.globals[k].iter().enumerate() {
            s0 += f64::from(x) * self.w[lo + n + g];
            s1 += f64::from(x) * self.w[hi + n + g];
        }
        s0 * (1.0 - a) + s1 * a
    }

    /// Mean absolute and mean squared error on `d`.
    fn errors(&self, d: &Dataset) -> (f64, f64) {
        let (mut abs, mut sq) = (0.0, 0.0);
        for k in 0..d.len() {
            let r = self.predict(d, k) - f64::from(d.labels[k]);
            abs += r.abs();
            sq += r * r;
        }
        let n = d.len().max(1) as f64;
        (abs / n, sq / n)
    }
}

/// One line of progress: the pass, and the mean absolute error in discs on the training and the
/// held-out positions.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// The pass over the training positions, from 1.
    pub epoch: u32,
    /// The mean absolute error on the training positions, in discs.
    pub train_mae: f64,
    /// The mean absolute error on the held-out positions, in discs.
    pub valid_mae: f64,
}

/// Fits a model of `phases` phases for a `rows × cols` board and `win_rule` to `train`, keeping the weights
/// that predict `valid` best; `report` hears after each pass.
///
/// With a `prior` (an earlier model of the same phases) the fit starts from its weights and the
/// ridge term pulls each weight toward its prior value instead of toward zero: what the earlier
/// model learnt from its own games stands where the new positions say little (configurations
/// they seldom show), and the new positions correct the rest.
///
/// # Panics
/// If `prior` has another number of phases than `phases`.
pub fn fit(
    train: &Dataset,
    valid: &Dataset,
    (rows, cols, phases): (u8, u8, u8),
    win_rule: WinRule,
    settings: &Settings,
    prior: Option<&BoardModel>,
    report: &mut dyn FnMut(Progress),
) -> BoardModel {
    let per_phase = weights_per_phase() as usize;
    let n = pattern_weights() as usize;
    let total = per_phase * usize::from(phases);
    let start: Vec<f64> = match prior {
        Some(m) => {
            assert_eq!(m.phases, phases, "the prior model has other phases");
            m.weights.iter().map(|&w| f64::from(w) / 100.0).collect()
        }
        None => vec![0.0; total],
    };
    let mut model = Weights {
        per_phase,
        w: start.clone(),
    };
    let mut best = (f64::INFINITY, model.w.clone());
    let mut since_best = 0;
    let mut grad = vec![0.0; total];
    let mut hess = vec![0.0; total];
    let mut rate = settings.rate;
    // The weights before the last step and their training error (mean squared).
    let mut before: Option<(Vec<f64>, f64)> = None;
    let mut epoch = 0;
    while epoch < settings.epochs {
        epoch += 1;
        grad.iter_mut().for_each(|g| *g = 0.0);
        hess.iter_mut().for_each(|h| *h = 0.0);
        let mut abs = 0.0;
        let mut sq = 0.0;
        for k in 0..train.len() {
            let r = model.predict(train, k) - f64::from(train.labels[k]);
            abs += r.abs();
            sq += r * r;
            let (p0, a) = (train.p0[k] as usize, f64::from(train.alpha[k]));
            for (base, c) in [(p0 * per_phase, 1.0 - a), ((p0 + 1) * per_phase, a)] {
                if c == 0.0 {
                    continue;
                }
                for j in train.starts[k] as usize..train.starts[k + 1] as usize {
                    let i = base + train.ids[j] as usize;
                    let x = f64::from(train.signs[j]) * c;
                    grad[i] += r * x;
                    hess[i] += x * x;
                }
                for (g, &v) in train.globals[k].iter().enumerate() {
                    let i = base + n + g;
                    let x = f64::from(v) * c;
                    grad[i] += r * x;
                    hess[i] += x * x;
                }
            }
        }
        let mse = sq / train.len().max(1) as f64;
        // The features overlap (a disc is in several patterns), so a step can overshoot: then
        // it is taken back and the rate halved.
        if let Some((w, prev)) = &before
            && mse > *prev
        {
            model.w.clone_from(w);
            rate /= 2.0;
            if rate < settings.rate / 1024.0 {
                break;
            }
            continue;
        }
        before = Some((model.w.clone(), mse));
        for i in 0..total {
            if hess[i] > 0.0 {
                let w = model.w[i];
                model.w[i] -=
                    rate * (grad[i] + settings.l2 * (w - start[i])) / (hess[i] + settings.l2);
            }
        }
        let train_mae = abs / train.len().max(1) as f64;
        let valid_mae = model.errors(valid).0;
        report(Progress {
            epoch,
            train_mae,
            valid_mae,
        });
        if valid_mae < best.0 - 1e-4 {
            best = (valid_mae, model.w.clone());
            since_best = 0;
        } else {
            since_best += 1;
            if since_best >= settings.patience {
                break;
            }
        }
    }
    BoardModel {
        rows,
        cols,
        win_rule,
        phases,
        weights: best
            .1
            .iter()
            .map(|&w| (w * 100.0).round().clamp(-32767.0, 32767.0) as i16)
            .collect(),
    }
}

/// The mean absolute error, in discs, of a model's predictions on `samples`.
pub fn mean_absolute_error(model: &BoardModel, samples: &[Sample]) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| (f64::from(super::predict(model, &s.features)) / 100.0 - f64::from(s.label)).abs())
        .sum();
    total / samples.len().max(1) as f64
}
