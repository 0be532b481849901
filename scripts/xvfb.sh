# Sourced by the scripts that drive the real program under Xvfb: a free
# display, a throw-away home and the Chinese locale, and helpers to start
# the program, wait for its window and look at the screen.
# The caller runs from the repository's top folder; it gets: BIN (the
# program, build/weiqi-arbiter unless set), OUT (the folder of
# screenshots), work (a temporary folder, removed on exit), DISPLAY,
# xvfb_on ARGS... (sets server_display), start_app FILE (sets app_pid),
# wait_window, click X Y, end_app SIGNAL
# (sets app_rc), shot NAME, colour X Y, window_titled TEXT, and a cleanup
# of the Xvfb servers and the program on exit.

BIN=${BIN:-build/weiqi-arbiter}
OUT=build/screenshots
mkdir -p "$OUT"
work=$(mktemp -d)
xvfb_pids=""
xvfb_count=0
app_pid=""
xvfb_cleanup() {
  if [ -n "$app_pid" ]; then kill "$app_pid" 2>/dev/null || true; wait "$app_pid" 2>/dev/null || true; fi
  # Waited for, so that the next script's server does not start while
  # this one still holds its display.
  for pid in $xvfb_pids; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap xvfb_cleanup EXIT INT TERM

# xvfb_on ARGS... starts an Xvfb with ARGS (a screen, extensions left
# out) on a display it chooses itself (-displayfd: the first free one,
# told once the server listens), so that two servers never race for one
# number: server_display names this server, not one that is still ending.
# The cleanup ends it.
xvfb_on() {
  xvfb_count=$((xvfb_count + 1))
  told="$work/display$xvfb_count" log="$work/xvfb$xvfb_count.log"
  Xvfb -displayfd 3 "$@" -nolisten tcp 3>"$told" >"$log" 2>&1 &
  server_pid=$!
  xvfb_pids="$xvfb_pids $server_pid"
  i=0
  until [ -s "$told" ]; do
    i=$((i + 1))
    if [ $i -gt 100 ] || ! kill -0 "$server_pid" 2>/dev/null; then echo "$0: Xvfb $* did not start"; cat "$log"; exit 1; fi
    sleep 0.1
  done
  server_display=":$(head -n 1 "$told")"
}

# start_xvfb WIDTHxHEIGHT starts the Xvfb the program is shown on
# (xvfb_on) and points DISPLAY at it once it answers.
start_xvfb() {
  xvfb_on -screen 0 "${1}x24"
  export DISPLAY="$server_display"
  i=0
  until xdpyinfo >/dev/null 2>&1; do
    i=$((i + 1)); [ $i -gt 50 ] && { echo "$0: Xvfb on $DISPLAY does not answer"; cat "$log"; exit 1; }
    sleep 0.1
  done
  # Settings and recent files go to a throw-away home so the user's are untouched.
  export HOME="$work/home" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
  export LANG=zh_CN.UTF-8 LC_ALL=zh_CN.UTF-8 LANGUAGE=zh_CN
}

# start_app FILE starts the program on FILE; its output goes to $work/app.log.
start_app() {
  "$BIN" "$1" >>"$work/app.log" 2>&1 &
  app_pid=$!
}

# window_titled TEXT prints the id of a visible window whose title holds
# TEXT, and fails if there is none. Titles are compared as bytes, not with
# xdotool's --name, a regular expression read in the locale: where the
# locale is not installed an em dash, say, does not match itself.
window_titled() {
  for id in $(xdotool search --onlyvisible --name . 2>/dev/null); do
    case $(xdotool getwindowname "$id" 2>/dev/null) in
      *"$1"*) echo "$id"; return 0 ;;
    esac
  done
  return 1
}

# wait_window waits (at most SMOKE_TIMEOUT, 30 s) for the main window to show.
wait_window() {
  timeout=${SMOKE_TIMEOUT:-30}
  waited=0
  while ! window_titled "围棋裁判" >/dev/null; do
    if ! kill -0 "$app_pid" 2>/dev/null; then
      echo "$0: the program exited before showing a window"; cat "$work/app.log"; exit 1
    fi
    waited=$((waited + 1))
    [ $waited -gt $((timeout * 10)) ] && { echo "$0: no window within ${timeout} s"; cat "$work/app.log"; exit 1; }
    sleep 0.1
  done
}

# click X Y clicks the screen at X, Y and gives the window time to answer.
click() { xdotool mousemove "$1" "$2" click 1; sleep 0.3; }

# end_app SIGNAL sends the program SIGNAL and waits, at most 10 s, for it
# to end: app_rc is then its exit status, or "running" if it did not end.
end_app() {
  kill -"$1" "$app_pid"
  i=0
  while kill -0 "$app_pid" 2>/dev/null; do
    i=$((i + 1)); [ $i -gt 100 ] && { app_rc=running; return 0; }
    sleep 0.1
  done
  wait "$app_pid" && app_rc=0 || app_rc=$?
  app_pid=""
}

# shot FILE captures the screen.
shot() {
  "${IMPORT:-/usr/bin/import}" -window root "$1"
  [ -s "$1" ] || { echo "$0: no screenshot $1"; exit 1; }
}

# colour FILE X Y is the colour of a pixel of a screenshot, as #RRGGBB.
colour() {
  convert "$1" -crop "1x1+$2+$3" -depth 8 -format '#%[hex:u.p{0,0}]' info:- | cut -c1-7
}
