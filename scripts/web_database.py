"""The game database in a browser: how long an import of WTHOR files takes in the page, and how
long the page takes to read them back after a reload.

    python3 scripts/web_database.py SITE FILE...      # e.g. a .zip of the federation's files

SITE is scripts/build-web.sh's output. Serves it from 127.0.0.1, opens headless Chromium on it
(1000×800, English, the database panel shown), imports FILE... through Game → Import game
database… and the browser's chooser, and prints: the time from the files handed over to the page
saying how many games it read (read and indexed in the database's Web Worker); the time until
the index is written whole in the page's private file system, and its size; then, after a
reload, the time from the reload to the games read again (the index read back, not built). One
run; the machine's load shows in the figures. Needs the websocket-client package (PyPI).
"""

import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "runtime"))
import web_page  # noqa: E402
from screen import SETTINGS  # noqa: E402


def main():
    site, files = sys.argv[1], [os.path.abspath(f) for f in sys.argv[2:]]
    web_page.WAIT = 600
    with web_page.browsing(site) as (page, url):
        page.call("Runtime.enable")
        page.call("Page.enable")
        page.call("Emulation.setDeviceMetricsOverride", width=1000, height=800,
                  deviceScaleFactor=1, mobile=False)
        settings = SETTINGS.format(more=', panels: {"database": true}')
        page.call("Page.addScriptToEvaluateOnNewDocument", source=(
            "if (!sessionStorage.getItem('seeded')) { localStorage.clear();"
            f" localStorage.setItem('othello/settings.ron', {json.dumps(settings)});"
            " sessionStorage.setItem('seeded', '1'); }"))
        page.load("Page.navigate", url=url)
        page.wait_for("the board", lambda: page.screen().board())
        web_page.import_picked(page, files)
        started = time.time()
        games = page.wait_for("the games read", lambda: web_page.told(page))
        read = time.time() - started
        found = page.wait_for("the index kept", lambda: web_page.kept(page))
        written = time.time() - started
        size = sum(os.path.getsize(f) for f in files)
        print(f"import of {len(files)} file(s), {size / 1e6:.1f} MB: {games} games read and indexed "
              f"in {read:.1f} s; the index ({found['wthor.index'][0] / 1e6:.1f} MB) kept after {written:.1f} s")
        page.console.clear()
        started = time.time()
        page.load("Page.reload")
        again = page.wait_for("the games read again", lambda: web_page.told(page))
        print(f"after a reload: {again} games read back in {time.time() - started:.1f} s (page load included)")
        if web_page.kept(page)["wthor.index"] != found["wthor.index"]:
            print("the index was built again after the reload")


if __name__ == "__main__":
    main()
