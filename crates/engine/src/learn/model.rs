//! The trained weights and their file.
//!
//! The file (`assets/eval.weights`, compiled in) holds one model per trained board. All numbers
//! little-endian:
//!
//! | bytes | what |
//! |---|---|
//! | 8 | `OTHEVAL` and a zero byte |
//! | 4 | format version (2) |
//! | 4, then 1 each | number of shapes, then each shape's number (its place in [`Shape::ALL`](super::patterns::Shape::ALL)) |
//! | 4 | weights per phase (those shapes' and the global features') |
//! | 4 | number of boards |
//! | per board | rows, columns, phases, the win rule (0: most discs, 1: fewest; one byte each), the length of its weights' bytes (4), then the weights |
//! | 8 | FNV-1a 64-bit checksum of everything before it |
//!
//! The weights are phase after phase, each phase's patterns (in the order of the shapes
//! listed) then its global features, in hundredths of a disc as `i16`; a zero is written as 0
//! followed by the length of its run of zeros (`u16`), since weights never trained stay 0.
//!
//! Version 1 had no list of shapes: its shapes are the first five. Shapes a file does not list
//! (a board trained before they existed) read as weights of 0, which the evaluation skips.

use super::patterns::{GLOBALS, Shape, weights_per_phase};
use crate::bytes::{Reader, Short};
use othello_core::WinRule;
use std::sync::OnceLock;
use thiserror::Error;

const MAGIC: &[u8; 8] = b"OTHEVAL\0";
/// The file format's version.
pub const VERSION: u32 = 2;
/// The shapes of a version 1 file.
const VERSION_1_SHAPES: usize = 5;

/// Why a weights file was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum WeightsError {
    #[error("not an evaluation weights file (no OTHEVAL header)")]
    Magic,
    #[error("weights file version {found}, this program reads versions 1 to {VERSION}")]
    Version { found: u32 },
    #[error(
        "the weights file lists shape number {0}, which this program does not know or lists it twice"
    )]
    Shape(u8),
    #[error("the weights file ends early (at byte {at})")]
    Truncated { at: usize },
    #[error("the weights file is damaged: checksum {found:016x}, expected {expected:016x}")]
    Checksum { found: u64, expected: u64 },
    #[error(
        "the weights file has {found} weights per phase, this program's patterns need {expected}"
    )]
    WeightCount { found: u32, expected: u32 },
    #[error(
        "the weights file's board {rows}x{cols} with {phases} phases and win rule {rule} is not a valid model"
    )]
    Board {
        rows: u8,
        cols: u8,
        phases: u8,
        rule: u8,
    },
    #[error("the weights of board {rows}x{cols} decode to {found} numbers, expected {expected}")]
    Length {
        rows: u8,
        cols: u8,
        found: usize,
        expected: usize,
    },
    #[error("the weights file has {0} bytes after its last board")]
    Trailing(usize),
}

/// The weights of one board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardModel {
    pub rows: u8,
    pub cols: u8,
    /// The game it was trained for: most or fewest discs wins (the Full rules).
    pub win_rule: WinRule,
    /// Phases from the empty board to the full one (at least 2); a position's weights are
    /// interpolated between the two phases around it.
    pub phases: u8,
    /// `phases × weights_per_phase()` weights, in hundredths of a disc.
    pub weights: Vec<i16>,
}

impl BoardModel {
    /// The weights of `phase`.
    pub fn phase(&self, phase: usize) -> &[i16] {
        let n = weights_per_phase() as usize;
        &self.weights[phase * n..(phase + 1) * n]
    }
}

/// The models of every trained board.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct WeightSet {
    pub boards: Vec<BoardModel>,
}

pub(crate) fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

impl From<Short> for WeightsError {
    fn from(short: Short) -> Self {
        WeightsError::Truncated { at: short.at }
    }
}

impl WeightSet {
    /// The file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&(Shape::COUNT as u32).to_le_bytes());
        out.extend(Shape::ALL.iter().map(|s| s.id()));
        out.extend_from_slice(&weights_per_phase().to_le_bytes());
        out.extend_from_slice(&(self.boards.len() as u32).to_le_bytes());
        for b in &self.boards {
            let rule = match b.win_rule {
                WinRule::MostDiscs => 0,
                WinRule::FewestDiscs => 1,
            };
            out.extend_from_slice(&[b.rows, b.cols, b.phases, rule]);
            let mut data = Vec::new();
            let mut k = 0;
            while k < b.weights.len() {
                let w = b.weights[k];
                data.extend_from_slice(&w.to_le_bytes());
                k += 1;
                if w == 0 {
                    let mut run: u16 = 1;
                    while k < b.weights.len() && b.weights[k] == 0 && run < u16::MAX {
                        run += 1;
                        k += 1;
                    }
                    data.extend_from_slice(&run.to_le_bytes());
                }
            }
            out.extend_from_slice(&(data.len() as u32).to_le_bytes());
            out.extend_from_slice(&data);
        }
        let sum = fnv1a(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads and checks a weights file.
    ///
    /// # Errors
    /// A [`WeightsError`] saying what is wrong; nothing is half-read.
    pub fn from_bytes(bytes: &[u8]) -> Result<WeightSet, WeightsError> {
        if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
            return Err(WeightsError::Magic);
        }
        let mut r = Reader { bytes, at: 8 };
        let version = r.u32()?;
        if !(1..=VERSION).contains(&version) {
            return Err(WeightsError::Version { found: version });
        }
        if bytes.len() < 8 + 12 + 8 {
            return Err(WeightsError::Truncated { at: bytes.len() });
        }
        let (body, tail) = bytes.split_at(bytes.len() - 8);
        let expected = fnv1a(body);
        let found = u64::from_le_bytes(tail.try_into().unwrap());
        if found != expected {
            return Err(WeightsError::Checksum { found, expected });
        }
        let mut r = Reader {
            bytes: body,
            at: 12,
        };
        let shapes: Vec<Shape> = if version == 1 {
            Shape::ALL[..VERSION_1_SHAPES].to_vec()
        } else {
            let n = r.u32()? as usize;
            let mut shapes = Vec::new();
            for &id in r.take(n)? {
                match Shape::from_id(id) {
                    Some(s) if !shapes.contains(&s) => shapes.push(s),
                    _ => return Err(WeightsError::Shape(id)),
                }
            }
            shapes
        };
        let in_file = shapes.iter().map(|s| s.compact().count).sum::<u32>() + GLOBALS.len() as u32;
        let per_phase = r.u32()?;
        if per_phase != in_file {
            return Err(WeightsError::WeightCount {
                found: per_phase,
                expected: in_file,
            });
        }
        let count = r.u32()?;
        let mut boards = Vec::new();
        for _ in 0..count {
            let (rows, cols, phases, rule) = (r.u8()?, r.u8()?, r.u8()?, r.u8()?);
            let valid = |n: u8| (4..=16).contains(&n) && n.is_multiple_of(2);
            let win_rule = match rule {
                0 => Some(WinRule::MostDiscs),
                1 => Some(WinRule::FewestDiscs),
                _ => None,
            };
            let Some(win_rule) = win_rule.filter(|_| valid(rows) && valid(cols) && phases >= 2)
            else {
                return Err(WeightsError::Board {
                    rows,
                    cols,
                    phases,
                    rule,
                });
            };
            let len = r.u32()? as usize;
            let mut data = Reader {
                bytes: r.take(len)?,
                at: 0,
            };
            let expected = usize::from(phases) * per_phase as usize;
            let mut weights = Vec::with_capacity(expected);
            while data.at < data.bytes.len() {
                let w = data.u16()? as i16;
                if w == 0 {
                    let run = data.u16()?;
                    weights.extend(std::iter::repeat_n(0, usize::from(run)));
                } else {
                    weights.push(w);
                }
                if weights.len() > expected {
                    break;
                }
            }
            if weights.len() != expected {
                return Err(WeightsError::Length {
                    rows,
                    cols,
                    found: weights.len(),
                    expected,
                });
            }
            boards.push(BoardModel {
                rows,
                cols,
                win_rule,
                phases,
                weights: in_program_order(&weights, &shapes, per_phase as usize),
            });
        }
        if r.at != body.len() {
            return Err(WeightsError::Trailing(body.len() - r.at));
        }
        Ok(WeightSet { boards })
    }

    /// The weights compiled into the program (`assets/eval.weights`).
    ///
    /// # Errors
    /// Only if that file is damaged, which the tests rule out.
    pub fn embedded() -> Result<&'static WeightSet, &'static WeightsError> {
        static SET: OnceLock<Result<WeightSet, WeightsError>> = OnceLock::new();
        SET.get_or_init(|| WeightSet::from_bytes(EMBEDDED)).as_ref()
    }

    /// The model for a `rows × cols` board under `win_rule`: its own if trained, else the
    /// trained board nearest in size (a board and its transpose are the same to the patterns,
    /// and a position's phase is how full the board is, so the nearest board's weights carry
    /// over). `None` if no board was trained for the win rule.
    pub fn for_board(&self, rows: u8, cols: u8, win_rule: WinRule) -> Option<&BoardModel> {
        let d = |a: u8, b: u8| u32::from(a.abs_diff(b));
        let trained = self.boards.iter().filter(|m| m.win_rule == win_rule);
        trained.min_by_key(|m| {
            let straight = d(m.rows, rows) + d(m.cols, cols);
            let turned = d(m.rows, cols) + d(m.cols, rows);
            // Ties go to the larger board, whose patterns saw more of the board's middle.
            (
                straight.min(turned),
                u32::MAX - u32::from(m.rows) * u32::from(m.cols),
            )
        })
    }
}

/// Weights read phase after phase in the order of `shapes` (then the global features),
/// rearranged into this program's order, with zeros for the shapes the file lacks.
fn in_program_order(weights: &[i16], shapes: &[Shape], per_phase: usize) -> Vec<i16> {
    let n = weights_per_phase() as usize;
    let offsets = super::patterns::shape_offsets();
    let patterns = n - GLOBALS.len();
    let mut out = Vec::with_capacity(weights.len() / per_phase * n);
    for phase in weights.chunks_exact(per_phase) {
        let mut ours = vec![0i16; n];
        let mut at = 0;
        for s in shapes {
            let count = s.compact().count as usize;
            let to = offsets[usize::from(s.id())] as usize;
            ours[to..to + count].copy_from_slice(&phase[at..at + count]);
            at += count;
        }
        ours[patterns..].copy_from_slice(&phase[at..]);
        out.extend(ours);
    }
    out
}

/// The compiled-in weights file.
pub const EMBEDDED: &[u8] = include_bytes!("../../../../assets/eval.weights");
