#!/bin/sh
# The game clock of the real program under Xvfb on the system clock (no
# fake time): a Chinese byo-yomi game of 1 min 5 s with 1 reserved minute
# (5 s of basic time, then the last minute read: the smallest Chinese time
# control the form takes, reading reached within seconds), pressed from the
# keyboard with xdotool into byo-yomi and through Black's time-out. Every
# 10 s of reading the screen must have changed (the window answers); the
# faces' colours say who runs and who lost; after the time-out the
# arbiter's menu turns it into a pass (2002) and the game goes on; SIGTERM
# then ends the program and the file opens again. About 100 s.
# Screenshots go to build/screenshots/realtime-*.png.
set -eu
cd "$(dirname "$0")/.."
. scripts/xvfb.sh
start_xvfb 1280x800

file="$work/clock.wqa"
"$BIN" tournament new "$file" --name "读秒实时测试" >/dev/null
start_app "$file"
wait_window
sleep 1

# Where things are in the 1100×720 window (Chinese, at the top left of the
# screen): the Clock screen in the navigation, the form's basic time and
# reserved minutes, Start, Arbiter…, and a spot of each face's background.
click 36 550                                   # 计时
click 265 266; xdotool key ctrl+a type "1m5s"  # 基本时间
click 265 303; xdotool key ctrl+a type "1"     # 保留分钟
running="#1F6F3F" idle="#303338" flash="#C88A10" lost="#A02020"
face() { # face SHOT black|white is the colour of that face
  if [ "$2" = black ]; then colour "$1" 400 170; else colour "$1" 757 170; fi
}
fail() { echo "clock-realtime: $*"; cat "$work/app.log"; exit 1; }
expect() { # expect SHOT black-colours white-colour what
  b=$(face "$1" black) w=$(face "$1" white)
  case " $2 " in *" $b "*) ;; *) fail "$4: Black's face is $b, want $2 (see $1)";; esac
  [ "$w" = "$3" ] || fail "$4: White's face is $w, want $3 (see $1)"
}

click 172 581 # 开始计时: Black's clock runs
t0=$(date +%s%N)
at() { # at S sleeps until S seconds after the start
  now=$(date +%s%N)
  left=$(( t0 + $1 * 1000000000 - now ))
  [ $left -gt 0 ] && sleep "$(printf '%d.%09d' $((left / 1000000000)) $((left % 1000000000)))"
  return 0
}
at 1; xdotool key a   # Black: 1 s of his 5
at 2; xdotool key l   # White: 1 s
at 11; xdotool key a  # Black: 9 s, reading from the 4th second on; no minute used
at 12; xdotool key l  # White: 1 s. Black now reads his last minute: time-out at 72 s
prev=""
for s in 15 25 35 45 55 65; do
  at $s
  cur="$OUT/realtime-reading-$s.png"
  shot "$cur"
  expect "$cur" "$running $flash" "$idle" "${s} s, Black reading"
  if [ -n "$prev" ] && cmp -s "$prev" "$cur"; then
    fail "the screen did not change between $prev and $cur: the window does not answer"
  fi
  prev=$cur
done
at 76
shot "$OUT/realtime-timeout.png"
expect "$OUT/realtime-timeout.png" "$lost" "$idle" "76 s, Black's time-out"

# The window still answers: the arbiter's menu opens, and the time-out in
# the last minute becomes a pass (2002): White's clock runs.
click 790 581 # 裁判操作…
shot "$work/menu.png"
cmp -s "$work/menu.png" "$OUT/realtime-timeout.png" && fail "the arbiter's menu did not open"
xdotool key Down Down Return
sleep 1
shot "$OUT/realtime-pass.png"
expect "$OUT/realtime-pass.png" "$idle" "$running" "after the time-out taken as a pass"
xdotool key l # White moves: Black reads on
sleep 1
shot "$OUT/realtime-after-pass.png"
expect "$OUT/realtime-after-pass.png" "$running $flash" "$idle" "Black reading again"

# SIGTERM ends the program and releases the file.
end_app TERM
[ "$app_rc" != running ] || fail "still running 10 s after SIGTERM"
[ "$app_rc" -eq 0 ] || fail "exit status $app_rc after SIGTERM"
"$BIN" tournament show "$file" >/dev/null || fail "the file cannot be opened after the program ended"
if grep -q "panic" "$work/app.log"; then fail "the program panicked"; fi
echo "clock-realtime: reading to a time-out on the system clock, the screen changing every 10 s; screenshots in $OUT/realtime-*.png"
