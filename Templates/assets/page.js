// apiref page behaviour, all optional (every page reads and navigates without it):
// the "On this page" list marks the section in view; a class page can hide its deprecated
// members (remembered across pages); a declaration has a Copy button; a member's # link
// copies its URL as well as going to it.
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
      button.className = "copy-button";
      button.textContent = labels.copy || "Copy";
      button.addEventListener("click", function () { copy(pre.textContent, button); });
      pre.parentNode.insertBefore(button, pre);
    });
    document.querySelectorAll("a.permalink").forEach(function (link) {
      link.addEventListener("click", function () { copy(link.href); });
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

  function setup() {
    copyButtons();
    deprecatedToggle();
    scrollSpy();
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup);
  else setup();
})();
