//! The "How to play" and "About" windows.

/// Shows the rules in a window while `open` is true; the window's close button clears it.
pub fn show(ctx: &egui::Context, open: &mut bool) {
    let screen = ctx.content_rect();
    egui::Window::new("How to play")
        .open(open)
        .default_width(480.0_f32.min(screen.width() - 20.0))
        .default_height(440.0_f32.min(screen.height() - 60.0))
        .max_height(screen.height() - 40.0)
        .collapsible(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(screen.center())
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

/// Shows the About box while `open` is true.
pub fn about(ctx: &egui::Context, open: &mut bool) {
    egui::Window::new("About Othello")
        .open(open)
        .collapsible(false)
        .resizable(false)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .show(ctx, |ui| {
            for line in about_lines() {
                ui.label(line);
            }
        });
}

/// What the About box says: name, version, licence, and where the program comes from.
pub fn about_lines() -> Vec<String> {
    vec![
        format!("Othello {}", env!("CARGO_PKG_VERSION")),
        env!("CARGO_PKG_DESCRIPTION").to_owned(),
        format!("Licence: {}", env!("CARGO_PKG_LICENSE")),
        "Home: the project's source repository; its README.md explains how to build, play and \
         test it."
            .to_owned(),
        "Written in Rust with egui.".to_owned(),
    ]
}

/// Everything the "How to play" window says, as one text (for tests and search).
pub fn text() -> String {
    let mut text = String::new();
    for (heading, paragraphs) in SECTIONS {
        text.push_str(heading);
        text.push('\n');
        for paragraph in *paragraphs {
            text.push_str(paragraph);
            text.push('\n');
        }
    }
    text
}

const SECTIONS: &[(&str, &[&str])] = &[
    (
        "The game",
        &[
            "Two players, Black and White, take turns placing a disc of their colour on an \
             empty cell. The game starts with four discs in the centre of the board.",
            "Discs you outflank change to your colour. When nobody can move, or the board is \
             full, the game ends and the discs are counted.",
            "Click a cell to play there. With \"Show legal moves\" on (View menu), small dots \
             mark the cells where the side to move may play; a legal cell also lights up under \
             the mouse.",
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
            "A player with no legal move must pass, and the other player moves again. Passing \
             is automatic: a banner over the board says who passed, and the move list shows \
             the pass.",
        ],
    ),
    (
        "The Game menu",
        &[
            "New game… (Ctrl+N) opens the New game dialog. Restart starts the same game again \
             from the beginning; \"Swap with the previous game\" in the status bar swaps the \
             game you left back in until the next move.",
            "Copy game (Ctrl+C) puts the game on the clipboard as text: a line with the options \
             (\"Othello 8x8, Black first, ...\") and the moves (\"f5d6c3...\"). Paste game \
             (Ctrl+V) replaces the game by one pasted as text, from this program or any other; \
             without the options line the moves are played on the current board (spaces \
             between moves are optional). Text that is not a game changes nothing and the \
             status bar says why.",
            "Quit (Ctrl+Q) saves everything and closes the window.",
        ],
    ),
    (
        "The New game dialog",
        &[
            "Game: Othello, or Tic-tac-toe (see below).",
            "Rows and columns: any even number from 4 to 16, chosen separately, so the board \
             may be rectangular.",
            "Black and White: each side is Human or Computer at one of five levels. Computer \
             against computer works too.",
            "First player: who moves first.",
            "Centre: which colour sits on the top-left (and bottom-right) of the four starting \
             discs. The standard game has White there and Black moving first.",
            "Winner: normally the player with the most discs wins; choose \"Fewest discs \
             wins\" to play the reverse game. Equal counts are a draw either way.",
            "Rules: Full or Simple, as above.",
            "Show legal moves: mark the cells where the side to move may play. It can also be \
             switched from the View menu while playing.",
            "Enter starts the game and Escape cancels; the dialog scrolls when the window is \
             small.",
        ],
    ),
    (
        "The computer opponent",
        &[
            "Levels, weakest first: Beginner looks one move ahead and often errs; Novice looks \
             two moves ahead; Intermediate four, and plays the last 10 moves exactly; Advanced \
             six, exact in the last 12; Expert searches as deep as 3 seconds a move allows and \
             plays the last 20 moves exactly. On the smallest boards Expert plays perfectly \
             from the first move, and the dialog says so.",
            "The computer thinks without freezing the window: the status bar shows \"White is \
             thinking… depth 9\". New game, Restart, Undo or closing the window stop it at \
             once. Clicks on the board wait for its move.",
            "Undo against the computer takes back its reply too, back to your last move; it is \
             greyed while there is no move of yours to take back. Redo plays your move and the \
             computer's reply again.",
            "Hint (the Hint button or the H key) asks Expert for a good move for the side to \
             move and rings it on the board.",
            "View → Computer pace sets the shortest time a computer move stays on screen: no \
             delay, half a second or one second.",
        ],
    ),
    (
        "The View menu",
        &[
            "Show legal moves; Mark the last move; Preview flips (the move under the mouse or \
             the keyboard cursor shows its disc and, as small discs, the discs it would turn); \
             Analysis (the A key: see below); Flip animation (off, fast or normal: a click during an animation is simply the \
             next move); Theme (follow the system, light, dark or high contrast); Computer \
             pace; Show the move list. All of these are remembered.",
        ],
    ),
    (
        "Analysis",
        &[
            "View → Analysis (or the A key) writes the engine's value on every legal move: the \
             disc difference the side to move can expect after that move with best play on \
             both sides (under \"fewest discs wins\", positive still means winning). The \
             values deepen as the engine thinks, for up to two minutes a position; the status \
             bar says the depth. A boxed value is exact: the endgame was solved to the last \
             move. The best move is written larger and in the theme's good colour; the worse a \
             move, the nearer its colour to the bad one (eight discs worse and beyond). Rest the \
             mouse on a value to see the line the engine expects.",
            "The analysis stops and starts again whenever the position changes. It does not \
             run while the computer is thinking for its side, so that the computer's move \
             keeps its time; it comes back as soon as a person is to move, or when the \
             computer waits while you look back in the move list.",
        ],
    ),
    (
        "Statistics",
        &[
            "Game → Statistics… counts the games finished against the computer (a person on \
             one side, the computer on the other), per board size and level: won, drawn, lost \
             and the best win's margin in discs; a game lost on time counts too. A game taken \
             back and finished the same way again, or a finished game opened or restored, is \
             not counted twice. Reset… forgets them all, after asking. They are saved as \
             stats.ron beside the settings, with the same care as the other files.",
        ],
    ),
    (
        "Clocks",
        &[
            "In the New game dialog, Clock gives each player 1, 5, 10, 15 or 30 minutes (or \
             none). The clock of the player to move runs beside the scores; a player whose time \
             runs out loses, and no more moves are played. The computer shares its time left \
             over the moves it still expects to make, never thinking longer than its level \
             does.",
            "Taking moves back (Undo, a click in the move list) stops the clocks until the game \
             is back at its last move or a new move is played; the clocks also wait while the \
             computer is paused and while a position is edited. Restart keeps the time \
             control with full clocks; a game opened, pasted or set up by hand has no clock. \
             The clocks are saved with the game.",
        ],
    ),
    (
        "Edit position",
        &[
            "Game → Edit position… sets up any position on the board, starting from the one on \
             it. A click on a cell cycles it empty, black, white (or, with the brush set to \
             Black disc, White disc or Empty, puts that); Clear empties the board; Standard \
             start puts the four centre discs back; To move chooses who moves first. The bar under the \
             board counts the discs and says who moves (a side with no move passes at once).",
            "Start begins a game from the position, hot-seat or against the computer as the \
             New game dialog last set the seats; it is saved and restored like any game, and \
             can be analysed. Start is offered only when someone can move. Cancel leaves the \
             game on the board as it was; the computer and the analysis wait while you edit.",
        ],
    ),
    (
        "Game files",
        &[
            "Game → Open… (Ctrl+O) opens a game file: a transcript (.txt: the options line and \
             the moves, f5d6c3…), GGF (.ggf, as NBoard and Edax write it, with its evaluations, \
             times and players) or this program's own record (.ron). The format comes from the \
             extension, else from the text. Dropping a game file on the window opens it too. \
             A file that cannot be read leaves the game on the board alone and a notice names \
             the file, the line and what was wrong.",
            "Save (Ctrl+S) writes the game back to the file it came from or was last saved to; \
             Save as… (Ctrl+Shift+S) asks where and in which format. The dialogs list the \
             folders and game files of a folder; Up goes to the folder above.",
            "Copy as GGF (the whole game) and Copy position as OBF (the board now and the side \
             to move, as endgame problem files write it) put the text on the clipboard for \
             other programs.",
        ],
    ),
    (
        "Analyze game",
        &[
            "Game → Analyze game reviews every move of the game (the moves taken back too) at \
             the depth chosen: Quick (depth 6), Normal (depth 10) or Deep (depth 14), exact in \
             the endgame (from twice the depth in empty cells, at most 18). It works on a \
             thread of its own, with a progress bar and a Cancel button above the move list, \
             from the last move back; the marks appear as it goes.",
            "A move that gave away 3 discs or more against the engine's best move is marked ?, \
             8 discs or more ??. Rest the mouse on a move to see what it gave away and which \
             move was best. Each player's totals head the move list.",
            "The evaluation graph above the move list shows the value for Black after each \
             move (Black's lead shaded in black above the line, White's in white below), \
             mistakes as red dots, passes as ticks at the top and the position on the board as \
             a line; click it to go to a move. Without a review it shows the analysis of the \
             position on the board, when View → Analysis is on.",
        ],
    ),
    (
        "The move list",
        &[
            "Beside the board (when the window is wide enough) every move is listed, passes \
             too. Click a move to see the position after it; moves after it stay in the list, \
             dimmed, and Redo plays them again. A different move from there replaces them, \
             and \"Swap with the previous game\" swaps the replaced line back.",
            "On the standard 8×8 board the list and the status bar name the opening played \
             (the Tiger, the Rose, the Buffalo… 77 names from the published list), by the \
             position reached: another move order, or another first move, gets the same name.",
        ],
    ),
    (
        "Tic-tac-toe",
        &[
            "Choose Tic-tac-toe in the New game dialog: 3×3 as usual, or a square board up to \
             7×7 with 3 to 7 in a row to win. X or O may start, and the computer may play \
             either side (it plays perfectly on 3×3). Undo, Redo, Restart and the saved game \
             work as in Othello; the winning line is highlighted.",
        ],
    ),
    (
        "Keys",
        &[
            "Ctrl+N: new game. Ctrl+Q: quit. Ctrl+C: copy the game. Ctrl+V: paste a game.",
            "Ctrl+O: open a game file. Ctrl+S: save. Ctrl+Shift+S: save as.",
            "Ctrl+Z: take back the last move. Ctrl+Shift+Z or Ctrl+Y: play it again.",
            "H: hint. A: the analysis on or off.",
            "Arrow keys: move the keyboard cursor on the board (the first press puts it on a \
             legal move). Enter or Space: play where the cursor is.",
            "Tab: move the keyboard focus through the menus, the buttons and the board's \
             cells; a focused cell is the cursor. Escape: leave a control, or cancel a dialog.",
        ],
    ),
    (
        "The Help menu",
        &["How to play opens this window; About names the program's version and licence."],
    ),
    (
        "Saved between launches",
        &[
            "Your settings, the game in progress and the tic-tac-toe game are saved as you \
             play and restored the next time you start; so is the window's size. A saved file \
             that cannot be used is kept aside (as NAME.bad) and a notice says what was wrong.",
        ],
    ),
];
