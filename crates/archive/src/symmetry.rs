//! The eight symmetries of the 8×8 board on bitboards (bit `8 * row + column`), and the key of
//! a position up to them.
//!
//! A symmetry is numbered as the rules core numbers it ([`othello_core::symmetry::map`]): 0 the
//! identity, 1 the top-to-bottom mirror, 2 the left-to-right mirror, 3 the half turn, 4 and 5
//! the two diagonal reflections, 6 and 7 the two quarter turns. [`Key::of`] picks, among a
//! position's eight images, the least, so that two positions related by a symmetry have the
//! same key; it also says which symmetry took the position there, so that a move stored in the
//! key's orientation can be turned back into the position's own.

use othello_core::wthor::Snapshot;
use othello_core::{Player, Square, symmetry as core};

/// The board's side: the symmetries here are those of the 8×8 board.
const SIDE: u8 = 8;

/// Each symmetry as the steps that make it on a bitboard: bit 2 transposes the board (rows
/// become columns), then bit 1 flips it top to bottom, then bit 0 mirrors it left to right.
const STEPS: [u8; 8] = [0, 2, 1, 3, 4, 7, 5, 6];

/// The order in which [`Key::of`] tries the symmetries: where several give a symmetric
/// position's least image, the first of them is the key's orientation. The index and summary
/// files store next moves in that orientation, so the order is part of their format (it is
/// the order of the steps above, in which the files were first written).
const KEY_ORDER: [u8; 8] = [0, 2, 1, 3, 4, 6, 7, 5];

/// Rows become columns (the a1–h8 diagonal stays).
fn transpose(mut b: u64) -> u64 {
    let k1 = 0x5500_5500_5500_5500;
    let k2 = 0x3333_0000_3333_0000;
    let k4 = 0x0f0f_0f0f_0000_0000;
    let t = k4 & (b ^ (b << 28));
    b ^= t ^ (t >> 28);
    let t = k2 & (b ^ (b << 14));
    b ^= t ^ (t >> 14);
    let t = k1 & (b ^ (b << 7));
    b ^= t ^ (t >> 7);
    b
}

/// Row 1 becomes row 8.
fn flip_rows(b: u64) -> u64 {
    b.swap_bytes()
}

/// Column a becomes column h.
fn mirror_cols(mut b: u64) -> u64 {
    let k1 = 0x5555_5555_5555_5555;
    let k2 = 0x3333_3333_3333_3333;
    let k4 = 0x0f0f_0f0f_0f0f_0f0f;
    b = ((b >> 1) & k1) | ((b & k1) << 1);
    b = ((b >> 2) & k2) | ((b & k2) << 2);
    ((b >> 4) & k4) | ((b & k4) << 4)
}

/// The image of the discs `b` under `symmetry` (0–7).
pub fn apply(symmetry: u8, mut b: u64) -> u64 {
    let steps = STEPS[usize::from(symmetry & 7)];
    if steps & 4 != 0 {
        b = transpose(b);
    }
    if steps & 2 != 0 {
        b = flip_rows(b);
    }
    if steps & 1 != 0 {
        b = mirror_cols(b);
    }
    b
}

/// The image of `square` under `symmetry` (0–7): the rules core's on the 8×8 board.
pub fn map(symmetry: u8, square: Square) -> Square {
    core::map(symmetry & 7, SIDE, SIDE, square)
}

/// The symmetry that undoes `symmetry`.
pub fn inverse(symmetry: u8) -> u8 {
    core::inverse(symmetry)
}

/// The image of a position under `symmetry`.
pub fn apply_snapshot(symmetry: u8, s: &Snapshot) -> Snapshot {
    Snapshot {
        black: apply(symmetry, s.black),
        white: apply(symmetry, s.white),
        turn: s.turn,
    }
}

/// A position up to the board's symmetries, as a 64-bit hash of its least image.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Key(pub u64);

impl Key {
    /// The key of `position`, and the symmetry that takes the position to the image the key
    /// was made from.
    pub fn of(position: &Snapshot) -> (Key, u8) {
        let mut best = (u64::MAX, u64::MAX);
        let mut symmetry = 0;
        for s in KEY_ORDER {
            let image = (apply(s, position.black), apply(s, position.white));
            if image < best {
                best = image;
                symmetry = s;
            }
        }
        let turn = match position.turn {
            Player::Black => 0x9e37_79b9_7f4a_7c15,
            Player::White => 0xc2b2_ae3d_27d4_eb4f,
        };
        (Key(mix(best.0 ^ mix(best.1 ^ turn))), symmetry)
    }
}

/// A 64-bit finaliser (splitmix64's): every bit of the input moves about half the output bits.
fn mix(mut x: u64) -> u64 {
    x ^= x >> 30;
    x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x ^= x >> 27;
    x = x.wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}
