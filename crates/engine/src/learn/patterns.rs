//! The patterns of the trained evaluation: groups of cells near the corners and along the edges,
//! each defined in the frame of a corner (how deep into the board, how far along the edge), so
//! that every board from 4×4 to 16×16 has all of them and the same weights mean the same thing on
//! every board.
//!
//! | shape | cells | on each board |
//! |---|---|---|
//! | corner 3×3 | the 3×3 block of a corner | 4 |
//! | edge 2×5 | 2 deep, 5 along an edge from a corner | 8 (both edges of each corner) |
//! | edge + X | the 4 edge cells nearest each end of an edge, and both X-squares | 4 |
//! | line 2 | the same 4 + 4 cells one line in from an edge | 4 |
//! | line 3 | two lines in | 4 |
//! | line 4 | three lines in | 4 where the board is 8 or more across (2 on 6×8) |
//! | diagonal 4 to 8 | the diagonal of that length cutting off a corner | 4 where it fits, fewer where two corners share it |
//!
//! On 8×8 "edge + X" and the lines are Logistello's and Edax's "edge + 2X" and second, third
//! and fourth lines whole; on longer edges they keep the 4 cells nearest each corner, on shorter
//! ones (6, 4) the cells of each half, the missing ones counted as empty. A cell outside the
//! board (an edge 2×5 on a 4-wide board) counts as empty too. The fourth line and the diagonals
//! came later: they are left out where they would not lie whole on the board or would repeat
//! another pattern's cells (a fourth line of a 6-high board is a third line seen from the
//! other edge; 8×8's two long diagonals each reach two corners).
//!
//! A configuration's index is `Σ state(kᵗʰ cell) · 3ᵏ` with 0 = empty, 1 = the side to move's
//! disc, 2 = the opponent's. Configurations that a symmetry of the shape maps onto each other
//! (the corner block's diagonal, an edge read from its other end) share one weight, so the
//! evaluation is the same on every symmetric image of a position.
//!
//! A configuration and its colour swap have weights of their own ([`Numbering::Full`]): having
//! the move is worth something of its own (an empty corner next to the opponent's disc is a
//! corner to take now for the side to move, one the opponent may take next for the other).
//! Weights files before version 3 tied them, the swap's weight being the negation
//! ([`Numbering::ColourSymmetric`]), which made every position worth as much to the side to
//! move as to the other side were it to move; such weights read into the full numbering.

use std::sync::OnceLock;

/// A pattern's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// The 3×3 block of a corner.
    Corner3x3,
    /// 2 cells deep, 5 along an edge, from a corner.
    Edge2x5,
    /// The edge's cells nearest each end, and the two X-squares.
    EdgeX,
    /// The line next to an edge, the cells nearest each end.
    Line2,
    /// Two lines in from an edge, the cells nearest each end.
    Line3,
    /// Three lines in from an edge, the cells nearest each end.
    Line4,
    /// The diagonal of 4 cells cutting off a corner.
    Diag4,
    /// The diagonal of 5 cells cutting off a corner.
    Diag5,
    /// The diagonal of 6 cells cutting off a corner.
    Diag6,
    /// The diagonal of 7 cells cutting off a corner.
    Diag7,
    /// The diagonal of 8 cells cutting off a corner (the main diagonal on 8×8).
    Diag8,
}

/// Local cell `(depth, along)` in a corner's frame.
type Local = (u32, u32);

const CORNER3X3: [Local; 9] = [
    (0, 0),
    (0, 1),
    (1, 0),
    (1, 1),
    (0, 2),
    (2, 0),
    (1, 2),
    (2, 1),
    (2, 2),
];

impl Shape {
    /// Every shape, in the order of the weights.
    pub const ALL: [Shape; 11] = [
        Shape::Corner3x3,
        Shape::Edge2x5,
        Shape::EdgeX,
        Shape::Line2,
        Shape::Line3,
        Shape::Line4,
        Shape::Diag4,
        Shape::Diag5,
        Shape::Diag6,
        Shape::Diag7,
        Shape::Diag8,
    ];

    /// The number of shapes.
    pub const COUNT: usize = Shape::ALL.len();

    /// Its number in the weights file (its place in [`Shape::ALL`]).
    pub const fn id(self) -> u8 {
        match self {
            Shape::Corner3x3 => 0,
            Shape::Edge2x5 => 1,
            Shape::EdgeX => 2,
            Shape::Line2 => 3,
            Shape::Line3 => 4,
            Shape::Line4 => 5,
            Shape::Diag4 => 6,
            Shape::Diag5 => 7,
            Shape::Diag6 => 8,
            Shape::Diag7 => 9,
            Shape::Diag8 => 10,
        }
    }

    /// The shape numbered `id` in the weights file.
    pub fn from_id(id: u8) -> Option<Shape> {
        Shape::ALL.get(usize::from(id)).copied()
    }

    /// Its number of cells.
    pub const fn cell_count(self) -> u32 {
        match self {
            Shape::Corner3x3 => 9,
            Shape::Edge2x5 | Shape::EdgeX => 10,
            Shape::Line2 | Shape::Line3 | Shape::Line4 => 8,
            Shape::Diag4 => 4,
            Shape::Diag5 => 5,
            Shape::Diag6 => 6,
            Shape::Diag7 => 7,
            Shape::Diag8 => 8,
        }
    }

    /// The length of a diagonal shape.
    const fn diagonal(self) -> Option<u32> {
        match self {
            Shape::Diag4 | Shape::Diag5 | Shape::Diag6 | Shape::Diag7 | Shape::Diag8 => {
                Some(self.cell_count())
            }
            _ => None,
        }
    }

    /// Its number of configurations (3 to the power of its cells).
    pub const fn configurations(self) -> usize {
        3usize.pow(self.cell_count())
    }

    /// Its name, for reports.
    pub const fn name(self) -> &'static str {
        match self {
            Shape::Corner3x3 => "corner 3x3",
            Shape::Edge2x5 => "edge 2x5",
            Shape::EdgeX => "edge + X",
            Shape::Line2 => "line 2",
            Shape::Line3 => "line 3",
            Shape::Line4 => "line 4",
            Shape::Diag4 => "diagonal 4",
            Shape::Diag5 => "diagonal 5",
            Shape::Diag6 => "diagonal 6",
            Shape::Diag7 => "diagonal 7",
            Shape::Diag8 => "diagonal 8",
        }
    }

    /// The permutations of the cell list that the board's symmetries bring onto the same
    /// shape, besides the identity: `p[k]` is the cell whose state goes to place `k`.
    fn symmetries(self) -> Vec<Vec<usize>> {
        match self {
            Shape::Corner3x3 => {
                // The diagonal through the corner.
                let transpose = CORNER3X3
                    .iter()
                    .map(|&(a, b)| CORNER3X3.iter().position(|&c| c == (b, a)).unwrap())
                    .collect();
                vec![transpose]
            }
            Shape::Edge2x5 => Vec::new(),
            // Read from the other end.
            Shape::EdgeX => vec![(0..10).map(|k| (k + 5) % 10).collect()],
            Shape::Line2 | Shape::Line3 | Shape::Line4 => {
                vec![(0..8).map(|k| (k + 4) % 8).collect()]
            }
            // A diagonal read from its other end.
            Shape::Diag4 | Shape::Diag5 | Shape::Diag6 | Shape::Diag7 | Shape::Diag8 => {
                vec![(0..self.cell_count() as usize).rev().collect()]
            }
        }
    }

    /// Where each configuration's weight is kept in the full numbering (the one the program
    /// fits and evaluates with).
    pub fn compact(self) -> &'static Compact {
        self.numbered(Numbering::Full)
    }

    /// Where each configuration's weight is kept in `numbering`: its compact number and the
    /// sign it is used with.
    pub fn numbered(self, numbering: Numbering) -> &'static Compact {
        static TABLES: [[OnceLock<Compact>; Shape::COUNT]; 2] =
            [const { [const { OnceLock::new() }; Shape::COUNT] }; 2];
        let colour = numbering == Numbering::ColourSymmetric;
        TABLES[usize::from(colour)][usize::from(self.id())]
            .get_or_init(|| Compact::new(self, numbering))
    }
}

/// How a shape's configurations are numbered for their weights.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Numbering {
    /// Configurations that a symmetry of the shape maps onto each other share a weight.
    Full,
    /// As `Full`, and a configuration's colour swap takes its weight negated (a configuration
    /// that is its own colour swap has none): the weights files before version 3.
    ColourSymmetric,
}

/// The weights' numbering of a shape's configurations.
#[derive(Debug)]
pub struct Compact {
    /// For each configuration, its weight's number (meaningless where `sign` is 0).
    pub id: Vec<u32>,
    /// +1 or −1: the configuration takes its weight as it is or negated; 0: no weight. Always
    /// +1 in the full numbering.
    pub sign: Vec<i8>,
    /// The number of weights.
    pub count: u32,
}

impl Compact {
    fn new(shape: Shape, numbering: Numbering) -> Compact {
        let n = shape.cell_count() as usize;
        let size = shape.configurations();
        let mut perms = shape.symmetries();
        perms.push((0..n).collect());
        let digits = |mut idx: usize| {
            let mut d = vec![0u8; n];
            for x in d.iter_mut() {
                *x = (idx % 3) as u8;
                idx /= 3;
            }
            d
        };
        let index = |d: &[u8]| {
            d.iter()
                .rev()
                .fold(0usize, |acc, &x| acc * 3 + usize::from(x))
        };
        // The smallest index among the geometric images.
        let least = |d: &[u8]| {
            perms
                .iter()
                .map(|p| index(&p.iter().map(|&k| d[k]).collect::<Vec<_>>()))
                .min()
                .unwrap()
        };
        let mut id = vec![0u32; size];
        let mut sign = vec![0i8; size];
        let mut number = vec![u32::MAX; size];
        let mut count = 0;
        for idx in 0..size {
            let d = digits(idx);
            let a = least(&d);
            let (rep, s) = match numbering {
                Numbering::Full => (a, 1),
                Numbering::ColourSymmetric => {
                    let swapped: Vec<u8> = d.iter().map(|&x| [0, 2, 1][usize::from(x)]).collect();
                    let b = least(&swapped);
                    if a == b {
                        continue;
                    }
                    if a < b { (a, 1) } else { (b, -1) }
                }
            };
            if number[rep] == u32::MAX {
                number[rep] = count;
                count += 1;
            }
            id[idx] = number[rep];
            sign[idx] = s;
        }
        Compact { id, sign, count }
    }
}

/// The number of weights of every shape together, before the global features.
pub fn pattern_weights() -> u32 {
    Shape::ALL.iter().map(|s| s.compact().count).sum()
}

/// Where each shape's weights start among a phase's weights.
pub fn shape_offsets() -> [u32; Shape::COUNT] {
    let mut offsets = [0; Shape::COUNT];
    let mut at = 0;
    for (o, s) in offsets.iter_mut().zip(Shape::ALL) {
        *o = at;
        at += s.compact().count;
    }
    offsets
}

/// The global features, after the patterns' weights: each a difference between the side to
/// move and its opponent (moves, empty cells next to the opponent's discs minus those next to
/// one's own, discs), and parity (+1 when the side to move is due to play last, −1 if not).
pub const GLOBALS: [&str; 4] = ["mobility", "potential mobility", "discs", "parity"];

/// Weights in each phase: the patterns', then one for each global feature.
pub fn weights_per_phase() -> u32 {
    pattern_weights() + GLOBALS.len() as u32
}

/// One pattern on one board: its shape, and for each of its cells the board's cell index (row ×
/// cols + column), `None` when off the board or left out on a short edge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instance {
    /// The pattern's shape.
    pub shape: Shape,
    /// The board's cell index of each of the shape's cells, `None` where there is none.
    pub cells: Vec<Option<u32>>,
}

/// The corners' frames: (row, column, row step, column step).
fn corners(rows: u32, cols: u32) -> [(u32, u32, i32, i32); 4] {
    [
        (0, 0, 1, 1),
        (0, cols - 1, 1, -1),
        (rows - 1, 0, -1, 1),
        (rows - 1, cols - 1, -1, -1),
    ]
}

/// Every pattern on a `rows × cols` board.
pub fn instances(rows: u32, cols: u32) -> Vec<Instance> {
    let frames = corners(rows, cols);
    // The cell at (depth, along) from corner `k`, along its row (or its column if `transposed`).
    let cell = |k: usize, transposed: bool, (depth, along): Local| -> Option<u32> {
        let (r0, c0, dr, dc) = frames[k];
        let (a, b) = if transposed {
            (along, depth)
        } else {
            (depth, along)
        };
        let r = i64::from(r0) + i64::from(dr) * i64::from(a);
        let c = i64::from(c0) + i64::from(dc) * i64::from(b);
        ((0..i64::from(rows)).contains(&r) && (0..i64::from(cols)).contains(&c))
            .then(|| (r as u32) * cols + c as u32)
    };
    let mut all = Vec::new();
    for k in 0..4 {
        all.push(Instance {
            shape: Shape::Corner3x3,
            cells: CORNER3X3.iter().map(|&l| cell(k, false, l)).collect(),
        });
    }
    for k in 0..4 {
        for transposed in [false, true] {
            let cells = (0..2)
                .flat_map(|d| (0..5).map(move |a| (d, a)))
                .map(|l| cell(k, transposed, l))
                .collect();
            all.push(Instance {
                shape: Shape::Edge2x5,
                cells,
            });
        }
    }
    // The four edges: their two corners, whether read along a column, their length.
    let edges = [
        (0, 1, false, cols),
        (2, 3, false, cols),
        (0, 2, true, rows),
        (1, 3, true, rows),
    ];
    for (shape, depth) in [(Shape::EdgeX, 0), (Shape::Line2, 1), (Shape::Line3, 2)] {
        for &(a, b, transposed, len) in &edges {
            let half = 4.min(len / 2);
            let mut cells = Vec::new();
            for end in [a, b] {
                for along in 0..4 {
                    cells.push(if along < half {
                        cell(end, transposed, (depth, along))
                    } else {
                        None
                    });
                }
                if shape == Shape::EdgeX {
                    cells.push(cell(end, transposed, (1, 1)));
                }
            }
            all.push(Instance { shape, cells });
        }
    }
    // The later patterns: whole on the board, and no other pattern's cells again.
    let mut later: Vec<Instance> = Vec::new();
    for &(a, b, transposed, len) in &edges {
        let across = if transposed { cols } else { rows };
        let half = 4.min(len / 2);
        let mut cells = Vec::new();
        for end in [a, b] {
            for along in 0..4 {
                cells.push(
                    (along < half)
                        .then(|| cell(end, transposed, (3, along)))
                        .flatten(),
                );
            }
        }
        if across >= 8 {
            later.push(Instance {
                shape: Shape::Line4,
                cells,
            });
        }
    }
    for shape in Shape::ALL {
        let Some(len) = shape.diagonal() else {
            continue;
        };
        for k in 0..4 {
            let cells = (0..len).map(|d| cell(k, false, (d, len - 1 - d))).collect();
            later.push(Instance { shape, cells });
        }
    }
    let set = |i: &Instance| {
        let mut c: Vec<Option<u32>> = i.cells.clone();
        c.sort_unstable();
        c
    };
    for inst in later {
        let whole = inst.shape == Shape::Line4 || inst.cells.iter().all(Option::is_some);
        if whole && !all.iter().any(|i| set(i) == set(&inst)) {
            all.push(inst);
        }
    }
    all
}

/// The configuration of `instance` with the side to move's discs `me` and the opponent's `opp`
/// (given by a test of each cell).
pub fn configuration(
    instance: &Instance,
    me: impl Fn(u32) -> bool,
    opp: impl Fn(u32) -> bool,
) -> usize {
    instance.cells.iter().rev().fold(0, |acc, c| {
        let state = c.map_or(0, |i| usize::from(me(i)) + 2 * usize::from(opp(i)));
        acc * 3 + state
    })
}

/// The phase of a position: the two phases it lies between and the weight of the second, from
/// 0 (an empty board's phase) to 1 (a full board's).
pub fn phase(cell_count: u32, empties: u32, phases: u32) -> (usize, f64) {
    let span = f64::from(cell_count.saturating_sub(4).max(1));
    let filled = f64::from(cell_count.saturating_sub(4).saturating_sub(empties));
    let f = (filled / span).clamp(0.0, 1.0) * f64::from(phases - 1);
    let p0 = (f.floor() as usize).min(phases as usize - 2);
    (p0, f - p0 as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shapes_number_is_its_place_in_the_list_and_reads_back() {
        for (place, &shape) in Shape::ALL.iter().enumerate() {
            assert_eq!(usize::from(shape.id()), place, "{shape:?}");
            assert_eq!(Shape::from_id(shape.id()), Some(shape));
        }
        assert_eq!(Shape::from_id(Shape::COUNT as u8), None);
    }
}
