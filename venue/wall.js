// The projector's wall: every table of the round, as large as the screen
// allows. It chooses the type size and the number of columns at which all
// rows take the fewest screenfuls (the largest type among those), shows the
// screenfuls one after the other, each for data-every seconds, and then
// goes on to the next group (data-next). When results come in (live.js
// brings #wall-rows up to date) it lays the rows out again on the same
// screenful; a resized window is laid out again too.
(function () {
  var wall = document.getElementById("wall"), src = document.getElementById("wall-rows");
  if (!wall || !src) return;
  src.hidden = true;
  var every = (+wall.getAttribute("data-every") || 15) * 1000;
  var next = wall.getAttribute("data-next");
  var pageText = wall.getAttribute("data-page-text") || "{N}/{Of}";
  var label = document.getElementById("wall-page");
  var margin = 12, gap = 24;
  var page = 0, fit = null, timer = null;

  function rows() { return Array.prototype.slice.call(src.querySelectorAll("tbody tr")); }

  // column is a table of the header and the rows rs.
  function column(rs) {
    var t = document.createElement("table");
    var th = document.createElement("thead");
    var h = src.querySelector("thead tr");
    if (h) th.appendChild(h.cloneNode(true));
    t.appendChild(th);
    var tb = document.createElement("tbody");
    rs.forEach(function (r) { tb.appendChild(r.cloneNode(true)); });
    t.appendChild(tb);
    return t;
  }

  function space() {
    return {
      w: document.documentElement.clientWidth - 2 * margin,
      h: window.innerHeight - wall.getBoundingClientRect().top - window.scrollY - margin
    };
  }

  // measure lays all rows out at size px in one column and works out how
  // many columns the screen takes and how many rows each holds.
  function measure(px, all, room) {
    wall.style.fontSize = px + "px";
    wall.innerHTML = "";
    var t = column(all);
    wall.appendChild(t);
    var head = t.tHead.offsetHeight;
    var row = all.length ? (t.offsetHeight - head) / all.length : 1;
    var cols = Math.max(0, Math.min(6, Math.floor((room.w + gap) / (t.offsetWidth + gap))));
    var perCol = Math.max(0, Math.floor((room.h - head) / row));
    var cap = cols * perCol;
    return { px: px, cols: cols, perCol: perCol, pages: cap ? Math.max(1, Math.ceil(all.length / cap)) : Infinity };
  }

  function layout() {
    var all = rows(), room = space();
    // Type from a 68th of the screen's height (16 px on 1080 lines, read
    // across a hall) up to a tenth, for a round of a few tables.
    var low = Math.max(12, Math.round(window.innerHeight / 68)), high = Math.max(low, Math.round(window.innerHeight / 10));
    var best = measure(low, all, room);
    while (best.pages === Infinity && low > 8) best = measure(--low, all, room);
    // The largest size that needs no more screenfuls than the smallest.
    var lo = low + 1, hi = high;
    while (lo <= hi) {
      var mid = (lo + hi) >> 1, m = measure(mid, all, room);
      if (m.pages <= best.pages) { best = m; lo = mid + 1; } else { hi = mid - 1; }
    }
    fit = best;
    wall.style.fontSize = best.px + "px";
    page = Math.min(page, best.pages - 1);
    show();
  }

  // show puts screenful page up, its rows in columns of fit.perCol at
  // most; the rows are shared evenly between the screenfuls.
  function show() {
    var all = rows(), cap = Math.ceil(all.length / fit.pages);
    var these = all.slice(page * cap, (page + 1) * cap);
    var per = Math.min(fit.perCol, Math.ceil(these.length / fit.cols)) || 1;
    wall.innerHTML = "";
    for (var i = 0; i < these.length || i === 0; i += per) {
      wall.appendChild(column(these.slice(i, i + per)));
      if (!these.length) break;
    }
    wall.setAttribute("data-page", page + 1);
    wall.setAttribute("data-pages", fit.pages);
    if (label) label.textContent = fit.pages > 1 ? "· " + pageText.replace("{N}", page + 1).replace("{Of}", fit.pages) : "";
  }

  function turn() {
    if (page + 1 < fit.pages) {
      page++;
      show();
      timer = setTimeout(turn, every);
    } else {
      location.replace(next);
    }
  }

  layout();
  timer = setTimeout(turn, every);
  var resized = null;
  window.addEventListener("resize", function () { clearTimeout(resized); resized = setTimeout(layout, 200); });
  document.addEventListener("live-updated", layout);
})();
