#!/bin/sh
# Smoke test: starts the real binary under Xvfb on a temporary tournament file
# with a Chinese name and the Chinese locale, waits for the main window, and
# captures a screenshot to build/screenshots/. Fails if no window appears.
set -eu
cd "$(dirname "$0")/.."
BIN=${BIN:-build/weiqi-arbiter}
OUT=build/screenshots
mkdir -p "$OUT"
work=$(mktemp -d)
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
