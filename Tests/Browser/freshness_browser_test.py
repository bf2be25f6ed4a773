#!/usr/bin/env python3
"""How current a translation is, as a reader of the Japanese copy sees it, in Debian's
Chromium (Playwright, no browser download), over a site built from
Tests/APIRefCoreTests/Fixtures/Freshness: Gizmo's page and `speed` are translated and
current, `wobble:` is stale, `stop` is not translated; Doohickey has no translation.

Checks: the page header's count; each member's mark, in words (not colour alone) and
visible, in light and dark schemes; the stale mark's link to the same entry in English;
the missing member shown in English; the English pages without any mark; axe finds no
serious or critical violation on the Japanese pages in either scheme.

Usage: freshness_browser_test.py SITE_DIR. Exit status 0 when every check passes.
"""
import os
import sys

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import sync_playwright

GIZMO = "ja/Kit/Gizmo.html"
MARKS = {
    "speed": ("translation-current", "翻訳済み"),
    "wobble:": ("translation-stale", "古い訳（原文が更新されています） 原文を読む"),
    "stop": ("translation-missing", "未翻訳（原文のまま表示）"),
}


def url(site, path):
    return "file://" + os.path.join(site, path)


def mark(page, member):
    return page.locator('section[id="%s"] .member-summary .translation-state' % member)


def header_checks(page, site, failures):
    page.goto(url(site, GIZMO))
    count = page.locator(".page-header .translation-count")
    if count.count() != 1 or count.inner_text() != "翻訳済み 2/4（古い訳 1、未翻訳 1）":
        failures.append("Gizmo's header count reads %r" % (count.all_inner_texts(),))
    own = page.locator(".page-header .abstract .translation-current")
    if own.count() != 1 or not own.is_visible():
        failures.append("Gizmo's own translation is not marked current in its header")
    page.goto(url(site, "ja/Kit/Doohickey.html"))
    count = page.locator(".page-header .translation-count")
    if count.count() != 1 or count.inner_text() != "翻訳済み 0/2（未翻訳 2）":
        failures.append("Doohickey's header count reads %r" % (count.all_inner_texts(),))


def member_checks(page, site, scheme, failures):
    page.goto(url(site, GIZMO))
    for member, (state, words) in MARKS.items():
        found = mark(page, member)
        if found.count() != 1:
            failures.append("%s: %s has %d marks" % (scheme, member, found.count()))
            continue
        if state not in (found.get_attribute("class") or "").split():
            failures.append("%s: %s is marked %r, not %s" % (scheme, member, found.get_attribute("class"), state))
        if not found.is_visible():
            failures.append("%s: %s's mark is not visible" % (scheme, member))
        # Said in words: colour alone would tell a screen reader, or a reader who cannot
        # tell the colours apart, nothing.
        if " ".join(found.inner_text().split()) != words:
            failures.append("%s: %s's mark reads %r, not %r" % (scheme, member, found.inner_text(), words))
        box = found.bounding_box()
        if not box or box["width"] < 10 or box["height"] < 8:
            failures.append("%s: %s's mark is too small to read (%r)" % (scheme, member, box))
    summary = page.locator('section[id="stop"] .member-summary').inner_text()
    if not summary.startswith("Stops the gizmo at once."):
        failures.append("%s: the untranslated member does not show its English: %r" % (scheme, summary))


def link_checks(page, site, failures):
    """The stale mark's link leads to the same member on the English page, which shows
    no mark at all."""
    page.goto(url(site, GIZMO))
    link = mark(page, "wobble:").locator("a")
    if link.count() != 1 or link.get_attribute("hreflang") != "en":
        failures.append("the stale mark has no link to the English (hreflang en)")
        return
    link.click()
    page.wait_for_url("**/Kit/Gizmo.html#wobble:")
    if "/ja/" in page.url:
        failures.append("the stale mark's link stays in the Japanese copy: %s" % page.url)
    if page.locator('section[id="wobble:"] .member-summary').inner_text() != "Shakes the gizmo for a short while.":
        failures.append("the English entry reads %r" % page.locator('section[id="wobble:"] .member-summary').inner_text())
    if page.evaluate("document.documentElement.lang") != "en":
        failures.append("the link did not lead to the English page")
    for path in ("Kit/Gizmo.html", "Kit/Doohickey.html"):
        page.goto(url(site, path))
        if page.locator(".translation-state, .translation-count").count():
            failures.append("the English %s shows translation marks" % path)


def axe_checks(browser, site, failures):
    axe = Axe()
    for scheme in ("light", "dark"):
        page = browser.new_page(color_scheme=scheme)
        member_checks(page, site, scheme, failures)
        for path in (GIZMO, "ja/Kit/Doohickey.html"):
            page.goto(url(site, path))
            page.wait_for_timeout(200)
            for violation in axe.run(page).response["violations"]:
                if violation["impact"] in ("serious", "critical"):
                    failures.append("axe (%s, %s): %s (%s) at %s" % (scheme, path, violation["id"], violation["impact"], violation["nodes"][0]["target"]))
        page.close()


def main():
    site = os.path.abspath(sys.argv[1])
    failures = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        try:
            page = browser.new_page()
            header_checks(page, site, failures)
            link_checks(page, site, failures)
            page.close()
            axe_checks(browser, site, failures)
        finally:
            browser.close()
    for failure in failures:
        print("FAIL: " + failure)
    print("freshness browser checks: %d failed" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
