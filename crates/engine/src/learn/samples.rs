//! A file of labelled positions, game by game: what the training's games and labels cost to make
//! (most of a training run), kept so that a refit with other settings reads them back instead.
//!
//! The file is in the program's binary container ([`othello_core::container`]). All numbers
//! little-endian:
//!
//! | bytes | what |
//! |---|---|
//! | 8 | `OTHPOS` and two zero bytes |
//! | 4 | format version (1) |
//! | 8 | the key of what made the positions (see [`key`]): a file made otherwise is refused |
//! | 4 | the weights per phase their features are numbered for ([`weights_per_phase`]) |
//! | 4 | number of games |
//! | per game | number of positions (4), then each position: label (`f32`), cells and empty cells (2 each), the 4 global features (`i32` each), number of patterns (2), then each pattern's weight number (4) and sign (1, as `i8`) |
//! | 8 | FNV-1a 64-bit checksum of everything before it |

use super::Features;
use super::fit::Sample;
use super::patterns::{pattern_weights, weights_per_phase};
use othello_core::container::{ContainerError, Format, Writer, fnv1a};
use thiserror::Error;

/// The file format's version.
pub const VERSION: u32 = 1;

static FORMAT: Format = Format {
    magic: *b"OTHPOS\0\0",
    versions: VERSION..=VERSION,
    name: "positions file",
    a_name: "a file of labelled positions",
};

/// Why a positions file was not read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SamplesError {
    /// Not a positions file, another version, bytes missing, or damaged.
    #[error(transparent)]
    Container(#[from] ContainerError),
    /// Positions made for other settings than the ones asked for.
    #[error(
        "the positions were made for other settings (key {found:016x}, expected {expected:016x})"
    )]
    Key {
        /// The key of the settings the positions were made with.
        found: u64,
        /// The key of the settings asked for.
        expected: u64,
    },
    /// Features numbered for other patterns than this program's.
    #[error(
        "the positions' features are numbered for {found} weights per phase, this program's patterns have {expected}"
    )]
    WeightCount {
        /// The weights per phase the file's features are numbered for.
        found: u32,
        /// The weights per phase of this program's patterns.
        expected: u32,
    },
    /// A pattern weight out of range, or with a sign other than ±1.
    #[error("position {position} of the file has a pattern weight {id} with sign {sign}")]
    Pattern {
        /// The position's place in the file, from 0.
        position: usize,
        /// The weight's number.
        id: u32,
        /// Its sign.
        sign: i8,
    },
    /// This many bytes after the last game.
    #[error("the positions file has {0} bytes after its last game")]
    Trailing(usize),
}

/// The key of a description of what made some positions (board, seed, games, labels, the
/// weights that played them): equal descriptions, equal keys.
pub fn key(description: &str) -> u64 {
    fnv1a(description.as_bytes())
}

/// The file's bytes for `games` (each game's labelled positions) made as `key` says.
pub fn to_bytes(key: u64, games: &[Vec<Sample>]) -> Vec<u8> {
    let mut out = Writer::new(&FORMAT);
    out.u64(key);
    out.u32(weights_per_phase());
    out.u32(games.len() as u32);
    for game in games {
        out.u32(game.len() as u32);
        for s in game {
            let f = &s.features;
            out.f32(s.label);
            out.u16(f.cells as u16);
            out.u16(f.empties as u16);
            for g in f.globals {
                out.u32(g as u32);
            }
            out.u16(f.patterns.len() as u16);
            for &(id, sign) in &f.patterns {
                out.u32(id);
                out.u8(sign as u8);
            }
        }
    }
    out.finish()
}

/// Reads a positions file made as `key` says.
///
/// # Errors
/// A [`SamplesError`] saying what is wrong: another header, version, key or numbering, bytes
/// missing, damaged or left over, a pattern weight out of range.
pub fn from_bytes(bytes: &[u8], key: u64) -> Result<Vec<Vec<Sample>>, SamplesError> {
    let (found, games) = read(bytes)?;
    if found != key {
        return Err(SamplesError::Key {
            found,
            expected: key,
        });
    }
    Ok(games)
}

/// Reads a positions file however it was made (an earlier round's, labelled by other weights):
/// the key it was made with and its games.
///
/// # Errors
/// As [`from_bytes`], but for the key.
pub fn read(bytes: &[u8]) -> Result<(u64, Vec<Vec<Sample>>), SamplesError> {
    let (_, mut r) = FORMAT.open(bytes)?;
    let key = r.u64()?;
    let (found, expected) = (r.u32()?, weights_per_phase());
    if found != expected {
        return Err(SamplesError::WeightCount { found, expected });
    }
    let mut games = Vec::new();
    let mut position = 0;
    for _ in 0..r.u32()? {
        let count = r.u32()?;
        let mut game = Vec::new();
        for _ in 0..count {
            let label = r.f32()?;
            let (cells, empties) = (u32::from(r.u16()?), u32::from(r.u16()?));
            let mut globals = [0; 4];
            for g in &mut globals {
                *g = r.u32()? as i32;
            }
            let mut patterns = Vec::new();
            for _ in 0..r.u16()? {
                let (id, sign) = (r.u32()?, r.u8()? as i8);
                if id >= pattern_weights() || !(sign == 1 || sign == -1) {
                    return Err(SamplesError::Pattern { position, id, sign });
                }
                patterns.push((id, sign));
            }
            game.push(Sample {
                features: Features {
                    patterns,
                    globals,
                    empties,
                    cells,
                },
                label,
            });
            position += 1;
        }
        games.push(game);
    }
    if r.remaining() != 0 {
        return Err(SamplesError::Trailing(r.remaining()));
    }
    Ok((key, games))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small file's bytes, pinned: the format is stable.
    #[test]
    fn a_positions_file_keeps_its_bytes() {
        let sample = Sample {
            features: Features {
                patterns: vec![(7, 1), (300, -1)],
                globals: [3, -2, 1, -40],
                empties: 20,
                cells: 64,
            },
            label: -12.5,
        };
        let bytes = to_bytes(key("pinned"), &[vec![sample.clone()], Vec::new()]);
        let (body, sum) = bytes.split_at(bytes.len() - 8);
        let hex: String = body.iter().map(|b| format!("{b:02x}")).collect();
        let per_phase: String = weights_per_phase()
            .to_le_bytes()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        let expected = [
            "4f5448504f530000",                 // OTHPOS
            "01000000",                         // version
            "0f62ad077747825f",                 // key
            &per_phase,                         // weights per phase
            "02000000",                         // games
            "01000000",                         // positions
            "000048c1",                         // label
            "40001400",                         // cells, empties
            "03000000feffffff01000000d8ffffff", // globals
            "0200",                             // patterns
            "0700000001",                       // weight 7, +1
            "2c010000ff",                       // weight 300, -1
            "00000000",                         // the empty game
        ];
        assert_eq!(hex, expected.concat());
        let fnv = body.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        });
        assert_eq!(sum, fnv.to_le_bytes());
        assert_eq!(
            read(&bytes),
            Ok((key("pinned"), vec![vec![sample], Vec::new()]))
        );
    }
}
