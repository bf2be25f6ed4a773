// apiref page behaviour, all optional (every page reads and navigates without it):
// the sidebar (the library's tree, with a filter);
// the "On this page" list marks the section in view; a class page can hide its deprecated
// members (remembered across pages); a declaration has a Copy button; a member's # link
// copies its URL as well as going to it; the Swift | Objective-C switch, which works by CSS
// alone, is remembered across pages.
(function () {
  "use strict";
  var labels = document.documentElement.dataset;

  function copy(text, button) {
    function done() {
      if (!button) return;
      var before = button.textContent;
      button.textContent = labels.copied || "Copied";
      setTimeout(function () { button.textContent = before; }, 1200);
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(done, function () {});
      return;
    }
    // file:// is not a secure context: copy through a hidden text area instead.
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    try { document.execCommand("copy"); done(); } catch (error) { /* nothing to copy with */ }
    document.body.removeChild(area);
  }

  function copyButtons() {
    document.querySelectorAll("pre.declaration").forEach(function (pre) {
      var button = document.createElement("button");
      button.type = "button";
      // A declaration of one syntax gets a button of that syntax, hidden with it (style.css).
      button.className = ["copy-button"].concat(["syntax-swift", "syntax-objc"].filter(function (name) {
        return pre.classList.contains(name);
      })).join(" ");
      button.textContent = labels.copy || "Copy";
      button.addEventListener("click", function () { copy(pre.textContent, button); });
      pre.parentNode.insertBefore(button, pre);
    });
    document.querySelectorAll("a.permalink").forEach(function (link) {
      link.addEventListener("click", function () { copy(link.href); });
    });
  }

  // The switch is two radio buttons the stylesheet reads; this only restores the reader's
  // last choice on the next page and stores a new one.
  function syntaxSwitch() {
    var key = "apiref.syntax";
    var stored = null;
    try { stored = window.localStorage.getItem(key); } catch (error) { /* storage off */ }
    var chosen = stored && document.getElementById("syntax-choice-" + stored);
    if (chosen) chosen.checked = true;
    document.querySelectorAll(".syntax-switch input[name='syntax']").forEach(function (input) {
      input.addEventListener("change", function () {
        if (!input.checked) return;
        try { window.localStorage.setItem(key, input.value); } catch (error) { /* storage off */ }
      });
    });
  }

  function deprecatedToggle() {
    var page = document.querySelector(".symbol-page");
    if (!page || !page.querySelector(".deprecated")) return;
    var key = "apiref.hideDeprecated";
    var stored = null;
    try { stored = window.localStorage.getItem(key); } catch (error) { /* storage off */ }
    var label = document.createElement("label");
    label.className = "deprecated-toggle";
    var box = document.createElement("input");
    box.type = "checkbox";
    box.id = "hide-deprecated";
    box.checked = stored === "1";
    label.appendChild(box);
    label.appendChild(document.createTextNode(" " + (labels.hideDeprecated || "Hide deprecated")));
    function apply() {
      document.documentElement.classList.toggle("hide-deprecated", box.checked);
      try { window.localStorage.setItem(key, box.checked ? "1" : "0"); } catch (error) { /* storage off */ }
    }
    box.addEventListener("change", apply);
    var header = page.querySelector(".page-header");
    header.appendChild(label);
    apply();
  }

  // "Show what exists in iOS 6.0": members and task items introduced later are hidden.
  function versionFilter() {
    var page = document.querySelector(".symbol-page");
    if (!page) return;
    var marked = page.querySelectorAll("[data-introduced]");
    var versions = {};
    marked.forEach(function (element) { var v = element.getAttribute("data-introduced"); if (v) versions[v] = true; });
    var list = Object.keys(versions);
    if (list.length < 2) return;
    function parts(text) {
      var space = text.lastIndexOf(" ");
      return { platform: text.slice(0, space), numbers: text.slice(space + 1).split(".").map(Number) };
    }
    function compare(a, b) {
      var x = parts(a), y = parts(b);
      if (x.platform !== y.platform) return x.platform < y.platform ? -1 : 1;
      for (var i = 0; i < Math.max(x.numbers.length, y.numbers.length); i++) {
        var d = (x.numbers[i] || 0) - (y.numbers[i] || 0);
        if (d) return d;
      }
      return 0;
    }
    list.sort(compare);
    var label = document.createElement("label");
    label.className = "version-filter";
    label.appendChild(document.createTextNode((labels.showVersion || "Show what exists in") + " "));
    var select = document.createElement("select");
    select.id = "version-filter";
    var all = document.createElement("option");
    all.value = "";
    all.textContent = labels.allVersions || "every version";
    select.appendChild(all);
    list.forEach(function (version) {
      var option = document.createElement("option");
      option.value = version;
      option.textContent = version;
      select.appendChild(option);
    });
    label.appendChild(select);
    select.addEventListener("change", function () {
      var chosen = select.value;
      marked.forEach(function (element) {
        var v = element.getAttribute("data-introduced");
        element.classList.toggle("later-version", !!chosen && !!v && parts(v).platform === parts(chosen).platform && compare(v, chosen) > 0);
      });
    });
    page.querySelector(".page-header").appendChild(label);
  }

  function scrollSpy() {
    var nav = document.querySelector(".on-this-page");
    if (!nav || !("IntersectionObserver" in window)) return;
    var links = {};
    nav.querySelectorAll("a[href^='#']").forEach(function (link) { links[link.getAttribute("href").slice(1)] = link; });
    var visible = {};
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) { visible[entry.target.id] = entry.isIntersecting; });
      var current = null;
      Object.keys(links).forEach(function (id) { if (!current && visible[id]) current = id; });
      if (!current) return;
      Object.keys(links).forEach(function (id) {
        if (id === current) links[id].setAttribute("aria-current", "location");
        else links[id].removeAttribute("aria-current");
      });
    }, { rootMargin: "0px 0px -60% 0px" });
    Object.keys(links).forEach(function (id) {
      var target = document.getElementById(id);
      if (target) observer.observe(target);
    });
  }

  // The sidebar: the library's tree from nav-index.js (one shared file, loaded as a script
  // so that it works from file://), the current page marked and scrolled into view, a filter
  // that narrows the tree as you type, and on a phone a menu button that opens it.
  function sidebar() {
    var script = document.querySelector("script[data-nav]");
    if (!script) return;
    var tag = document.createElement("script");
    tag.src = script.getAttribute("data-nav");
    tag.onload = function () { if (window.APIREF_NAV) drawSidebar(window.APIREF_NAV); };
    document.head.appendChild(tag);
  }

  function drawSidebar(nav) {
    var root = document.documentElement.getAttribute("data-root") || "";
    var here = location.pathname.split("/").slice(-2).join("/");
    var aside = document.createElement("aside");
    aside.className = "sidebar";
    var navigation = document.createElement("nav");
    navigation.setAttribute("aria-label", labels.library || "Library");
    navigation.id = "sidebar-nav";
    var filter = document.createElement("input");
    filter.type = "search";
    filter.className = "sidebar-filter";
    filter.placeholder = labels.filter || "Filter";
    filter.setAttribute("aria-label", labels.filter || "Filter");
    navigation.appendChild(filter);
    var current = null;
    nav.sections.forEach(function (section) {
      var details = document.createElement("details");
      details.open = true;
      var summary = document.createElement("summary");
      summary.textContent = section[0];
      details.appendChild(summary);
      var list = document.createElement("ul");
      section[1].forEach(function (entry) {
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = root + entry[2];
        if (entry[4]) {
          // A page Swift names otherwise: both names, the reader's syntax shown (style.css).
          [["syntax-swift", entry[4]], ["syntax-objc", entry[0]]].forEach(function (spelling) {
            var span = document.createElement("span");
            span.className = spelling[0];
            span.textContent = spelling[1];
            link.appendChild(span);
          });
        } else {
          link.textContent = entry[0];
        }
        link.title = entry[1];
        if (entry[3]) link.className = "deprecated";
        var target = entry[2].split("/").slice(-2).join("/");
        if (here === target || (entry[2].indexOf("/") < 0 && location.pathname.endsWith("/" + entry[2]))) {
          link.setAttribute("aria-current", "page");
          current = item;
          var groups = document.querySelectorAll(".on-this-page ol ol a");
          if (groups.length) {
            var inner = document.createElement("ul");
            groups.forEach(function (group) {
              var li = document.createElement("li");
              var a = document.createElement("a");
              a.href = group.getAttribute("href");
              a.textContent = group.textContent;
              li.appendChild(a);
              inner.appendChild(li);
            });
            item.appendChild(link);
            item.appendChild(inner);
            list.appendChild(item);
            return;
          }
        }
        item.appendChild(link);
        list.appendChild(item);
      });
      details.appendChild(list);
      navigation.appendChild(details);
    });
    filter.addEventListener("input", function () {
      var text = filter.value.trim().toLowerCase();
      navigation.querySelectorAll("details").forEach(function (details) {
        var shown = 0;
        details.querySelectorAll(":scope > ul > li").forEach(function (item) {
          var name = item.querySelector("a").textContent.toLowerCase();
          var match = !text || name.indexOf(text) >= 0;
          item.hidden = !match;
          if (match) shown++;
        });
        details.hidden = shown === 0;
        if (text) details.open = true;
      });
    });
    aside.appendChild(navigation);
    var toggle = document.createElement("button");
    toggle.type = "button";
    toggle.className = "sidebar-toggle";
    toggle.textContent = labels.menu || "Menu";
    toggle.setAttribute("aria-controls", "sidebar-nav");
    toggle.setAttribute("aria-expanded", "false");
    toggle.addEventListener("click", function () {
      var open = document.documentElement.classList.toggle("sidebar-open");
      toggle.setAttribute("aria-expanded", open ? "true" : "false");
    });
    var header = document.querySelector(".site-header");
    if (header) header.insertBefore(toggle, header.firstChild);
    document.body.appendChild(aside);
    document.documentElement.classList.add("has-sidebar");
    // Scroll the sidebar, not the page: the page may be at a member's anchor.
    if (current) aside.scrollTop = Math.max(0, current.offsetTop - aside.clientHeight / 3);
  }

  // A code block wider than its column scrolls sideways: it takes keyboard focus, so the
  // arrow keys can scroll it without a mouse (axe: scrollable-region-focusable).
  function focusableScrollers() {
    document.querySelectorAll("pre").forEach(function (pre) {
      if (pre.scrollWidth > pre.clientWidth) pre.setAttribute("tabindex", "0");
    });
  }

  function setup() {
    sidebar();
    focusableScrollers();
    syntaxSwitch();
    copyButtons();
    deprecatedToggle();
    versionFilter();
    scrollSpy();
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup);
  else setup();
})();
