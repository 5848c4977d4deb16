"""The Windows programs under Wine, in a virtual display, as a player meets them.

    python3 tests/runtime/windows_exe.py WINDOWS_DIR [SHOTS_DIR]

WINDOWS_DIR is scripts/build-windows.sh's output. Checks that othello.exe is a window program
and the others console programs; that othello-console.exe answers the seed protocol's example
transcript byte for byte; that othello.exe starts, draws the board, plays a move on a click,
and on a graceful close keeps the game in %APPDATA%. Every wait is on what it checks, bounded
in time. Needs wine, Xvfb, xdotool and ImageMagick's import.
"""

import glob
import getpass
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from screen import COLS, ROWS, SETTINGS, Screen, grid, legal, replay, square  # noqa: E402

WAIT = 180  # seconds: the longest any one wait may take (Wine's first start included)
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CONSOLE = ["othello-console", "othello-engine", "othello-arena", "othello-archive"]


def fail(why):
    print(f"Windows test: FAILED: {why}", file=sys.stderr)
    sys.exit(1)


def wait_for(what, check, limit=WAIT):
    deadline = time.time() + limit
    while True:
        found = check()
        if found:
            return found
        if time.time() > deadline:
            fail(f"waited {limit} s for {what}")
        time.sleep(0.2)


def subsystem(exe):
    """The PE header's subsystem: 2 for a window program, 3 for a console program."""
    data = open(exe, "rb").read(4096)
    pe = int.from_bytes(data[0x3C:0x40], "little")
    assert data[pe:pe + 4] == b"PE\0\0", exe
    return int.from_bytes(data[pe + 0x5C:pe + 0x5E], "little")


def start_display():
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
                            pass_fds=[write], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read, 16)
        if not chunk:
            fail("Xvfb did not start")
        number += chunk
    os.close(read)
    return xvfb, f":{number.decode().strip()}"


def main():
    exes = sys.argv[1]
    shots = sys.argv[2] if len(sys.argv) > 2 else None
    if subsystem(os.path.join(exes, "othello.exe")) != 2:
        fail("othello.exe is not a window program: a console window would open beside it")
    for name in CONSOLE:
        if subsystem(os.path.join(exes, f"{name}.exe")) != 3:
            fail(f"{name}.exe is not a console program")
    print("othello.exe is a window program; the other four are console programs")

    work = tempfile.mkdtemp(prefix="othello-wine-")
    xvfb, display = start_display()
    env = dict(os.environ, WINEPREFIX=os.path.join(work, "prefix"), WINEDEBUG="-all",
               WINEDLLOVERRIDES="mscoree,mshtml=", DISPLAY=display)
    try:
        run(exes, work, env, shots)
    finally:
        subprocess.run(["wineserver", "-k"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        xvfb.kill()
        xvfb.wait()
        shutil.rmtree(work, ignore_errors=True)


def run(exes, work, env, shots):
    subprocess.run(["wine", "wineboot", "--init"], env=env, check=True, timeout=WAIT,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    programs = os.path.join(work, "programs")
    shutil.copytree(exes, programs)
    # Rust's standard library asks Windows 10's bcryptprimitives.dll for random numbers; a
    # Wine without that DLL gets a stand-in beside the programs (never shipped with them).
    wine_dlls = glob.glob("/usr/lib/*/wine/x86_64-windows/bcryptprimitives.dll")
    if not wine_dlls:
        source = os.path.join(ROOT, "..", "shared", "web", "bcryptprimitives.c")
        subprocess.run(["x86_64-w64-mingw32-gcc", "-O2", "-shared", "-s", "-o",
                        os.path.join(programs, "bcryptprimitives.dll"), source, "-ladvapi32"], check=True)

    # The console: the seed's example transcript, byte for byte.
    data = os.path.join(ROOT, "tests", "data", "console")
    answer = subprocess.run(["wine", os.path.join(programs, "othello-console.exe")], env=env, timeout=WAIT,
                            stdin=open(os.path.join(data, "seed-example.in"), "rb"), capture_output=True)
    expected = open(os.path.join(data, "seed-example.out"), "rb").read()
    if answer.stdout != expected:
        fail(f"othello-console.exe's transcript differs (exit {answer.returncode}):\n"
             f"{answer.stdout[:400]!r}\nexpected\n{expected[:400]!r}")
    print(f"othello-console.exe answered the seed's example byte for byte ({len(expected)} bytes)")

    # The window, with settings already chosen (two people at the board, the high-contrast
    # theme), where the Windows build keeps them.
    config = os.path.join(env["WINEPREFIX"], "drive_c", "users", getpass.getuser(), "AppData", "Roaming",
                          "othello", "config")
    os.makedirs(config)
    open(os.path.join(config, "settings.ron"), "w").write(SETTINGS.format(more="") + "\n")
    started = time.time()
    window = subprocess.Popen(["wine", os.path.join(programs, "othello.exe")], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def screen():
        shot = subprocess.run(["import", "-window", "root", "png24:-"], env=env, capture_output=True)
        return Screen(shot.stdout) if shot.returncode == 0 and shot.stdout else None

    def board():
        s = screen()
        box = s and s.board()
        return box and s.discs(box) == grid([]) and (s, box)

    s, box = wait_for("othello.exe's board", board)
    print(f"othello.exe drew the board {time.time() - started:.1f} s after it was started")
    r, c = legal(replay([])[0], "b")[0]
    x0, y0, x1, y1 = box
    x, y = x0 + (c + 0.5) * (x1 - x0) / COLS, y0 + (r + 0.5) * (y1 - y0) / ROWS
    subprocess.run(["xdotool", "mousemove", str(int(x)), str(int(y)), "click", "1"], env=env, check=True)
    move = square(r, c)
    s = wait_for(f"{move} on the board", lambda: (lambda s: s and s.discs(box) == grid([move]) and s)(screen()))
    print(f"a click on {move} played it")
    if shots:
        open(os.path.join(shots, "windows-game.png"), "wb").write(s.png)

    subprocess.run(["wine", "taskkill", "/im", "othello.exe"], env=env, timeout=WAIT,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        window.wait(timeout=WAIT)
    except subprocess.TimeoutExpired:
        window.kill()
        fail("othello.exe did not close when asked to")
    game = os.path.join(config, "game.ron")
    saved = open(game).read() if os.path.exists(game) else ""
    if f'"{move}"' not in saved:
        fail(f"after closing, %APPDATA%\\othello\\config\\game.ron holds {saved[:300]!r}, not the move {move}")
    print(f"othello.exe closed and kept the game in %APPDATA%\\othello\\config (exit {window.returncode})")
    print("Windows test: passed")


if __name__ == "__main__":
    main()
