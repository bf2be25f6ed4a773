/// The script `apiref serve` adds to every page it serves (never to a built site): it
/// holds the live-reload WebSocket, reloads the page after each build, and shows the
/// current build's errors in an overlay. Diagnostics are set as text, never as HTML.
enum LiveScript {
    static let path = "/__apiref/live.js"
    static let socketPath = "/__apiref/live"
    static let statusPath = "/__apiref/status"

    /// The tag put before `</body>`.
    static let tag = "<script src=\"\(path)\" defer></script>"

    static let source = #"""
        (function () {
          "use strict";
          var seen = null;
          function overlay(diagnostics) {
            var old = document.getElementById("apiref-overlay");
            if (old) old.remove();
            if (!diagnostics.length) return;
            var box = document.createElement("div");
            box.id = "apiref-overlay";
            box.setAttribute("role", "alert");
            box.style.cssText = "position:fixed;left:1rem;right:1rem;bottom:1rem;max-height:50vh;overflow:auto;z-index:99999;" +
              "background:#3b0a0a;color:#fff;font:14px/1.4 ui-monospace,monospace;padding:1rem;border-radius:6px;box-shadow:0 4px 20px #0008";
            var title = document.createElement("strong");
            title.textContent = diagnostics.length + (diagnostics.length === 1 ? " error" : " errors") + " in the content (apiref serve)";
            box.appendChild(title);
            var close = document.createElement("button");
            close.type = "button";
            close.textContent = "Close";
            close.style.cssText = "float:right";
            close.addEventListener("click", function () { box.remove(); });
            box.appendChild(close);
            var list = document.createElement("ul");
            diagnostics.forEach(function (d) {
              var item = document.createElement("li");
              item.textContent = d.path + ":" + d.line + ":" + d.column + ": " + d.severity + ": " + d.message + " [" + d.id + "]";
              list.appendChild(item);
            });
            box.appendChild(list);
            document.body.appendChild(box);
          }
          function connect() {
            var socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/__apiref/live");
            socket.onmessage = function (event) {
              var message = JSON.parse(event.data);
              if (message.type === "reload" || (seen !== null && message.generation !== seen)) {
                location.reload();
                return;
              }
              seen = message.generation;
              overlay(message.diagnostics);
            };
            socket.onclose = function () { setTimeout(connect, 500); };
          }
          connect();
        })();
        """#
}
