//! A file of labelled positions, game by game: what the training's games and labels cost to make
//! (most of a training run), kept so that a refit with other settings reads them back instead.
//!
//! All numbers little-endian:
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
use super::model::fnv1a;
use super::patterns::{pattern_weights, weights_per_phase};
use crate::bytes::{Reader, Short};
use thiserror::Error;

const MAGIC: &[u8; 8] = b"OTHPOS\0\0";
/// The file format's version.
pub const VERSION: u32 = 1;

/// Why a positions file was not read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SamplesError {
    #[error("not a file of labelled positions (no OTHPOS header)")]
    Magic,
    #[error("positions file version {found}, this program reads version {VERSION}")]
    Version { found: u32 },
    #[error("the positions file ends early (at byte {at})")]
    Truncated { at: usize },
    #[error("the positions file is damaged: checksum {found:016x}, expected {expected:016x}")]
    Checksum { found: u64, expected: u64 },
    #[error(
        "the positions were made for other settings (key {found:016x}, expected {expected:016x})"
    )]
    Key { found: u64, expected: u64 },
    #[error(
        "the positions' features are numbered for {found} weights per phase, this program's patterns have {expected}"
    )]
    WeightCount { found: u32, expected: u32 },
    #[error("position {position} of the file has a pattern weight {id} with sign {sign}")]
    Pattern { position: usize, id: u32, sign: i8 },
    #[error("the positions file has {0} bytes after its last game")]
    Trailing(usize),
}

impl From<Short> for SamplesError {
    fn from(short: Short) -> Self {
        SamplesError::Truncated { at: short.at }
    }
}

/// The key of a description of what made some positions (board, seed, games, labels, the
/// weights that played them): equal descriptions, equal keys.
pub fn key(description: &str) -> u64 {
    fnv1a(description.as_bytes())
}

/// The file's bytes for `games` (each game's labelled positions) made as `key` says.
pub fn to_bytes(key: u64, games: &[Vec<Sample>]) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    out.extend(VERSION.to_le_bytes());
    out.extend(key.to_le_bytes());
    out.extend(weights_per_phase().to_le_bytes());
    out.extend((games.len() as u32).to_le_bytes());
    for game in games {
        out.extend((game.len() as u32).to_le_bytes());
        for s in game {
            let f = &s.features;
            out.extend(s.label.to_le_bytes());
            out.extend((f.cells as u16).to_le_bytes());
            out.extend((f.empties as u16).to_le_bytes());
            for g in f.globals {
                out.extend(g.to_le_bytes());
            }
            out.extend((f.patterns.len() as u16).to_le_bytes());
            for &(id, sign) in &f.patterns {
                out.extend(id.to_le_bytes());
                out.push(sign as u8);
            }
        }
    }
    let sum = fnv1a(&out);
    out.extend(sum.to_le_bytes());
    out
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
    if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
        return Err(SamplesError::Magic);
    }
    let mut r = Reader { bytes, at: 8 };
    let found = r.u32()?;
    if found != VERSION {
        return Err(SamplesError::Version { found });
    }
    let Some(tail) = bytes.len().checked_sub(8).filter(|&t| t >= 12) else {
        return Err(SamplesError::Truncated { at: bytes.len() });
    };
    let (body, sum) = bytes.split_at(tail);
    let (found, expected) = (u64::from_le_bytes(sum.try_into().unwrap()), fnv1a(body));
    if found != expected {
        return Err(SamplesError::Checksum { found, expected });
    }
    let mut r = Reader {
        bytes: body,
        at: 12,
    };
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
            let label = f32::from_bits(r.u32()?);
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
    if r.at != body.len() {
        return Err(SamplesError::Trailing(body.len() - r.at));
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
