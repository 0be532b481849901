#!/bin/sh
# The Windows build under Wine, as `make wine-test` runs it (issue 23):
#   1. a fresh Wine prefix with the stand-in bcryptprimitives.dll;
#   2. a small whole event through the command line on C:\比赛 (event.sh),
#      compared with the Linux build's run of the same event;
# and further parts that each say what they test.
# Each part says how long it took. Needs build/weiqi-arbiter (Linux) and
# build/weiqi-arbiter.exe.
set -eu
cd "$(dirname "$0")/../.."
. scripts/wine/prefix.sh
. scripts/wine/compare.sh
EXE=${EXE:-build/weiqi-arbiter.exe}
BIN=${BIN:-build/weiqi-arbiter}
root=$PWD/build/wine
mkdir -p "$root"
t0=$(date +%s)
mark=$t0
# took PART: says how long PART took since the last mark.
took() {
  now=$(date +%s)
  echo "wine-test: $1: $((now - mark)) s"
  mark=$now
}

# results N: a results list for the 20 tables of a round, the ways a desk
# writes them.
results() {
  t=1
  while [ $t -le 20 ]; do
    case $(((t + $1) % 4)) in
      0) r="B+R" ;; 1) r="W+R" ;; 2) r="白中盘胜" ;; 3) r="黑胜3/4子" ;;
    esac
    echo "$t,$r"
    t=$((t + 1))
  done
}

# stage DIR: the event's inputs in DIR, and its documents folder.
stage() {
  rm -rf "$1"
  mkdir -p "$1/文件"
  cp testdata/registration/少儿赛报名表.csv "$1/"
  results 1 >"$1/results-1.csv"
  results 2 >"$1/results-2.csv"
}

export LANG=zh_CN.UTF-8 LC_ALL=zh_CN.UTF-8
unset LANGUAGE

trap stop_prefix EXIT INT TERM
fresh_prefix
took "fresh prefix"
"$WINE" "$EXE" version | grep -q "^weiqi-arbiter " || { echo "wine-test: the .exe did not print its version"; exit 1; }

# The event, on Linux and under Wine.
linux=$root/linux/比赛
stage "$linux"
scripts/wine/event.sh "$root/linux/out" "$linux" / "$BIN" >/dev/null
took "the event on Linux"
win='C:\比赛'
wdir=$(unix_path "$win")
stage "$wdir"
scripts/wine/event.sh "$root/windows/out" "$win" '\' "$WINE" "$EXE"
took "the event under Wine"
A_DIR=$linux B_DIR=$win
same_documents "$linux/文件" "$wdir/文件"
same_documents "$root/linux/out" "$root/windows/out"
echo "wine-test: the event's documents and output are the Linux build's"
took "comparison"

stop_prefix
echo "wine-test: all parts passed in $(($(date +%s) - t0)) s"
