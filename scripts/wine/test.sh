#!/bin/sh
# The Windows build under Wine, as `make wine-test` runs it (issue 23):
#   1. a fresh Wine prefix with the stand-in bcryptprimitives.dll, while the
#      Linux build runs the event (event.sh) for comparison;
#   2. the same small whole event through the command line on C:\比赛,
#      compared with the Linux build's run (the comparison runs beside the
#      window parts; its result is awaited at the end);
#   3. the window under Xvfb in Chinese and in English: the program follows
#      the Windows user locale (Wine's, from LC_ALL; LANGUAGE, which a Linux
#      build reads first, says the other language): the first start makes
#      the default file in %LOCALAPPDATA%; a tournament given on the command
#      line opens (its name in the title, a screenshot checked); a second
#      program is refused the open file; a killed window leaves no stale
#      lock; a start with no file reopens the tournament used last;
#   4. a path with spaces, Chinese, # and % on drive D:, by the command line
#      and the window; Print from that window, first with no program for
#      PDFs (the window must not say it opened the sheet), then with a
#      stand-in viewer registered for .pdf (scripts/wine/viewer.c: the sheet
#      must reach it, and the window says so);
#   5. the portable zip run from a "USB stick" (drive E:) keeping its
#      settings beside it; the MSI installed silently, a .wqa opened through
#      its association, and uninstalled.
# Screenshots are kept in build/screenshots/wine-*.png. Each part says how
# long it took. Needs build/weiqi-arbiter (Linux), build/weiqi-arbiter.exe
# and build/dist (make windows-package). Everything it starts, Wine's
# processes of the prefix included, is ended when it exits.
set -eu
cd "$(dirname "$0")/../.."
. scripts/wine/prefix.sh
. scripts/wine/compare.sh
EXE=${EXE:-build/weiqi-arbiter.exe}
root=$PWD/build/wine
shots=$PWD/build/screenshots
# What an earlier run left (the prefix is made afresh below).
rm -rf "$root/linux" "$root/windows" "$root/d-drive" "$root/stick"
mkdir -p "$root" "$shots"
. scripts/xvfb.sh

bg="" # the parts running beside the others
cleanup() {
  close_window
  for p in $bg; do kill "$p" 2>/dev/null || true; done
  stop_prefix
  xvfb_cleanup
}
trap cleanup EXIT
trap 'exit 1' INT TERM

t0=$(date +%s)
mark=$t0
# took PART: says how long PART took since the last mark.
took() {
  now=$(date +%s)
  echo "wine-test: $1: $((now - mark)) s"
  mark=$now
}

# fail MESSAGE [FILE]: says MESSAGE (and shows FILE) and ends the run.
fail() {
  echo "wine-test: $1"
  [ $# -lt 2 ] || cat "$2"
  exit 1
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

# The display, and a throw-away home for everything (Wine's user folders,
# Fyne's settings) so that the user's are untouched. The program's
# language comes from each start's locale (open_window).
start_xvfb 1280x800
mkdir -p "$HOME"
unset LANGUAGE

# open_window LOCALE TITLE ARGS...: starts the program's window with ARGS in
# LOCALE (LANGUAGE set to the other language) and waits (120 s at most) for
# a visible window whose title holds TITLE; its id is left in $wid.
open_window() {
  loc=$1 want=$2
  shift 2
  LANG=$loc LC_ALL=$loc LANGUAGE=$(other_language "$loc") "$WINE" "$@" >"$root/app.log" 2>&1 &
  app_pid=$!
  i=0
  until wid=$(window_titled "$want"); do
    kill -0 "$app_pid" 2>/dev/null || fail "the window for $* ended before showing \"$want\":" "$root/app.log"
    i=$((i + 1))
    if [ $i -gt 1200 ]; then
      echo "wine-test: no window \"$want\" within 120 s for $*; windows shown:"
      for w in $(xdotool search --onlyvisible --name . 2>/dev/null); do xdotool getwindowname "$w"; done
      fail "(the program's output)" "$root/app.log"
    fi
    sleep 0.1
  done
}

# other_language LOCALE: the LANGUAGE list of the other language.
other_language() {
  case $1 in
    zh*) echo en_US:en ;;
    *) echo zh_CN:zh ;;
  esac
}

# windows_locale LOCALE: the Windows user locale a program started in
# LOCALE gets (zh-CN, en-US).
windows_locale() {
  LANG=$1 LC_ALL=$1 LANGUAGE=$(other_language "$1") "$WINE" reg query 'HKCU\Control Panel\International' /v LocaleName |
    tr -d '\r' | awk '$1 == "LocaleName" { print $3 }'
}

# close_window: kills the window's program as a crash would (kill -9).
close_window() {
  if [ -n "$app_pid" ]; then
    kill -9 "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
    app_pid=""
  fi
}

# window_shot NAME: a screenshot of the window $wid in
# build/screenshots/wine-NAME.png, taken once it is drawn (not blank:
# 50 colours or more; 30 s at most).
window_shot() {
  f="$shots/wine-$1.png"
  i=0
  while :; do
    sleep 1
    import -window "$wid" "$f"
    [ "$(convert "$f" -format %k info:)" -ge 50 ] && return 0
    i=$((i + 1))
    [ $i -lt 30 ] || fail "the screenshot $1 stayed blank"
  done
}

# Part 1: the event on Linux, beside the fresh prefix and the Windows run.
linux=$root/linux/比赛
stage "$linux"
scripts/wine/event.sh "$root/linux/out" "$linux" / "$BIN" >"$root/linux.log" 2>&1 &
linux_pid=$!
bg="$linux_pid"
fresh_prefix
took "fresh prefix (the event on Linux beside it)"
"$WINE" "$EXE" version | grep -q "^weiqi-arbiter " || fail "the .exe did not print its version"

# Part 2: the event under Wine, and its comparison.
win='C:\比赛'
wdir=$(unix_path "$win")
stage "$wdir"
scripts/wine/event.sh "$root/windows/out" "$win" '\' "$WINE" "$EXE"
took "the event under Wine"
wait "$linux_pid" || fail "the event on Linux failed:" "$root/linux.log"
(
  A_DIR=$linux B_DIR=$win
  same_documents "$linux/文件" "$wdir/文件"
  same_documents "$root/linux/out" "$root/windows/out"
) >"$root/compare.log" 2>&1 &
compare_pid=$!
bg="$compare_pid"

# Part 3: the window, in Chinese and English.
zh=zh_CN.UTF-8 en=en_US.UTF-8
event="市少儿围棋赛（Wine）"
[ "$(windows_locale $zh)" = zh-CN ] || fail "under $zh the Windows user locale is $(windows_locale $zh), not zh-CN"
# The first start, no file used yet: the default file in %LOCALAPPDATA%.
open_window $zh "我的比赛 — 围棋裁判" "$EXE"
local_app=$(unix_path "$("$WINE" cmd /c echo %LOCALAPPDATA% | tr -d '\r')")
[ -f "$local_app/WeiqiArbiter/default.wqa" ] || fail "no default file in %LOCALAPPDATA% ($local_app)"
close_window
# The event given on the command line, in Chinese; a second program is
# refused it; killed, the window leaves no lock.
open_window $zh "$event — 围棋裁判" "$EXE" "$win\市少儿赛.wqa"
window_shot zh
if "$WINE" "$EXE" player add "$win\市少儿赛.wqa" --name 第二个程序 >"$root/second.out" 2>&1; then
  fail "a second program changed the file open in the window"
fi
grep -q "已在另一个围棋裁判窗口或程序中打开" "$root/second.out" || fail "the second program was refused with:" "$root/second.out"
close_window
"$WINE" "$EXE" player add "$win\市少儿赛.wqa" --name 崩溃之后 >"$root/after.out" 2>&1 ||
  fail "after the window was killed, the file stayed locked:" "$root/after.out"
# A start with no file reopens the event, used last.
open_window $zh "$event — 围棋裁判" "$EXE"
close_window
# In English.
[ "$(windows_locale $en)" = en-US ] || fail "under $en the Windows user locale is $(windows_locale $en), not en-US"
open_window $en "$event — Weiqi Arbiter" "$EXE" "$win\市少儿赛.wqa"
window_shot en
close_window
differ=$(compare -metric AE "$shots/wine-zh.png" "$shots/wine-en.png" null: 2>&1 || true)
[ "${differ%% *}" != 0 ] || fail "the Chinese and English windows look the same"
took "the window in Chinese and English (lock, crash, %LOCALAPPDATA%, reopening)"

# Part 4: a path with spaces, Chinese, # and % on drive D:.
mkdir -p "$root/d-drive/赛事 资料"
ln -sfn "$root/d-drive" "$WINEPREFIX/dosdevices/d:"
ddir=$root/d-drive/赛事\ 资料
cp "$wdir/少儿赛报名表.csv" "$ddir/"
dfile='D:\赛事 资料\乙组 #2 100%.wqa'
"$WINE" "$EXE" tournament new "$dfile" --name 乙组 >/dev/null
"$WINE" "$EXE" group add "$dfile" --name 乙组 --system swiss --rounds 3 >/dev/null
"$WINE" "$EXE" import players "$dfile" 'D:\赛事 资料\少儿赛报名表.csv' --group 乙组 >/dev/null
"$WINE" "$EXE" round pair "$dfile" --group 乙组 --round 1 >/dev/null
"$WINE" "$EXE" export pairings "$dfile" 'D:\赛事 资料\对阵表.pdf' --group 乙组 --round 1 >/dev/null
pdftotext "$ddir/对阵表.pdf" - | grep -q 王子涵 || fail "the pairings on D: do not hold the players"
took "spaces, Chinese, # and % on drive D: (command line)"

# Print from the window: the pairing sheet of round 1 through Rounds →
# Print… → Enter (the positions are those of the 1100×720 window as it
# opens), tried again while the window is too slow to take the clicks.
# print_sheet PDF: prints and waits (20 s each try) for PDF.
print_sheet() {
  rm -f "$1"
  for try in 1 2 3; do
    xdotool mousemove --window "$wid" 36 227 click 1 # the Rounds tab
    sleep 2
    xdotool mousemove --window "$wid" 576 46 click 1 # Print…
    sleep 2
    xdotool key --window "$wid" Return # the pairing sheet
    i=0
    while [ ! -f "$1" ] && [ $i -lt 100 ]; do sleep 0.2; i=$((i + 1)); done
    [ -f "$1" ] && return 0
    xdotool key --window "$wid" Escape
  done
  ls "$(dirname "$1")"
  fail "Print wrote no pairing sheet $1"
}
# The stand-in viewer, in a folder with a space and Chinese, and what it
# writes when it is handed a file.
viewer_win='C:\Program Files\PDF 阅读器\viewer.exe'
report_win='C:\users\Public\阅读器打开的文件.txt'
viewer=$(unix_path "$viewer_win")
report=$(unix_path "$report_win")
mkdir -p "$(dirname "$viewer")"
x86_64-w64-mingw32-gcc -municode -mwindows -O2 -s -Wall -o "$viewer" scripts/wine/viewer.c
rm -f "$report"
sheet="$ddir/乙组 #2 100%-乙组 对阵表 第1轮.pdf"
sheet_win='D:\赛事 资料\乙组 #2 100%-乙组 对阵表 第1轮.pdf'
# With no program for PDFs (Wine's own hands them to the Unix desktop
# through winebrowser): the window must notice and not say it opened it.
"$WINE" reg delete 'HKCR\.pdf' /f >/dev/null 2>&1 || true
open_window $zh "乙组 — 围棋裁判" "$EXE" "$dfile"
print_sheet "$sheet"
sleep 2 # the status
window_shot print-no-viewer
[ "$(grep -c "open the printed form" "$root/app.log")" = 1 ] || fail "with no PDF viewer, Print did not notice:" "$root/app.log"
# With the viewer registered as Windows keeps it: .pdf → a ProgID → its
# shell\open\command.
"$WINE" reg add 'HKCR\.pdf' /ve /d WeiqiArbiterTest.PDF /f >/dev/null
"$WINE" reg add 'HKCR\WeiqiArbiterTest.PDF\shell\open\command' /ve /d "\"$viewer_win\" \"$report_win\" \"%1\"" /f >/dev/null
print_sheet "$sheet"
i=0
while [ ! -s "$report" ] && [ $i -lt 100 ]; do sleep 0.2; i=$((i + 1)); done
[ -s "$report" ] || fail "Print did not hand the sheet to the PDF viewer:" "$root/app.log"
[ "$(cat "$report")" = "$sheet_win" ] || fail "the PDF viewer was handed $(cat "$report"), not $sheet_win"
sleep 2 # the status
window_shot print-viewer
[ "$(grep -c "open the printed form" "$root/app.log")" = 1 ] || fail "Print says the viewer could not open the sheet it took:" "$root/app.log"
# The status lines at the window's foot differ between the two.
for s in no-viewer viewer; do
  convert "$shots/wine-print-$s.png" -crop 950x70+75+640 +repage "$work/status-$s.png"
done
differ=$(compare -metric AE "$work/status-no-viewer.png" "$work/status-viewer.png" null: 2>&1 || true)
[ "${differ%% *}" != 0 ] || fail "the window's status is the same with a PDF viewer and without"
close_window
took "Print from the window on D:, with no PDF viewer and with one"

# Part 5: the portable zip on a "USB stick", drive E:, asked to keep its
# settings beside it.
version=$(sed -n 's/^const version = "\(.*\)"$/\1/p' main.go)
mkdir -p "$root/stick"
unzip -q "build/dist/weiqi-arbiter-$version-windows-x64.zip" -d "$root/stick"
ln -sfn "$root/stick" "$WINEPREFIX/dosdevices/e:"
folder="E:\weiqi-arbiter-$version-windows-x64"
stick="$root/stick/weiqi-arbiter-$version-windows-x64"
[ -f "$stick/README.txt" ] || fail "the zip has no README.txt"
: >"$stick/portable"
open_window $zh "$event — 围棋裁判" "$folder\weiqi-arbiter.exe" "$win\市少儿赛.wqa"
close_window
grep -q "市少儿赛.wqa" "$stick/data/preferences.json" || fail "the portable copy kept no recent file beside it"
rm "$stick/data/preferences.json"
open_window $zh "我的比赛 — 围棋裁判" "$folder\weiqi-arbiter.exe"
close_window
[ -f "$stick/data/default.wqa" ] || fail "the portable copy's default file is not beside it"
took "the portable zip from drive E:"

# The MSI: installed silently, a .wqa opened through its association,
# uninstalled.
msi=$("$WINE" winepath -w "build/dist/weiqi-arbiter-$version-x64.msi" 2>/dev/null)
"$WINE" msiexec /i "$msi" /qn || fail "msiexec /i failed"
installed="$WINEPREFIX/drive_c/Program Files/Weiqi Arbiter/weiqi-arbiter.exe"
[ -f "$installed" ] || fail "the MSI installed no program"
links=$(find "$WINEPREFIX/drive_c" -path '*Start Menu/Programs/Weiqi Arbiter/*.lnk' | wc -l)
[ "$links" -eq 2 ] || fail "$links Start-menu entries, not the program and its uninstaller"
"$WINE" reg query 'HKCR\WeiqiArbiter.Tournament\shell\open\command' | grep -q 'weiqi-arbiter.exe' ||
  fail ".wqa files are not associated with the program"
LANG=$zh LC_ALL=$zh "$WINE" start /wait /unix "$wdir/市少儿赛.wqa" >"$root/start.log" 2>&1 &
start_pid=$!
i=0
until window_titled "$event — 围棋裁判" >/dev/null; do
  i=$((i + 1))
  [ $i -le 1200 ] || fail "opening the .wqa did not start the installed program" "$root/start.log"
  sleep 0.1
done
"$WINE" taskkill /f /im weiqi-arbiter.exe >/dev/null 2>&1 || true
wait "$start_pid" 2>/dev/null || true
"$WINE" msiexec /x "$msi" /qn || fail "msiexec /x failed"
[ ! -e "$installed" ] || fail "the program is still there after uninstalling"
[ -z "$(find "$WINEPREFIX/drive_c" -path '*Start Menu/Programs/Weiqi Arbiter*')" ] || fail "Start-menu entries left after uninstalling"
if "$WINE" reg query 'HKCR\.wqa' >/dev/null 2>&1; then fail "the .wqa association is left after uninstalling"; fi
took "the MSI installed, opened a .wqa, uninstalled"

# The comparison of part 2.
bg=""
wait "$compare_pid" || fail "the Windows build's documents differ from the Linux build's:" "$root/compare.log"
echo "wine-test: the event's documents and output are the Linux build's"
took "the rest of the comparison"
stop_prefix
echo "wine-test: all parts passed in $(($(date +%s) - t0)) s"
