#!/usr/bin/env python3
"""The shipped reference's site (Content/: UIKit and Foundation, the table-view family too) in Debian's
Chromium through Playwright, from file://: the home page lists every class, the search
finds a member of a big class first, its anchor is on screen, the sidebar holds the whole
library, the Japanese copy shows the translated summary, and a page reads without
JavaScript.

Usage: library_browser_test.py SITE_DIR. Exit status 0 when every check passes.
"""
import os
import sys

from playwright.sync_api import sync_playwright


def url(site, path):
    return "file://" + os.path.join(site, path)


def main():
    site = os.path.abspath(sys.argv[1])
    failures = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        try:
            page = browser.new_page()
            page.goto(url(site, "index.html"))
            listed = page.evaluate("Array.from(document.querySelectorAll('main a')).map(a => a.textContent.trim())")
            for name in ("UIButton", "NSString", "UIViewController", "NSUserDefaults"):
                if name not in listed:
                    failures.append("the home page does not list %s" % name)

            first = page.evaluate("window.APIREF_SEARCH('setTitle', 5)")
            # Either spelling of UIButton's setTitle:forState: (Swift's setTitle(_:for:)).
            if not first or first[0][0] not in ("setTitle:forState:", "setTitle(_:for:)") or first[0][1] != "UIButton":
                failures.append("'setTitle' finds %r first" % (first[:1],))
            page.fill("#search-box", "stringWithFormat")
            try:
                page.wait_for_selector("#search-results li a", timeout=5000)
                page.keyboard.press("Enter")
                page.wait_for_url("**/Foundation/NSString.html#*", timeout=5000)
                visible = page.evaluate("""() => { const t = document.getElementById(decodeURIComponent(location.hash.slice(1)));
                    const r = t && t.getBoundingClientRect(); return !!r && r.top >= 0 && r.top < innerHeight; }""")
                if not visible:
                    failures.append("the stringWithFormat: entry is not on screen after Enter")
            except Exception as error:
                failures.append("searching stringWithFormat and pressing Enter failed: %s" % error)

            page.goto(url(site, "UIKit/UIButton.html"))
            page.wait_for_timeout(300)
            sidebar = page.evaluate("document.querySelectorAll('nav.sidebar a, .sidebar a').length")
            if sidebar < 90:
                failures.append("the sidebar lists %d links, not the whole library" % sidebar)
            summary = page.evaluate("(document.querySelector('main p.abstract') || {}).textContent || ''")
            if len(summary.strip()) < 20:
                failures.append("UIButton's page has no summary: %r" % summary)

            page.goto(url(site, "ja/UIKit/UIButton.html"))
            if page.evaluate("document.documentElement.lang") != "ja":
                failures.append("ja/UIKit/UIButton.html is not lang=ja")
            text = page.evaluate("document.querySelector('main').textContent")
            if not any("\u3040" <= ch <= "\u30ff" for ch in text):
                failures.append("the Japanese UIButton page shows no Japanese")

            plain = browser.new_page(java_script_enabled=False)
            plain.goto(url(site, "Foundation/NSString.html"))
            if "stringWithFormat:" not in plain.evaluate("document.body.textContent"):
                failures.append("NSString's page without JavaScript lacks stringWithFormat:")
        finally:
            browser.close()
    for failure in failures:
        print("FAIL: " + failure)
    print("library browser checks: %d failed" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
