#!/bin/sh
# Smoke test: starts the real binary under Xvfb on a temporary tournament file
# with a Chinese name and the Chinese locale, waits for the main window, and
# captures a screenshot to build/screenshots/, then starts it again with no
# file, as the desktop icon does, and waits for the same tournament. Fails
# if no window appears or another file opens. The window must run in the
# process started (weiqi-arbiter replaces itself with weiqi-arbiter-window),
# and a lone weiqi-arbiter must say that the window program is missing;
# with no display, or a display without OpenGL, the program says so.
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
# The window is the program started, in its place (the same process, so
# that a signal sent to it reaches the window): weiqi-arbiter-window.
exe=$(readlink "/proc/$app_pid/exe")
case $exe in
  */weiqi-arbiter-window) echo "smoke: the window runs in the process started ($exe)" ;;
  *) echo "smoke: the process started runs $exe, not the window program"; exit 1 ;;
esac

# Started again with no file (the desktop icon), the window reopens the
# tournament used last, not the default file.
kill "$app_pid"
wait "$app_pid" 2>/dev/null || true
"$BIN" >>"$work/app.log" 2>&1 &
app_pid=$!
waited=0
until window_titled "全国围棋锦标赛（冒烟测试） — 围棋裁判" >/dev/null; do
  kill -0 "$app_pid" 2>/dev/null || { echo "smoke: started with no file, the program exited"; cat "$work/app.log"; exit 1; }
  waited=$((waited + 1))
  [ $waited -le 300 ] || { echo "smoke: started with no file, the window did not reopen the tournament used last"; cat "$work/app.log"; exit 1; }
  sleep 0.1
done
echo "smoke: started with no file, the window reopened the tournament used last"

# The command-line program copied alone: the window cannot open, and it
# says so in the user's language, naming the missing program; commands
# still run.
kill "$app_pid"
wait "$app_pid" 2>/dev/null || true
app_pid=""
mkdir "$work/alone"
cp "$BIN" "$work/alone/weiqi-arbiter"
if "$work/alone/weiqi-arbiter" "$file" >"$work/alone.log" 2>&1; then
  echo "smoke: without the window program, opening a file succeeded"; cat "$work/alone.log"; exit 1
fi
grep -q "找不到窗口程序 $work/alone/weiqi-arbiter-window" "$work/alone.log" ||
  { echo "smoke: without the window program, the message does not name it in Chinese:"; cat "$work/alone.log"; exit 1; }
"$work/alone/weiqi-arbiter" tournament show "$file" >/dev/null ||
  { echo "smoke: without the window program, a command failed"; exit 1; }
echo "smoke: without the window program beside it, it says so: $(cat "$work/alone.log")"

# A computer that cannot show the window: no display at all (a remote
# shell), and a display without OpenGL (GLX left out of a second Xvfb, as
# on a PC without its graphics driver). Each time the program ends within
# 10 s, says why in the user's language and makes no file.
# cannot_show NAME DISPLAY TEXT starts the program on DISPLAY and checks
# that it fails within 10 s, says TEXT and makes no file.
cannot_show() {
  if env DISPLAY="$2" timeout 10 "$BIN" "$work/$1.wqa" >"$work/$1.log" 2>&1; then
    echo "smoke: $1, the window program succeeded"; cat "$work/$1.log"; exit 1
  fi
  grep -q "$3" "$work/$1.log" ||
    { echo "smoke: $1, the program did not say so in Chinese:"; cat "$work/$1.log"; exit 1; }
  [ ! -e "$work/$1.wqa" ] || { echo "smoke: $1, a file was made"; exit 1; }
  echo "smoke: $1: $(tail -n 1 "$work/$1.log")"
}
cannot_show "without a display" "" "本机没有可以打开窗口的显示器"
xvfb_on -extension GLX -screen 0 800x600x24
cannot_show "without OpenGL" "$server_display" "本机的图形系统无法绘制窗口：需要 OpenGL 2.1"
