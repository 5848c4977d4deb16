//! The "How to play" window.

/// Shows the rules in a window while `open` is true; the window's close button clears it.
pub fn show(ctx: &egui::Context, open: &mut bool) {
    egui::Window::new("How to play")
        .open(open)
        .default_width(460.0)
        .default_height(420.0)
        .collapsible(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                for (heading, paragraphs) in SECTIONS {
                    ui.strong(*heading);
                    for paragraph in *paragraphs {
                        ui.label(*paragraph);
                    }
                    ui.add_space(8.0);
                }
            });
        });
}

const SECTIONS: &[(&str, &[&str])] = &[
    (
        "The game",
        &[
            "Two players, Black and White, take turns placing a disc of their colour on an \
             empty cell. The game starts with four discs in the centre of the board.",
            "Discs you outflank change to your colour. When nobody can move, or the board is \
             full, the game ends and the discs are counted.",
            "Click a cell to play there. With \"Show legal moves\" on, small dots mark the cells \
             where the side to move may play; a legal cell also lights up under the mouse.",
        ],
    ),
    (
        "Full rules",
        &[
            "A move must outflank at least one line of opponent discs: starting next to the new \
             disc and going in a straight line (across, down or diagonally), one or more \
             opponent discs and then one of your own. Every outflanked disc, in every \
             direction, turns over.",
        ],
    ),
    (
        "Simple rules",
        &[
            "A move is legal on any empty cell that touches an opponent disc, across, down or \
             diagonally. Every opponent disc touching the new disc turns over, and nothing \
             else does.",
        ],
    ),
    (
        "Passing",
        &[
            "A player with no legal move must pass, and the other player moves again. The \
             status bar says when this happens. Passing is automatic.",
        ],
    ),
    (
        "Options in the New game dialog",
        &[
            "Rows and columns: any even number from 4 to 16, chosen separately, so the board \
             may be rectangular.",
            "First player: who moves first.",
            "Centre: which colour sits on the top-left (and bottom-right) of the four starting \
             discs. The standard game has White there and Black moving first.",
            "Winner: normally the player with the most discs wins; choose \"Fewest discs \
             wins\" to play the reverse game. Equal counts are a draw either way.",
            "Show legal moves: mark the cells where the side to move may play. It can also be \
             switched from the Game menu while playing.",
        ],
    ),
    (
        "The View menu",
        &[
            "Show legal moves, mark the last move, preview flips (the move under the mouse or \
             the keyboard cursor shows its disc and, as small discs, the discs it would turn), \
             the speed of the flip animation, the theme (follow the system, light, dark or \
             high contrast) and the move list. All of these are remembered.",
        ],
    ),
    (
        "Keys",
        &[
            "Ctrl+N: new game. Ctrl+Q: quit. In the New game dialog, Enter starts and Escape \
             cancels.",
            "Arrow keys: move the keyboard cursor on the board (the first press puts it on a \
             legal move). Enter or Space: play where the cursor is.",
            "Ctrl+C: copy the game as text: a line with the options (\"Othello 8x8, Black \
             first, ...\") and the moves (\"f5d6c3...\"). Ctrl+V: replace the game by one \
             pasted as text; without the options line the moves are played on the current \
             board (spaces between moves are optional).",
            "Ctrl+Z: take back the last move. Ctrl+Shift+Z or Ctrl+Y: play it again. Click a \
             move in the move list to see the position after it. Moves taken back stay \
             available until a different move is played, and even then \"Bring back the \
             previous game\" restores them until the next move.",
            "The game in progress and your settings are saved as you play and restored the \
             next time you start the game.",
        ],
    ),
];
