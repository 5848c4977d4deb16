//! The trained weights and their file.
//!
//! The file (`assets/eval.weights`, compiled in), in the program's binary container
//! ([`othello_core::container`]), holds one model per trained board. All numbers little-endian:
//!
//! | bytes | what |
//! |---|---|
//! | 8 | `OTHEVAL` and a zero byte |
//! | 4 | format version (3) |
//! | 4, then 1 each | number of shapes, then each shape's number (its place in [`Shape::ALL`](super::patterns::Shape::ALL)) |
//! | 4 | number of boards |
//! | per board | rows, columns, phases, the win rule (0: most discs, 1: fewest), the numbering (0: full, 1: colour-symmetric; one byte each), the length of its weights' bytes (4), then the weights |
//! | 8 | FNV-1a 64-bit checksum of everything before it |
//!
//! The weights are phase after phase, each phase's patterns (in the order of the shapes
//! listed, each numbered as the board says: see [`Numbering`]) then its global features, in
//! hundredths of a disc as `i16`; a zero is written as 0 followed by the length of its run of
//! zeros (`u16`), since weights never trained stay 0. A board whose weights give every
//! colour-swapped configuration the negated weight is written in the colour-symmetric
//! numbering, half the size; the program holds every board in the full one.
//!
//! Versions 1 and 2 numbered every board colour-symmetrically and gave the weights per phase
//! once, after the shapes. Version 1 had no list of shapes: its shapes are the first five.
//! Shapes a file does not list (a board trained before they existed) read as weights of 0,
//! which the evaluation skips.

use super::patterns::{GLOBALS, Numbering, Shape, shape_offsets, weights_per_phase};
use othello_core::WinRule;
use othello_core::container::{ContainerError, Format, Writer};
use std::sync::OnceLock;
use thiserror::Error;

/// The file format's version.
pub const VERSION: u32 = 3;

static FORMAT: Format = Format {
    magic: *b"OTHEVAL\0",
    versions: 1..=VERSION,
    name: "weights file",
    a_name: "an evaluation weights file",
};
/// The shapes of a version 1 file.
const VERSION_1_SHAPES: usize = 5;

/// Why a weights file was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum WeightsError {
    /// Not a weights file, another version, bytes missing, or damaged.
    #[error(transparent)]
    Container(#[from] ContainerError),
    /// A shape number this program does not know, or one listed twice.
    #[error(
        "the weights file lists shape number {0}, which this program does not know or lists it twice"
    )]
    Shape(u8),
    /// Weights for other patterns than this program's.
    #[error(
        "the weights file has {found} weights per phase, this program's patterns need {expected}"
    )]
    WeightCount {
        /// The weights per phase the file has.
        found: u32,
        /// The weights per phase this program's patterns need.
        expected: u32,
    },
    /// A board's header that describes no valid model.
    #[error(
        "the weights file's board {rows}x{cols} with {phases} phases, win rule {rule} and numbering {numbering} is not a valid model"
    )]
    Board {
        /// The rows it gives.
        rows: u8,
        /// The columns it gives.
        cols: u8,
        /// The phases it gives.
        phases: u8,
        /// The win rule's byte it gives.
        rule: u8,
        /// The numbering's byte it gives (how configurations are numbered).
        numbering: u8,
    },
    /// A board's weights that decode to another count than its header says.
    #[error("the weights of board {rows}x{cols} decode to {found} numbers, expected {expected}")]
    Length {
        /// The board's rows.
        rows: u8,
        /// The board's columns.
        cols: u8,
        /// The numbers decoded.
        found: usize,
        /// The numbers its phases need.
        expected: usize,
    },
    /// This many bytes after the last board.
    #[error("the weights file has {0} bytes after its last board")]
    Trailing(usize),
}

/// The weights of one board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardModel {
    /// The board's rows.
    pub rows: u8,
    /// The board's columns.
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
    /// Whether every configuration's colour swap has its weight negated (the models trained
    /// before the full numbering): then a position's values for the two sides differ only by
    /// the parity term.
    pub fn is_colour_symmetric(&self) -> bool {
        colour_symmetric(&self.weights).is_some()
    }

    /// The weights of `phase`.
    pub fn phase(&self, phase: usize) -> &[i16] {
        let n = weights_per_phase() as usize;
        &self.weights[phase * n..(phase + 1) * n]
    }
}

/// The models of every trained board.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct WeightSet {
    /// One model per board and win rule.
    pub boards: Vec<BoardModel>,
}

impl WeightSet {
    /// The file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Writer::new(&FORMAT);
        out.u32(Shape::COUNT as u32);
        for s in Shape::ALL {
            out.u8(s.id());
        }
        out.u32(self.boards.len() as u32);
        for b in &self.boards {
            let rule = match b.win_rule {
                WinRule::MostDiscs => 0,
                WinRule::FewestDiscs => 1,
            };
            let (numbering, weights) = match colour_symmetric(&b.weights) {
                Some(w) => (1, w),
                None => (0, b.weights.clone()),
            };
            out.bytes(&[b.rows, b.cols, b.phases, rule, numbering]);
            let mut data = Vec::new();
            let mut k = 0;
            while k < weights.len() {
                let w = weights[k];
                data.extend_from_slice(&w.to_le_bytes());
                k += 1;
                if w == 0 {
                    let mut run: u16 = 1;
                    while k < weights.len() && weights[k] == 0 && run < u16::MAX {
                        run += 1;
                        k += 1;
                    }
                    data.extend_from_slice(&run.to_le_bytes());
                }
            }
            out.u32(data.len() as u32);
            out.bytes(&data);
        }
        out.finish()
    }

    /// Reads and checks a weights file.
    ///
    /// # Errors
    /// A [`WeightsError`] saying what is wrong; nothing is half-read.
    pub fn from_bytes(bytes: &[u8]) -> Result<WeightSet, WeightsError> {
        let (version, mut r) = FORMAT.open(bytes)?;
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
        // Weights per phase of the file's shapes in a numbering.
        let per_phase_in = |numbering| {
            shapes
                .iter()
                .map(|s| s.numbered(numbering).count)
                .sum::<u32>()
                + GLOBALS.len() as u32
        };
        if version < 3 {
            let expected = per_phase_in(Numbering::ColourSymmetric);
            let found = r.u32()?;
            if found != expected {
                return Err(WeightsError::WeightCount { found, expected });
            }
        }
        let count = r.u32()?;
        let mut boards = Vec::new();
        for _ in 0..count {
            let (rows, cols, phases, rule) = (r.u8()?, r.u8()?, r.u8()?, r.u8()?);
            let numbering = if version < 3 { 1 } else { r.u8()? };
            let valid = |n: u8| (4..=16).contains(&n) && n.is_multiple_of(2);
            let win_rule = match rule {
                0 => Some(WinRule::MostDiscs),
                1 => Some(WinRule::FewestDiscs),
                _ => None,
            };
            let number = match numbering {
                0 => Some(Numbering::Full),
                1 => Some(Numbering::ColourSymmetric),
                _ => None,
            };
            let (Some(win_rule), Some(number)) = (
                win_rule.filter(|_| valid(rows) && valid(cols) && phases >= 2),
                number,
            ) else {
                return Err(WeightsError::Board {
                    rows,
                    cols,
                    phases,
                    rule,
                    numbering,
                });
            };
            let per_phase = per_phase_in(number) as usize;
            let len = r.u32()? as usize;
            let mut data = r.part(len)?;
            let expected = usize::from(phases) * per_phase;
            // No more room at first than the bytes could hold without runs of zeros: a board
            // that claims 255 phases and holds none is refused without taking 58 MB.
            let mut weights = Vec::with_capacity(expected.min(data.remaining() / 2));
            while data.remaining() > 0 {
                let w = data.i16()?;
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
                weights: in_program_order(&weights, &shapes, number, per_phase),
            });
        }
        if r.remaining() != 0 {
            return Err(WeightsError::Trailing(r.remaining()));
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

/// Weights read phase after phase (`per_phase` each) in the order of `shapes` (then the global
/// features), numbered by `numbering`, rearranged into this program's order and numbering,
/// with zeros for the shapes the file lacks.
fn in_program_order(
    weights: &[i16],
    shapes: &[Shape],
    numbering: Numbering,
    per_phase: usize,
) -> Vec<i16> {
    let n = weights_per_phase() as usize;
    let offsets = shape_offsets();
    let patterns = n - GLOBALS.len();
    let mut out = Vec::with_capacity(weights.len() / per_phase * n);
    for phase in weights.chunks_exact(per_phase) {
        let mut ours = vec![0i16; n];
        let mut at = 0;
        for &s in shapes {
            let given = s.numbered(numbering);
            let block = &phase[at..at + given.count as usize];
            let to = &mut ours[offsets[usize::from(s.id())] as usize..];
            let full = s.compact();
            for idx in 0..s.configurations() {
                if given.sign[idx] != 0 {
                    to[full.id[idx] as usize] =
                        i16::from(given.sign[idx]).saturating_mul(block[given.id[idx] as usize]);
                }
            }
            at += block.len();
        }
        ours[patterns..].copy_from_slice(&phase[at..]);
        out.extend(ours);
    }
    out
}

/// The weights of a model (the full numbering, this program's shapes) in the colour-symmetric
/// numbering, if they are colour-symmetric: every configuration's colour swap has its weight
/// negated.
fn colour_symmetric(weights: &[i16]) -> Option<Vec<i16>> {
    let n = weights_per_phase() as usize;
    let patterns = n - GLOBALS.len();
    let offsets = shape_offsets();
    let mut out = Vec::new();
    for phase in weights.chunks_exact(n) {
        for s in Shape::ALL {
            let (full, sym) = (s.compact(), s.numbered(Numbering::ColourSymmetric));
            let from = &phase[offsets[usize::from(s.id())] as usize..];
            let mut block: Vec<Option<i16>> = vec![None; sym.count as usize];
            for idx in 0..s.configurations() {
                let w = from[full.id[idx] as usize];
                match sym.sign[idx] {
                    0 if w != 0 => return None,
                    0 => {}
                    sign => {
                        let w = i16::from(sign).saturating_mul(w);
                        let slot = &mut block[sym.id[idx] as usize];
                        if slot.is_some_and(|x| x != w) {
                            return None;
                        }
                        *slot = Some(w);
                    }
                }
            }
            out.extend(block.into_iter().map(|w| w.unwrap_or(0)));
        }
        out.extend_from_slice(&phase[patterns..]);
    }
    Some(out)
}

/// The compiled-in weights file.
pub const EMBEDDED: &[u8] = include_bytes!("../../../../assets/eval.weights");

#[cfg(test)]
mod tests {
    use super::*;

    /// The compiled-in weights read and write back to the very same bytes: the format is
    /// stable.
    #[test]
    fn the_embedded_weights_write_back_byte_for_byte() {
        let set = WeightSet::from_bytes(EMBEDDED).expect("the compiled-in weights read");
        assert!(set.to_bytes() == EMBEDDED, "the weights' bytes changed");
    }
}
