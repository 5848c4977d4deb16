#!/usr/bin/env bash
# Regenerates the PNGs in screenshots/ from the real window, under a virtual X server.
#
#   scripts/screenshots.sh            # debug build, every picture
#   scripts/screenshots.sh NAME...    # only these pictures (e.g. game-vs-computer)
#   PROFILE=release scripts/screenshots.sh
#
# Each picture gets a fresh config directory holding the settings.ron and game.ron the app
# restores on launch, so the pictures show exactly the positions written below.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" != "--inside-x" ]]; then
    missing=()
    for pkg in xvfb xauth xdotool imagemagick libgl1-mesa-dri libegl1; do
        dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
    done
    if ((${#missing[@]})); then
        echo "installing ${missing[*]}" >&2
        apt-get install -y "${missing[@]}" >/dev/null
    fi
    profile="${PROFILE:-debug}"
    if [[ "$profile" == release ]]; then cargo build --release --bin othello; else cargo build --bin othello; fi
    exec xvfb-run -a -s "-screen 0 1280x900x24 -nolisten tcp -noreset" "$0" --inside-x "target/$profile/othello" "$@"
fi

app="$2"
shift 2
only=("$@")
out=screenshots
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export XDG_RUNTIME_DIR="$work/runtime" XDG_DATA_HOME="$work/data"
mkdir -m 700 "$XDG_RUNTIME_DIR"

# settings NAME ROWS COLS SHOW_LEGAL [MORE FIELDS]: writes settings.ron into $work/NAME.
settings() {
    mkdir -p "$work/$1"
    cat >"$work/$1/settings.ron" <<RON
(options: (rows: $2, cols: $3, first: Black, top_left: White, win_rule: MostDiscs, rules: Full),
 show_legal: $4, ${5:-})
RON
}

# game NAME ROWS COLS MOVES: writes game.ron into $work/NAME.
game() {
    cat >"$work/$1/game.ron" <<RON
(options: (rows: $2, cols: $3, first: Black, top_left: White, win_rule: MostDiscs, rules: Full),
 moves: [$4])
RON
}

# shoot NAME [XDOTOOL ARGS...]: launches the app on $work/NAME, runs the xdotool steps, saves
# screenshots/NAME.png and quits with Ctrl+Q.
shoot() {
    local name="$1"
    shift
    if ((${#only[@]})) && [[ " ${only[*]} " != *" $name "* ]]; then
        return
    fi
    mkdir -p "$work/$name"
    "$app" --config-dir "$work/$name" &
    local pid=$!
    local wid
    wid="$(xdotool search --sync --name 'Othello$' | head -1)"
    sleep 1.5
    if (($#)); then
        xdotool "$@"
        sleep 0.8
    fi
    import -window "$wid" "$out/$name.png"
    xdotool windowfocus "$wid" key ctrl+q
    wait "$pid"
    echo "wrote $out/$name.png" >&2
}

# The first launch opens the New game dialog.
shoot setup-dialog

settings game-8x8-hints 8 8 true
game game-8x8-hints 8 8 '"f5", "f6", "c4", "c5", "b6", "e3", "f2", "e2", "e6", "a7", "f4", "f3", "g2", "e7", "f7", "h2", "g1", "g5", "b5", "g3", "h1", "f1", "h6", "h5"'
shoot game-8x8-hints mousemove 336 178

settings board-6x12 6 12 true
game board-6x12 6 12 '"g5", "f5", "e2", "h5", "e4", "h3", "h4", "i3", "i6", "d4", "f6", "e3", "i2", "i5", "g2", "f2", "d3", "g1", "j5", "e6"'
shoot board-6x12

settings game-over 8 8 true
game game-over 8 8 '"f5", "f4", "d3", "c4", "b3", "c6", "f3", "d2", "e6", "g4", "c3", "a3", "b7", "f2", "g3", "b4", "h4", "a8", "a4", "f6", "a2", "e3", "c2", "a5", "e1", "b5", "d6", "h5", "a6", "e7", "f8", "f1", "c1", "c7", "b6", "b1", "h6", "e2", "d7", "g2", "a7", "g5", "h3", "d8", "d1", "f7", "e8", "g6", "h1", "g1", "g7", "g8", "h2", "b8", "b2", "c8", "h7", "c5", "a1", "h8"'
shoot game-over

settings theme-light 8 8 true 'theme: Light'
game theme-light 8 8 '"f5", "f6", "c4", "c5", "b6", "e3", "f2", "e2", "e6", "a7", "f4", "f3", "g2", "e7", "f7", "h2", "g1", "g5", "b5", "g3", "h1", "f1", "h6", "h5"'
shoot theme-light

settings theme-high-contrast 8 8 true 'theme: HighContrast'
game theme-high-contrast 8 8 '"f5", "f6", "c4", "c5", "b6", "e3", "f2", "e2", "e6", "a7", "f4", "f3", "g2", "e7", "f7", "h2", "g1", "g5", "b5", "g3", "h1", "f1", "h6", "h5"'
shoot theme-high-contrast

# Against the computer: White is Expert with a one-second pace, so it is still thinking when
# the picture is taken, just after Black plays c3.
settings game-vs-computer 8 8 true 'white: (computer: true, level: Expert), pace: Second'
game game-vs-computer 8 8 '"f5", "f6", "e6", "f4", "e3", "c5", "c4", "d3"'
shoot game-vs-computer mousemove 261 253 click 1

# Tic-tac-toe on the same board: X has won on the anti-diagonal.
mkdir -p "$work/tictactoe-won"
cat >"$work/tictactoe-won/settings.ron" <<RON
(game: TicTacToe, tictactoe: (size: 3, k_in_a_row: 3, first: Cross))
RON
cat >"$work/tictactoe-won/tictactoe.ron" <<RON
(options: (size: 3, k_in_a_row: 3, first: Cross),
 moves: [(row: 2, col: 2), (row: 1, col: 1), (row: 1, col: 3), (row: 1, col: 2), (row: 3, col: 1)])
RON
shoot tictactoe-won

# A forced pass: White's f3 leaves Black without a move; the banner is on screen.
settings pass-banner 6 6 true 'animation: Off'
game pass-banner 6 6 '"d5", "e5", "f5", "f6", "e4", "c5", "e6", "d6", "c6", "b6", "b5", "f4", "b3"'
shoot pass-banner mousemove 626 317 click 1

# View -> Analysis: the engine's value on every legal move, after a few seconds of thinking.
settings analysis-8x8 8 8 true 'panels: {"analysis": true}'
game analysis-8x8 8 8 '"f5", "d6", "c3", "d3", "c4", "f4", "c5", "b3", "c2", "e3", "d2", "c6"'
shoot analysis-8x8 sleep 5

settings analysis-10x10 10 10 true 'panels: {"analysis": true}'
game analysis-10x10 10 10 '"g6", "g5", "g4", "g7", "e4", "h4", "g8", "h8", "h5", "f4"'
shoot analysis-10x10 sleep 5

# The opening book: Analysis on and View -> Show the opening book, early in a game; the book's
# values carry their ribbon, the panel lists the book moves.
settings book-8x8 8 8 true 'panels: {"analysis": true, "book": true}'
game book-8x8 8 8 '"f5", "d6", "c3"'
shoot book-8x8 sleep 3

# View -> Show the game database, out of the box: the openings' statistics shipped with the
# program answer for the position (the games themselves come with an import).
settings database-openings 8 8 true 'panels: {"database": true}'
game database-openings 8 8 '"f5", "d6", "c3"'
shoot database-openings sleep 3

# The game database with the shared WTHOR files imported (as Game -> Import game database...
# leaves them in the program's folder; skipped where they are not there): the games that
# reached the position, newest first, and the counts on the board.
if [[ -d ../shared/wthor ]]; then
    settings database-8x8 8 8 true 'panels: {"database": true}'
    game database-8x8 8 8 '"f5", "d6", "c3", "d3", "c4"'
    mkdir -p "$work/database-8x8/wthor"
    cp ../shared/wthor/* "$work/database-8x8/wthor/"
    shoot database-8x8 sleep 12 mousemove 637 262 click 1 mousemove 800 745
fi

# Game -> Analyze game -> Quick on a finished game (depth 8 against depth 4): marks in the move
# list, the graph above it.
settings review-8x8 8 8 true
game review-8x8 8 8 '"f5", "f6", "c4", "f4", "g6", "h6", "e6", "d3", "g4", "d6", "f7", "e8", "c6", "g7", "f8", "e3", "h8", "g5", "h4", "h3", "f3", "h5", "h7", "g3", "c3", "c5", "h2", "d7", "e7", "d8", "b4", "a4", "a3", "a2", "b3", "c2", "c1", "b5", "a5", "a6", "e2", "b6", "d2", "e1", "f1", "d1", "c8", "f2", "g2", "h1", "g1", "c7", "b8", "g8", "b7", "a8", "a7", "b1", "a1", "b2"'
shoot review-8x8 mousemove 26 12 click 1 sleep 0.6 mousemove 60 255 sleep 0.6 mousemove 150 255 sleep 0.2 mousemove 200 255 sleep 0.3 click 1 sleep 15 mousemove 450 745

# The same game reviewed, then Practise (View -> Show the mistakes): at the first mistake's
# position (Black's c4 gave away 8 discs), Black tries d3; the panel says what it gives away and
# the line that answers it is numbered on the board.
settings practice-8x8 8 8 true
game practice-8x8 8 8 '"f5", "f6", "c4", "f4", "g6", "h6", "e6", "d3", "g4", "d6", "f7", "e8", "c6", "g7", "f8", "e3", "h8", "g5", "h4", "h3", "f3", "h5", "h7", "g3", "c3", "c5", "h2", "d7", "e7", "d8", "b4", "a4", "a3", "a2", "b3", "c2", "c1", "b5", "a5", "a6", "e2", "b6", "d2", "e1", "f1", "d1", "c8", "f2", "g2", "h1", "g1", "c7", "b8", "g8", "b7", "a8", "a7", "b1", "a1", "b2"'
shoot practice-8x8 mousemove 26 12 click 1 sleep 0.6 mousemove 60 255 sleep 0.6 mousemove 150 255 sleep 0.2 mousemove 200 255 sleep 0.3 click 1 sleep 15 mousemove 749 260 click 1 sleep 1 mousemove 337 191 click 1 sleep 3 mousemove 450 745

# Game -> Edit position: a corner fight set up by hand (a1, b1 and b2 added to the start), the
# tools in the bar under the board.
settings editor-8x8 8 8 true
game editor-8x8 8 8 '"f5", "d6", "c3", "d3", "c4"'
shoot editor-8x8 mousemove 26 12 click 1 sleep 0.6 mousemove 60 232 click 1 sleep 0.6 mousemove 98 102 click 1 sleep 0.3 mousemove 174 102 click 1 click 1 sleep 0.3 mousemove 174 178 click 1 sleep 0.5 mousemove 700 600

# A game on the clock against the computer: Black's clock runs beside the scores.
settings clock-8x8 8 8 true 'white: (computer: true, level: Intermediate), clock: Some(5)'
cat >"$work/clock-8x8/game.ron" <<RON
(options: (rows: 8, cols: 8, first: Black, top_left: White, win_rule: MostDiscs, rules: Full),
 moves: ["f5", "d6", "c3", "d3", "c4", "f4", "f6", "f3", "e6", "e7"],
 clock: Some((minutes: 5, left_ms: (black: 251300, white: 287400), flagged: None)))
RON
shoot clock-8x8 mousemove 700 600 sleep 2

# An opening named in the status bar and above the move list: the Rose.
settings opening-rose 8 8 true
game opening-rose 8 8 '"f5", "d6", "c5", "f4", "e3", "c6", "d3", "f6", "e6", "d7"'
shoot opening-rose

# Game -> Statistics: results against the computer per board size and level.
settings statistics 8 8 true 'white: (computer: true, level: Advanced)'
cat >"$work/statistics/stats.ron" <<RON
(rows: [
  (rows: 8, cols: 8, level: Advanced, won: 3, drawn: 1, lost: 7, best_margin: Some(12)),
  (rows: 8, cols: 8, level: Expert, won: 0, drawn: 0, lost: 4, best_margin: None),
  (rows: 6, cols: 6, level: Intermediate, won: 5, drawn: 0, lost: 2, best_margin: Some(16)),
  (rows: 10, cols: 10, level: Novice, won: 2, drawn: 0, lost: 0, best_margin: Some(38)),
])
RON
shoot statistics mousemove 26 12 click 1 sleep 0.6 mousemove 60 434 click 1 sleep 0.6 mousemove 700 650

# The window in French, in the middle of a game against the computer, the analysis on.
settings language-fr 8 8 true 'language: Some(French), white: (computer: true, level: Advanced), panels: {"analysis": true}'
game language-fr 8 8 '"f5", "d6", "c5", "f4", "e3", "c6", "d3", "f6", "e6", "d7"'
shoot language-fr sleep 3

# The window in Japanese, the New game dialog open over a game (Ctrl+N).
settings language-ja 8 8 true 'language: Some(Japanese)'
game language-ja 8 8 '"f5", "d6", "c3", "d3", "c4", "f4", "c5", "b3", "c2", "e3", "d2", "c6"'
shoot language-ja search --name 'Othello$' windowfocus --sync key ctrl+n sleep 1

# An XOT start: New game with the XOT opening chosen, started with Enter; the status bar says
# which of the 3,623 openings it is, and its eight moves are in the move list.
settings xot-start 8 8 true 'start: Xot'
shoot xot-start search --name 'Othello$' windowfocus --sync key ctrl+n sleep 1 key Return sleep 0.5 mousemove 700 650

# 16x16 in the smallest window: the status bar gives its room to the board.
settings board-16x16-small 16 16 true 'window: (width: 420, height: 400)'
shoot board-16x16-small

# The study desk: the best lines beside the board, the values on it and the evaluation graph
# under it, filled by stepping back through the game (Home) and forward (Right) while the
# analysis values each position at depth 14.
settings study-8x8 8 8 true 'panels: {"lines": true, "analysis": true}, study: (analysis: Depth(14)), window: (width: 1180, height: 820)'
game study-8x8 8 8 '"f5", "d6", "c3", "d3", "c4", "f4", "f6", "f3", "e6", "e7", "d7", "g6", "d8", "c5", "c6", "c7", "c8", "b6", "b5", "e3", "h6", "f8", "e8", "b8"'
shoot study-8x8 search --name 'Othello$' windowfocus --sync key --delay 900 Home Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right Right sleep 3 mousemove 1000 20

# A line of the best lines under the mouse, drawn on the board as numbered discs, on a 10×10
# board turned a quarter to the right.
settings study-lines-10x10 10 10 true 'panels: {"lines": true, "analysis": true}, study: (analysis: Depth(10), orientation: (quarter_turns: 1, mirrored: false)), window: (width: 1100, height: 800)'
game study-lines-10x10 10 10 '"d5", "f4", "g5", "d6", "e7", "d4", "e4", "f3", "d3", "g7"'
shoot study-lines-10x10 sleep 4 mousemove 960 108 sleep 1 mousemove 962 110

# A game of a file of many games, opened for study (people on both sides, "Study" in the status
# bar): Ctrl+S asks before anything is written, since the file holds other games.
settings archive-save 8 8 true 'white: (computer: true, level: Expert)'
cat >"$work/archive-save/game.ron" <<RON
(options: (rows: 8, cols: 8, first: Black, top_left: White, win_rule: MostDiscs, rules: Full),
 moves: ["f5", "d6", "c3", "d3", "c4", "f4", "c5", "b3", "c2"],
 seats: Some((black: (computer: false, level: Beginner), white: (computer: false, level: Beginner))),
 header: Some((players: (black: Some("Alice"), white: Some("Bob")), place: Some("Paris"), date: Some("2020.01.01"))),
 source: Some(Opened(line: [])),
 file: Some((path: "$work/archive-save/match.ggf", format: Ggf, index: 1, games: 3)))
RON
shoot archive-save search --name 'Othello$' windowfocus --sync key ctrl+s sleep 0.8

# View -> Search output beside the values on the board: the analysis's depth, nodes, speed,
# time, value and expected line as it deepens.
settings live-output 8 8 true 'panels: {"analysis": true, "live": true}'
game live-output 8 8 '"f5", "d6", "c3", "d3", "c4", "f4", "c5", "b3", "c2", "e3", "d2", "c6"'
shoot live-output sleep 4
