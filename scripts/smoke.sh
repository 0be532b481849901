#!/bin/sh
# Smoke test: starts the real binary under Xvfb on a temporary tournament file
# with a Chinese name and the Chinese locale, waits for the main window, and
# captures a screenshot to build/screenshots/, then starts it again with no
# file, as the desktop icon does, and waits for the same tournament. Fails
# if no window appears or another file opens.
set -eu
cd "$(dirname "$0")/.."
. scripts/xvfb.sh
start_xvfb 1280x800

file="$work/smoke.wqa"
"$BIN" tournament new "$file" --name "全国围棋锦标赛（冒烟测试）" >/dev/null
start=$(date +%s%N)
start_app "$file"
wait_window
shown=$(date +%s%N)
echo "smoke: window shown $(( (shown - start) / 1000000 )) ms after start" | tee "$OUT/startup.txt"
sleep 2 # let the first frames render
shot "$OUT/main-window.png"
if ! kill -0 "$app_pid" 2>/dev/null; then
  echo "smoke: the program died after showing its window"; cat "$work/app.log"; exit 1
fi
echo "smoke: screenshot in $OUT/main-window.png"

# Started again with no file (the desktop icon), the window reopens the
# tournament used last, not the default file.
kill "$app_pid"
wait "$app_pid" 2>/dev/null || true
"$BIN" >>"$work/app.log" 2>&1 &
app_pid=$!
waited=0
until xdotool search --onlyvisible --name "全国围棋锦标赛（冒烟测试） — 围棋裁判" >/dev/null 2>&1; do
  kill -0 "$app_pid" 2>/dev/null || { echo "smoke: started with no file, the program exited"; cat "$work/app.log"; exit 1; }
  waited=$((waited + 1))
  [ $waited -le 300 ] || { echo "smoke: started with no file, the window did not reopen the tournament used last"; cat "$work/app.log"; exit 1; }
  sleep 0.1
done
echo "smoke: started with no file, the window reopened the tournament used last"
