//! The board as a picture, for a club newsletter or a forum post: the position on a green board
//! with its coordinates, turned as the window shows it, optionally the move number on each
//! disc; written as SVG (text) or PNG (through a CPU renderer), or handed to the clipboard as
//! pixels. Plain data in, bytes out: no window is involved, so it runs on any thread.

use crate::gui::board::Orientation;
use othello_core::{Game, Player, Ply, Square};

mod raster;
mod svg;

pub use raster::{Pixels, render};
pub use svg::to_svg;

/// A colour, red, green, blue.
pub type Rgb = [u8; 3];

/// What a picture shows besides the discs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Each disc numbered with the move that placed it (the start's discs are not).
    pub numbers: bool,
    /// The board turned as the window shows it.
    pub orientation: Orientation,
}

/// Whether `path` names an SVG picture (else a picture is written as PNG).
pub fn is_svg(path: &std::path::Path) -> bool {
    has_extension(path, "svg")
}

/// Whether `path` names a picture file the window writes: `.png` or `.svg`.
pub fn is_picture(path: &std::path::Path) -> bool {
    has_extension(path, "png") || is_svg(path)
}

fn has_extension(path: &std::path::Path, extension: &str) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case(extension))
}

/// What goes into a picture besides the position, as the person chose it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parts {
    /// The move numbers on the discs.
    pub numbers: bool,
    /// The evaluation graph under the board, where it has a line.
    pub graph: bool,
}

/// One thing drawn, in pixels from the top left.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// A filled rectangle: left, top, width, height.
    Rect([f32; 4], Rgb),
    /// A disc: centre, radius, fill, outline colour and width.
    Disc([f32; 2], f32, Rgb, Rgb, f32),
    /// Text centred on a point, at a size in pixels.
    Text([f32; 2], f32, String, Rgb),
    /// A line from one point to another, its width and colour.
    Line([f32; 4], f32, Rgb),
}

/// The evaluation graph drawn under the board: Black's value (in discs) after a number of
/// moves, for the moves valued, out of the moves of the game's line.
#[derive(Clone, Debug, PartialEq)]
pub struct Graph {
    /// (moves played, Black's value in discs), in order of moves.
    pub points: Vec<(usize, f32)>,
    /// The moves of the whole line.
    pub total: usize,
}

/// The graph's height under the board, in pixels.
const GRAPH_HEIGHT: f32 = 150.0;

/// A picture: its size in pixels and what is drawn, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// What is drawn, back to front.
    pub items: Vec<Item>,
}

/// The side of a cell, in pixels.
const CELL: f32 = 56.0;
/// The band of coordinates left of and above the grid.
const BAND: f32 = 30.0;
/// The margin right of and under the grid.
const MARGIN: f32 = 12.0;
const PAPER: Rgb = [255, 255, 255];
const FELT: Rgb = [46, 125, 80];
const GRID: Rgb = [20, 60, 36];
const INK: Rgb = [40, 40, 40];
const BLACK: Rgb = [20, 20, 20];
const WHITE: Rgb = [245, 245, 245];
const OUTLINE: Rgb = [30, 30, 30];

/// The position of `game` as a picture, with `graph` under it if given.
pub fn board(game: &Game, options: Options, graph: Option<&Graph>) -> Picture {
    let (rows, cols) = (game.rows(), game.cols());
    let turn = options.orientation;
    let (h, w) = turn.screen_size(rows, cols);
    let (grid_w, grid_h) = (f32::from(w) * CELL, f32::from(h) * CELL);
    let width = (BAND + grid_w + MARGIN).ceil() as u32;
    let graph = graph.filter(|g| g.points.len() >= 2);
    // The graph, a band above it and one under it for its move numbers.
    let under = if graph.is_some() {
        GRAPH_HEIGHT + 2.0 * BAND
    } else {
        0.0
    };
    let height = (BAND + grid_h + MARGIN + under).ceil() as u32;
    let mut items = vec![
        Item::Rect([0.0, 0.0, width as f32, height as f32], PAPER),
        Item::Rect([BAND, BAND, grid_w, grid_h], FELT),
    ];
    let line = 2.0;
    for c in 0..=w {
        let x = BAND + f32::from(c) * CELL - line / 2.0;
        items.push(Item::Rect(
            [x, BAND - line / 2.0, line, grid_h + line],
            GRID,
        ));
    }
    for r in 0..=h {
        let y = BAND + f32::from(r) * CELL - line / 2.0;
        items.push(Item::Rect(
            [BAND - line / 2.0, y, grid_w + line, line],
            GRID,
        ));
    }
    let (above, left) = turn.coordinates(rows, cols);
    let size = BAND * 0.55;
    for (c, coordinate) in above.iter().enumerate() {
        let x = BAND + (c as f32 + 0.5) * CELL;
        items.push(Item::Text([x, BAND / 2.0], size, coordinate.text(), INK));
    }
    for (r, coordinate) in left.iter().enumerate() {
        let y = BAND + (r as f32 + 0.5) * CELL;
        items.push(Item::Text([BAND / 2.0, y], size, coordinate.text(), INK));
    }
    let numbers = options.numbers.then(|| move_numbers(game));
    let (black, white) = (game.discs(Player::Black), game.discs(Player::White));
    for row in 0..rows {
        for col in 0..cols {
            let square = Square::new(row, col);
            let player = if black.contains(square) {
                Player::Black
            } else if white.contains(square) {
                Player::White
            } else {
                continue;
            };
            let at = turn.to_screen(square, rows, cols);
            let centre = [
                BAND + (f32::from(at.col) + 0.5) * CELL,
                BAND + (f32::from(at.row) + 0.5) * CELL,
            ];
            let (fill, ink) = match player {
                Player::Black => (BLACK, WHITE),
                Player::White => (WHITE, BLACK),
            };
            items.push(Item::Disc(centre, CELL * 0.42, fill, OUTLINE, 1.5));
            if let Some(number) = numbers
                .as_ref()
                .and_then(|n| n[usize::from(row)][usize::from(col)])
            {
                let text = number.to_string();
                let size = if text.len() > 2 {
                    CELL * 0.34
                } else {
                    CELL * 0.42
                };
                items.push(Item::Text(centre, size, text, ink));
            }
        }
    }
    if let Some(graph) = graph {
        let area = [BAND, BAND + grid_h + BAND, grid_w, GRAPH_HEIGHT];
        draw_graph(&mut items, graph, area);
    }
    Picture {
        width,
        height,
        items,
    }
}

/// Black's value after each move in `area` (left, top, width, height): the axis at even, the
/// scale's bounds and the move numbers beside it, the values as a line with a dot each.
fn draw_graph(items: &mut Vec<Item>, graph: &Graph, [left, top, width, height]: [f32; 4]) {
    let scale = crate::gui::graph::scale_for(graph.points.iter().map(|p| p.1));
    let span = graph.total.max(1) as f32;
    let x = |moves: usize| left + width * moves as f32 / span;
    let y = |value: f32| top + height / 2.0 - height / 2.0 * (value / scale).clamp(-1.0, 1.0);
    items.push(Item::Rect([left, top, width, height], [244, 244, 244]));
    items.push(Item::Line(
        [left, y(0.0), left + width, y(0.0)],
        1.0,
        [150, 150, 150],
    ));
    let size = BAND * 0.45;
    items.push(Item::Text(
        [left - BAND / 2.0, top + size / 2.0],
        size,
        format!("+{scale}"),
        INK,
    ));
    items.push(Item::Text(
        [left - BAND / 2.0, top + height - size / 2.0],
        size,
        format!("-{scale}"),
        INK,
    ));
    let every = if graph.total > 40 { 10 } else { 5 };
    for n in (0..=graph.total).step_by(every) {
        items.push(Item::Text(
            [x(n), top + height + size],
            size,
            n.to_string(),
            INK,
        ));
    }
    for pair in graph.points.windows(2) {
        let ((m0, v0), (m1, v1)) = (pair[0], pair[1]);
        if m1 == m0 + 1 {
            items.push(Item::Line([x(m0), y(v0), x(m1), y(v1)], 2.0, BLACK));
        }
    }
    for &(m, v) in &graph.points {
        items.push(Item::Disc([x(m), y(v)], 2.5, BLACK, BLACK, 0.0));
    }
}

/// The number of the move that placed each disc of the board (by row and column), counting
/// the moves of the game up to the position shown.
fn move_numbers(game: &Game) -> Vec<Vec<Option<u16>>> {
    let mut numbers = vec![vec![None; usize::from(game.cols())]; usize::from(game.rows())];
    let line = game.line();
    let mut number = 0u16;
    for ply in &line.plies[..line.current] {
        if let Ply::Move { square, .. } = ply {
            number += 1;
            numbers[usize::from(square.row)][usize::from(square.col)] = Some(number);
        }
    }
    numbers
}

#[cfg(test)]
mod tests {
    use super::*;
    use othello_core::Options as GameOptions;

    fn game(moves: &[&str]) -> Game {
        let mut game = Game::new(GameOptions::default()).unwrap();
        for m in moves {
            game.play(m.parse().unwrap()).unwrap();
        }
        game
    }

    fn discs(picture: &Picture) -> Vec<([f32; 2], Rgb)> {
        picture
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Disc(c, _, fill, _, _) => Some((*c, *fill)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn every_disc_is_drawn_where_its_cell_is_with_its_number() {
        let g = game(&["f5", "d6", "c3"]);
        let options = Options {
            numbers: true,
            orientation: Orientation::UPRIGHT,
        };
        let picture = board(&g, options, None);
        let counts = g.counts();
        let drawn = discs(&picture);
        assert_eq!(
            drawn.len() as u32,
            counts[Player::Black] + counts[Player::White]
        );
        // c3 (row 2, column 2) is Black's, numbered 3.
        let c3 = [BAND + 2.5 * CELL, BAND + 2.5 * CELL];
        assert!(drawn.contains(&(c3, BLACK)));
        assert!(
            picture
                .items
                .contains(&Item::Text(c3, CELL * 0.42, "3".into(), WHITE))
        );
        // The start's discs carry no number: d4 is White's, unnumbered.
        let d4 = [BAND + 3.5 * CELL, BAND + 3.5 * CELL];
        assert!(
            !picture
                .items
                .iter()
                .any(|i| matches!(i, Item::Text(at, _, _, _) if *at == d4))
        );
        // Without numbers, no text on the discs: only the 16 coordinates.
        let plain = board(
            &g,
            Options {
                numbers: false,
                ..options
            },
            None,
        );
        let texts = plain
            .items
            .iter()
            .filter(|i| matches!(i, Item::Text(..)))
            .count();
        assert_eq!(texts, 16);
    }

    #[test]
    fn a_turned_board_turns_in_the_picture_too() {
        let g = game(&["f5"]);
        let options = Options {
            numbers: false,
            orientation: Orientation::UPRIGHT.turned_right(),
        };
        let picture = board(&g, options, None);
        // f5 (row 4, column 5) turned a quarter right: screen row 5, column 3.
        let at = [BAND + 3.5 * CELL, BAND + 5.5 * CELL];
        assert!(discs(&picture).contains(&(at, BLACK)));
        // The band above shows row numbers, the one to the left letters.
        assert!(picture.items.contains(&Item::Text(
            [BAND + 0.5 * CELL, BAND / 2.0],
            BAND * 0.55,
            "8".into(),
            INK
        )));
    }
}
