//! How the board is turned on screen: a quarter turn clockwise at a time, then mirrored left
//! to right. The game, its files and its notation never turn: only where each cell is drawn,
//! and the coordinates beside the grid follow their cells.

use othello_core::Square;
use serde::{Deserialize, Serialize};

/// A turn of the board on screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Orientation {
    /// Quarter turns clockwise (0 to 3).
    pub quarter_turns: u8,
    /// Mirrored left to right after the turn.
    pub mirrored: bool,
}

/// Which coordinate a band beside the grid shows for one line of cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coordinate {
    /// A column's letter.
    Column(u8),
    /// A row's number (from 0).
    Row(u8),
}

impl Coordinate {
    /// As the board writes it: "c" or "3".
    pub fn text(self) -> String {
        match self {
            Coordinate::Column(c) => char::from(b'a' + c % 26).to_string(),
            Coordinate::Row(r) => (u32::from(r) + 1).to_string(),
        }
    }
}

impl Orientation {
    /// Not turned.
    pub const UPRIGHT: Orientation = Orientation {
        quarter_turns: 0,
        mirrored: false,
    };

    /// A quarter turn further clockwise.
    #[must_use]
    pub fn turned_right(self) -> Self {
        self.turned(1)
    }

    /// A quarter turn further anticlockwise.
    #[must_use]
    pub fn turned_left(self) -> Self {
        self.turned(3)
    }

    /// Mirrored once more.
    #[must_use]
    pub fn mirror(self) -> Self {
        Orientation {
            mirrored: !self.mirrored,
            ..self.checked()
        }
    }

    fn turned(self, quarters: u8) -> Self {
        // Turning a mirrored board clockwise turns its image anticlockwise.
        let quarters = if self.mirrored {
            (4 - quarters) % 4
        } else {
            quarters
        };
        Orientation {
            quarter_turns: (self.checked().quarter_turns + quarters) % 4,
            ..self
        }
    }

    /// This orientation with its turns within 0 to 3 (a hand-edited file may hold more).
    fn checked(self) -> Self {
        Orientation {
            quarter_turns: self.quarter_turns % 4,
            ..self
        }
    }

    /// Whether the board is drawn as it is played.
    pub fn is_upright(self) -> bool {
        self.checked() == Self::UPRIGHT
    }

    /// The rows and columns on screen of a `rows` × `cols` board.
    pub fn screen_size(self, rows: u8, cols: u8) -> (u8, u8) {
        if self.checked().quarter_turns % 2 == 1 {
            (cols, rows)
        } else {
            (rows, cols)
        }
    }

    /// Where the board's cell `square` is drawn (row and column on screen).
    pub fn to_screen(self, square: Square, rows: u8, cols: u8) -> Square {
        let (mut r, mut c, mut h, mut w) = (square.row, square.col, rows, cols);
        for _ in 0..self.checked().quarter_turns {
            (r, c) = (c, h - 1 - r);
            (h, w) = (w, h);
        }
        if self.mirrored {
            c = w - 1 - c;
        }
        Square::new(r, c)
    }

    /// The board's cell drawn at row and column `screen` on screen.
    pub fn to_board(self, screen: Square, rows: u8, cols: u8) -> Square {
        let (mut h, mut w) = self.screen_size(rows, cols);
        let (mut r, mut c) = (screen.row, screen.col);
        if self.mirrored {
            c = w - 1 - c;
        }
        for _ in 0..self.checked().quarter_turns {
            // The inverse of a quarter turn clockwise.
            (r, c) = (w - 1 - c, r);
            (h, w) = (w, h);
        }
        Square::new(r, c)
    }

    /// The coordinate of the screen's column `col` (the band above the grid) and of its row
    /// `row` (the band to the left).
    pub fn coordinates(self, rows: u8, cols: u8) -> (Vec<Coordinate>, Vec<Coordinate>) {
        let (h, w) = self.screen_size(rows, cols);
        let sideways = self.checked().quarter_turns % 2 == 1;
        let above = (0..w)
            .map(|c| {
                let cell = self.to_board(Square::new(0, c), rows, cols);
                if sideways {
                    Coordinate::Row(cell.row)
                } else {
                    Coordinate::Column(cell.col)
                }
            })
            .collect();
        let left = (0..h)
            .map(|r| {
                let cell = self.to_board(Square::new(r, 0), rows, cols);
                if sideways {
                    Coordinate::Column(cell.col)
                } else {
                    Coordinate::Row(cell.row)
                }
            })
            .collect();
        (above, left)
    }

    /// An arrow key's step on screen (rows down, columns right) as a step on the board.
    pub fn step_on_board(self, d_row: i32, d_col: i32) -> (i32, i32) {
        let d_col = if self.mirrored { -d_col } else { d_col };
        let (mut r, mut c) = (d_row, d_col);
        for _ in 0..self.checked().quarter_turns {
            // A screen step turned back a quarter anticlockwise.
            (r, c) = (-c, r);
        }
        (r, c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all() -> Vec<Orientation> {
        (0..4)
            .flat_map(|q| {
                [false, true].map(|m| Orientation {
                    quarter_turns: q,
                    mirrored: m,
                })
            })
            .collect()
    }

    #[test]
    fn every_orientation_is_a_bijection_and_its_inverse_undoes_it() {
        for (rows, cols) in [(8, 8), (6, 10), (4, 16)] {
            for o in all() {
                let (h, w) = o.screen_size(rows, cols);
                let mut seen = std::collections::HashSet::new();
                for r in 0..rows {
                    for c in 0..cols {
                        let s = o.to_screen(Square::new(r, c), rows, cols);
                        assert!(s.row < h && s.col < w, "{o:?} {rows}x{cols}");
                        assert!(seen.insert(s));
                        assert_eq!(o.to_board(s, rows, cols), Square::new(r, c), "{o:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_quarter_turn_clockwise_puts_a1_top_right() {
        let o = Orientation::UPRIGHT.turned_right();
        // a1 (top left) goes to the top right; a8 (bottom left) to the top left.
        assert_eq!(o.to_screen(Square::new(0, 0), 8, 8), Square::new(0, 7));
        assert_eq!(o.to_screen(Square::new(7, 0), 8, 8), Square::new(0, 0));
        // On 6×10 the screen is 10 rows of 6.
        assert_eq!(o.screen_size(6, 10), (10, 6));
        assert_eq!(o.to_screen(Square::new(0, 9), 6, 10), Square::new(9, 5));
        // Four turns, or two mirrors, are no turn.
        let mut back = o;
        for _ in 0..3 {
            back = back.turned_right();
        }
        assert!(back.is_upright());
        assert!(Orientation::UPRIGHT.mirror().mirror().is_upright());
        // Turning right then left, mirrored or not, is no turn.
        for start in all() {
            assert_eq!(start.turned_right().turned_left(), start);
        }
    }

    #[test]
    fn mirrored_turns_right_as_the_screen_does() {
        // A mirrored board turned right shows the same picture as the board turned left, then
        // mirrored: the screen turns clockwise whatever the mirror.
        let m = Orientation::UPRIGHT.mirror();
        let turned = m.turned_right();
        for r in 0..8 {
            for c in 0..8 {
                let sq = Square::new(r, c);
                let before = m.to_screen(sq, 8, 8);
                // A quarter turn clockwise of the screen: (r, c) → (c, 7 - r).
                let expected = Square::new(before.col, 7 - before.row);
                assert_eq!(turned.to_screen(sq, 8, 8), expected);
            }
        }
    }

    #[test]
    fn coordinates_follow_their_cells() {
        for o in all() {
            let (above, left) = o.coordinates(6, 10);
            let (h, w) = o.screen_size(6, 10);
            for c in 0..w {
                for r in 0..h {
                    let cell = o.to_board(Square::new(r, c), 6, 10);
                    match above[usize::from(c)] {
                        Coordinate::Column(col) => assert_eq!(cell.col, col),
                        Coordinate::Row(row) => assert_eq!(cell.row, row),
                    }
                    match left[usize::from(r)] {
                        Coordinate::Column(col) => assert_eq!(cell.col, col),
                        Coordinate::Row(row) => assert_eq!(cell.row, row),
                    }
                }
            }
        }
        // Upright: letters above, numbers to the left.
        let (above, left) = Orientation::UPRIGHT.coordinates(8, 8);
        assert_eq!(above[2].text(), "c");
        assert_eq!(left[2].text(), "3");
    }

    #[test]
    fn an_arrow_moves_the_way_it_points_on_screen() {
        for o in all() {
            for (dr, dc) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let from = Square::new(3, 4);
                let s = o.to_screen(from, 8, 8);
                let (br, bc) = o.step_on_board(dr, dc);
                let to = Square::new((3 + br) as u8, (4 + bc) as u8);
                let t = o.to_screen(to, 8, 8);
                assert_eq!(
                    (
                        i32::from(t.row) - i32::from(s.row),
                        i32::from(t.col) - i32::from(s.col)
                    ),
                    (dr, dc),
                    "{o:?}"
                );
            }
        }
    }
}
