//! A rows × cols board of square cells, drawn to fill the space it is given.
//!
//! The widget knows nothing about Othello: the caller describes every cell with a [`CellView`]
//! (what is on it, whether it is a legal target, its accessibility label) and the widget reports
//! which cell was clicked or hovered. Another game on a grid (tic-tac-toe with X and O marks)
//! uses it unchanged.

use super::theme::Theme;
use egui::emath::{GuiRounding, RectTransform};
use egui::{
    Align2, CursorIcon, FontId, Id, Pos2, Rect, Response, Role, Sense, Stroke, Ui, Vec2,
    WidgetInfo, pos2, vec2,
};
use othello_core::{Player, Square};

mod orientation;
mod paint;
pub use orientation::Orientation;
use paint::paint_cell;
pub use paint::values_as_dots;

/// What a cell holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellContent {
    /// Nothing.
    Empty,
    /// An Othello disc.
    Disc(Player),
    /// A letter, for games played with marks (X and O).
    Mark(char),
}

/// Everything the board needs to draw and label one cell.
#[derive(Clone, Debug, PartialEq)]
pub struct CellView {
    /// What is on the cell.
    pub content: CellContent,
    /// A move here is legal: the cell lights up under the mouse.
    pub legal: bool,
    /// Draw the small legal-move marker.
    pub hint: bool,
    /// Mark the cell as special: a dot on a disc or an empty cell (e.g. the last move), a
    /// tinted cell under a mark (e.g. a winning line).
    pub highlight: bool,
    /// The move suggested by a hint: drawn as a bold ring.
    pub suggested: bool,
    /// The last move, in a game played with marks: underlined (discs use `highlight`).
    pub last_move: bool,
    /// What a move would put here, drawn faintly over the content (a preview).
    pub ghost: Option<CellContent>,
    /// The cell is turning over from this content to `content`; the number is the progress
    /// from 0 to 1.
    pub turning: Option<(CellContent, f32)>,
    /// A move of a line shown on the board (the best line under the mouse): a faint disc of
    /// the player with the move's number on it, over any value.
    pub line_move: Option<(Player, u16)>,
    /// The engine's value of a move here, written in the cell.
    pub value: Option<CellValue>,
    /// Shown when the mouse rests on the cell.
    pub tooltip: Option<String>,
    /// The accessibility label, e.g. "c4, empty, legal move".
    pub label: String,
}

/// A move's value as the board writes it.
#[derive(Clone, Debug, PartialEq)]
pub struct CellValue {
    /// The value, e.g. "+2.5" or "-4".
    pub text: String,
    /// Proven by the exact solver: drawn in a box.
    pub exact: bool,
    /// From the opening book: a bookmark ribbon at the cell's top right corner.
    pub book: bool,
    /// How much worse than the best move, from 0 (the best) to 1 (far worse): the colour goes
    /// from the theme's good to its bad colour.
    pub worse: f32,
}

/// What happened on the board this frame.
#[derive(Clone, Debug)]
pub struct BoardResponse {
    /// The cell clicked, if any.
    pub clicked: Option<Square>,
    /// The cell under the mouse, if any.
    pub hovered: Option<Square>,
    /// The cell that has keyboard focus (reached with Tab, moved between with the arrow keys,
    /// played with Enter or Space), if any. It is drawn like the cursor.
    pub focused: Option<Square>,
    /// The response of the whole canvas.
    pub response: Response,
}

/// The board widget: build it, then [`Board::show`] it.
pub struct Board<'a> {
    id: Id,
    cursor: Option<Square>,
    rows: u8,
    cols: u8,
    cells: &'a [CellView],
    theme: &'a Theme,
    orientation: Orientation,
}

/// Where the board goes inside the space it was given.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    /// The grid of cells, in points.
    pub board: Rect,
    /// The side of one cell, in points.
    pub cell: f32,
    /// The width of the band that holds the coordinates (above and to the left of the grid).
    pub band: f32,
}

/// The narrowest band for the coordinates, in points: room for letters of
/// [`MIN_COORDINATE_SIZE`] (at 420x360 they had been about 7 pixels high).
const MIN_BAND: f32 = 18.0;
/// The smallest size the coordinates are written at, in points.
const MIN_COORDINATE_SIZE: f32 = 11.0;

impl Geometry {
    /// The size the coordinates are written at, in points: with the band, never below
    /// [`MIN_COORDINATE_SIZE`].
    pub fn coordinate_size(&self) -> f32 {
        (self.band * 0.6).clamp(MIN_COORDINATE_SIZE, 18.0)
    }

    /// Fits a `rows` × `cols` grid of square cells, plus its coordinate bands, centred in
    /// `space`, with the cell size and grid origin on whole physical pixels so lines are crisp.
    pub fn fit(space: Rect, rows: u8, cols: u8, pixels_per_point: f32) -> Self {
        let (rows_f, cols_f) = (f32::from(rows.max(1)), f32::from(cols.max(1)));
        // A first guess of the cell size decides the band; the band then decides the cell.
        let rough = (space.width() / (cols_f + 0.8)).min(space.height() / (rows_f + 0.8));
        let band = (rough * 0.55).clamp(MIN_BAND, 30.0);
        let margin = band * 0.4; // keeps the grid off the right and bottom edges
        let cell = ((space.width() - band - margin) / cols_f)
            .min((space.height() - band - margin) / rows_f)
            .max(4.0);
        let cell = ((cell * pixels_per_point).floor() / pixels_per_point).max(1.0);
        let size = vec2(cell * cols_f, cell * rows_f);
        let total = size + vec2(band + margin, band + margin);
        let min = space.center() - total / 2.0 + vec2(band, band);
        let min = min.round_to_pixels(pixels_per_point);
        Geometry {
            board: Rect::from_min_size(min, size),
            cell,
            band,
        }
    }

    /// Maps board coordinates (x = column, y = row, one unit per cell) to the screen.
    pub fn to_screen(self, rows: u8, cols: u8) -> RectTransform {
        RectTransform::from_to(
            Rect::from_min_size(Pos2::ZERO, vec2(f32::from(cols), f32::from(rows))),
            self.board,
        )
    }
}

impl<'a> Board<'a> {
    /// A board of `rows` × `cols` cells, described row by row in `cells`
    /// (`cells[row * cols + col]`).
    pub fn new(
        id_salt: impl egui::AsIdSalt,
        rows: u8,
        cols: u8,
        cells: &'a [CellView],
        theme: &'a Theme,
    ) -> Self {
        debug_assert_eq!(cells.len(), usize::from(rows) * usize::from(cols));
        Board {
            id: Id::unique(id_salt),
            cursor: None,
            rows,
            cols,
            cells,
            theme,
            orientation: Orientation::UPRIGHT,
        }
    }

    /// Draws the board turned as `orientation` says (its cells, clicks and coordinates follow).
    pub fn orientation(mut self, orientation: Orientation) -> Self {
        self.orientation = orientation;
        self
    }

    /// Outlines `cursor`, the cell the keyboard is on.
    pub fn cursor(mut self, cursor: Option<Square>) -> Self {
        self.cursor = cursor;
        self
    }

    /// Draws the board in all the space left in `ui` and returns what the user did.
    pub fn show(self, ui: &mut Ui) -> BoardResponse {
        let space = ui.available_rect_before_wrap();
        let response = ui.allocate_rect(space, Sense::hover());
        let ppp = ui.pixels_per_point();
        let turn = self.orientation;
        let (rows, cols) = turn.screen_size(self.rows, self.cols);
        let geometry = Geometry::fit(space, rows, cols, ppp);
        let to_screen = geometry.to_screen(rows, cols);
        let theme = self.theme;
        let painter = ui.painter_at(space);
        let cell = geometry.cell;
        let board = geometry.board;
        let pixel = 1.0 / ppp;
        let line = ((cell * 0.03 * ppp).round() / ppp).max(pixel);
        // The screen's cell of a board cell.
        let cell_rect = |square: Square| {
            let at = turn.to_screen(square, self.rows, self.cols);
            to_screen.transform_rect(Rect::from_min_size(
                pos2(f32::from(at.col), f32::from(at.row)),
                Vec2::splat(1.0),
            ))
        };

        painter.rect_filled(board.expand(line), 0.0, theme.grid);
        painter.rect_filled(board, 0.0, theme.felt);

        // Coordinates above and to the left, following their cells when the board is turned.
        let font = FontId::proportional(geometry.coordinate_size());
        let (above, left) = turn.coordinates(self.rows, self.cols);
        for (col, coordinate) in above.iter().enumerate() {
            let x = to_screen.transform_pos(pos2(col as f32 + 0.5, 0.0)).x;
            painter.text(
                pos2(x, board.top() - geometry.band * 0.5),
                Align2::CENTER_CENTER,
                coordinate.text(),
                font.clone(),
                theme.coordinates,
            );
        }
        for (row, coordinate) in left.iter().enumerate() {
            let y = to_screen.transform_pos(pos2(0.0, row as f32 + 0.5)).y;
            painter.text(
                pos2(board.left() - geometry.band * 0.5, y),
                Align2::CENTER_CENTER,
                coordinate.text(),
                font.clone(),
                theme.coordinates,
            );
        }

        let mut clicked = None;
        let mut hovered = None;
        let mut focused = None;
        // Cells in the screen's reading order, so that Tab and a screen reader go left to
        // right and top to bottom as the board is seen.
        for screen_row in 0..rows {
            for screen_col in 0..cols {
                let square =
                    turn.to_board(Square::new(screen_row, screen_col), self.rows, self.cols);
                let (row, col) = (square.row, square.col);
                let index = usize::from(row) * usize::from(self.cols) + usize::from(col);
                let Some(view) = self.cells.get(index) else {
                    continue;
                };
                let rect = cell_rect(square);
                let cell_response = ui.interact(rect, self.id.with((row, col)), Sense::click());
                cell_response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &view.label));
                if let Some(tooltip) = &view.tooltip {
                    cell_tooltip(&cell_response, tooltip, screen_row, rows);
                }
                if cell_response.hovered() {
                    hovered = Some(square);
                    if view.legal {
                        ui.ctx().set_cursor_icon(CursorIcon::PointingHand);
                        painter.rect_filled(rect, 0.0, theme.hover);
                    }
                }
                if cell_response.clicked() {
                    clicked = Some(square);
                }
                if cell_response.has_focus() {
                    focused = Some(square);
                }
                paint_cell(&painter, rect, view, theme, pixel);
            }
        }

        // Grid lines on top of the cell fills, snapped to whole pixels.
        for col in 0..=cols {
            let x = to_screen.transform_pos(pos2(f32::from(col), 0.0)).x;
            let x = ((x - line / 2.0) * ppp).round() / ppp;
            painter.rect_filled(
                Rect::from_min_max(pos2(x, board.top()), pos2(x + line, board.bottom())),
                0.0,
                theme.grid,
            );
        }
        for row in 0..=rows {
            let y = to_screen.transform_pos(pos2(0.0, f32::from(row))).y;
            let y = ((y - line / 2.0) * ppp).round() / ppp;
            painter.rect_filled(
                Rect::from_min_max(pos2(board.left(), y), pos2(board.right(), y + line)),
                0.0,
                theme.grid,
            );
        }

        if let Some(square) = focused
            .or(self.cursor)
            .filter(|s| s.row < self.rows && s.col < self.cols)
        {
            let rect = cell_rect(square);
            let width = (cell * 0.07).max(2.0 * pixel);
            painter.rect_stroke(
                rect.shrink(line),
                cell * 0.08,
                Stroke::new(width, theme.cursor),
                egui::StrokeKind::Inside,
            );
        }

        BoardResponse {
            clicked,
            hovered,
            focused,
            response,
        }
    }
}

/// Shows a cell's tooltip on the side of the cell away from the board's nearer edge (see
/// [`tooltip_sides`]), so that a value's explanation never hides the figures it explains.
/// The text is the cell's description for a screen reader too, as `on_hover_text` makes it.
fn cell_tooltip(response: &Response, text: &str, screen_row: u8, rows: u8) {
    if response.ctx.has_accesskit_node(response.id) {
        response
            .ctx
            .accesskit_node_builder(response.id, |node| node.set_description(text));
    }
    let sides = tooltip_sides(screen_row, rows);
    let mut tooltip = egui::containers::Tooltip::for_enabled(response);
    tooltip.popup = tooltip
        .popup
        .align(sides[0])
        .align_alternatives(&sides[1..]);
    tooltip.show(|ui| ui.label(text));
}

/// Where a cell's tooltip goes, by preference: above the cell on the lower half of the board
/// (below the board lie the scores and the status), below it on the upper half.
fn tooltip_sides(screen_row: u8, rows: u8) -> &'static [egui::RectAlign; 3] {
    use egui::RectAlign;
    const ABOVE: [RectAlign; 3] = [
        RectAlign::TOP_START,
        RectAlign::TOP_END,
        RectAlign::LEFT_START,
    ];
    const BELOW: [RectAlign; 3] = [
        RectAlign::BOTTOM_START,
        RectAlign::BOTTOM_END,
        RectAlign::LEFT_START,
    ];
    if screen_row >= rows / 2 {
        &ABOVE
    } else {
        &BELOW
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tooltips_open_away_from_the_nearer_edge() {
        use egui::RectAlign;
        for rows in [4, 8, 10, 16] {
            for row in 0..rows {
                let first = tooltip_sides(row, rows)[0];
                let expected = if row < rows / 2 {
                    RectAlign::BOTTOM_START
                } else {
                    RectAlign::TOP_START
                };
                assert_eq!(first, expected, "row {row} of {rows}");
            }
        }
    }

    #[test]
    fn a_value_in_whole_discs() {
        use super::paint::whole_discs;
        assert_eq!(whole_discs("+2.5").as_deref(), Some("+3"));
        // Under half a disc the sign stays: +0.4 is no draw.
        assert_eq!(whole_discs("-0,4").as_deref(), Some("-0"));
        assert_eq!(whole_discs("+0.4").as_deref(), Some("+0"));
        assert_eq!(whole_discs("0.0").as_deref(), Some("0"));
        assert_eq!(whole_discs("-12.6").as_deref(), Some("-13"));
        assert_eq!(whole_discs("+4").as_deref(), Some("+4"));
        assert_eq!(whole_discs("?"), None);
    }

    #[test]
    fn cells_are_square_whole_pixels_and_inside_the_space() {
        for (rows, cols) in [(4, 4), (6, 12), (16, 16), (16, 4)] {
            for (w, h, ppp) in [
                (900.0, 700.0, 1.0),
                (300.0, 1000.0, 1.5),
                (123.0, 77.0, 2.0),
            ] {
                let space = Rect::from_min_size(pos2(10.0, 20.0), vec2(w, h));
                let g = Geometry::fit(space, rows, cols, ppp);
                let cell_px = g.cell * ppp;
                assert!((cell_px - cell_px.round()).abs() < 1e-3, "{cell_px}");
                assert!((g.board.width() - g.cell * f32::from(cols)).abs() < 1e-3);
                assert!((g.board.height() - g.cell * f32::from(rows)).abs() < 1e-3);
                assert!(g.coordinate_size() >= 11.0, "{rows}x{cols} {w}x{h}");
                assert!(g.band >= g.coordinate_size() * 1.5, "{rows}x{cols} {w}x{h}");
                if g.cell > 4.0 {
                    assert!(
                        space.expand(0.5).contains_rect(g.board),
                        "{rows}x{cols} {w}x{h}"
                    );
                    assert!(g.board.left() - g.band >= space.left() - 0.5);
                    assert!(g.board.top() - g.band >= space.top() - 0.5);
                }
            }
        }
    }
}
