// Follows the tournament as it changes (a round published, a result in).
// A page reloads itself; a page being typed into is not reloaded but says
// so. A page that names a live part (the desk's list of open games, a
// round's pairings, the wall's rows) keeps everything else and brings only
// that part up to date. A page names what it shows (its topics), and the
// server tells it only of changes to those.
(function () {
  if (!window.EventSource) return;
  var body = document.body;
  var seen = body.getAttribute("data-live");
  var part = body.getAttribute("data-live-part");
  var src = body.getAttribute("data-live-src");
  var busy = false, again = false;
  var topics = body.getAttribute("data-live-topics") || "";
  var gap = body.getAttribute("data-live-gap") || "0";
  // Only what this page shows: a result elsewhere in the hall is not news here.
  var es = new EventSource("/events?t=" + encodeURIComponent(topics) + "&gap=" + gap);

  function refreshPart() {
    if (busy) { again = true; return; }
    busy = true;
    fetch(src, { credentials: "same-origin", headers: { Accept: "text/html" } })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.text(); })
      .then(function (html) {
        var doc = new DOMParser().parseFromString(html, "text/html");
        var key = doc.body.getAttribute("data-live-key");
        if (key !== null && key !== body.getAttribute("data-live-key")) {
          location.replace(src); // another round: the whole page changes
          return;
        }
        var fresh = doc.getElementById(part), here = document.getElementById(part);
        if (!fresh || !here) {
          // Not the desk's page (signed out, say): say the page is stale.
          document.getElementById("stale").hidden = false;
          return;
        }
        here.innerHTML = fresh.innerHTML;
        seen = doc.body.getAttribute("data-live") || seen;
        body.setAttribute("data-live", seen);
        here.dispatchEvent(new Event("live-updated", { bubbles: true }));
      })
      .catch(function () { document.getElementById("stale").hidden = false; })
      .then(function () {
        busy = false;
        if (again) { again = false; refreshPart(); }
      });
  }

  es.onmessage = function (e) {
    if (!e.data || e.data === seen) return;
    if (part && src && window.fetch && window.DOMParser) {
      refreshPart();
      return;
    }
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
