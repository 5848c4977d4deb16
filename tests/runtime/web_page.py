"""The web page in headless Chromium, as a player meets it.

    python3 tests/runtime/web_page.py SITE_DIR [SHOTS_DIR]

Serves SITE_DIR (scripts/build-web.sh's output) from 127.0.0.1, opens it in headless Chromium
and drives it over the DevTools protocol: with settings in which the computer plays White, it
waits for the board, plays a legal move by a click, sees the computer answer, plays again,
reloads, and finds the game and the settings kept; saves the game as a download (Ctrl+S), opens
a file picked in the browser's chooser (Ctrl+O) and one dropped on the page, lays the dropped
line into the player's own book (the book panel), and imports WTHOR files picked there (Game →
Import game database…), kept with their index in the page's storage across a reload. It fails on any panic or uncaught error in
the console. Every wait is on what it checks, bounded in time; nothing sleeps a fixed time to
let the page catch up. Needs the websocket-client package (PyPI).
"""

import base64
import contextlib
import functools
import http.server
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

import websocket

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from screen import COLS, ROWS, SETTINGS, Screen, grid, legal, replay, square  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WAIT = 60  # seconds: the longest any one wait may take (the page's first load included)


def fail(why):
    print(f"web page test: FAILED: {why}", file=sys.stderr)
    sys.exit(1)


# ---- the page ----
class Page:
    def __init__(self, port):
        deadline = time.time() + WAIT
        while True:
            try:
                tabs = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
                page = next(t for t in tabs if t["type"] == "page")
                break
            except Exception:
                if time.time() > deadline:
                    raise
                time.sleep(0.2)
        self.ws = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=WAIT)
        self.next_id = 0
        self.console = []
        self.loads = 0
        self.choosers = []

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.event(message)

    def event(self, message):
        method = message.get("method")
        if method == "Page.loadEventFired":
            self.loads += 1
        elif method == "Runtime.consoleAPICalled":
            params = message["params"]
            text = " ".join(str(a.get("value", a.get("description", ""))) for a in params["args"])
            self.console.append(f"{params['type']}: {text}")
        elif method == "Page.fileChooserOpened":
            self.choosers.append(message["params"])
        elif method == "Runtime.exceptionThrown":
            details = message["params"]["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            self.console.append(f"exception: {text}")

    def load(self, method, **params):
        """Navigates or reloads, and waits for the document's load event (a screenshot asked
        for between two documents may never be answered)."""
        loads = self.loads
        self.call(method, **params)
        self.ws.settimeout(1)
        try:
            deadline = time.time() + WAIT
            while self.loads == loads:
                if time.time() > deadline:
                    fail(f"waited {WAIT} s for the page to load")
                try:
                    self.event(json.loads(self.ws.recv()))
                except websocket.WebSocketTimeoutException:
                    pass
        finally:
            self.ws.settimeout(WAIT)

    def evaluate(self, expression):
        return self.call("Runtime.evaluate", expression=expression, returnByValue=True)["result"].get("value")

    def screen(self):
        return Screen(base64.b64decode(self.call("Page.captureScreenshot", format="png")["data"]))

    def click(self, x, y):
        self.call("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y)
        self.call("Input.dispatchMouseEvent", type="mousePressed", x=x, y=y, button="left", clickCount=1)
        self.call("Input.dispatchMouseEvent", type="mouseReleased", x=x, y=y, button="left", clickCount=1)

    def key(self, key, code, ctrl=False, shift=False):
        """Presses and releases a key with Ctrl and Shift as asked (`key` as the page reads it)."""
        modifiers = (2 if ctrl else 0) | (8 if shift else 0)
        vk = ord(code[-1])
        for kind in ("keyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", type=kind, key=key, code=code,
                      windowsVirtualKeyCode=vk, modifiers=modifiers)

    def pump(self):
        """Reads the events that came since the last call (a file chooser opened, say)."""
        self.ws.settimeout(0.05)
        try:
            while True:
                self.event(json.loads(self.ws.recv()))
        except websocket.WebSocketTimeoutException:
            pass
        finally:
            self.ws.settimeout(WAIT)

    def wait_for(self, what, check):
        """Polls `check` until it gives something true; fails after WAIT seconds."""
        deadline = time.time() + WAIT
        while True:
            try:
                found = check()
            except RuntimeError:
                # The page is between documents (loading, reloading): look again.
                found = None
            if found:
                return found
            if time.time() > deadline:
                where = os.path.join(tempfile.gettempdir(), "othello-web-failed.png")
                try:
                    open(where, "wb").write(self.screen().png)
                except (RuntimeError, OSError):
                    where = "none"
                fail(f"waited {WAIT} s for {what}; the screen: {where}; console: {self.console[-10:]}")
            time.sleep(0.1)

    def saved_moves(self):
        text = self.evaluate("localStorage.getItem('othello/game.ron')") or ""
        found = re.search(r"moves:\s*\[(.*?)\]", text, re.S)
        return re.findall(r'"([a-p]\d+)"', found.group(1)) if found else []

    def panics(self):
        return [line for line in self.console if "panicked" in line or line.startswith("exception")]


class Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript"}

    def log_message(self, *args):
        pass


def serve(site):
    handler = functools.partial(Quiet, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def chromium(profile):
    """Headless Chromium with its profile in `profile`, and its first tab as a Page."""
    browser = subprocess.Popen([
        shutil.which("chromium") or "chromium", "--headless", "--no-sandbox", "--use-gl=swiftshader",
        "--enable-unsafe-swiftshader", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic", f"--user-data-dir={profile}",
        "--remote-debugging-port=0", "--remote-allow-origins=*", "--window-size=1000,800", "about:blank",
    ], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    port_file = os.path.join(profile, "DevToolsActivePort")
    deadline = time.time() + WAIT
    while not (os.path.exists(port_file) and open(port_file).read().strip()):
        if time.time() > deadline or browser.poll() is not None:
            browser.kill()
            fail("Chromium did not start")
        time.sleep(0.1)
    return browser, Page(int(open(port_file).read().split()[0]))


@contextlib.contextmanager
def browsing(site):
    """`site` served from 127.0.0.1 and headless Chromium with a fresh profile: the Page and the
    site's address, both ended and the profile removed after."""
    server = serve(site)
    profile = tempfile.mkdtemp(prefix="othello-chromium-")
    browser, page = chromium(profile)
    try:
        yield page, f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        browser.kill()
        browser.wait()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)


def main():
    shots = sys.argv[2] if len(sys.argv) > 2 else None
    with browsing(sys.argv[1]) as (page, url):
        run(page, url, shots)


# The computer plays White; the book panel is shown.
MORE = ', white: (computer: true, level: Beginner), panels: {"book": true}'


def run(page, url, shots):
    page.call("Runtime.enable")
    page.call("Page.enable")
    page.call("Emulation.setDeviceMetricsOverride", width=1000, height=800, deviceScaleFactor=1, mobile=False)
    # The settings a player would have chosen, put in the page's storage before its first load
    # only (the tab's session storage remembers that it was done, across the reload).
    seed = (f"if (!sessionStorage.getItem('seeded')) {{ localStorage.clear();"
            f" localStorage.setItem('othello/settings.ron', {json.dumps(SETTINGS.format(more=MORE))});"
            f" sessionStorage.setItem('seeded', '1'); }}")
    page.call("Page.addScriptToEvaluateOnNewDocument", source=seed)
    started = time.time()
    page.load("Page.navigate", url=url)

    def board_now():
        screen = page.screen()
        box = screen.board()
        return box and screen.discs(box) == grid([]) and (screen, box)

    screen, box = page.wait_for("the board", board_now)
    print(f"board drawn {time.time() - started:.1f} s after the page was asked for")
    if shots:
        open(os.path.join(shots, "web-start.png"), "wb").write(screen.png)

    def cell(r, c):
        x0, y0, x1, y1 = box
        return x0 + (c + 0.5) * (x1 - x0) / COLS, y0 + (r + 0.5) * (y1 - y0) / ROWS

    played = []
    for turn in range(2):
        board, side = replay(played)
        assert side == "b", side
        r, c = legal(board, "b")[0]
        page.click(*cell(r, c))
        move = square(r, c)
        # Our move, then the computer's answer, kept in the page's storage.
        moves = page.wait_for(f"{move} and the computer's answer",
                              lambda: (lambda m: len(m) >= len(played) + 2 and m)(page.saved_moves()))
        if moves[len(played)] != move:
            fail(f"played {move}, the page kept {moves}")
        played = moves
        print(f"played {move}, the computer answered {moves[len(played) - 1]}")
        expected = grid(played)
        screen = page.wait_for("the board after the moves", lambda: (lambda s: s.discs(box) == expected and s)(page.screen()))
    if shots:
        open(os.path.join(shots, "web-game.png"), "wb").write(screen.png)

    page.load("Page.reload")
    expected = grid(played)

    def restored():
        screen = page.screen()
        found = screen.board()
        return found and screen.discs(found) == expected and screen

    page.wait_for("the game and the high-contrast theme after a reload", restored)
    if page.saved_moves()[:len(played)] != played:
        fail(f"after the reload the page kept {page.saved_moves()}, not {played}")
    print(f"reloaded: the game ({len(played)} moves) and the settings were kept")
    files(page, played)
    own_book(page)
    database(page)
    if page.panics():
        fail(f"the console says: {page.panics()}")
    print("web page test: passed")


# A game of three moves on the standard board, as another program would write it.
PICKED = ("(;GM[Othello]PC[elsewhere]PB[Ann]PW[Bo]TY[8]BO[8 " + "-" * 27 + "O*------*O" + "-" * 27
          + " *]B[F5]W[D6]B[C3];)\n")

# Another, dropped on the page: a line whose last position the shipped book does not hold.
DROPPED_LINE = ["d3", "c3", "f5", "f6"]
DROPPED = PICKED.replace("B[F5]W[D6]B[C3]", "B[D3]W[C3]B[F5]W[F6]")


def files(page, played):
    """Save (Ctrl+S) hands the game over as a download; Open (Ctrl+O) takes a file picked in
    the browser's chooser and plays it on the board, and so does a file dropped on the page."""
    downloads = tempfile.mkdtemp(prefix="othello-downloads-")
    try:
        page.call("Browser.setDownloadBehavior", behavior="allow", downloadPath=downloads)
        page.key("s", "KeyS", ctrl=True)

        def downloaded():
            path = os.path.join(downloads, "game.ggf")
            text = open(path).read() if os.path.exists(path) else ""
            return text.rstrip().endswith(";)") and text

        text = page.wait_for("the saved game among the downloads", downloaded)
        moves = [m.lower() for m in re.findall(r"\b[BW]\[([A-Pa-p]\d+)", text)]
        if moves != played:
            fail(f"the download holds {moves}, the game was {played}: {text!r}")
        print(f"Save: the game came down as game.ggf ({len(text)} bytes, {len(moves)} moves)")

        picked = os.path.join(downloads, "picked.ggf")
        open(picked, "w").write(PICKED)
        page.call("Page.setInterceptFileChooserDialog", enabled=True)
        page.key("o", "KeyO", ctrl=True)

        def chooser():
            page.pump()
            return page.choosers and page.choosers.pop()

        opened = page.wait_for("the browser's file chooser", chooser)
        page.call("DOM.setFileInputFiles", files=[picked], backendNodeId=opened["backendNodeId"])
        line = ["f5", "d6", "c3"]
        expected = grid(line)
        page.wait_for("the picked game kept", lambda: page.saved_moves() == line)
        page.wait_for("the picked game on the board",
                      lambda: (lambda s: (b := s.board()) and s.discs(b) == expected)(page.screen()))
        print("Open: the picked file's game is on the board and kept")

        # A game file dropped on the page is opened too.
        line = DROPPED_LINE
        page.evaluate("(() => { const dropped = new DataTransfer();"
                      f" dropped.items.add(new File([{json.dumps(DROPPED)}], 'dropped.ggf'));"
                      " const canvas = document.querySelector('canvas');"
                      " for (const kind of ['dragenter', 'dragover', 'drop'])"
                      "   canvas.dispatchEvent(new DragEvent(kind, {dataTransfer: dropped, bubbles: true, cancelable: true}));"
                      " return true; })()")
        expected = grid(line)
        page.wait_for("the dropped game kept", lambda: page.saved_moves() == line)
        page.wait_for("the dropped game on the board",
                      lambda: (lambda s: (b := s.board()) and s.discs(b) == expected)(page.screen()))
        print("Drop: the dropped file's game is on the board and kept")
    finally:
        shutil.rmtree(downloads, ignore_errors=True)


# ---- the game database ----
def wthor_header(games, names, year):
    return bytes([20, 26, 12, 7]) + struct.pack("<IHHBBBB", games, names, year, 8, 0, 0, 0)


def wthor_files(folder, year, games):
    """A year of `games` copies of one game (f5 d6 c3, Black 40) as the federation's files, with
    the players' and tournaments' names; the paths written."""
    moves = [10 * int(m[1]) + ord(m[0]) - 96 for m in ("f5", "d6", "c3")]
    record = struct.pack("<HHHBB", 0, 0, 1, 40, 40) + bytes(moves + [0] * (60 - len(moves)))
    names = {"WTH.JOU": (["Ada Black", "Bo White"], 20), "WTH.TRN": (["Web Open"], 26)}
    written = {f"WTH_{year}.wtb": wthor_header(games, 0, year) + record * games}
    for name, (items, width) in names.items():
        written[name] = wthor_header(0, len(items), 0) + b"".join(
            n.encode("latin-1").ljust(width, b"\0") for n in items)
    for name, data in written.items():
        open(os.path.join(folder, name), "wb").write(data)
    return sorted(os.path.join(folder, name) for name in written)


# The page's private file system, listed: folders' files by name, files with size and time.
KEPT = """(async () => { const root = await navigator.storage.getDirectory(); const out = {};
  for await (const [name, h] of root.entries()) {
    if (h.kind === 'directory') { for await (const n of h.keys()) out[name + '/' + n] = 0; }
    else { const f = await h.getFile(); out[name] = [f.size, f.lastModified]; } }
  return out; })()"""

# Where Game → Import game database… is in the page at 1000×800, in English: the Game menu, then
# its item (the menu's order: New game, Restart, the two seats, Open, Save, Save as, Import).
GAME_MENU = (26, 12)
IMPORT_ITEM = (80, 209)


def import_picked(page, paths):
    """Game → Import game database…, the browser's chooser answered with `paths`."""
    page.call("Page.setInterceptFileChooserDialog", enabled=True)
    page.console.clear()

    def item_row():
        screen = page.screen()
        x, y = IMPORT_ITEM
        return [screen.pixel(x + dx, y) for dx in range(-60, 60, 2)]

    closed = item_row()
    page.click(*GAME_MENU)
    page.wait_for("the Game menu", lambda: item_row() != closed)
    page.click(*IMPORT_ITEM)

    def chooser():
        page.pump()
        return page.choosers and page.choosers.pop()

    opened = page.wait_for("the browser's file chooser for the import", chooser)
    page.call("DOM.setFileInputFiles", files=paths, backendNodeId=opened["backendNodeId"])


def told(page):
    """How many games the page last said its database read (None before it says)."""
    page.pump()
    said = [re.search(r"game database: (\d+) games", line) for line in page.console]
    said = [int(m.group(1)) for m in said if m]
    return said[-1] if said else None


def kept(page):
    """The page's private file system once the index is written whole (None before)."""
    found = page.call("Runtime.evaluate", expression=KEPT, awaitPromise=True,
                      returnByValue=True)["result"].get("value") or {}
    index = found.get("wthor.index")
    return index and index[0] > 0 and "wthor.index.crswap" not in found and found


# The book panel's "Add this line to my book" at 1000x800 beside the dropped line's position
# (the panel is shown by the settings the test starts with).
ADD_LINE = (895, 95)
OWN_BOOK = "othello/data/own-book.bin"


def book_positions(data):
    """The number of positions of each book of a book file, by (rows, cols, win rule)."""
    if data[:8] != b"OTHBOOK\0":
        fail(f"not a book file: {data[:16]!r}")
    pos, count = 16, struct.unpack("<I", data[12:16])[0]
    books = {}
    for _ in range(count):
        rows, cols, rule = data[pos], data[pos + 1], data[pos + 2]
        positions = struct.unpack("<I", data[pos + 5:pos + 9])[0]
        pos += 9
        for _ in range(positions):
            pos += (rows * cols + 3) // 4 + 2
            pos += 1 + 3 * data[pos]
        books[(rows, cols, rule)] = positions
    return books


def own_book(page):
    """The book panel's "Add this line to my book" on a line whose last position the shipped
    book does not hold: the engine lays it in in a worker and hands the grown book back, and
    the page keeps it in its storage (a file of bytes, in base64): the shipped 8x8 book with
    one position more."""
    shipped = book_positions(open(os.path.join(ROOT, "assets", "book.bin"), "rb").read())
    page.click(*ADD_LINE)

    def grown():
        text = page.evaluate(f"localStorage.getItem('{OWN_BOOK}')") or ""
        return text.startswith("\0base64:") and base64.b64decode(text[len("\0base64:"):])

    started = time.time()
    books = book_positions(page.wait_for("the own book in the page's storage", grown))
    if books != {(8, 8, 0): shipped[(8, 8, 0)] + 1}:
        fail(f"the own book holds {books}, the shipped 8x8 book {shipped[(8, 8, 0)]} positions")
    print(f"Own book: the line's new position laid in by a worker and kept, "
          f"{time.time() - started:.1f} s after the click")


def database(page):
    """Game → Import game database… takes WTHOR files picked in the browser's chooser: the
    database's worker reads them (the page says how many games), the page's private file system
    keeps them and their index, and after a reload the games are read again from there with the
    index kept, not built anew."""
    folder = tempfile.mkdtemp(prefix="othello-wthor-")
    try:
        import_picked(page, wthor_files(folder, 2001, 3))
        page.wait_for("the page to say the 3 games were read", lambda: told(page) == 3)
        # The page asked the browser to keep its storage; the browser answers as its rules say.
        answer = page.wait_for("the browser's answer on keeping the page's storage",
                               lambda: page.pump() or next((line for line in page.console
                                                            if "keeps the page's storage" in line), None))
        found = page.wait_for("the files and their index in the page's storage", lambda: kept(page))
        names = sorted(k for k in found if k.startswith("wthor/"))
        if names != ["wthor/WTH.JOU", "wthor/WTH.TRN", "wthor/WTH_2001.wtb"]:
            fail(f"the page's storage holds {sorted(found)}")
        print(f"Import: 3 games read, kept with an index of {found['wthor.index'][0]} bytes; {answer}")

        page.console.clear()
        page.load("Page.reload")
        page.wait_for("the page to say the 3 games were read again after a reload", lambda: told(page) == 3)
        again = page.wait_for("the storage after the reload", lambda: kept(page))
        if again["wthor.index"] != found["wthor.index"]:
            fail(f"the index was built again after the reload: {found['wthor.index']} then {again['wthor.index']}")
        print("Import: after a reload the games were read again from the page's storage, the index kept")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
