"""What the runtime tests share: a PNG reader to look at the screen, the board found on it by
its felt, and the rules, just enough to pick a legal move and know the discs after a line.
No package beyond Python's own."""

import zlib

ROWS, COLS = 8, 8
# The high-contrast theme's felt (src/gui/theme.rs), the colour the board is found by whatever
# the platform's light or dark preference; its discs are pure black and pure white.
FELT = (0x00, 0x40, 0x20)
# The settings the tests start with: the high-contrast theme, no animation, English.
SETTINGS = (
    "(options: (rows: 8, cols: 8, first: Black, top_left: White, win_rule: MostDiscs, rules: Full),"
    " show_legal: true, theme: HighContrast, animation: Off, pace: Instant, language: Some(English){more})"
)


# ---- a PNG reader (8-bit RGB or RGBA, as Chromium writes them), to look at the screen ----
def decode_png(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length = int.from_bytes(data[pos:pos + 4], "big")
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height = int.from_bytes(body[:4], "big"), int.from_bytes(body[4:8], "big")
            depth, colour = body[8], body[9]
            assert depth == 8 and colour in (2, 6), (depth, colour)
            bpp = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


class Screen:
    def __init__(self, png):
        self.png = png
        self.width, self.height, self.bpp, self.rows = decode_png(png)

    def pixel(self, x, y):
        row = self.rows[int(y)]
        i = int(x) * self.bpp
        return tuple(row[i:i + 3])

    def board(self):
        """The board's box (x0, y0, x1, y1): the rows and columns that are mostly felt (a
        status bar's small swatches of felt are left out), or None while there is no board."""
        felt_rows, felt_cols = {}, {}
        for y in range(0, self.height, 2):
            row = self.rows[y]
            for x in range(0, self.width, 2):
                i = x * self.bpp
                if all(abs(row[i + k] - FELT[k]) <= 4 for k in range(3)):
                    felt_rows[y] = felt_rows.get(y, 0) + 1
                    felt_cols[x] = felt_cols.get(x, 0) + 1
        if not felt_rows or max(felt_rows.values()) < 50:
            return None
        rows = [y for y, n in felt_rows.items() if n >= max(felt_rows.values()) / 3]
        cols = [x for x, n in felt_cols.items() if n >= max(felt_cols.values()) / 3]
        return min(cols), min(rows), max(cols) + 2, max(rows) + 2

    def discs(self, box):
        """Each cell's disc, 'b', 'w' or '.', from a pixel left of its centre (the centre may
        carry the last move's mark or a legal move's dot; the disc reaches further)."""
        x0, y0, x1, y1 = box
        grid = []
        for r in range(ROWS):
            line = ""
            for c in range(COLS):
                p = self.pixel(x0 + (c + 0.28) * (x1 - x0) / COLS, y0 + (r + 0.5) * (y1 - y0) / ROWS)
                line += "b" if max(p) < 40 else "w" if min(p) > 215 else "."
            grid.append(line)
        return grid


# ---- the rules, just enough to pick a legal move and know the discs after a line ----
def replay(moves):
    board = [["."] * COLS for _ in range(ROWS)]
    board[3][3] = board[4][4] = "w"
    board[3][4] = board[4][3] = "b"
    side = "b"
    for move in moves:
        if not legal(board, side):
            side = other(side)
        col, row = ord(move[0].lower()) - ord("a"), int(move[1:]) - 1
        assert play(board, side, row, col), f"illegal move {move} in {moves}"
        side = other(side)
    if not legal(board, side):
        side = other(side)
    return board, side


def other(side):
    return "w" if side == "b" else "b"


def flips(board, side, r, c):
    if board[r][c] != ".":
        return []
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr == dc == 0:
                continue
            run, y, x = [], r + dr, c + dc
            while 0 <= y < ROWS and 0 <= x < COLS and board[y][x] == other(side):
                run.append((y, x))
                y, x = y + dr, x + dc
            if run and 0 <= y < ROWS and 0 <= x < COLS and board[y][x] == side:
                out += run
    return out


def play(board, side, r, c):
    turned = flips(board, side, r, c)
    for y, x in turned:
        board[y][x] = side
    if turned:
        board[r][c] = side
    return bool(turned)


def legal(board, side):
    return [(r, c) for r in range(ROWS) for c in range(COLS) if flips(board, side, r, c)]



def grid(moves):
    """The board after `moves` as the rows `Screen.discs` reads."""
    return ["".join(row) for row in replay(moves)[0]]


def square(r, c):
    """A cell's name: `f5` for row 4, column 5 (from 0)."""
    return f"{chr(ord('a') + c)}{r + 1}"
