"""The engine's speed in a browser's Web Worker, beside native.

    cargo run --release --example platform_speed -- --jobs /tmp/jobs.ron
    python3 scripts/web_speed.py SITE /tmp/jobs.ron

SITE is scripts/build-web.sh's output. Serves it from 127.0.0.1, opens headless Chromium on it,
starts one worker from the page's worker.js as the page does, and hands it the analysis jobs
that examples/platform_speed wrote (and ran natively), one after the other; each job's speed is
its last report's nodes over its own elapsed time, so the page's loading is not counted. Prints
each position's figure and their median. Needs the websocket-client package (PyPI).
"""

import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "runtime"))
import web_page  # noqa: E402


def main():
    site, jobs_file = sys.argv[1], sys.argv[2]
    jobs = [line for line in open(jobs_file).read().splitlines() if line.strip()]
    server = web_page.serve(site)
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    profile = tempfile.mkdtemp(prefix="othello-chromium-")
    browser = subprocess.Popen([
        shutil.which("chromium") or "chromium", "--headless", "--no-sandbox", "--disable-gpu",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--no-first-run", f"--user-data-dir={profile}", "--remote-debugging-port=0",
        "--remote-allow-origins=*", "about:blank",
    ], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        port_file = os.path.join(profile, "DevToolsActivePort")
        deadline = time.time() + 60
        while not (os.path.exists(port_file) and open(port_file).read().strip()):
            if time.time() > deadline:
                sys.exit("Chromium did not start")
            time.sleep(0.1)
        page = web_page.Page(int(open(port_file).read().split()[0]))
        page.ws.settimeout(3600)
        page.call("Runtime.enable")
        page.call("Page.enable")
        page.load("Page.navigate", url=f"{origin}/othello.png")
        script = """(async (jobs) => {
            const worker = new Worker("/worker.js", { type: "module" });
            worker.postMessage("/othello_bg.wasm");
            const last = [];
            for (const job of jobs) {
                last.push(await new Promise((resolve) => {
                    let report = null;
                    worker.onmessage = (e) => { if (e.data === "end") resolve(report); else report = e.data; };
                    worker.postMessage(job);
                }));
            }
            worker.terminate();
            return last;
        })(%s)""" % json.dumps(jobs)
        answer = page.call("Runtime.evaluate", expression=script, awaitPromise=True, returnByValue=True)
        reports = answer["result"].get("value") or []
        speeds = []
        for i, report in enumerate(reports):
            nodes = re.search(r"nodes:(\d+)", report or "")
            elapsed = re.search(r"elapsed:\(secs:(\d+),nanos:(\d+)\)", report or "")
            depth = re.search(r"depth:(\d+)", report or "")
            if not (nodes and elapsed):
                sys.exit(f"position {i + 1}: no analysis came back ({report!r}); console: {page.console}")
            seconds = int(elapsed.group(1)) + int(elapsed.group(2)) / 1e9
            speed = int(nodes.group(1)) / max(seconds, 1e-6)
            speeds.append(speed)
            print(f"position {i + 1:>2}: depth {depth.group(1):>2}, {nodes.group(1):>10} nodes in {seconds:7.3f} s,"
                  f" {speed / 1e6:6.2f} M nodes/s")
        print(f"web worker (Chromium), one thread: median {statistics.median(speeds) / 1e6:.2f} M nodes/s"
              f" over {len(speeds)} positions")
    finally:
        browser.kill()
        browser.wait()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    main()
