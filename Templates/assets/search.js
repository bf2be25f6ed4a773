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

  function distance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit) return limit + 1;
    var previous = [], current = [], i, j;
    for (j = 0; j <= b.length; j++) previous[j] = j;
    for (i = 1; i <= a.length; i++) {
      current = [i];
      var best = i;
      for (j = 1; j <= b.length; j++) {
        var cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
        current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
        if (current[j] < best) best = current[j];
      }
      if (best > limit) return limit + 1;
      previous = current;
    }
    return previous[b.length];
  }

  function normalized(text) {
    return (text.normalize ? text.normalize("NFKC") : text).toLowerCase();
  }

  function score(entry, query) {
    var name = entry[0].toLowerCase();
    var qualified = (entry[1] ? entry[1] + "." : "") + entry[0];
    qualified = qualified.toLowerCase();
    if (name === query || qualified === query) return 0;
    if (name.indexOf(query) === 0) return 1 + name.length / 1000;
    if (qualified.indexOf(query) === 0) return 2 + name.length / 1000;
    var at = name.indexOf(query);
    if (at > 0) return 3 + at / 100;
    if (normalized(entry[4]).indexOf(query) >= 0) return 6;
    var limit = query.length < 5 ? 1 : 2;
    var typo = distance(query, name.slice(0, query.length + 1), limit);
    if (typo <= limit) return 4 + typo;
    return -1;
  }

  function search(index, text) {
    // NFKC as the index is built: half-width ｾﾙ finds セル, full-width ＵＩＴａｂｌｅ finds UITable.
    var query = normalized(text.trim());
    if (!query) return [];
    var hits = [];
    for (var i = 0; i < index.length; i++) {
      var s = score(index[i], query);
      if (s >= 0) hits.push([s, index[i]]);
    }
    hits.sort(function (a, b) { return a[0] - b[0] || a[1][0].length - b[1][0].length; });
    return hits.slice(0, 20).map(function (hit) { return hit[1]; });
  }

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
    if (params.get("q")) {
      box.value = params.get("q");
      loadIndex().then(function (index) { render(search(index, box.value)); box.focus(); });
    }
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup);
  else setup();
})();
