#!/bin/sh
# The real program under Xvfb ends on SIGTERM (logout, shutdown, kill) and
# SIGINT every time, whatever it shows, and releases the tournament file:
# four starts, each ended by a signal in another state (just shown, the
# game clock running, a dialog open over the running clock, the arbiter's
# panel); each must exit within 10 s with status 0, and the file must
# open again at once. About 30 s.
set -eu
cd "$(dirname "$0")/.."
. scripts/xvfb.sh
start_xvfb 1280x800

file="$work/quit.wqa"
"$BIN" tournament new "$file" --name "退出测试" >/dev/null
for run in shown clock dialog panel; do
  start_app "$file"
  wait_window
  sleep 1
  signal=TERM
  case $run in
    clock) click 36 550; click 172 581 ;;                                        # 计时, 开始计时
    dialog) click 36 550; click 172 581; click 790 581; xdotool key Down Down Down Return ;; # 设定时间…
    panel) click 36 550; click 183 47; signal=INT ;;                             # 裁判面板
  esac
  sleep 1
  start=$(date +%s%N)
  end_app "$signal"
  ms=$(( ($(date +%s%N) - start) / 1000000 ))
  if [ "$app_rc" = running ]; then echo "quit-signal: $run: still running 10 s after SIG$signal"; cat "$work/app.log"; exit 1; fi
  if [ "$app_rc" -ne 0 ]; then echo "quit-signal: $run: exit status $app_rc after SIG$signal"; cat "$work/app.log"; exit 1; fi
  if ! "$BIN" tournament show "$file" >/dev/null; then echo "quit-signal: $run: the file is still locked"; exit 1; fi
  echo "quit-signal: $run: SIG$signal ended the program in $ms ms; the file opens again"
done
if grep -q "panic" "$work/app.log"; then echo "quit-signal: the program panicked"; cat "$work/app.log"; exit 1; fi
