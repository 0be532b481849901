// Reloads the page when the tournament changes (a round published, a
// result in); a page being typed into is not reloaded but says so.
(function () {
  if (!window.EventSource) return;
  var seen = document.body.getAttribute("data-live");
  var es = new EventSource("/events");
  es.onmessage = function (e) {
    if (!e.data || e.data === seen) return;
    var a = document.activeElement;
    if (a && (a.tagName === "INPUT" || a.tagName === "SELECT") && a.value) {
      document.getElementById("stale").hidden = false;
      return;
    }
    es.close();
    location.reload();
  };
  // A browser holds few connections to one server (six): leaving the page
  // lets its stream go, or a few pages later the next one would wait.
  window.addEventListener("pagehide", function () { es.close(); });
})();
