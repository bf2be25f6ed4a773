"""Checks a docset as Dash and Zeal read it: Info.plist's keys, the searchIndex table and its
unique index, that every entry's path leads to a page and, with #anchor, to an anchor on it,
and that pages carry dashAnchors. Prints findings one per line; exits 1 on a problem.

Usage: check_docset.py NAME.docset"""
import os
import plistlib
import re
import sqlite3
import sys
from urllib.parse import unquote

docset = sys.argv[1]
problems = []
with open(os.path.join(docset, "Contents", "Info.plist"), "rb") as f:
    info = plistlib.load(f)
for key in ("CFBundleIdentifier", "CFBundleName", "DocSetPlatformFamily", "dashIndexFilePath"):
    print("plist", key, info.get(key))
if info.get("isDashDocset") is not True or info.get("DashDocSetFamily") != "dashtoc":
    problems.append("Info.plist: not a dashtoc Dash docset")
documents = os.path.join(docset, "Contents", "Resources", "Documents")
if not os.path.isfile(os.path.join(documents, info.get("dashIndexFilePath", ""))):
    problems.append("no index page")

database = sqlite3.connect(os.path.join(docset, "Contents", "Resources", "docSet.dsidx"))
schema = {name: sql for name, sql in database.execute("SELECT name, sql FROM sqlite_master")}
if "CREATE UNIQUE INDEX anchor ON searchIndex (name, type, path)" not in schema.values():
    problems.append("no unique index anchor on (name, type, path)")
columns = [row[1] for row in database.execute("PRAGMA table_info(searchIndex)")]
print("columns", " ".join(columns))
rows = database.execute("SELECT name, type, path FROM searchIndex").fetchall()
print("entries", len(rows))
for kind, count in database.execute("SELECT type, count(*) FROM searchIndex GROUP BY type ORDER BY type"):
    print("type", kind, count)

pages = {}
def page(path):
    if path not in pages:
        full = os.path.join(documents, unquote(path))
        pages[path] = open(full, encoding="utf-8").read() if os.path.isfile(full) else None
    return pages[path]

for name, kind, path in rows:
    file, _, anchor = path.partition("#")
    text = page(file)
    if text is None:
        problems.append("missing page: %s %s %s" % (name, kind, path))
    elif anchor and ('id="%s"' % unquote(anchor)) not in text:
        problems.append("missing anchor: %s %s %s" % (name, kind, path))

for name in ("UITableViewCell", "UITableViewCell.accessoryType", "UITableView.reloadData", "UITableViewDataSource"):
    print("entry", name, " ".join("%s %s" % (kind, path) for n, kind, path in rows if n == name))

cell = page("UIKit/UITableViewCell.html") or ""
anchors = re.findall(r'<a name="(//apple_ref/cpp/[^"]+)" class="dashAnchor"></a>', cell)
print("dashAnchors on UITableViewCell", len(anchors))
for wanted in ("//apple_ref/cpp/Property/accessoryType", "//apple_ref/cpp/Method/initWithStyle%3AreuseIdentifier%3A",
               "//apple_ref/cpp/Constant/UITableViewCellAccessoryCheckmark", "//apple_ref/cpp/Section/Managing%20Accessory%20Views"):
    print("anchor", wanted, wanted in anchors)
for marker in ('id="search-box"', "data-nav=", "search/index.js"):
    if marker in cell:
        problems.append("the site's own search or sidebar is in a docset page: " + marker)
for leftover in ("search.html", "nav-index.js", "404.html", "objects.inv", "search"):
    if os.path.exists(os.path.join(documents, leftover)):
        problems.append("a website-only file in the docset: " + leftover)

for problem in problems:
    print("problem", problem)
print("problems", len(problems))
sys.exit(1 if problems else 0)
