//! Multi-ProbCut's parameters (Buro's method, as in Logistello, Zebra and Edax): for each trained
//! board, phase and depth `d`, how a search to the shallow depth [`shallow`]`(d)` predicts one to
//! `d`: `deep ≈ a × shallow + b`, with the residuals' standard deviation `sigma`; and for the
//! early endgame, for each number of empty cells `e`, how a search to [`end_shallow`]`(e)`
//! predicts the exact score (in hundredths of a disc), for the selective solver. Fitted by
//! `examples/probcut.rs` from positions of the engine's own games, for the weights they were
//! fitted with.
//!
//! The file (`assets/probcut.params`, compiled in), in the program's binary container
//! ([`othello_core::container`]), all numbers little-endian:
//!
//! | bytes | what |
//! |---|---|
//! | 8 | `OTHMPC` and two zero bytes |
//! | 4 | format version (2) |
//! | 8 | the checksum of the weights file the parameters belong to |
//! | 4 | number of boards |
//! | per board | rows, columns, win rule (0: most discs, 1: fewest), phases, the first and the last depth (one byte each), then per phase and depth `a`, `b` and `sigma` (`f32`); then the fewest and the most empty cells of the endgame's fits (one byte each), and per number of empty cells `a`, `b` and `sigma` |
//! | 8 | FNV-1a 64-bit checksum of everything before it |
//!
//! Parameters made for other weights are refused: a search would prune by another evaluation's
//! errors.

use super::model::EMBEDDED;
use othello_core::WinRule;
use othello_core::container::{self, ContainerError, Format, Reader, Writer};
use std::sync::OnceLock;
use thiserror::Error;

/// The file format's version.
pub const VERSION: u32 = 2;

static FORMAT: Format = Format {
    magic: *b"OTHMPC\0\0",
    versions: VERSION..=VERSION,
    name: "ProbCut parameters file",
    a_name: "a ProbCut parameters file",
};

/// The shallow depth that predicts a search to `depth` (about half as deep, the same parity).
pub const fn shallow(depth: u32) -> u32 {
    2 * (depth / 4) + (depth & 1)
}

/// The depth of the midgame search that predicts the exact score of a position with `empties`
/// empty cells in the selective solver: shallow enough to cost little beside the solve below
/// it, deeper as that solve grows.
pub const fn end_shallow(empties: u32) -> u32 {
    match empties {
        0..=17 => 2,
        18..=23 => 4,
        _ => 6,
    }
}

/// How a shallow search predicts a deep one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cut {
    /// The line's slope: `deep ≈ a × shallow + b`.
    pub a: f32,
    /// The line's offset, in hundredths of a disc.
    pub b: f32,
    /// The standard deviation of the deep search's value around the line, in hundredths of a
    /// disc.
    pub sigma: f32,
}

/// The parameters of one board.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardCuts {
    /// The board's rows.
    pub rows: u8,
    /// The board's columns.
    pub cols: u8,
    /// The game they were fitted for: most or fewest discs wins.
    pub win_rule: WinRule,
    /// Phases by how full the board is, equal slices of the cells.
    pub phases: u8,
    /// The shallowest deep search fitted (a shallower one is not cut).
    pub first_depth: u8,
    /// The deepest search fitted (a deeper one uses its parameters).
    pub last_depth: u8,
    /// Phase after phase, depth after depth.
    pub cuts: Vec<Cut>,
    /// The fewest empty cells whose exact scores were fitted.
    pub end_first: u8,
    /// The most empty cells whose exact scores were fitted.
    pub end_last: u8,
    /// How a search to [`end_shallow`] predicts the exact score (× 100), by empty cells from
    /// `end_first` to `end_last`.
    pub end_cuts: Vec<Cut>,
}

impl BoardCuts {
    /// The parameters for a search to `depth` with `empties` of `cells` empty, if fitted (depths
    /// past the last use the last's).
    pub fn cut(&self, depth: u32, empties: u32, cells: u32) -> Option<Cut> {
        if depth < u32::from(self.first_depth) {
            return None;
        }
        let depth = depth.min(u32::from(self.last_depth));
        let phases = u32::from(self.phases);
        let phase = ((cells - empties.min(cells)) * phases / (cells + 1)).min(phases - 1);
        let depths = u32::from(self.last_depth - self.first_depth) + 1;
        let at = phase * depths + depth - u32::from(self.first_depth);
        self.cuts.get(at as usize).copied()
    }

    /// How the exact score of a position with `empties` empty cells is predicted, if fitted: the
    /// depth of the shallow search and its prediction (more empty cells than the last fitted
    /// use the last's search and prediction).
    pub fn end_cut(&self, empties: u32) -> Option<(u32, Cut)> {
        if empties < u32::from(self.end_first) {
            return None;
        }
        let fitted = empties.min(u32::from(self.end_last));
        let at = fitted - u32::from(self.end_first);
        Some((end_shallow(fitted), *self.end_cuts.get(at as usize)?))
    }
}

/// Why a parameters file was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ProbCutError {
    /// Not a parameters file, another version, bytes missing, or damaged.
    #[error(transparent)]
    Container(#[from] ContainerError),
    /// Parameters fitted for other weights than the program's.
    #[error(
        "the ProbCut parameters were fitted for weights {found:016x}, these weights are {expected:016x}"
    )]
    Weights {
        /// The checksum of the weights the parameters were fitted for.
        found: u64,
        /// The checksum of the program's weights.
        expected: u64,
    },
    /// A board's parameters that cannot be used (a board, depths or numbers out of range).
    #[error("the ProbCut parameters of board {rows}x{cols} are not valid")]
    Board {
        /// The board's rows.
        rows: u8,
        /// The board's columns.
        cols: u8,
    },
    /// This many bytes after the last board.
    #[error("the ProbCut parameters have {0} bytes after their last board")]
    Trailing(usize),
}

/// Every board's parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct ProbCutSet {
    /// The checksum of the weights file they were fitted with.
    pub weights: u64,
    /// One board's parameters per board and win rule.
    pub boards: Vec<BoardCuts>,
}

/// The checksum a weights file ends with ([`container::checksum`]), which names the weights;
/// 0 for bytes too short to be a weights file.
pub fn weights_checksum(weights_file: &[u8]) -> u64 {
    container::checksum(weights_file).unwrap_or(0)
}

impl ProbCutSet {
    /// The file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Writer::new(&FORMAT);
        out.u64(self.weights);
        out.u32(self.boards.len() as u32);
        for b in &self.boards {
            let rule = match b.win_rule {
                WinRule::MostDiscs => 0,
                WinRule::FewestDiscs => 1,
            };
            out.bytes(&[b.rows, b.cols, rule, b.phases, b.first_depth, b.last_depth]);
            for c in &b.cuts {
                for v in [c.a, c.b, c.sigma] {
                    out.f32(v);
                }
            }
            out.bytes(&[b.end_first, b.end_last]);
            for c in &b.end_cuts {
                for v in [c.a, c.b, c.sigma] {
                    out.f32(v);
                }
            }
        }
        out.finish()
    }

    /// Reads a file's bytes, for the weights whose checksum is `weights`.
    ///
    /// # Errors
    /// A wrong header, version or checksum, parameters for other weights, a board that makes no
    /// sense, bytes missing or left over.
    pub fn from_bytes(bytes: &[u8], weights: u64) -> Result<ProbCutSet, ProbCutError> {
        let (_, mut r) = FORMAT.open(bytes)?;
        let fitted = r.u64()?;
        if fitted != weights {
            return Err(ProbCutError::Weights {
                found: fitted,
                expected: weights,
            });
        }
        let count = r.u32()?;
        let mut boards = Vec::new();
        for _ in 0..count {
            let h = r.take(6)?;
            let (rows, cols, rule, phases, first, last) = (h[0], h[1], h[2], h[3], h[4], h[5]);
            let win_rule = match rule {
                0 => WinRule::MostDiscs,
                1 => WinRule::FewestDiscs,
                _ => return Err(ProbCutError::Board { rows, cols }),
            };
            if phases == 0 || first < 2 || last < first || last > 60 {
                return Err(ProbCutError::Board { rows, cols });
            }
            let n = usize::from(phases) * usize::from(last - first + 1);
            let invalid = || ProbCutError::Board { rows, cols };
            let mut cuts = Vec::with_capacity(n);
            for _ in 0..n {
                cuts.push(read_cut(&mut r)?.ok_or_else(invalid)?);
            }
            let e = r.take(2)?;
            let (end_first, end_last) = (e[0], e[1]);
            if end_first < 2 || end_last < end_first {
                return Err(invalid());
            }
            let mut end_cuts = Vec::new();
            for _ in end_first..=end_last {
                end_cuts.push(read_cut(&mut r)?.ok_or_else(invalid)?);
            }
            boards.push(BoardCuts {
                rows,
                cols,
                win_rule,
                phases,
                first_depth: first,
                last_depth: last,
                cuts,
                end_first,
                end_last,
                end_cuts,
            });
        }
        if r.remaining() != 0 {
            return Err(ProbCutError::Trailing(r.remaining()));
        }
        Ok(ProbCutSet {
            weights: fitted,
            boards,
        })
    }

    /// The parameters compiled into the program (`assets/probcut.params`), for the compiled-in
    /// weights.
    ///
    /// # Errors
    /// Only if that file is damaged or stale, which the tests rule out.
    pub fn embedded() -> Result<&'static ProbCutSet, &'static ProbCutError> {
        static SET: OnceLock<Result<ProbCutSet, ProbCutError>> = OnceLock::new();
        SET.get_or_init(|| ProbCutSet::from_bytes(EMBEDDED_CUTS, weights_checksum(EMBEDDED)))
            .as_ref()
    }

    /// The parameters of exactly this board, if fitted.
    pub fn for_board(&self, rows: u8, cols: u8, win_rule: WinRule) -> Option<&BoardCuts> {
        self.boards
            .iter()
            .find(|b| (b.rows, b.cols, b.win_rule) == (rows, cols, win_rule))
    }
}

/// The next prediction, if it makes sense.
fn read_cut(r: &mut Reader<'_>) -> Result<Option<Cut>, ContainerError> {
    let cut = Cut {
        a: r.f32()?,
        b: r.f32()?,
        sigma: r.f32()?,
    };
    let valid = cut.a.is_finite()
        && cut.a > 0.0
        && cut.b.is_finite()
        && cut.sigma.is_finite()
        && cut.sigma >= 0.0;
    Ok(valid.then_some(cut))
}

/// The compiled-in parameters file.
pub const EMBEDDED_CUTS: &[u8] = include_bytes!("../../../../assets/probcut.params");
