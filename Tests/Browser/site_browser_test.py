#!/usr/bin/env python3
"""Drives Debian's headless Chromium over a built apiref site opened from file://.

Types `accessoryType` into the search box, follows the first result and checks that the
member's entry is on screen; saves a screenshot of a class page in light and dark mode.
Usage: site_browser_test.py SITE_DIR SCREENSHOT_DIR. Exit status 0 when every check passes.
"""
import json
import os
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def driver():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,900", "--allow-file-access-from-files"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def japanese_checks(browser, wait, site, failures):
    """The Japanese copy under ja/: its lang, the switcher to the same page in English,
    hreflang alternates that lead to real pages, and a Japanese query (half-width kana
    too) on its search page finding the article that says it."""
    browser.get("file://" + os.path.join(site, "ja", "Articles", "DynamicPrototypesVersusStaticCells.html"))
    lang = browser.execute_script("return document.documentElement.lang;")
    if lang != "ja":
        failures.append("ja page has lang=%r" % lang)
    alternates = browser.execute_script(
        "return Array.from(document.querySelectorAll('link[rel=alternate]')).map(l => [l.hreflang, l.href]);")
    if sorted(code for code, _ in alternates) != ["en", "ja"]:
        failures.append("a translated page names alternates %r" % alternates)
    for code, href in alternates:
        if not os.path.exists(href.replace("file://", "")):
            failures.append("hreflang=%s leads to a missing page %s" % (code, href))
    browser.save_screenshot(os.path.join(os.path.abspath(sys.argv[2]), "ja-article-page.png"))
    english = browser.find_element(By.CSS_SELECTOR, ".language-switcher a[hreflang=en]")
    english.click()
    wait.until(lambda b: "/ja/" not in b.current_url)
    if not browser.current_url.endswith("/Articles/DynamicPrototypesVersusStaticCells.html"):
        failures.append("the switcher led to %s" % browser.current_url)
    elif browser.execute_script("return document.documentElement.lang;") != "en":
        failures.append("the English page is not lang=en")

    for query in ("動的プロトタイプ", "ｾﾙ"):
        browser.get("file://" + os.path.join(site, "ja", "search.html"))
        box = wait.until(EC.element_to_be_clickable((By.ID, "search-box")))
        box.send_keys(query)
        try:
            first = wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, "#search-results li a")))
        except Exception:
            failures.append("the Japanese search page found nothing for %s" % query)
            continue
        if query == "動的プロトタイプ" and "DynamicPrototypesVersusStaticCells" not in first.get_attribute("href"):
            failures.append("the first result for %s leads to %s" % (query, first.get_attribute("href")))


def shared_ranking_checks(browser, site, failures):
    """The site's search against the query list apiref search is held to (SearchRankingTests)."""
    queries = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "APIRefCoreTests", "Fixtures", "search-queries.json")
    with open(queries) as handle:
        cases = json.load(handle)
    browser.get("file://" + os.path.join(site, "index.html"))
    for case in cases:
        names = browser.execute_async_script(
            "var done = arguments[arguments.length - 1];"
            "window.APIREF_SEARCH(arguments[0], 20).then(function (r) {"
            "  done(r.map(function (e) { return (e[1] ? e[1] + '.' : '') + e[0]; })); });", case["query"])
        if not names or names[0] != case["first"]:
            failures.append("site search for %r ranks %r first, not %r" % (case["query"], names[:3], case["first"]))
        if "finds" in case and case["finds"] not in names[:case.get("within", 10)]:
            failures.append("site search for %r does not find %r in its first %d" % (case["query"], case["finds"], case.get("within", 10)))


def results_page_checks(browser, wait, site, failures):
    """search.html?q=… lists every match, with the query's words marked."""
    browser.get("file://" + os.path.join(site, "search.html") + "?q=reuse")
    wait.until(lambda b: len(b.find_elements(By.CSS_SELECTOR, "#search-page-results li")) > 0)
    items = browser.find_elements(By.CSS_SELECTOR, "#search-page-results li")
    if len(items) <= 10:
        failures.append("the results page lists only %d matches for 'reuse'" % len(items))
    if not browser.find_elements(By.CSS_SELECTOR, "#search-page-results mark"):
        failures.append("the results page marks no matching word")
    count = browser.find_element(By.ID, "search-page-count").text
    if not count.startswith(str(len(items))):
        failures.append("the results page says %r for %d results" % (count, len(items)))


def page_behaviour_checks(browser, site, failures):
    """On this page follows the scroll; the deprecated toggle hides, remembers and restores."""
    browser.set_window_size(1500, 900)
    browser.get("file://" + os.path.join(site, "UIKit", "UITableViewCell.html"))
    time.sleep(0.3)
    browser.execute_script("document.getElementById('section-Instance-Methods').scrollIntoView();")
    time.sleep(0.5)
    current = browser.execute_script(
        "var a = document.querySelector('.on-this-page a[aria-current]'); return a ? a.getAttribute('href') : null;")
    if current != "#section-Instance-Methods":
        failures.append("on this page marks %r, not the Instance Methods section in view" % current)
    if not browser.find_elements(By.CSS_SELECTOR, "button.copy-button"):
        failures.append("no copy button beside the declarations")
    toggle = browser.find_element(By.ID, "hide-deprecated")
    deprecated = browser.find_element(By.ID, "font")
    browser.execute_script("window.scrollTo(0, 0);")
    toggle.click()
    if deprecated.is_displayed():
        failures.append("hiding deprecated members left 'font' on the page")
    browser.get("file://" + os.path.join(site, "UIKit", "UITableView.html"))
    time.sleep(0.3)
    if not browser.find_element(By.ID, "hide-deprecated").is_selected():
        failures.append("the deprecated toggle was not remembered on the next page")
    browser.get("file://" + os.path.join(site, "UIKit", "UITableViewCell.html"))
    time.sleep(0.3)
    browser.find_element(By.ID, "hide-deprecated").click()
    if not browser.find_element(By.ID, "font").is_displayed():
        failures.append("showing deprecated members again did not bring 'font' back")
    # The version filter: in iOS 3.0, separatorInset (iOS 7.0) does not exist yet.
    from selenium.webdriver.support.ui import Select
    choice = Select(browser.find_element(By.ID, "version-filter"))
    choice.select_by_value("iOS 3.0")
    if browser.find_element(By.ID, "separatorInset").is_displayed() or not browser.find_element(By.ID, "accessoryType").is_displayed():
        failures.append("showing iOS 3.0 did not hide separatorInset (iOS 7.0) and keep accessoryType")
    choice.select_by_value("")
    if not browser.find_element(By.ID, "separatorInset").is_displayed():
        failures.append("showing every version did not bring separatorInset back")
    browser.save_screenshot(os.path.join(os.path.abspath(sys.argv[2]), "class-page-wide.png"))


def sidebar_checks(browser, wait, site, failures):
    """The sidebar from nav-index.js: the current page marked; the filter narrows to a class that opens."""
    browser.set_window_size(1400, 900)
    browser.get("file://" + os.path.join(site, "UIKit", "UITableViewCell.html"))
    wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, ".sidebar a[aria-current='page']"))
    current = browser.find_element(By.CSS_SELECTOR, ".sidebar a[aria-current='page']").text
    if current != "UITableViewCell":
        failures.append("the sidebar marks %r as the current page" % current)
    box = browser.find_element(By.CSS_SELECTOR, ".sidebar-filter")
    box.send_keys("scrollviewdel")
    visible = [link for link in browser.find_elements(By.CSS_SELECTOR, ".sidebar details > ul > li > a") if link.is_displayed()]
    if [link.text for link in visible] != ["UIScrollViewDelegate"]:
        failures.append("the sidebar filter leaves %r" % [link.text for link in visible])
    else:
        visible[0].click()
        wait.until(lambda b: b.current_url.endswith("UIScrollViewDelegate.html"))
    # Screenshots for a reviewer: the class page on a desktop and a phone, light and dark.
    shots = os.path.abspath(sys.argv[2])
    for width, height, name in ((1400, 900, "desktop"), (390, 844, "phone")):
        browser.set_window_size(width, height)
        for scheme in ("light", "dark"):
            browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                    {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            browser.get("file://" + os.path.join(site, "UIKit", "UITableViewCell.html"))
            time.sleep(0.4)
            browser.save_screenshot(os.path.join(shots, "class-page-%s-%s.png" % (name, scheme)))
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    # Without JavaScript a page still has its breadcrumbs and every member.
    plain = open(os.path.join(site, "UIKit", "UITableViewCell.html"), encoding="utf-8").read()
    if 'class="breadcrumbs"' not in plain or 'id="accessoryType"' not in plain:
        failures.append("a class page without JavaScript lacks breadcrumbs or members")


def main():
    site, shots = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(shots, exist_ok=True)
    failures = []
    browser = driver()
    try:
        wait = WebDriverWait(browser, 15)
        browser.get("file://" + os.path.join(site, "index.html"))
        box = wait.until(EC.element_to_be_clickable((By.ID, "search-box")))
        # "/" focuses the box from anywhere on the page.
        browser.find_element(By.TAG_NAME, "body").send_keys("/")
        if browser.switch_to.active_element != box:
            failures.append("'/' did not focus the search box")
        box.send_keys("accessoryType")
        first = wait.until(EC.element_to_be_clickable((By.CSS_SELECTOR, "#search-results li a")))
        label = first.text
        if "accessoryType" not in label:
            failures.append("first result is %r, not accessoryType" % label)
        first.click()
        wait.until(lambda b: "#accessoryType" in b.current_url)
        if not browser.current_url.endswith("UIKit/UITableViewCell.html#accessoryType"):
            failures.append("followed to %s" % browser.current_url)
        entry = browser.find_element(By.ID, "accessoryType")
        top = browser.execute_script("return arguments[0].getBoundingClientRect().top;", entry)
        height = browser.execute_script("return window.innerHeight;")
        header = browser.execute_script(
            "return document.querySelector('.site-header').getBoundingClientRect().bottom;")
        if not entry.is_displayed() or not (header - 1 <= top < height):
            failures.append("the accessoryType entry is not on screen below the header (top %s, header %s, height %s)"
                            % (top, header, height))

        browser.get("file://" + os.path.join(site, "UIKit", "UITableViewCell.html"))
        time.sleep(0.3)
        browser.save_screenshot(os.path.join(shots, "class-page-light.png"))
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        time.sleep(0.3)
        background = browser.execute_script("return getComputedStyle(document.body).backgroundColor;")
        browser.save_screenshot(os.path.join(shots, "class-page-dark.png"))
        if background in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"):
            failures.append("dark mode did not change the background (%s)" % background)

        japanese_checks(browser, wait, site, failures)
        browser.set_script_timeout(15)
        shared_ranking_checks(browser, site, failures)
        results_page_checks(browser, wait, site, failures)
        page_behaviour_checks(browser, site, failures)
        sidebar_checks(browser, wait, site, failures)
    finally:
        browser.quit()
    for failure in failures:
        print("FAIL: " + failure)
    print("browser checks: %d failed" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
