//! What Othello's board shows in every cell.

use super::OthelloRoom;
use crate::gui::board::{CellContent, CellView};
use crate::gui::i18n;
use crate::gui::i18n::t;
use crate::gui::room::{Ctx, Pointer};
use othello_core::Square;

impl OthelloRoom {
    /// Every cell as the board draws and labels it: discs, legal-move markers, the last
    /// move, the hint, the flip preview and the discs turning over (the panels that draw on
    /// the board add theirs: see [`super::panels::Panel::decorate`]).
    pub(super) fn cell_views(&self, ctx: &Ctx, pointer: Pointer) -> Vec<CellView> {
        let game = &self.game;
        // A game lost on time has no more moves, whatever the position allows.
        let over = self.flagged().is_some();
        let legal = game.moves();
        let show = self.shows_legal_markers(ctx.settings);
        let last = game.moves_played().last().copied();
        let mark_last = ctx.settings.mark_last_move;
        let preview = self.preview(ctx.settings, pointer);
        let mover = game.turn();
        let suggested = self.hint();
        let turning = |square: Square| {
            let flipping = self.view.flipping.as_ref()?;
            flipping
                .squares
                .contains(&square)
                .then(|| (CellContent::Disc(flipping.from), flipping.progress(ctx.now)))
        };
        let mut cells = Vec::with_capacity(usize::from(game.rows()) * usize::from(game.cols()));
        for row in 0..game.rows() {
            for col in 0..game.cols() {
                let square = Square::new(row, col);
                let is_legal = !over && legal.contains(square);
                let is_last = last == Some(square);
                let (content, mut what) = match game.cell(square) {
                    Some(p) if is_last => (
                        CellContent::Disc(p),
                        format!("{}, {}", i18n::cell_disc(p), t!("cell-last-move")),
                    ),
                    Some(p) => (CellContent::Disc(p), i18n::cell_disc(p)),
                    None if is_legal => (
                        CellContent::Empty,
                        format!("{}, {}", t!("cell-empty"), t!("cell-legal")),
                    ),
                    None => (CellContent::Empty, t!("cell-empty")),
                };
                let is_suggested = suggested == Some(square);
                if is_suggested {
                    what.push_str(&format!(", {}", t!("cell-hint")));
                }
                cells.push(CellView {
                    content,
                    legal: is_legal,
                    hint: is_legal && show,
                    highlight: is_last && mark_last,
                    suggested: is_suggested,
                    last_move: false,
                    ghost: match (&preview, mover) {
                        (Some((at, flips)), Some(p))
                            if *at == square || flips.contains(&square) =>
                        {
                            Some(CellContent::Disc(p))
                        }
                        _ => None,
                    },
                    turning: turning(square),
                    line_move: None,
                    value: None,
                    tooltip: None,
                    label: format!("{square}, {what}"),
                });
            }
        }
        cells
    }
}
