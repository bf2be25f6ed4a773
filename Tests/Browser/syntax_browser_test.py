#!/usr/bin/env python3
"""The Swift | Objective-C switch in Debian's Chromium (Playwright, no browser download),
over a site built from Tests/APIRefCoreTests/Fixtures/Syntax whose library starts on Swift.

Checks: Swift shown first and Objective-C hidden; the switch both ways, by mouse and by
keyboard; the choice remembered across a navigation (localStorage); with JavaScript off the
default syntax visible, the other hidden, and the switch still working by CSS alone; the
Japanese copy likewise; axe finds no serious violation with either syntax chosen.

Usage: syntax_browser_test.py SITE_DIR. Exit status 0 when every check passes.
"""
import os
import sys

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import sync_playwright

SWIFT_DECLARATION = "pre.declaration.syntax-swift >> text=func dequeueItem"
OBJC_DECLARATION = "pre.declaration.syntax-objc >> text=dequeueItemWithIdentifier"


def url(site, path):
    return "file://" + os.path.join(site, path)


def shown(page, selector):
    return page.locator(selector).first.is_visible()


def expect_syntax(page, syntax, failures, where):
    """Only `syntax`'s spellings are visible: declarations, a prose link, the h1 or example."""
    swift, objc = shown(page, ".syntax-swift"), shown(page, ".syntax-objc")
    checks = {"swift": (swift, not objc), "objc": (objc, not swift)}[syntax]
    if not all(checks):
        failures.append("%s: expected only %s shown (swift visible %s, objc visible %s)" % (where, syntax, swift, objc))
    if page.locator(SWIFT_DECLARATION).count():
        if shown(page, SWIFT_DECLARATION) != (syntax == "swift") or shown(page, OBJC_DECLARATION) != (syntax == "objc"):
            failures.append("%s: the declarations do not follow %s" % (where, syntax))


def with_javascript(browser, site, failures):
    context = browser.new_context()
    page = context.new_page()
    page.goto(url(site, "ShelfKit/GKShelf.html"))
    expect_syntax(page, "swift", failures, "first visit")
    if "Objective-C only" not in page.inner_text(".task-list"):
        failures.append("the Objective-C-only member is not marked for a Swift reader")
    # By mouse: the label switches to Objective-C.
    page.click("label[for=syntax-choice-objc]")
    expect_syntax(page, "objc", failures, "after choosing Objective-C")
    if "Swift only" not in page.inner_text(".task-list"):
        failures.append("the Swift-only member is not marked for an Objective-C reader")
    # Remembered across a navigation, by a link in the prose.
    page.click("a.symbol >> text=GKPosition")
    page.wait_for_url("**/GKPosition.html")
    expect_syntax(page, "objc", failures, "GKPosition after navigating")
    if page.inner_text("h1") != "GKPosition":
        failures.append("the h1 reads %r, not GKPosition" % page.inner_text("h1"))
    # By keyboard: focus the checked radio, an arrow key moves to Swift.
    page.focus("#syntax-choice-objc")
    page.keyboard.press("ArrowLeft")
    expect_syntax(page, "swift", failures, "after the arrow key")
    if page.inner_text("h1") != "Position":
        failures.append("the h1 reads %r in Swift, not Position" % page.inner_text("h1"))
    # One Copy button a declaration, the hidden syntax's hidden with it.
    declarations = page.locator("pre.declaration:visible").count()
    buttons = page.locator(".copy-button:visible").count()
    if declarations == 0 or buttons != declarations:
        failures.append("%d visible Copy buttons for %d visible declarations" % (buttons, declarations))
    outline = page.evaluate("getComputedStyle(document.querySelector('label[for=syntax-choice-swift]')).outlineStyle")
    if outline == "none":
        failures.append("the focused switch shows no focus outline")
    # The sidebar names the page as Swift does, and as Objective-C does after a switch.
    page.wait_for_selector("#sidebar-nav a[aria-current=page]")
    if page.inner_text("#sidebar-nav a[aria-current=page]").strip() != "Position":
        failures.append("the sidebar reads %r in Swift, not Position" % page.inner_text("#sidebar-nav a[aria-current=page]"))
    page.click("label[for=syntax-choice-objc]")
    if page.inner_text("#sidebar-nav a[aria-current=page]").strip() != "GKPosition":
        failures.append("the sidebar reads %r in Objective-C, not GKPosition" % page.inner_text("#sidebar-nav a[aria-current=page]"))
    page.click("label[for=syntax-choice-swift]")
    page.go_back()
    page.reload()
    expect_syntax(page, "swift", failures, "GKShelf after going back")
    # The Japanese copy follows the stored choice too.
    page.click("label[for=syntax-choice-objc]")
    page.goto(url(site, "ja/ShelfKit/GKShelf.html"))
    expect_syntax(page, "objc", failures, "the Japanese page")
    axe = Axe()
    for syntax in ("objc", "swift"):
        page.click("label[for=syntax-choice-%s]" % syntax)
        for violation in axe.run(page).response["violations"]:
            if violation["impact"] in ("serious", "critical"):
                failures.append("axe (%s): %s (%s) at %s" % (syntax, violation["id"], violation["impact"], violation["nodes"][0]["target"]))
    context.close()


def without_javascript(browser, site, failures):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(url(site, "ShelfKit/GKShelf.html"))
    expect_syntax(page, "swift", failures, "without JavaScript")
    page.click("label[for=syntax-choice-objc]")
    expect_syntax(page, "objc", failures, "without JavaScript, after choosing Objective-C")
    page.click("label[for=syntax-choice-swift]")
    expect_syntax(page, "swift", failures, "without JavaScript, back to Swift")
    page.goto(url(site, "ja/ShelfKit/GKShelf.html"))
    expect_syntax(page, "swift", failures, "the Japanese page without JavaScript")
    context.close()


def main():
    site = os.path.abspath(sys.argv[1])
    failures = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        try:
            with_javascript(browser, site, failures)
            without_javascript(browser, site, failures)
        finally:
            browser.close()
    for failure in failures:
        print("FAIL: " + failure)
    print("syntax browser checks: %d failed" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
