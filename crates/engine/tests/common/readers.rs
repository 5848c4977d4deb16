//! The engine's file readers as the mutation harness tries them, each through the binary
//! container with its checksum made right again after the mutation (the checksum finds
//! damage, not a hostile file), so that the formats' own fields are read: the weights, the
//! opening book, Multi-ProbCut's parameters and the training's positions. Small files made
//! from the shipped ones (a few boards) keep the cases quick. Included by
//! `tests/engine_hostile.rs` and by `examples/mutate.rs`; it needs `crate::mutate` beside it.
#![allow(dead_code)]

use crate::mutate::{Check, Limits, Reader, Rng};
use othello_core::container::fnv1a;
use othello_core::{Game, Options};
use othello_engine::book::BookSet;
use othello_engine::learn::fit::Sample;
use othello_engine::learn::game_features;
use othello_engine::learn::model::{EMBEDDED, WeightSet};
use othello_engine::learn::probcut::{EMBEDDED_CUTS, ProbCutSet, weights_checksum};
use othello_engine::learn::samples;
use std::sync::Arc;

/// `bytes` with the container's checksum (its last 8 bytes) made right for the rest.
pub fn resealed(bytes: &[u8]) -> Vec<u8> {
    let mut fixed = bytes.to_vec();
    if fixed.len() >= 20 {
        let end = fixed.len() - 8;
        let sum = fnv1a(&fixed[..end]);
        fixed[end..].copy_from_slice(&sum.to_le_bytes());
    }
    fixed
}

/// A weights file of the shipped weights' two smallest boards.
pub fn weights() -> Vec<u8> {
    let mut set = WeightSet::from_bytes(EMBEDDED).expect("the shipped weights read");
    set.boards
        .sort_by_key(|b| usize::from(b.rows) * usize::from(b.cols));
    set.boards.truncate(2);
    set.to_bytes()
}

/// A book file of the shipped book's smallest boards.
pub fn book() -> Vec<u8> {
    let mut set = BookSet::embedded().expect("the shipped book reads").clone();
    set.books
        .sort_by_key(|b| (b.entries.len(), usize::from(b.rows) * usize::from(b.cols)));
    set.books.truncate(2);
    set.to_bytes()
}

/// A training's positions file of a few positions.
pub fn positions() -> Vec<u8> {
    let mut rng = Rng::new(8);
    let mut games = Vec::new();
    for (rows, cols) in [(8, 8), (6, 6)] {
        let options = Options {
            rows,
            cols,
            ..Options::default()
        };
        let mut game = Game::new(options).expect("valid");
        let mut samples = Vec::new();
        for _ in 0..6 {
            let moves = game.moves().to_vec();
            if moves.is_empty() {
                break;
            }
            game.play(rng.pick(&moves)).expect("legal");
            let features = game_features(&game).expect("features");
            samples.push(Sample {
                features,
                label: rng.below(65) as f32 - 32.0,
            });
        }
        games.push(samples);
    }
    samples::to_bytes(samples::key("hostile"), &games)
}

/// A reader of a container format: the file as mutated, and resealed.
fn sealed(read: impl Fn(&[u8]) -> Result<(), String> + Send + Sync + 'static) -> Arc<Check> {
    Arc::new(move |bytes| {
        read(bytes)?;
        read(&resealed(bytes))
    })
}

/// The error's text names the file.
fn named(text: String, file: &str) -> Result<(), String> {
    if text.contains(file) {
        Ok(())
    } else {
        Err(format!("the error does not name the {file}: {text}"))
    }
}

/// The engine's readers, with their inputs and their promises.
pub fn readers() -> Vec<Reader> {
    let limits = Limits::default();
    vec![
        Reader {
            name: "engine::weights",
            originals: vec![weights()],
            limits,
            check: sealed(|bytes| match WeightSet::from_bytes(bytes) {
                // What reads is a set of whole models: every board a valid size with all its
                // phases' weights, and the set written out reads back the same.
                Ok(set) => {
                    let per_phase = othello_engine::learn::patterns::weights_per_phase() as usize;
                    for board in &set.boards {
                        let sizes = 4..=16;
                        let (rows, cols) = (board.rows, board.cols);
                        if !sizes.contains(&rows) || !sizes.contains(&cols) || board.phases < 2 {
                            return Err(format!(
                                "read a {rows}x{cols} board of {} phases",
                                board.phases
                            ));
                        }
                        if board.weights.len() != usize::from(board.phases) * per_phase {
                            return Err(format!(
                                "{} weights for {} phases",
                                board.weights.len(),
                                board.phases
                            ));
                        }
                    }
                    match WeightSet::from_bytes(&set.to_bytes()) {
                        Ok(again) if again == set => Ok(()),
                        again => Err(format!("written and read again: {again:?}")),
                    }
                }
                Err(e) => named(e.to_string(), "weights"),
            }),
        },
        Reader {
            name: "engine::book",
            originals: vec![book()],
            limits,
            check: sealed(|bytes| match BookSet::from_bytes(bytes) {
                Ok(_) => Ok(()),
                Err(e) => named(e.to_string(), "book"),
            }),
        },
        Reader {
            name: "engine::probcut",
            originals: vec![EMBEDDED_CUTS.to_vec()],
            limits,
            check: sealed(|bytes| {
                match ProbCutSet::from_bytes(bytes, weights_checksum(EMBEDDED)) {
                    Ok(_) => Ok(()),
                    Err(e) => {
                        let _ = e.to_string();
                        Ok(())
                    }
                }
            }),
        },
        Reader {
            name: "engine::samples",
            originals: vec![positions()],
            limits,
            check: sealed(|bytes| match samples::read(bytes) {
                Ok(_) => Ok(()),
                Err(e) => named(e.to_string(), "position"),
            }),
        },
    ]
}
