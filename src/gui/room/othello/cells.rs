//! What Othello's board shows in every cell.

use super::OthelloRoom;
use super::practice::Practice;
use crate::gui::board::{CellContent, CellView};
use crate::gui::i18n;
use crate::gui::i18n::t;
use crate::gui::room::{Ctx, Pointer};
use crate::gui::session::Session;
use crate::gui::settings::Settings;
use othello_core::{Game, Player, Square};

/// The move being previewed (under the mouse, else under the keyboard cursor) and the discs
/// it would flip, when previews are on and the move is legal.
pub fn preview(
    session: &Session,
    settings: &Settings,
    pointer: Pointer,
) -> Option<(Square, Vec<Square>)> {
    if !settings.preview_flips || session.flagged().is_some() {
        return None;
    }
    let square = pointer.hovered.or(pointer.cursor)?;
    let flips = session.game().flips(square).ok()?;
    Some((square, flips.to_vec()))
}

/// Whether the board marks the legal moves now: when the setting is on and a person is to
/// move (while the computer is to move the markers would only be noise).
pub fn shows_legal_markers(session: &Session, settings: &Settings) -> bool {
    settings.show_legal && !session.computer_to_move()
}

/// Every cell as the board draws and labels it: discs, legal-move markers, the last move, the
/// hint, the flip preview and the discs turning over (the panels that draw on the board add
/// theirs: see [`super::panels::Panel::decorate`]).
pub fn cell_views(room: &OthelloRoom, ctx: &Ctx, pointer: Pointer) -> Vec<CellView> {
    let session = &room.session;
    {
        let game = session.game();
        // A game lost on time has no more moves, whatever the position allows.
        let over = session.flagged().is_some();
        let legal = game.moves();
        let show = shows_legal_markers(session, ctx.settings);
        let last = game.moves_played().last().copied();
        let mark_last = ctx.settings.mark_last_move;
        let preview = preview(session, ctx.settings, pointer);
        let mover = game.turn();
        let suggested = room.work.hint();
        let turning = |square: Square| {
            let (from, progress) = room.view.turning(square, ctx.now)?;
            Some((CellContent::Disc(from), progress))
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

/// Marks the moves of `line` from `game`'s position on the board's cells as numbered discs of
/// the players who play them, and says so in their labels (a best line under the mouse, the
/// answer to a try in the practice).
pub fn mark_line(cells: &mut [CellView], game: &othello_core::Game, line: &[Square]) {
    let cols = usize::from(game.cols());
    for (number, (square, player)) in with_players(game, line).into_iter().enumerate() {
        let index = usize::from(square.row) * cols + usize::from(square.col);
        if let Some(cell) = cells.get_mut(index) {
            cell.line_move = Some((player, number as u16 + 1));
            cell.label.push_str(&format!(
                ", {}",
                t!(
                    "cell-line-move",
                    number = number + 1,
                    player = i18n::player(player)
                )
            ));
        }
    }
}

/// The practice's marks on the board: the move tried and the line that answers it, numbered
/// as a best line is; once the answer is out, the best move as a hint's ring.
pub fn practice_marks(cells: &mut [CellView], game: &othello_core::Game, practice: &Practice) {
    let cols = usize::from(game.cols());
    let index = |square: Square| usize::from(square.row) * cols + usize::from(square.col);
    if let Some(attempt) = &practice.attempt {
        let mut line = vec![attempt.square];
        line.extend(attempt.answer());
        mark_line(cells, game, &line);
    }
    if practice.revealed {
        let best = practice.item().reviewed.best;
        if let Some(cell) = cells.get_mut(index(best)) {
            cell.suggested = true;
            cell.label
                .push_str(&format!(", {}", t!("practice-cell-best")));
        }
    } else {
        for cell in cells.iter_mut() {
            cell.value = None;
        }
    }
}

/// The moves of `line` from the position of `game`, each with the player who plays it (passes
/// are skipped over), as far as the moves are legal.
fn with_players(game: &Game, line: &[Square]) -> Vec<(Square, Player)> {
    let mut game = game.clone();
    let mut out = Vec::with_capacity(line.len());
    for &square in line {
        let Some(player) = game.turn() else { break };
        if game.play(square).is_err() {
            break;
        }
        out.push((square, player));
    }
    out
}
