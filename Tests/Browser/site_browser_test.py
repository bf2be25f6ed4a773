#!/usr/bin/env python3
"""Drives Debian's Chromium through Playwright (no browser download) over a built apiref
site, from file:// and from a web server under a sub-path.

Checks keyboard-only search from "/" to a member entry, the shared ranking list and the
terminal's own results, the readers' queries (Japanese and English, with the term list's
variants) (also on a copy built with tiny search nodes, so that every query
goes through cut nodes as on a 10,000-class site), the results page, typo tolerance, the
Japanese copy, on-this-page, the deprecated toggle and version filter, the sidebar, a page
without JavaScript, and saves screenshots (desktop and phone, light and dark).

Usage: site_browser_test.py SITE_DIR SCREENSHOT_DIR APIREF CONTENT_DIR.
Exit status 0 when every check passes.
"""
import functools
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading

from playwright.sync_api import sync_playwright

HERE = os.path.dirname(os.path.abspath(__file__))
QUERIES = os.path.join(HERE, "..", "APIRefCoreTests", "Fixtures", "search-queries.json")
# Twenty queries a reader would type, each with the member it must find in its first three
# (the terminal's side is Tests/EndToEndTests/ReaderQueryTests.swift).
READER_QUERIES = os.path.join(HERE, "..", "APIRefCoreTests", "Fixtures", "reader-queries.json")
# A widget whose Japanese summaries say 回転 and イメージ in the ways TextRanking orders
# (Tests/APIRefCoreTests/TextRankingTests.swift holds the terminal to the same).
TEXT_RANKING = os.path.join(HERE, "..", "APIRefCoreTests", "Fixtures", "TextRanking")
# Queries whose name matches both searches must list in the same order (the terminal's
# text matches, ranked by bm25, are left out of the comparison).
COMPARED = ["accessory", "accesoryType", "reuseId", "TableView", "tableViw", "HeaderFooter", "UIT", "ui",
            "cellFor", "UITableViewCell.accessoryType", "numberOfRows", "dequeReusableCell", "scroll",
            "editingStyle", "indexPathFor", "selectRow", "UIScrollViewDel"]


def url(site, path):
    return "file://" + os.path.join(site, path)


def names(results):
    return [(entry[1] + "." if entry[1] else "") + entry[0] for entry in results]


def site_search(page, query, limit=20):
    return page.evaluate("([q, n]) => window.APIREF_SEARCH(q, n)", [query, limit])


def keyboard_search_checks(page, site, failures):
    """From the home page with the keyboard alone: "/" focuses the box, typing lists results,
    Enter opens the first, and the member's entry is on screen below the header."""
    page.goto(url(site, "index.html"))
    page.keyboard.press("/")
    if page.evaluate("document.activeElement && document.activeElement.id") != "search-box":
        failures.append("'/' did not focus the search box")
    page.keyboard.type("accessoryType")
    page.wait_for_selector("#search-results li a")
    label = page.inner_text("#search-results li a")
    if "accessoryType" not in label:
        failures.append("first result is %r, not accessoryType" % label)
    page.keyboard.press("Enter")
    page.wait_for_url("**#accessoryType")
    if not page.url.endswith("UIKit/UITableViewCell.html#accessoryType"):
        failures.append("Enter led to %s" % page.url)
    page.wait_for_timeout(200)
    top = page.evaluate("document.getElementById('accessoryType').getBoundingClientRect().top")
    header = page.evaluate("document.querySelector('.site-header').getBoundingClientRect().bottom")
    height = page.evaluate("window.innerHeight")
    if not (header - 1 <= top < height):
        failures.append("the accessoryType entry is not on screen below the header (top %s, header %s)" % (top, header))
    # A typo still finds the member, from the box.
    page.goto(url(site, "index.html"))
    page.fill("#search-box", "accesoryType")
    page.wait_for_selector("#search-results li a")
    if "accessoryType" not in page.inner_text("#search-results li a"):
        failures.append("the typo 'accesoryType' does not find accessoryType first")
    page.keyboard.press("Escape")
    if page.is_visible("#search-results"):
        failures.append("Escape left the results open")


def ranking_checks(page, site, apiref, content, failures, label):
    """The shared query list, and the terminal's name matches, in the same order."""
    page.goto(url(site, "index.html"))
    with open(QUERIES) as handle:
        cases = json.load(handle)
    for case in cases:
        found = names(site_search(page, case["query"]))
        if not found or found[0] not in (case["first"], case.get("swift")):
            failures.append("%s: site search for %r ranks %r first, not %r" % (label, case["query"], found[:3], case["first"]))
        if "finds" in case and case["finds"] not in found[:case.get("within", 10)]:
            failures.append("%s: site search for %r does not find %r in its first %d"
                            % (label, case["query"], case["finds"], case.get("within", 10)))
    for query in COMPARED:
        results = site_search(page, query)
        site = [(name, entry[6]) for name, entry in zip(names(results), results) if entry[6] < 6]
        terminal = subprocess.run([apiref, "search", "--content", content, "--format", "json", "--limit", "20", query],
                                  capture_output=True, text=True)
        # A symbol Swift spells otherwise may show under either name (the better-ranked one).
        expected = [((r["container"] + "." if r.get("container") and r["kind"] not in ("class", "protocol", "category", "article") else "")
                     + r["name"], r.get("swiftPath"), r["tier"]) for r in json.loads(terminal.stdout or "[]") if r["tier"] < 6]
        same = len(site) == len(expected) and all(name in (objc, swift) and tier == want
                                                  for (name, tier), (objc, swift, want) in zip(site, expected))
        if not same or not site:
            failures.append("%s: for %r the site lists %r, the terminal %r" % (label, query, site[:6], expected[:6]))


def reader_query_checks(page, site, failures, label):
    """The readers' queries, each in its copy of the site (ja/ or the root): the member in
    the first three, under its Objective-C or its Swift spelling."""
    with open(READER_QUERIES) as handle:
        cases = json.load(handle)
    for copy in ("en", "ja"):
        page.goto(url(site, ("ja/" if copy == "ja" else "") + "index.html"))
        for case in (case for case in cases if case["copy"] == copy):
            found = names(site_search(page, case["query"], 3))
            if case["member"] not in found and case.get("swift") not in found:
                failures.append("%s: site search for %r lists %r, not %r" % (label, case["query"], found, case["member"]))


def text_ranking_checks(page, apiref, failures):
    """The order of text matches on a small site: a summary about the query first, the whole
    query before its words scattered, a constant after a property of the same strength; a
    variant terms.yml rejects finds the preferred word, and the other way round."""
    folder = tempfile.mkdtemp()
    try:
        site = os.path.join(folder, "site")
        built = subprocess.run([apiref, "build", "--content", TEXT_RANKING, "--output", site], capture_output=True, text=True)
        if built.returncode != 0:
            failures.append("building the text-ranking fixture failed: %s" % built.stderr)
            return
        page.goto(url(site, "ja/index.html"))
        expected = {"回転": ["spin:", "turns", "spinning", "WidgetStyleSpinning"], "イメージ": ["picture", "thumbnail", "frameView"]}
        for query, order in expected.items():
            found = [entry[0] for entry in site_search(page, query)]
            if found != order:
                failures.append("text ranking: %r lists %r, not %r" % (query, found, order))
        found = [entry[0] for entry in site_search(page, "部品の回転")]
        if not found or found[0] != "turns" or "stop" in found:
            failures.append("text ranking: '部品の回転' lists %r: turns, which holds the whole query, first" % found)
        found = [entry[0] for entry in site_search(page, "画像")]
        if sorted(found) != ["picture", "thumbnail"]:
            failures.append("text ranking: '画像' lists %r, not picture (which still says イメージ) and thumbnail" % found)
    finally:
        shutil.rmtree(folder)


def results_page_checks(page, site, failures):
    """search.html?q=… lists every match, fifty at a time, with the query's words marked."""
    page.goto(url(site, "search.html") + "?q=reuse")
    page.wait_for_selector("#search-page-results li")
    count = len(page.query_selector_all("#search-page-results li"))
    if count <= 10:
        failures.append("the results page lists only %d matches for 'reuse'" % count)
    if not page.query_selector_all("#search-page-results mark"):
        failures.append("the results page marks no matching word")
    said = page.inner_text("#search-page-count")
    if not said.startswith(str(count)):
        failures.append("the results page says %r for %d results" % (said, count))
    page.goto(url(site, "search.html") + "?q=table")
    page.wait_for_selector("#search-page-results li")
    total = int(page.inner_text("#search-page-count").split()[0])
    shown = len(page.query_selector_all("#search-page-results li"))
    if total > 50:
        if shown != 50 or not page.is_visible("#search-page-more"):
            failures.append("the results page shows %d of %d results at first, without a More button" % (shown, total))
        page.click("#search-page-more")
        page.wait_for_function("n => document.querySelectorAll('#search-page-results li').length > n", arg=shown)
        if len(page.query_selector_all("#search-page-results li")) != min(total, 100):
            failures.append("More results did not add the next fifty")
    else:
        failures.append("'table' has only %d results; the test expects more than fifty" % total)


def japanese_checks(page, site, shots, failures):
    """The Japanese copy under ja/: its lang, alternates, the switcher, and Japanese queries
    (half-width kana too) finding the article that says them."""
    page.goto(url(site, "ja/Articles/DynamicPrototypesVersusStaticCells.html"))
    if page.evaluate("document.documentElement.lang") != "ja":
        failures.append("the ja page is not lang=ja")
    alternates = page.evaluate("Array.from(document.querySelectorAll('link[rel=alternate]')).map(l => [l.hreflang, l.href])")
    if sorted(code for code, _ in alternates) != ["en", "ja"]:
        failures.append("a translated page names alternates %r" % alternates)
    for code, href in alternates:
        if not os.path.exists(href.replace("file://", "")):
            failures.append("hreflang=%s leads to a missing page %s" % (code, href))
    page.screenshot(path=os.path.join(shots, "ja-article-page.png"))
    page.click(".language-switcher a[hreflang=en]")
    page.wait_for_url("**/Articles/DynamicPrototypesVersusStaticCells.html")
    if "/ja/" in page.url or page.evaluate("document.documentElement.lang") != "en":
        failures.append("the switcher led to %s" % page.url)
    for query in ("動的プロトタイプ", "ｾﾙ"):
        page.goto(url(site, "ja/search.html"))
        page.fill("#search-box", query)
        try:
            page.wait_for_selector("#search-results li a", timeout=5000)
        except Exception:
            failures.append("the Japanese search found nothing for %s" % query)
            continue
        href = page.get_attribute("#search-results li a", "href")
        if query == "動的プロトタイプ" and "DynamicPrototypesVersusStaticCells" not in href:
            failures.append("the first result for %s leads to %s" % (query, href))


def page_behaviour_checks(page, site, shots, failures):
    """On this page follows the scroll; the deprecated toggle hides, remembers and restores;
    the version filter hides what came later."""
    page.set_viewport_size({"width": 1500, "height": 900})
    page.goto(url(site, "UIKit/UITableViewCell.html"))
    page.evaluate("document.getElementById('section-Instance-Methods').scrollIntoView()")
    page.wait_for_timeout(500)
    current = page.evaluate("(a => a ? a.getAttribute('href') : null)(document.querySelector('.on-this-page a[aria-current]'))")
    if current != "#section-Instance-Methods":
        failures.append("on this page marks %r, not the Instance Methods section in view" % current)
    if not page.query_selector_all("button.copy-button"):
        failures.append("no copy button beside the declarations")
    page.evaluate("window.scrollTo(0, 0)")
    page.click("#hide-deprecated")
    if page.is_visible("#font"):
        failures.append("hiding deprecated members left 'font' on the page")
    page.goto(url(site, "UIKit/UITableView.html"))
    if not page.is_checked("#hide-deprecated"):
        failures.append("the deprecated toggle was not remembered on the next page")
    page.goto(url(site, "UIKit/UITableViewCell.html"))
    page.click("#hide-deprecated")
    if not page.is_visible("#font"):
        failures.append("showing deprecated members again did not bring 'font' back")
    # In iOS 3.0, separatorInset (iOS 7.0) does not exist yet.
    page.select_option("#version-filter", "iOS 3.0")
    if page.is_visible("#separatorInset") or not page.is_visible("#accessoryType"):
        failures.append("showing iOS 3.0 did not hide separatorInset (iOS 7.0) and keep accessoryType")
    page.select_option("#version-filter", "")
    if not page.is_visible("#separatorInset"):
        failures.append("showing every version did not bring separatorInset back")
    page.screenshot(path=os.path.join(shots, "class-page-wide.png"))


def sidebar_checks(browser, site, shots, failures):
    """The sidebar from nav-index.js: the current page marked; the filter narrows to a class
    that opens. Then screenshots, and a page without JavaScript."""
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    page.goto(url(site, "UIKit/UITableViewCell.html"))
    page.wait_for_selector(".sidebar a[aria-current='page']")
    current = page.inner_text(".sidebar a[aria-current='page']")
    if current != "UITableViewCell":
        failures.append("the sidebar marks %r as the current page" % current)
    page.fill(".sidebar-filter", "scrollviewdel")
    visible = [link for link in page.query_selector_all(".sidebar details > ul > li > a") if link.is_visible()]
    if [link.inner_text() for link in visible] != ["UIScrollViewDelegate"]:
        failures.append("the sidebar filter leaves %r" % [link.inner_text() for link in visible])
    else:
        visible[0].click()
        page.wait_for_url("**/UIScrollViewDelegate.html")
    page.close()
    for width, height, name in ((1400, 900, "desktop"), (390, 844, "phone")):
        for scheme in ("light", "dark"):
            page = browser.new_page(viewport={"width": width, "height": height}, color_scheme=scheme)
            page.goto(url(site, "UIKit/UITableViewCell.html"))
            page.wait_for_timeout(300)
            page.screenshot(path=os.path.join(shots, "class-page-%s-%s.png" % (name, scheme)))
            if name == "desktop":
                background = page.evaluate("getComputedStyle(document.body).backgroundColor")
                dark = background not in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)")
                if dark != (scheme == "dark"):
                    failures.append("the %s scheme has the background %s" % (scheme, background))
            page.close()
    page = browser.new_page(java_script_enabled=False)
    page.goto(url(site, "UIKit/UITableViewCell.html"))
    if not page.query_selector(".breadcrumbs a") or not page.query_selector("#accessoryType") or not page.query_selector("#prepareForReuse"):
        failures.append("a class page without JavaScript lacks breadcrumbs or members")
    page.close()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def served_checks(browser, site, failures):
    """The site under a sub-path of a web server (http://host/docs/…): search and links work."""
    root = tempfile.mkdtemp()
    try:
        os.symlink(site, os.path.join(root, "docs"))
        handler = functools.partial(QuietHandler, directory=root)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            page = browser.new_page()
            page.goto("http://127.0.0.1:%d/docs/UIKit/UITableView.html" % server.server_address[1])
            page.fill("#search-box", "prepareForReuse")
            page.wait_for_selector("#search-results li a")
            page.keyboard.press("Enter")
            page.wait_for_url("**/docs/UIKit/UITableViewCell.html#prepareForReuse")
            page.close()
        except Exception as error:
            failures.append("served under /docs/: %s" % str(error).splitlines()[0])
        finally:
            server.shutdown()
    finally:
        shutil.rmtree(root)


def main():
    site, shots, apiref, content = (os.path.abspath(argument) for argument in sys.argv[1:5])
    os.makedirs(shots, exist_ok=True)
    failures = []
    small = tempfile.mkdtemp()
    try:
        # The same library with tiny search nodes: every query goes through cut nodes.
        small_site = os.path.join(small, "site")
        built = subprocess.run([apiref, "build", "--content", content, "--output", small_site],
                               env=dict(os.environ, APIREF_SEARCH_NODE_BYTES="300"), capture_output=True, text=True)
        if built.returncode != 0:
            failures.append("building with tiny search nodes failed: %s" % built.stderr)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            try:
                page = browser.new_page(viewport={"width": 1280, "height": 900})
                page.set_default_timeout(15000)
                keyboard_search_checks(page, site, failures)
                ranking_checks(page, site, apiref, content, failures, "site")
                reader_query_checks(page, site, failures, "site")
                text_ranking_checks(page, apiref, failures)
                if built.returncode == 0:
                    ranking_checks(page, small_site, apiref, content, failures, "tiny nodes")
                    reader_query_checks(page, small_site, failures, "tiny nodes")
                results_page_checks(page, site, failures)
                japanese_checks(page, site, shots, failures)
                page_behaviour_checks(page, site, shots, failures)
                page.close()
                sidebar_checks(browser, site, shots, failures)
                served_checks(browser, site, failures)
            finally:
                browser.close()
    finally:
        shutil.rmtree(small)
    for failure in failures:
        print("FAIL: " + failure)
    print("browser checks: %d failed" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
