#!/bin/sh
# Smoke test: starts the real binary under Xvfb on a temporary tournament file
# with a Chinese name and the Chinese locale, waits for the main window, and
# captures a screenshot to build/screenshots/. Fails if no window appears.
set -eu
cd "$(dirname "$0")/.."
BIN=${BIN:-build/weiqi-arbiter}
OUT=build/screenshots
TIMEOUT=${SMOKE_TIMEOUT:-30}
mkdir -p "$OUT"
work=$(mktemp -d)
xvfb_pid=""
app_pid=""
cleanup() {
  if [ -n "$app_pid" ]; then kill "$app_pid" 2>/dev/null || true; wait "$app_pid" 2>/dev/null || true; fi
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

# A free display number.
n=99
while [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
export DISPLAY=":$n"
i=0
until xdpyinfo >/dev/null 2>&1; do
  i=$((i + 1)); [ $i -gt 50 ] && { echo "smoke: Xvfb did not start"; cat "$work/xvfb.log"; exit 1; }
  sleep 0.1
done

file="$work/smoke.wqa"
"$BIN" tournament new "$file" --name "全国围棋锦标赛（冒烟测试）" >/dev/null
# Settings and recent files go to a throw-away home so the user's are untouched.
export HOME="$work/home" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
export LANG=zh_CN.UTF-8 LC_ALL=zh_CN.UTF-8 LANGUAGE=zh_CN
start=$(date +%s%N)
"$BIN" "$file" >"$work/app.log" 2>&1 &
app_pid=$!
waited=0
while ! xdotool search --onlyvisible --name "围棋裁判" >/dev/null 2>&1; do
  if ! kill -0 "$app_pid" 2>/dev/null; then
    echo "smoke: the program exited before showing a window"; cat "$work/app.log"; exit 1
  fi
  waited=$((waited + 1))
  if [ $waited -gt $((TIMEOUT * 10)) ]; then
    echo "smoke: no window within ${TIMEOUT}s"; cat "$work/app.log"; exit 1
  fi
  sleep 0.1
done
shown=$(date +%s%N)
echo "smoke: window shown $(( (shown - start) / 1000000 )) ms after start" | tee "$OUT/startup.txt"
sleep 2 # let the first frames render
"${IMPORT:-/usr/bin/import}" -window root "$OUT/main-window.png"
[ -s "$OUT/main-window.png" ] || { echo "smoke: no screenshot"; exit 1; }
if ! kill -0 "$app_pid" 2>/dev/null; then
  echo "smoke: the program died after showing its window"; cat "$work/app.log"; exit 1
fi
echo "smoke: screenshot in $OUT/main-window.png"
