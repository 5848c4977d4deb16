//! The symmetries of a board: on every board the identity, the two mirror images (top to bottom,
//! left to right) and the half turn; on a square board also the two diagonal reflections and the
//! two quarter turns. A position and its images are worth the same, so an opening book or a list
//! of openings keeps one of them: the least image, its *canonical* form.
//!
//! ```
//! use othello_core::{Square, symmetry};
//!
//! // On 8×8, d3's images are the cells of the other first moves' kind (c4, f5, e6 and their
//! // mirrors such as e3), never a centre cell.
//! let (rows, cols) = (8, 8);
//! let images = |sq: Square| -> Vec<Square> {
//!     (0..symmetry::count(rows, cols)).map(|s| symmetry::map(s, rows, cols, sq)).collect()
//! };
//! let d3: Square = "d3".parse()?;
//! assert!(images(d3).contains(&"c4".parse()?));
//! assert!(images(d3).contains(&"f5".parse()?));
//! assert!(images(d3).contains(&"e3".parse()?));
//! assert!(!images(d3).contains(&"d4".parse()?));
//! # Ok::<(), othello_core::ParseSquareError>(())
//! ```

use crate::Square;

/// How many symmetries a `rows × cols` board has: 8 when square, else 4.
pub fn count(rows: u8, cols: u8) -> u8 {
    if rows == cols { 8 } else { 4 }
}

/// The cell that symmetry `symmetry` (`0..count(rows, cols)`) takes `square` to: 0 is the
/// identity, 1 the top-to-bottom mirror, 2 the left-to-right mirror, 3 the half turn, and on a
/// square board 4 and 5 the two diagonal reflections, 6 and 7 the two quarter turns.
pub fn map(symmetry: u8, rows: u8, cols: u8, square: Square) -> Square {
    let (r, c) = (square.row, square.col);
    let (last_r, last_c) = (rows - 1, cols - 1);
    let (row, col) = match symmetry {
        0 => (r, c),
        1 => (last_r - r, c),
        2 => (r, last_c - c),
        3 => (last_r - r, last_c - c),
        4 => (c, r),
        5 => (last_c - c, last_r - r),
        6 => (c, last_r - r),
        _ => (last_c - c, r),
    };
    Square::new(row, col)
}

/// The symmetry that undoes `symmetry`: each is its own inverse but the quarter turns, which
/// undo each other.
pub fn inverse(symmetry: u8) -> u8 {
    match symmetry {
        6 => 7,
        7 => 6,
        s => s,
    }
}

/// The least image of a board's cells (`cells[row × cols + col]`, any values) under its
/// symmetries, and the symmetry that makes it: `image[map(s, sq)] = cells[sq]`.
///
/// # Panics
/// If `cells` does not hold `rows × cols` values.
pub fn canonical(rows: u8, cols: u8, cells: &[u8]) -> (Vec<u8>, u8) {
    let n = usize::from(cols);
    assert_eq!(cells.len(), usize::from(rows) * n, "one value a cell");
    (0..count(rows, cols))
        .map(|s| {
            let mut image = vec![0; cells.len()];
            for r in 0..rows {
                for c in 0..cols {
                    let to = map(s, rows, cols, Square::new(r, c));
                    image[usize::from(to.row) * n + usize::from(to.col)] =
                        cells[usize::from(r) * n + usize::from(c)];
                }
            }
            (image, s)
        })
        .min()
        .expect("at least the identity")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symmetry_is_undone_by_its_inverse_and_keeps_the_board() {
        for (rows, cols) in [(8, 8), (6, 10), (4, 4), (16, 6)] {
            for s in 0..count(rows, cols) {
                for r in 0..rows {
                    for c in 0..cols {
                        let sq = Square::new(r, c);
                        let to = map(s, rows, cols, sq);
                        assert!(to.row < rows && to.col < cols, "{s} keeps {rows}x{cols}");
                        assert_eq!(map(inverse(s), rows, cols, to), sq, "{s} undone");
                    }
                }
            }
        }
    }

    #[test]
    fn the_symmetries_are_distinct_and_the_canonical_image_is_shared() {
        let (rows, cols) = (6, 6);
        // An asymmetric pattern: every image differs.
        let cells: Vec<u8> = (0..36u64)
            .map(|k| ((k * 2_654_435_761) >> 7) as u8 % 7)
            .collect();
        let images: Vec<Vec<u8>> = (0..8)
            .map(|s| {
                let mut image = vec![0; 36];
                for k in 0..36u8 {
                    let to = map(s, rows, cols, Square::new(k / 6, k % 6));
                    image[usize::from(to.row * 6 + to.col)] = cells[usize::from(k)];
                }
                image
            })
            .collect();
        for (a, x) in images.iter().enumerate() {
            for y in &images[a + 1..] {
                assert_ne!(x, y);
            }
            assert_eq!(canonical(rows, cols, x).0, canonical(rows, cols, &cells).0);
        }
        let (least, s) = canonical(rows, cols, &cells);
        assert_eq!(least, images[usize::from(s)]);
        assert_eq!(Some(&least), images.iter().min());
    }
}
