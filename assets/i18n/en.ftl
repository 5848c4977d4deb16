# The window's words in English: the reference catalogue. Every other catalogue has exactly
# these keys, with the same arguments ($name). Game terms follow the World Othello Federation's
# English usage: disc, move, pass, corner, edge.

## Menus

menu-game = Game
menu-new-game = New game…
menu-restart = Restart
menu-open = Open…
menu-save = Save
menu-save-as = Save as…
menu-edit-position = Edit position…
menu-analyze-game = Analyze game
menu-copy-game = Copy game
menu-paste-game = Paste game
menu-copy-ggf = Copy as GGF
menu-copy-obf = Copy position as OBF
menu-statistics = Statistics…
menu-quit = Quit
menu-view = View
menu-show-legal = Show legal moves
menu-mark-last = Mark the last move
menu-preview-flips = Preview flips
menu-analysis = Analysis
menu-analysis-tip = The engine's value on every legal move, deepening as it thinks (A)
menu-flip-animation = Flip animation
menu-theme = Theme
menu-computer-pace = Computer pace
menu-threads = Search threads
menu-show-move-list = Show the move list
menu-show-book = Show the opening book
menu-show-book-tip = The book's moves of the position on the board and their values, beside the board
book-heading = Opening book
own-book-in-use = Your own book: the shipped book with your lines
own-book-in-use-tip = Kept in the data folder as own-book.bin; delete that file to go back to the shipped book.
own-book-add-line = Add this line to my book
own-book-add-line-tip = Values every position of the game up to the board that the book does not hold yet, as deep as the book's own, and lays them into your own book
own-book-deepen = Deepen my book here
own-book-deepen-tip = Values this position and every position one move from it, as deep as the book's own, and lays them into your own book
own-book-progress = My book: { $done }/{ $total } positions
own-book-done = { $total ->
    [one] 1 position laid into your book.
   *[other] { $total } positions laid into your book.
}
own-book-nothing = Your book already holds these positions.
own-book-cancelled = Stopped: the positions valued so far were not kept.
own-book-failed = Your book could not be saved: { $why }
own-book-stopped = the engine stopped before every position was in it
own-book-refused = Your own book grows on a board that has a book, from its standard start.
own-book-unreadable = Your own opening book could not be read ({ $why }); the shipped book is used.
book-none = No opening book for this board and these rules
book-not-here = This position is not in the book
book-exact = Exact values
book-depth = Values of depth { $depth }
book-play-tip = Play { $square }
book-best-out = Best move out of the book: { $square } { $value }
menu-language = Language
menu-language-system = System ({ $language })
menu-help = Help
menu-how-to-play = How to play
menu-about = About
menu-undo = Undo
menu-undo-tip = Take back the last move ({ $key })
menu-redo = Redo
menu-redo-tip = Play the move again ({ $key })
menu-hint = Hint
menu-hint-tip = Mark a good move for the side to move (H)

## Players and the status bar

black = Black
white = White
status-draw = Draw { $black }–{ $white }
status-wins = { $player } wins { $mine }–{ $theirs }
status-wins-empties = { $player } wins { $mine }–{ $theirs }; { $all }–{ $theirs } with the { $empty } empty squares, as tournaments count
status-wins-fewest = { $player } wins { $mine }–{ $theirs } (fewest discs wins)
status-to-move = { $player } to move
status-pass = { $player } has no legal move — { $other } plays again
status-wins-on-time = { $player } wins on time
status-search-tip = Depth: how many moves ahead the search looks. Selective: moves that a shallow search finds hopeless are left out, so the value is very likely right but not proven. Exact: every move is searched to the end of the game, so the value is proven.
status-opening-tip = The opening played, by the position reached
status-book-in = In the opening book
status-book-left = Left the opening book with move { $number }
status-simple-rules = Simple rules
status-seat = { $player }: { $seat }
status-terms-tip = What this game is played by: the winner rule, the rules and the computer's seats, where they are not the usual
status-values-dots = Values as coloured dots: the cells are too small to write them
status-values-dots-tip = The best move's dot is the largest; green is good, red far worse. Rest the mouse on a move for its value, show the best lines, or make the window larger.
panels-no-room = No room under the board for: { $panels }. Widen the window, or hide a panel in the View menu.
panels-no-room-tip = The panels under the board stand side by side in the order of the View menu; those that do not fit wait, still ticked, until there is room.
panels-folded = No room for { $panels }: enlarge the window.
panels-folded-tip = The board keeps the room it needs to stay the largest thing in the window; the panels wait, still ticked in the View menu, until there is room. Hiding a panel there makes room for the others.
panels-folded-short = No room for panels
status-book-tip = The opening book: positions near the start valued by the engine's deep searches
status-resume = Resume
status-swap = Swap with the previous game
status-swap-tip = Puts back the game that Restart, New game or Paste replaced; the game on the board takes its place, so a second click swaps them again. Kept until the next move.
status-dismiss = Dismiss
status-dismiss-all = Dismiss all
status-time-left = { $player }'s time left
status-game-over = Game over: { $result }
status-play-again = Play again

## Settings' choices

animation-off = Off
animation-fast = Fast
animation-normal = Normal
theme-system = Follow the system
theme-light = Light
theme-dark = Dark
theme-high-contrast = High contrast
pace-instant = No delay
pace-half = Half a second
pace-second = One second
threads-automatic = { $count ->
    [one] Automatic (1 thread)
   *[other] Automatic ({ $count } threads)
}
threads-fixed = { $count ->
    [one] 1 thread
   *[other] { $count } threads
}
seat-human = Human
seat-computer = Computer ({ $level })
level-beginner = Beginner
level-novice = Novice
level-intermediate = Intermediate
level-advanced = Advanced
level-expert = Expert
level-beginner-summary = Looks one move ahead, often errs; 0.2 s a move.
level-novice-summary = Looks two moves ahead, errs now and then; 0.5 s a move.
level-intermediate-summary = Looks four moves ahead, rarely errs; exact in the last 10 moves; 1 s a move.
level-advanced-summary = Looks six moves ahead; exact in the last 12 moves; 2 s a move.
level-expert-summary = As deep as 3 s a move allows; exact in the last 20 moves.
setup-human-summary = A person plays this side, with the mouse or the keyboard.

## The New game dialog

cancel = Cancel
setup-title = New game
setup-start = Start
setup-keys = Enter starts, Escape cancels
setup-game = Game
game-othello = Othello
game-tictactoe = Tic-tac-toe
setup-rows = Rows
setup-columns = Columns
setup-first = First player
setup-centre = Centre
setup-top-left = { $player } top-left
setup-centre-preview = Centre preview: { $player } top-left and bottom-right
setup-winner = Winner
setup-most-discs = Most discs wins
setup-fewest-discs = Fewest discs wins
setup-rules = Rules
setup-full = Full
setup-full-tip = Standard Othello: a move must outflank a line.
setup-simple = Simple
setup-simple-tip = Any empty cell next to an opponent disc; the neighbours flip.
setup-hints = Hints
setup-clock = Clock
setup-board-size = Board size
setup-in-a-row = In a row to win
setup-computer = Computer
setup-neither = Neither
setup-plays = Plays { $symbol }
setup-perfect = Plays perfectly on this board.
setup-opening = Opening
opening-standard = Standard start
opening-xot = XOT
opening-random = Random balanced
opening-standard-tip = The four centre discs only.
opening-xot-tip = One of the 3,623 eight-move openings of the published XOT list, which strong players judge nearly even, played out on the board.
opening-xot-unavailable = XOT openings are for the 8×8 board with White top-left and Black first.
opening-random-tip = Random moves (about an eighth of the board's cells), kept only when a shallow search values the position within 2 discs of even.
note-xot = XOT opening { $number } of { $count }: { $moves }
note-random-opening = Random balanced opening: { $moves } ({ $value } for { $player } by a { $depth }-ply search)
note-choosing-opening = Choosing a balanced opening…
note-no-balanced-opening = No balanced opening was found on this board: the game starts from the standard position.

## The move list, the graph, the clocks

moves-title = Moves
moves-pass = pass
moves-opening = Opening: { $name }
moves-players = { $black } – { $white }
moves-tip = Show the position after this move
moves-note-tip = { $note }. Click to show the position after it
graph-value = Evaluation graph: { $value } for Black after move { $moves }
graph-valued = Evaluation graph: { $valued } of { $total } moves valued
graph-coming = Black's value after each move comes here as the engine finds it.
graph-at-start = Start: { $value } for Black
graph-at-start-unvalued = Start: not valued yet
graph-at = After move { $moves }: { $value } for Black
graph-at-unvalued = After move { $moves }: not valued yet
graph-at-loss = { $player } gave away { $loss } with that move
graph-at-kept = { $player }'s move kept the value
graph-click = Click to go there
clock-none = No clock
clock-minutes = { $minutes ->
    [one] 1 minute each
   *[other] { $minutes } minutes each
}
notice-no-config-dir = There is no configuration directory: settings and games will not be saved.

## Othello: notes in the status bar

note-game-kept = "Swap with the previous game" brings back the game you left, until your next move
note-ended-on-time = The game ended on time: start a new game or restart
note-copied-moves = The moves are on the clipboard
note-copied-ggf = The game is on the clipboard as GGF
note-copied-obf = The position is on the clipboard as OBF
note-computer-paused = { $player } is played by the computer: press Resume to let it move
note-computer-wait = { $player } is played by the computer: wait for its move
the-computer = The computer
thinking = { $player } is thinking…
thinking-depth = { $player } is thinking… depth { $depth }
hint-looking = Looking for a good move…
banner-pass = { $player } has no legal move and passes: { $other } plays again
note-computer-waits = { $player } (the computer) waits while you look: Resume lets it play
note-paste-too-long = The pasted text ({ $kib } KiB) is far too long to be a game
note-pasted = { $moves ->
    [one] Pasted a game of 1 move
   *[other] Pasted a game of { $moves } moves
}
note-paste-not-a-game = The pasted text is not a game: { $why }
note-paste-no-text = There is no text on the clipboard to paste: a game is pasted as text (moves, GGF or OBF)
note-paste-picture = The clipboard holds a picture: a game is pasted as text (moves, GGF or OBF)
note-pasted-position = Pasted a position
note-pasted-standard = { $moves ->
    [one] Pasted a game of 1 move on the standard 8×8 board: it does not fit the board on screen
   *[other] Pasted a game of { $moves } moves on the standard 8×8 board: they do not fit the board on screen
}

## Analysis and review

value-exact = { $value } exact
value-line = { $value } for { $player } (depth { $depth }): { $line }
value-line-exact = { $value } for { $player } (exact): { $line }
value-book = { $value } from the opening book
value-line-book = { $value } for { $player } (opening book, depth { $depth })
value-line-book-exact = { $value } for { $player } (opening book, exact)
analysis-starting = Analysing…
analysis-exact = Analysis: exact values · { $speed }
analysis-running = Analysing… { $depth } · { $speed } · level: { $level }
analysis-done = Analysis: { $depth } · { $speed } · level: { $level }

## What a screen reader says of a cell

cell-black = black
cell-white = white
cell-empty = empty
cell-last-move = last move
cell-legal = legal move
cell-hint = hint
cell-value = value { $value }
cell-editing = editing
cell-winning-line = winning line

## The position editor

editor-title = Edit position
editor-click = A click:
editor-cycle = Cycle
editor-black = Black disc
editor-white = White disc
editor-empty = Empty
editor-clear = Clear
editor-standard = Standard start
editor-to-move = To move:
editor-counts = Black { $black }, White { $white }: { $player } to move
editor-counts-pass = Black { $black }, White { $white }: { $player } to move ({ $passer } has no move and passes)
editor-no-moves = Neither side can move in this position: add discs until one can
note-no-hint-needed = { $player } is played by the computer: no hint needed
note-hint = Hint: { $player } could play { $square }
note-out-of-time = { $player } ran out of time: { $other } wins
review-best = The engine's choice too ({ $value })
review-best-exact = The engine's choice too ({ $value }, exact)
review-lost = Gave away { $lost } discs: { $best } was best ({ $best_value } against { $value })
review-lost-exact = Gave away { $lost } discs: { $best } was best ({ $best_value } against { $value }, exact)
review-totals = { $player }: { $mistakes } ?, { $blunders } ??, { $lost } discs given away
review-progress = Analyzing the game: { $level }
review-level-exact = { $level }, exact from { $empties } empty cells
menu-review-exact = Exact from
review-exact-never = Never exact
review-exact-from = { $empties } empty cells
menu-show-mistakes = Show the mistakes
menu-show-mistakes-tip = The reviewed game's mistakes, and practice on them
mistakes-all = All losses ({ $discs } disc or more)
mistakes-mistakes = Mistakes ({ $discs } discs or more)
mistakes-blunders = Blunders ({ $discs } discs or more)
mistakes-heading = Mistakes: { $count }
mistakes-none = No reviewed move gave away that much.
mistakes-row = { $number }. { $player } { $played }: gave away { $lost } (best { $best }, { $value })
mistakes-row-tip = Go to the position before this move
mistakes-practise = Practise
mistakes-practise-tip = From each mistake's position, look for a better move
practice-heading = Practice: mistake { $number } of { $count }
practice-task = { $player } to move. The game's { $played } gave away { $lost } discs: find a better move.
practice-good = { $square } is as good as the best move ({ $value }).
practice-better = { $square } gives away { $lost } discs: better than the game's move, but not the best.
practice-worse = { $square } gives away { $lost } discs: no better than the game's move.
practice-answer = The answer: { $line }
practice-answer-tip = The line that answers your move, numbered on the board
practice-best = Best: { $best } ({ $value })
practice-retry = Try again
practice-reveal = Show the best move
practice-next = Next mistake
practice-stop = Stop practice
practice-score = Put right at the first try: { $found } of { $tried }
practice-not-legal = That move is not legal here.
practice-none = No mistakes to practise: analyze the game first (Game → Analyze game).
practice-cell-best = best move
practice-status = Practice: find a better move for { $player } (a click tries a move; the game stays as it was)

## Tic-tac-toe

note-othello-only = Hints, analysis, the move list, Edit position, copying and pasting are for Othello games
xo-wins = { $player } wins
xo-draw = Draw
xo-options = { $size }×{ $size }, { $k } in a row

## Game files and their dialogs

format-transcript = Transcript (.txt)
format-ggf = GGF (.ggf)
format-record = Record (.ron)
file-no-ggf-game = there is no game in it: a GGF game starts with (;
file-cannot-open = { $name } could not be opened: { $why }
file-not-a-game = { $name } is not a game ({ $format }): { $why }
file-opened = { $moves ->
    [one] Opened { $name }: 1 move
   *[other] Opened { $name }: { $moves } moves
}
file-opened-first = { $moves ->
    [one] Opened { $name }: the first of its { $games } games, 1 move
   *[other] Opened { $name }: the first of its { $games } games, { $moves } moves
}
file-saved = Saved to { $name } as { $format }
file-cannot-write = The game could not be written as { $format }: { $why }
file-drop = Drop the game file to open it
dialog-open-title = Open a game
dialog-save-title = Save the game
dialog-all-games = Game files
dialog-up = Up
dialog-up-tip = The folder above
dialog-empty = No game files here (.ggf, .txt, .ron)
dialog-file-name = File name:
dialog-format = Format:
dialog-open = Open
dialog-folder-unreadable = This folder cannot be read: { $why }

## Statistics

stats-title = Statistics
stats-none = No game against the computer has been finished yet.
stats-board = Board
stats-level = Level
stats-board-fewest = { $size }, fewest discs wins
stats-won = Won
stats-drawn = Drawn
stats-lost = Lost
stats-best = Best win
stats-confirm = Forget every result counted so far?
stats-yes-reset = Yes, reset
no = No
stats-reset = Reset…

## Saved files

save-failed = { $what } could not be saved ({ $name }: { $why })
save-file-failed = { $path } could not be saved: { $why }
save-what-settings = The settings
save-what-game = The game
save-what-tictactoe = The tic-tac-toe game
save-what-stats = The statistics
store-not-a-file = { $path } is { $kind }, not a file: it was left alone, defaults are in use, and { $name } will not be saved until it is replaced by a file or removed.
store-too-large = it is { $kib } KiB; no { $name } is larger than { $max } KiB, so it was not read
store-kept-as = { $name } could not be used ({ $why }). Defaults are in use; the file was kept as { $path }.
store-unreadable = { $name } could not be read ({ $why }). Defaults are in use.
store-not-renamed = { $name } could not be used ({ $why }). Defaults are in use; the file could not be renamed ({ $error }), so it is still at { $path } and will not be overwritten.
store-no-such-file = there is no such file
store-is-not-a-file = it is { $kind }, not a file
store-file-too-large = it is { $kib } KiB, far more than any game (at most { $max } KiB are read)
file-not-text = it is not text (a game file is UTF-8 text)
store-kind-fifo = a FIFO (named pipe)
store-kind-socket = a socket
store-kind-device = a device
store-kind-directory = a directory
store-kind-other = not a regular file

## How to play

help-title = How to play
help-game = The game
help-game-1 = Two players, Black and White, take turns placing a disc of their colour on an empty cell. The game starts with four discs in the centre of the board.
help-game-2 = Discs you outflank change to your colour. When nobody can move, or the board is full, the game ends and the discs are counted.
help-game-3 = Click a cell to play there. With "Show legal moves" on (View menu), small dots mark the cells where the side to move may play; a legal cell also lights up under the mouse.
help-full-rules = Full rules
help-full-rules-1 = A move must outflank at least one line of opponent discs: starting next to the new disc and going in a straight line (across, down or diagonally), one or more opponent discs and then one of your own. Every outflanked disc, in every direction, turns over.
help-simple-rules = Simple rules
help-simple-rules-1 = A move is legal on any empty cell that touches an opponent disc, across, down or diagonally. Every opponent disc touching the new disc turns over, and nothing else does.
help-passing = Passing
help-passing-1 = A player with no legal move must pass, and the other player moves again. Passing is automatic: a banner over the board says who passed, and the move list shows the pass.
help-game-menu = The Game menu
help-game-menu-1 = New game… (Ctrl+N) opens the New game dialog. Restart starts the same game again from the beginning; "Swap with the previous game" in the status bar swaps the game you left back in until the next move.
help-game-menu-2 = Copy game (Ctrl+C) puts the game on the clipboard as text: a line with the options ("Othello 8x8, Black first, ...") and the moves ("f5d6c3..."). Paste game (Ctrl+V) replaces the game by one pasted as text, from this program or any other; without the options line the moves are played on the current board (spaces between moves are optional). Text that is not a game changes nothing and the status bar says why.
help-game-menu-3 = Quit (Ctrl+Q) saves everything and closes the window.
help-new-game-dialog = The New game dialog
help-new-game-dialog-1 = Game: Othello, or Tic-tac-toe (see below).
help-new-game-dialog-2 = Rows and columns: any even number from 4 to 16, chosen separately, so the board may be rectangular.
help-new-game-dialog-3 = Black and White: each side is Human or Computer at one of five levels. Computer against computer works too.
help-new-game-dialog-4 = First player: who moves first.
help-new-game-dialog-5 = Centre: which colour sits on the top-left (and bottom-right) of the four starting discs. The standard game has White there and Black moving first.
help-new-game-dialog-6 = Winner: normally the player with the most discs wins; choose "Fewest discs wins" to play the reverse game. Equal counts are a draw either way.
help-new-game-dialog-7 = Rules: Full or Simple, as above.
help-new-game-dialog-8 = Show legal moves: mark the cells where the side to move may play. It can also be switched from the View menu while playing.
help-new-game-dialog-10 = Opening: the standard start; an XOT opening (8×8 with White top-left and Black first): one of the 3,623 eight-move openings of the published XOT list, which strong players judge nearly even, played out on the board; or a random balanced opening, on any board: random moves, about an eighth of the board's cells, kept only when a 6-ply search values the position within 2 discs of even. The opening's moves are in the move list, and Undo takes them back like any other move.
help-new-game-dialog-9 = Enter starts the game and Escape cancels; the dialog scrolls when the window is small.
help-computer-opponent = The computer opponent
help-computer-opponent-1 = Levels, weakest first: Beginner looks one move ahead and often errs; Novice looks two moves ahead; Intermediate four, and plays the last 10 moves exactly; Advanced six, exact in the last 12; Expert searches as deep as 3 seconds a move allows and plays the last 20 moves exactly. On the smallest boards Expert plays perfectly from the first move, and the dialog says so.
help-computer-opponent-2 = The computer thinks without freezing the window: the status bar shows "White is thinking… depth 9". New game, Restart, Undo or closing the window stop it at once. Clicks on the board wait for its move.
help-computer-opponent-3 = Undo against the computer takes back its reply too, back to your last move; it is greyed while there is no move of yours to take back. Redo plays your move and the computer's reply again.
help-computer-opponent-4 = Hint (the Hint button or the H key) asks Expert for a good move for the side to move and rings it on the board.
help-computer-opponent-5 = View → Computer pace sets the shortest time a computer move stays on screen: no delay, half a second or one second.
help-computer-opponent-6 = View → Search threads sets how many of the processor's threads the engine uses for the computer's moves, hints, Analysis and Analyze game. Automatic (the default) uses all of them but one, so the window stays responsive; more threads search deeper in the same time, and exact values are the same whatever the number.
help-view-menu = The View menu
help-view-menu-1 = Show legal moves; Mark the last move; Preview flips (the move under the mouse or the keyboard cursor shows its disc and, as small discs, the discs it would turn); Analysis (the A key: see below); Flip animation (off, fast or normal: a click during an animation is simply the next move); Theme (follow the system, light, dark or high contrast); Computer pace; Show the move list. All of these are remembered.
help-view-menu-2 = Language: the system's language, or English, French, German, Spanish or Japanese; the choice is remembered. Opening names, and what is wrong with a game text that cannot be read (its line and column), stay in English.
help-analysis = Analysis
help-analysis-1 = View → Analysis (or the A key) writes the engine's value on every legal move: the disc difference the side to move can expect after that move with best play on both sides (under "fewest discs wins", positive still means winning). The values deepen as the engine thinks, for up to two minutes a position; the status bar says the depth. A boxed value is exact: the endgame was solved to the last move. The best move is written larger and in the theme's good colour; the worse a move, the nearer its colour to the bad one (eight discs worse and beyond). Rest the mouse on a value to see the line the engine expects.
help-analysis-2 = The analysis stops and starts again whenever the position changes. It does not run while the computer is thinking for its side, so that the computer's move keeps its time; it comes back as soon as a person is to move, or when the computer waits while you look back in the move list.
help-book = The opening book
help-book-1 = The 8×8 board (either winner rule), 6×6, 10×10 and 6×10 have an opening book under the Full rules: positions near the start, each move valued by a deep search of the engine, and each book position valued from its moves. With Analysis on, a value from the book carries a small ribbon at the top of its cell (rest the mouse on it to read "opening book"); the other moves keep the analysis's values. The status bar says whether the game is still in the book, or which move left it. On 6×6 the book is perfect play, solved to the end of the game: every move of a book position shows its exact value from the book.
help-book-2 = View → Show the opening book lists the book's moves of the position beside the board, best first, with the best move that leaves the book; click one to play it. In the book, every level but Beginner plays a book move at once when the best move is one: Expert one within a disc of the best, at random, so that games vary; weaker levels within a wider margin.
help-book-3 = Your own book: in the book panel, Add this line to my book values every position of the game up to the board that the book does not hold yet, and Deepen my book here values the position and every position one move from it, each as deep as the shipped book, on a thread of its own with a progress bar and Cancel. The result is kept in the data folder as own-book.bin and is used in place of the shipped book wherever the window reads the book (the panel then says so); delete the file to go back.
help-database = The game database
help-database-1 = View → Show the game database lists, for the position on the board, how many tournament games reached it (by any order of moves, and on a turned or mirrored board), the moves played next with their counts as bars split by Black's wins, draws and White's wins, and the games themselves, newest first, 50 at a time. Click a move to play it; double-click a game (or press Enter on it) to open it at this position, the rest of it a Redo away. Filter narrows the games by a player (names are completed as you type), a tournament and years; "Show the counts on the board" writes each move's count in its cell.
help-database-2 = Out of the box the panel knows the openings: the positions reached in at least 20 of the French Othello Federation's WTHOR games, shipped with the program. Game → Import game database… takes the WTHOR files themselves, free of charge on the federation's site: choose a .zip or .wtb file, or Import this folder (a file dropped on the window does the same). They are copied into the program's folder and indexed once; a second import adds more years.
help-statistics = Statistics
help-statistics-1 = Game → Statistics… counts the games finished against the computer (a person on one side, the computer on the other), per board size and level: won, drawn, lost and the best win's margin in discs; a game lost on time counts too. A game taken back and finished the same way again, or a finished game opened or restored, is not counted twice. Reset… forgets them all, after asking. They are saved as stats.ron beside the settings, with the same care as the other files.
help-clocks = Clocks
help-clocks-1 = In the New game dialog, Clock gives each player 1, 5, 10, 15 or 30 minutes (or none). The clock of the player to move runs beside the scores; a player whose time runs out loses, and no more moves are played. The computer shares its time left over the moves it still expects to make, never thinking longer than its level does.
help-clocks-2 = Taking moves back (Undo, a click in the move list) stops the clocks until the game is back at its last move or a new move is played; the clocks also wait while the computer is paused and while a position is edited. Restart keeps the time control with full clocks; a game opened, pasted or set up by hand has no clock. The clocks are saved with the game.
help-edit-position = Edit position
help-edit-position-1 = Game → Edit position… sets up any position on the board, starting from the one on it. A click on a cell cycles it empty, black, white (or, with the brush set to Black disc, White disc or Empty, puts that); Clear empties the board; Standard start puts the four centre discs back; To move chooses who moves first. The bar under the board counts the discs and says who moves (a side with no move passes at once).
help-edit-position-2 = Start begins a game from the position, hot-seat or against the computer as the New game dialog last set the seats; it is saved and restored like any game, and can be analysed. Start is offered only when someone can move. Cancel leaves the game on the board as it was; the computer and the analysis wait while you edit.
help-game-files = Game files
help-game-files-1 = Game → Open… (Ctrl+O) opens a game file: a transcript (.txt: the options line and the moves, f5d6c3…), GGF (.ggf, as NBoard and Edax write it, with its evaluations, times and players) or this program's own record (.ron). The format comes from the extension, else from the text. Dropping a game file on the window opens it too. A file that cannot be read leaves the game on the board alone and a notice names the file, the line and what was wrong.
help-game-files-2 = Save (Ctrl+S) writes the game back to the file it came from or was last saved to; a game of a file of many games is never written over them all: Save asks whether to replace that game in the file, add it to the file as a new game, or save it as a new file. A game saved keeps the header it was opened with (players, place, date, result and any other field); a game played here names its players, the date it started and, once finished, its result. Save as… (Ctrl+Shift+S) asks where and in which format. The dialogs list the folders and game files of a folder; Up goes to the folder above.
help-game-files-3 = Copy as GGF (the whole game) and Copy position as OBF (the board now and the side to move, as endgame problem files write it) put the text on the clipboard for other programs.
help-analyze-game = Analyze game
help-analyze-game-1 = Game → Analyze game reviews every move of the game (the moves taken back too) at the level chosen: Depth 8, Depth 12, Depth 16 or Depth 20, or 1 s, 5 s, 15 s or 60 s a move; Exact from sets from how many empty cells the values are exact (18 by default, or Never exact). Each position's every legal move is valued by the same search. It works on a thread of its own, with a progress bar and a Cancel button above the move list, from the last move back; the marks appear as it goes. The review is kept with the game: it comes back with game.ron when the window opens again, and with the game's file when it is opened again (the reviews are kept in the configuration folder), and stepping through the game shows every move's value on the board at once (with View → Analysis on).
help-analyze-game-2 = A move that gave away 3 discs or more against the engine's best move is marked ?, 8 discs or more ??. Rest the mouse on a move to see what it gave away and which move was best. Each player's totals head the move list.
help-analyze-game-3 = View → Show the evaluation graph (on by default) draws, under the board, the value for Black after each move as it becomes known: from the analysis of each position you look at (View → Analysis, or the best lines), from the computer's search for each move it plays, and from Analyze game (Black's lead shaded in black above the line, White's in white below), with mistakes as red dots, passes as ticks at the top, the move numbers along the bottom and the position on the board as a line. Under it, each side's discs lost by each move (against the best move of its position, by the same search) are bars in that side's colour, and each side's total a line, its figure at the right. Click it to go to a move; drag its top edge to make it taller. It appears once two positions are valued.
help-analyze-game-4 = The Mistakes panel (View → Show the mistakes) lists the reviewed moves that gave away discs (all losses, mistakes of 3 discs or more, or blunders of 8 or more): the move, what it gave away, the best move and its value; click one to go to its position. Practise starts a drill on them: at each mistake's position, click the move you would play instead; you are told what it gives away against the best move, the line that answers it is numbered on the board, and you can Try again, Show the best move, go to the Next mistake or Stop practice. The drill counts the mistakes put right at the first try (within a disc of the best move).
help-move-list = The move list
help-move-list-1 = Beside the board (when the window is wide enough) every move is listed, passes too. Click a move to see the position after it; moves after it stay in the list, dimmed, and Redo plays them again. A different move from there replaces them, and "Swap with the previous game" swaps the replaced line back. The mouse wheel over the list steps back (up) and forward (down) through the game. Playing a different move from an earlier position explores a variation: the line left is kept as the main line ("Variation from move N" above the list), a file saved meanwhile holds the main line, and "Back to the main line" returns to it.
help-move-list-2 = On the standard 8×8 board the list and the status bar name the opening played (the Tiger, the Rose, the Buffalo… 77 names from the published list), by the position reached: another move order, or another first move, gets the same name.
help-tic-tac-toe = Tic-tac-toe
help-tic-tac-toe-1 = Choose Tic-tac-toe in the New game dialog: 3×3 as usual, or a square board up to 7×7 with 3 to 7 in a row to win. X or O may start, and the computer may play either side (it plays perfectly on 3×3). Undo, Redo, Restart and the saved game work as in Othello; the winning line is highlighted.
help-keys = Keys
help-keys-1 = Ctrl+N: new game. Ctrl+Q: quit. Ctrl+C: copy the game. Ctrl+V: paste a game.
help-keys-2 = Ctrl+O: open a game file. Ctrl+S: save. Ctrl+Shift+S: save as.
help-keys-3 = Ctrl+Z: take back the last move. Ctrl+Shift+Z or Ctrl+Y: play it again.
help-keys-4 = H: hint. A: the analysis on or off.
help-keys-5 = Home and End: the start and the end of the game. Left and Right: one move back and forward, without taking moves back (a new move from an earlier position replaces the rest of the line; "Swap with the previous game" brings it back). Up and Down: show the keyboard cursor on the board on a legal move; with the cursor shown the four arrow keys move it the way they point on screen, and Escape hides it. Enter or Space: play where the cursor is.
help-keys-6 = Tab: move the keyboard focus through the menus, the buttons and the board's cells; a focused cell is the cursor. Escape: leave a control, or cancel a dialog.
help-help-menu = The Help menu
help-help-menu-1 = How to play opens this window; About names the program's version and licence.
help-saved-between-launches = Saved between launches
help-saved-between-launches-1 = Your settings, the game in progress and the tic-tac-toe game are saved as you play and restored the next time you start; so is the window's size. A saved file that cannot be used is kept aside (as NAME.bad) and a notice says what was wrong.
about-title = About Othello
about-licence = Licence: { $licence }
about-home = Help → How to play explains the game and every option; the README.md that comes with the source explains how to build, play and test it.
about-written = Written in Rust with egui.

## The rules' refusals

move-off-board = row { $row }, column { $col } is off the { $rows }×{ $cols } board
move-occupied = { $square } is occupied
move-flips-nothing = { $square } flips nothing
move-not-adjacent = { $square } is not next to an opponent disc
move-game-over = the game is over
record-illegal = move { $number } ({ $square }): { $why }
record-not-their-turn = move { $number }: it is { $expected }'s turn, not { $found }'s
record-pass-not-forced = move { $number }: { $player } has a legal move and may not pass
record-pass-after-end = move { $number }: the game is over, there is nothing to pass

## The game database (View → Game database; Game → Import game database…)
menu-show-database = Show the game database
menu-show-database-tip = The tournament games that reached the position on the board: the moves played next, how those games ended, and the games themselves
menu-import-database = Import game database…
menu-import-database-tip = Copy WTHOR game files (a folder, or .zip files as the French Othello Federation's site offers them) into the game database
database-heading = Game database
database-standard-only = The game database holds games from the standard 8×8 start only
database-openings-only = The openings' statistics only: import WTHOR files for the games themselves
database-summary-none = Fewer than 20 games of the shipped statistics reached this position
database-games = { $games ->
    [one] 1 game reached this position
   *[other] { $games } games reached this position
}
database-results = Black won { $black } %, drew { $draws } %, White won { $white } %; Black's mean score { $score }
database-marks = Show the counts on the board
database-value-none = The engine's value of each move comes with View → Analysis (the A key)
database-cell = { $games ->
    [one] 1 game in the database
   *[other] { $games } games in the database
}
database-import-hint = The games themselves come with Game → Import game database… (WTHOR files from the French Othello Federation's site, free of charge).
database-filter = Filter
database-filter-active = Filter: { $what }
database-player = Player:
database-tournament = Tournament:
database-years = Years:
database-from = from
database-to = to
database-page = Games { $first }–{ $last } of { $total }
database-newer = Newer games
database-older = Older games
database-open-tip = Double-click to open this game at this position
database-reading = Reading the game files: { $done } of { $total }
database-indexing = Indexing the positions…
database-importing = Copying the files…
database-ready = { $games ->
    [one] 1 game in the database
   *[other] { $games } games in the database
}
database-failed = The import failed: { $why }
dialog-import-title = Import WTHOR game files
dialog-import = Import
dialog-import-folder = Import this folder
dialog-import-folder-tip = Every .wtb and .zip file of the folder named in the field (typed, or selected with one click), else of the folder shown, with the players' and tournaments' names beside them. A double click opens a folder.
dialog-import-named = Import { $name }/
dialog-empty-import = No WTHOR files here (.wtb, .zip)

# The study desk: best lines, analysis level, the turned board.
menu-show-lines = Show the best lines
menu-show-lines-tip = The best moves of the position with their values and the lines the engine expects; rest the mouse on a line to see it on the board
menu-analysis-level = Analysis level
menu-analysis-level-tip = How deep, or how long, the analysis and the best lines look at each position
menu-hint-level = Hint level
menu-turn-board = Turn the board
menu-turn-right = Turn right
menu-turn-left = Turn left
menu-turn-mirror = Mirror
menu-turn-upright = Upright
lines-heading = Best lines
lines-count = Lines
lines-level = Level
lines-all = All
lines-game-over = The game is over.
lines-waiting = The analysis waits while the computer thinks.
lines-book = book, depth { $depth }
lines-book-exact = book, exact
lines-exact = exact
lines-depth = depth { $depth }
lines-play-up-to = Play the line up to { $square }
book-best-out-searched = Best move out of the book: { $square } { $value } (the book's depth { $depth } search)
level-depth = Depth { $depth }
level-seconds = { $seconds } s
speed-millions = { $speed } M nodes/s
speed-thousands = { $speed } k nodes/s
analysis-depth = depth { $depth }
analysis-depth-selective = depth { $depth }, selective
status-counts = { $moves ->
    [one] 1 legal move
   *[other] { $moves } legal moves
} · { $empty } empty
cell-line-move = line move { $number } for { $player }
lines-line-label = Line { $line }: { $square }
lines-move-label = Line { $line }, move { $number }: { $square }
help-study = Studying a position
help-study-1 = View → Show the best lines lists the best moves of the position beside the board, best first: each with its value (the same as on the board), where it comes from (the search's depth, an exact solve, the opening book) and the line the engine expects, which deepens as the analysis goes on. Rest the mouse on a line to see it on the board as numbered discs; click a move of a line to play the line up to that move. Lines sets how many are listed (All: every legal move).
help-study-2 = View → Analysis level (also in the Best lines panel) sets how far the analysis and the best lines look: to a depth (Depth 8 to Depth 24) or for a time (1 s to 2 minutes a position, the default). View → Hint level does the same for Hint (a second by default). The status bar shows the depth reached, whether the search is selective (it prunes moves a shallow search judges hopeless) or exact, and the nodes searched per second. Both levels are remembered.
help-study-3 = View → Turn the board turns the board on screen a quarter at a time (Turn right, Turn left) or mirrors it; the coordinates follow their cells, and the moves, the files and the notation stay as they are. Upright puts it back. The turn is remembered.
menu-show-graph = Show the evaluation graph
menu-show-graph-tip = Black's value after each move under the board, as the analysis and the computer find it, with each side's disc losses
graph-losses = { $value }; discs lost: Black { $black }, White { $white }
menu-copy-picture = Copy picture
menu-copy-picture-tip = The board as a picture on the clipboard, with the move numbers on the discs
menu-export-picture = Export picture…
menu-export-picture-tip = Save the board as a picture (PNG or SVG), with its coordinates, turned as on screen
menu-download-picture = Download picture (PNG)
menu-download-picture-tip = Download the board as a PNG picture, with the move numbers on the discs and the graph, turned as on screen
dialog-picture-title = Export the board as a picture
dialog-picture-formats = A name ending in .svg saves SVG; any other name, PNG.
dialog-picture-numbers = Move numbers on the discs
note-copied-picture = The board was copied as a picture
picture-saved = Picture saved: { $name }
picture-failed = The picture could not be made: { $why }
help-study-4 = Game → Export picture… saves the board as a picture, PNG or SVG (by the name's ending), with its coordinates and turned as on screen, optionally with the number of the move that placed each disc; Game → Copy picture puts it on the clipboard, move numbers included, to paste into a document or a forum post. The picture can also carry the evaluation graph under the board.
dialog-empty-picture = No pictures here (.png, .svg)
library-title = Games of { $name }
library-player = Player:
library-count = { $shown } of { $games } games shown; { $broken } cannot be read
library-number = No.
library-result = Result
library-date = Date
library-board = Board
library-opening = Opening
library-moves = Moves
library-broken = Cannot be read
library-open = Open
library-close = Close
library-opened = Opened game { $number } of { $name }: { $moves } moves
help-game-files-4 = A GGF file of many games (a tournament, a match) opens its first game and lists them all in a window: the players, the result, the date, the board, the opening and the moves. Click a heading to sort by it (again to reverse), type a player's name to keep that player's games, and double-click a game (or select it and press Open) to play it through on the board. A game that cannot be read is listed with the reason; the others open. Saved and copied games carry the players, the date, the time control, the result and the value of each move the engine has looked at.
library-game = Game { $number }
moves-variation = Variation from move { $moves }
moves-variation-tip = The main line is kept: files saved now hold it, and the button returns to it
moves-main-line = Back to the main line
note-main-line = Back on the main line; the variation is kept for "Swap with the previous game"
dialog-picture-graph = The evaluation graph under the board

## The game's record: study, seats, archives
menu-seat = { $player }: { $seat }
status-study = Study: people play both sides
note-study = Opened for study: people play both sides (Game → Black or White hands a side to the computer).
note-then-study = { $note } · { $study }
note-opened-study = Opened { $black } – { $white }
note-seat = { $player } is now played by: { $seat }
archive-title = Save a game of a file of many games
archive-explain = { $name } holds { $games } games; this is game { $number }. Saving it alone would replace them all, so choose:
archive-replace = Replace game { $number } in the file
archive-append = Add it to the file as game { $number }
archive-save-as = Save it as a new file…
file-saved-in-archive = Saved as game { $number } of { $name }; its other games are kept
file-added-to-archive = Added to { $name } as game { $number }; its other games are kept

## The search's live output
menu-show-live = Search output
menu-show-live-tip = What the running search reports: depth, nodes, speed, time and the line it expects
live-heading = Search
live-idle = No search is running.
live-search = Search
live-computer = { $player }'s move
live-hint = Hint
live-analysis = Analysis
live-running = running
live-done = done
live-depth = Depth
live-depth-full = { $depth }
live-depth-selective = { $depth }, selective
live-depth-exact = exact, { $depth } empty cells
live-value = Value
live-nodes = Nodes
live-speed = Speed
live-time = Time
live-seconds = { $seconds } s
live-line = Expected line

## Help for the record and the search output
help-game-menu-4 = Black: Human and White: Human (or the computer at its level) name who plays each side of the game on the board; choose another to hand a side to a person or to the computer from this position on. A game opened from a file, the game list, the database or a paste is opened for study: people play both sides until you choose, and the status bar says "Study".
help-view-menu-3 = Search output shows what the running search reports, as engine programs do: which search (the computer's move, a hint, the analysis), its depth (selective, or exact in the endgame), nodes, speed, time, the value of its best move and the line it expects.
database-import-unreadable = { $bad } of { $files } files could not be read (the others are in the database):
graph-legend-value = Value for Black
graph-legend-losses = Discs given away:
dialog-exists = { $name } already exists: saving replaces everything in it (a file of many games keeps none of the others). Choose another name, or Replace.
dialog-replace = Replace
