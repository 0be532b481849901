#!/bin/sh
# A small whole event through the command line, the same on every system:
# create the tournament, import the registration list, pair two rounds with
# their results, the standings, and every document the event has (each
# crosstable, standings, pairings, find-your-table list and player list as
# .xlsx and .pdf; slips and table cards as .pdf; the EGF and OpenGotha
# files). scripts/wine/test.sh runs it once with the Linux build and once
# with the Windows build under Wine, and compares what the two wrote.
#
# Usage: event.sh OUT DIR SEP PROGRAM...
#   OUT      a Unix folder for what the program prints (one file a step)
#   DIR      the folder for the tournament and its documents, as the
#            program spells it (C:\比赛 under Wine)
#   SEP      that system's path separator (\ or /)
#   PROGRAM  the command that runs the program (wine64 weiqi-arbiter.exe)
# The registration list and the results lists are read from DIR, where the
# caller put them: 少儿赛报名表.csv, results-1.csv, results-2.csv; the
# documents go to its folder 文件, which the caller made.
set -eu
out=$1 dir=$2 sep=$3
shift 3
mkdir -p "$out"
file="$dir$sep市少儿赛.wqa"
docs="$dir${sep}文件"
step=0
# run NAME ARGS...: the program with ARGS, what it prints kept as OUT/NAME.
run() {
  name=$1
  shift
  step=$((step + 1))
  status=0
  "$@" >"$out/$name.out" 2>&1 || status=$?
  if [ $status -ne 0 ]; then
    echo "event: step $step ($name) failed (exit status $status):"; cat "$out/$name.out"; exit 1
  fi
}

run new "$@" tournament new "$file" --name "市少儿围棋赛（Wine）"
run group "$@" group add "$file" --name 少儿组 --system swiss --rounds 3
run import "$@" import players "$file" "$dir${sep}少儿赛报名表.csv" --group 少儿组
run players "$@" player list "$file" --json
for r in 1 2; do
  run "pair-$r" "$@" round pair "$file" --group 少儿组 --round $r
  run "results-$r" "$@" result set "$file" --group 少儿组 --round $r --from "$dir${sep}results-$r.csv"
  run "round-$r" "$@" round show "$file" --group 少儿组 --round $r --json
done
run standings "$@" standings "$file" --group 少儿组 --json
run show "$@" tournament show "$file" --json
for kind in crosstable standings players; do
  for ext in xlsx pdf; do
    run "export-$kind-$ext" "$@" export $kind "$file" "$docs$sep$kind.$ext" --group 少儿组
  done
done
for kind in pairings index; do
  for ext in xlsx pdf; do
    run "export-$kind-$ext" "$@" export $kind "$file" "$docs$sep$kind.$ext" --group 少儿组 --round 2
  done
done
for kind in slips cards; do
  run "export-$kind" "$@" export $kind "$file" "$docs$sep$kind.pdf" --group 少儿组 --round 2
done
run export-egf "$@" export egf "$file" "$docs${sep}egf.h9" --group 少儿组
run export-opengotha "$@" export opengotha "$file" "$docs${sep}opengotha.xml" --group 少儿组
echo "event: $step steps done"
