"""axe-core in Debian's Chromium (Playwright, no browser download): no serious or critical
violation on the home page, a class page, a member anchor, an article, the search page with
results, the deprecated page and a Japanese class page, in light and dark schemes.

Usage: axe_test.py SITE_FOLDER [PAGE ...] (the pages default to the table-view site's).
Prints each violation; exit 1 if any."""
import os
import sys

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import sync_playwright

PAGES = ["index.html", "UIKit/UITableViewCell.html", "UIKit/UITableViewCell.html#accessoryType",
         "Articles/CustomCellFromNib.html", "search.html?q=reuse", "deprecated.html", "ja/UIKit/UITableViewCell.html"]


def main():
    site = os.path.abspath(sys.argv[1])
    pages = sys.argv[2:] or PAGES
    axe = Axe()
    failures = 0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        try:
            for scheme in ("light", "dark"):
                page = browser.new_page(color_scheme=scheme)
                for path in pages:
                    page.goto("file://" + os.path.join(site, path))
                    page.wait_for_timeout(300)
                    for violation in axe.run(page).response["violations"]:
                        if violation["impact"] not in ("serious", "critical"):
                            continue
                        failures += 1
                        node = violation["nodes"][0]
                        print("FAIL: %s %s: %s (%s) at %s" % (scheme, path, violation["id"], violation["impact"], node["target"]))
                page.close()
        finally:
            browser.close()
    print("axe checks: %d failed" % failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
