// apiref site search: loads search-index.js on first use (so no page carries the whole
// list), ranks names by prefix, substring and edit distance (typo-tolerant), and works
// from file:// because the index is a script, not a fetched file.
(function () {
  "use strict";
  var script = document.currentScript;
  var root = document.documentElement.getAttribute("data-root") || "";
  var indexURL = script ? script.getAttribute("data-index") : root + "search-index.js";
  var loading = null;

  function loadIndex() {
    if (window.APIREF_SEARCH_INDEX) return Promise.resolve(window.APIREF_SEARCH_INDEX);
    if (loading) return loading;
    loading = new Promise(function (resolve, reject) {
      var tag = document.createElement("script");
      tag.src = indexURL;
      tag.onload = function () { resolve(window.APIREF_SEARCH_INDEX || []); };
      tag.onerror = reject;
      document.head.appendChild(tag);
    });
    return loading;
  }

  // The ranking is SearchRanking.swift's, line for line (apiref search ranks the same way;
  // Tests/APIRefCoreTests/Fixtures/search-queries.json holds both to it):
  // 0 exact name, 1 name prefix, 2 camel-case parts, 3 container prefix, 4 name substring,
  // 5 a typo away from the name's start, 6 summary text; then shorter names, by name, by container.
  function normalized(text) {
    return (text.normalize ? text.normalize("NFKC") : text).toLowerCase();
  }

  function humps(name) {
    var parts = [], current = "", previous = "";
    for (var i = 0; i < name.length; i++) {
      var c = name.charAt(i);
      var letterOrDigit = /[0-9A-Za-z]/.test(c) || (c.toLowerCase() !== c.toUpperCase());
      if (!letterOrDigit) {
        if (current) parts.push(current);
        current = "";
      } else if (c !== c.toLowerCase() && /[a-z0-9]/.test(previous) && current) {
        parts.push(current);
        current = c;
      } else {
        current += c;
      }
      previous = c;
    }
    if (current) parts.push(current);
    return parts.map(function (part) { return part.toLowerCase(); });
  }

  function prefixDistance(a, name, limit) {
    var b = name.slice(0, a.length + 1);
    if (a.length - Math.min(b.length, a.length) > limit) return limit + 1;
    var previous = [], i, j;
    for (j = 0; j <= b.length; j++) previous[j] = j;
    for (i = 1; i <= a.length; i++) {
      var current = [i], best = i;
      for (j = 1; j <= b.length; j++) {
        current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a.charAt(i - 1) === b.charAt(j - 1) ? 0 : 1));
        if (current[j] < best) best = current[j];
      }
      if (best > limit) return limit + 1;
      previous = current;
    }
    var result = limit + 1;
    [a.length - 1, a.length, a.length + 1].forEach(function (k) {
      if (k >= 0 && k <= b.length && previous[k] < result) result = previous[k];
    });
    return result;
  }

  function camelCaseMatch(name, query) {
    var position = 0;
    for (var q = 0; q < query.length; q++) {
      var part = query[q], found = -1;
      for (var k = position; k < name.length; k++) {
        if (name[k].indexOf(part) === 0 || (part.length >= 4 && prefixDistance(part, name[k], 1) <= 1)) { found = k; break; }
      }
      if (found < 0) return false;
      position = found + 1;
    }
    return true;
  }

  function makeQuery(text) {
    var trimmed = (text.normalize ? text.normalize("NFKC") : text).trim();
    var parts = [];
    trimmed.split(/\s+/).forEach(function (word) { if (word) parts = parts.concat(humps(word)); });
    return { compact: trimmed.toLowerCase().replace(/\s+/g, ""), parts: parts };
  }

  function tier(entry, query) {
    var name = entry[0].toLowerCase();
    var container = entry[1] && entry[2] !== "article" ? entry[1].toLowerCase() : null;
    if (!query.compact) return -1;
    if (name === query.compact || (container !== null && container + "." + name === query.compact)) return 0;
    if (name.indexOf(query.compact) === 0) return 1;
    if (query.parts.length > 1 && camelCaseMatch(humps(entry[0]), query.parts)) return 2;
    if (container !== null && container.indexOf(query.compact) === 0) return 3;
    if (name.indexOf(query.compact) > 0) return 4;
    var limit = query.compact.length < 8 ? 1 : 2;
    if (query.compact.length >= 3 && name.charAt(0) === query.compact.charAt(0) && prefixDistance(query.compact, name, limit) <= limit) return 5;
    if (normalized(entry[4]).indexOf(query.compact) >= 0 || normalized(entry[4]).indexOf(normalized(query.compact)) >= 0) return 6;
    return -1;
  }

  function search(index, text, limit) {
    // NFKC as the index is built: half-width ｾﾙ finds セル, full-width ＵＩＴａｂｌｅ finds UITable.
    var query = makeQuery(text);
    if (!query.compact) return [];
    var hits = [];
    for (var i = 0; i < index.length; i++) {
      var t = tier(index[i], query);
      if (t >= 0) hits.push([t, index[i]]);
    }
    hits.sort(function (a, b) {
      if (a[0] !== b[0]) return a[0] - b[0];
      if (a[1][0].length !== b[1][0].length) return a[1][0].length - b[1][0].length;
      if (a[1][0] !== b[1][0]) return a[1][0] < b[1][0] ? -1 : 1;
      var ca = a[1][2] === "article" ? "" : a[1][1], cb = b[1][2] === "article" ? "" : b[1][1];
      return ca < cb ? -1 : ca > cb ? 1 : 0;
    });
    return hits.slice(0, limit || 20).map(function (hit) { return hit[1]; });
  }
  // For the browser tests: the same ranking the terminal's search is held to.
  window.APIREF_SEARCH = function (text, limit) { return loadIndex().then(function (index) { return search(index, text, limit); }); };

  function setup() {
    var box = document.getElementById("search-box");
    var list = document.getElementById("search-results");
    if (!box || !list) return;
    var selected = -1;
    list.setAttribute("role", "listbox");

    function render(results) {
      list.textContent = "";
      selected = results.length ? 0 : -1;
      results.forEach(function (entry, position) {
        var item = document.createElement("li");
        item.setAttribute("role", "option");
        item.setAttribute("aria-selected", position === 0 ? "true" : "false");
        var link = document.createElement("a");
        link.href = root + entry[3];
        var name = document.createElement("code");
        name.textContent = (entry[1] ? entry[1] + "." : "") + entry[0];
        var kind = document.createElement("span");
        kind.className = "kind";
        kind.textContent = " " + entry[2] + (entry[5] ? ", deprecated" : "");
        var summary = document.createElement("span");
        summary.className = "summary";
        summary.textContent = entry[4];
        link.appendChild(name);
        link.appendChild(kind);
        link.appendChild(summary);
        item.appendChild(link);
        list.appendChild(item);
      });
      list.hidden = results.length === 0;
    }

    function move(step) {
      var items = list.querySelectorAll("li");
      if (!items.length) return;
      if (selected >= 0) items[selected].setAttribute("aria-selected", "false");
      selected = (selected + step + items.length) % items.length;
      items[selected].setAttribute("aria-selected", "true");
      items[selected].scrollIntoView({ block: "nearest" });
    }

    box.addEventListener("input", function () {
      loadIndex().then(function (index) { render(search(index, box.value)); });
    });
    box.addEventListener("focus", function () { loadIndex(); });
    box.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") { move(1); event.preventDefault(); }
      else if (event.key === "ArrowUp") { move(-1); event.preventDefault(); }
      else if (event.key === "Escape") { list.hidden = true; box.blur(); }
      else if (event.key === "Enter") {
        var items = list.querySelectorAll("li a");
        if (items.length) { window.location.href = items[Math.max(selected, 0)].href; event.preventDefault(); }
      }
    });
    document.addEventListener("keydown", function (event) {
      var target = event.target;
      var typing = target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable);
      if (event.key === "/" && !typing) { box.focus(); event.preventDefault(); }
    });
    var params = new URLSearchParams(window.location.search);
    var page = document.getElementById("search-page-results");
    if (params.get("q")) {
      box.value = params.get("q");
      loadIndex().then(function (index) {
        if (page) renderPage(page, search(index, box.value, 500), box.value);
        else { render(search(index, box.value)); box.focus(); }
      });
    }
  }

  // search.html?q=…: every match (up to 500), with the query's words marked in the summary.
  function renderPage(page, results, text) {
    var count = document.getElementById("search-page-count");
    if (count) {
      count.textContent = results.length + (results.length === 1 ? " " + (count.getAttribute("data-one") || "result") : " " + (count.getAttribute("data-many") || "results"));
      count.hidden = false;
    }
    var words = text.toLowerCase().split(/\s+/).filter(function (word) { return word.length > 1; });
    results.forEach(function (entry) {
      var item = document.createElement("li");
      if (entry[5]) item.className = "deprecated";
      var link = document.createElement("a");
      link.href = root + entry[3];
      var name = document.createElement("code");
      name.textContent = (entry[1] ? entry[1] + "." : "") + entry[0];
      link.appendChild(name);
      item.appendChild(link);
      var kind = document.createElement("span");
      kind.className = "kind";
      kind.textContent = " " + entry[2];
      item.appendChild(kind);
      var summary = document.createElement("span");
      summary.className = "task-summary";
      appendMarked(summary, entry[4], words);
      item.appendChild(document.createElement("br"));
      item.appendChild(summary);
      page.appendChild(item);
    });
  }

  // Text nodes and <mark>s only: a summary is never parsed as HTML.
  function appendMarked(element, text, words) {
    var lower = text.toLowerCase(), at = 0;
    while (at < text.length) {
      var next = -1, length = 0;
      words.forEach(function (word) {
        var found = lower.indexOf(word, at);
        if (found >= 0 && (next < 0 || found < next)) { next = found; length = word.length; }
      });
      if (next < 0) { element.appendChild(document.createTextNode(text.slice(at))); return; }
      element.appendChild(document.createTextNode(text.slice(at, next)));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(next, next + length);
      element.appendChild(mark);
      at = next + length;
    }
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup);
  else setup();
})();
