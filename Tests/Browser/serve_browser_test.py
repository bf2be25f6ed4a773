#!/usr/bin/env python3
"""Drives Debian's Chromium (Playwright, no browser download) against `apiref serve`.

Checks that a page open in the browser reloads by itself after its Markdown is saved and
shows the new text; that the preview's own pages load its scripts and data while a page
of another origin can neither load them with <script src> nor open the live socket; that content with an error shows the overlay with the file, line and
message while the page still works; and that fixing it removes the overlay on the next
reload. With --edits N it also saves one member's prose N times and prints the save to
reload time (median and 95th percentile), for Benchmarks/run.

Usage: serve_browser_test.py APIREF CONTENT_DIR PAGE MEMBER_SENTENCE [--edits N]
  PAGE is a page's path in the site (Kit/Gauge.html), MEMBER_SENTENCE a sentence of a
  member's prose in that page's Markdown file, which the test edits.
Exit status 0 when every check passes.
"""
import http.server
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from playwright.sync_api import sync_playwright

FAILED = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        FAILED.append(what)


def find_file(content, sentence):
    for folder, _, files in os.walk(content):
        for name in files:
            if name.endswith(".md"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as handle:
                    if sentence in handle.read():
                        return path
    sys.exit("no Markdown file holds: " + sentence)


def replace(path, old, new):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    assert old in text, old
    # Written as an editor saves: a new file renamed over the old one.
    temporary = path + ".saving"
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(text.replace(old, new, 1))
    os.replace(temporary, path)


def other_origin(preview):
    """Serves, on another port of this machine, a page that tries to load the preview's
    scripts and open its live socket, as any site the author visits could; returns its URL
    and the server to shut down."""
    page = ("<!doctype html><title>elsewhere</title><script>window.seen = {};</script>"
            + "".join('<script src="%s%s" onload="seen[\'%s\']=\'loaded\'" onerror="seen[\'%s\']=\'refused\'"></script>'
                      % (preview, path, path, path) for path in ("nav-index.js", "search/index.js"))
            + "<script>var socket = new WebSocket('%s'); socket.onopen = function () { seen.socket = 'open'; };"
              " socket.onerror = function () { seen.socket = 'refused'; };</script>"
              % (preview.replace("http://", "ws://") + "__apiref/live"))

    class Page(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            body = page.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *arguments):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Page)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    # localhost, not 127.0.0.1: another site to the browser, as well as another origin.
    return "http://localhost:%d/" % server.server_address[1], server


def main():
    arguments = sys.argv[1:]
    edits = 0
    if "--edits" in arguments:
        at = arguments.index("--edits")
        edits = int(arguments[at + 1])
        del arguments[at:at + 2]
    apiref, source, page, sentence = arguments
    work = tempfile.mkdtemp(prefix="apiref-serve-browser-")
    content = os.path.join(work, "content")
    shutil.copytree(source, content)
    environment = dict(os.environ, APIREF_INDEX_DIR=os.path.join(work, "index"))
    server = subprocess.Popen([apiref, "serve", "--content", content, "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True, env=environment)
    try:
        line = server.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:\d+/", line)
        if not match:
            sys.exit("serve printed no URL: " + line)
        url = match.group(0) + page
        markdown = find_file(content, sentence)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            tab = browser.new_page()
            tab.goto(url)
            tab.wait_for_function("() => document.readyState === 'complete'")
            check(tab.locator("text=" + sentence).count() >= 1, "the page shows the member's sentence")
            statuses = tab.evaluate("""() => Promise.all(['nav-index.js', 'search/index.js', '__apiref/status']
                .map(path => fetch('/' + path).then(response => response.status)))""")
            check(statuses == [200, 200, 200], "the preview's own page reads its scripts and data: %s" % statuses)

            # Another origin (any site the author visits) gets neither the scripts nor the socket.
            elsewhere, other = other_origin(match.group(0))
            try:
                stranger = browser.new_page()
                stranger.goto(elsewhere)
                stranger.wait_for_function("() => seen['nav-index.js'] && seen['search/index.js'] && seen.socket", timeout=10000)
                seen = stranger.evaluate("() => seen")
                check(seen.get("nav-index.js") == "refused" and seen.get("search/index.js") == "refused",
                      "another site's <script src> cannot load the preview's index: %s" % seen)
                check(seen.get("socket") == "refused", "another site cannot open the live socket: %s" % seen)
                stranger.close()
            finally:
                other.shutdown()
            # Give the page's socket a moment to say hello before the first save.
            tab.wait_for_timeout(300)

            # Save: the page reloads by itself and shows the new words.
            with tab.expect_event("load", timeout=15000):
                replace(markdown, sentence, sentence.rstrip(".") + " and reloads.")
            check(tab.locator("text=and reloads.").count() >= 1, "after a save the open page reloads with the new text")

            # Break it: the overlay names the file, the line and the message.
            with open(markdown, encoding="utf-8") as handle:
                text = handle.read()
            availability = re.search(r"^- Availability: .*$", text, re.M).group(0)
            with tab.expect_event("load", timeout=15000):
                replace(markdown, availability, "- Availability: iOS three")
            overlay = tab.locator("#apiref-overlay")
            overlay.wait_for(timeout=10000)
            check("malformed availability" in overlay.inner_text() and os.path.basename(markdown) in overlay.inner_text(),
                  "content with an error shows the overlay with file, line and message")
            check(tab.locator("h1").count() == 1, "the page under the overlay still renders")

            # Fix it: the overlay is gone after the reload.
            with tab.expect_event("load", timeout=15000):
                replace(markdown, "- Availability: iOS three", availability)
            tab.wait_for_timeout(500)
            check(tab.locator("#apiref-overlay").count() == 0, "fixing the error removes the overlay")

            if edits:
                # Timed in the browser's own clock (the same wall clock as the save's): from
                # the save to the reloaded page's first paint, which shows the new words, and
                # to its load event, after the sidebar's tree and the scripts.
                painted, loaded = [], []
                current = sentence.rstrip(".") + " and reloads."
                for number in range(edits):
                    new = sentence.rstrip(".") + " edit %d." % number
                    saved = time.time() * 1000
                    with tab.expect_event("load", timeout=15000):
                        replace(markdown, current, new)
                    tab.locator("text=" + new).first.wait_for(timeout=15000)
                    origin, paint, load = tab.evaluate("""() => [performance.timeOrigin,
                        (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime,
                        performance.getEntriesByType('navigation')[0].loadEventEnd]""")
                    check(paint is not None, "the reloaded page reports its first paint")
                    painted.append(origin + (paint or 0) - saved)
                    loaded.append(origin + load - saved)
                    current = new
                    tab.wait_for_timeout(100)

                def p95(times):
                    times = sorted(times)
                    return times[min(len(times) - 1, int(round(0.95 * len(times))) - 1)]
                print("save to reload: median %.0f ms, p95 %.0f ms over %d saves (to the new page's first paint)"
                      % (statistics.median(painted), p95(painted), len(painted)))
                print("save to load event: median %.0f ms, p95 %.0f ms" % (statistics.median(loaded), p95(loaded)))
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)
    print("serve checks: %d failed" % len(FAILED))
    return 1 if FAILED else 0


if __name__ == "__main__":
    sys.exit(main())
