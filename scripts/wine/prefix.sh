# Sourced by the Wine tests: the environment of a Wine prefix under build/
# and the functions that make it fresh and end it. Debian's wine64 alone (no
# 32-bit Wine, no wine-mono, no wine-gecko, nothing downloaded).
#
# The prefix's system32 gets the stand-in bcryptprimitives.dll built from
# scripts/wine/bcryptprimitives.c: Debian's Wine 8 lacks it and the Go
# runtime cannot start without its ProcessPrng. It is for the test machine
# only; it never ships.

WINE=${WINE:-$(command -v wine64 || echo /usr/lib/wine/wine64)}
WINESERVER=${WINESERVER:-$(command -v wineserver64 || command -v wineserver || echo /usr/lib/wine/wineserver64)}
export WINEPREFIX=${WINEPREFIX:-$PWD/build/wine/prefix}
export WINEARCH=win64
export WINEDEBUG=${WINEDEBUG:--all}
# No wine-mono (.NET) or wine-gecko (HTML) prompts: neither is installed.
# No winemenubuilder: what the MSI puts in the Start menu stays in the
# prefix instead of becoming the Unix desktop's menu entries.
export WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d"

# fresh_prefix: a new Wine prefix at $WINEPREFIX with the stand-in DLL, and
# its wineserver running until stop_prefix.
fresh_prefix() {
  stop_prefix
  rm -rf "$WINEPREFIX"
  mkdir -p "$(dirname "$WINEPREFIX")"
  x86_64-w64-mingw32-gcc -shared -O2 -s -o build/wine/bcryptprimitives.dll \
    scripts/wine/bcryptprimitives.c -ladvapi32
  "$WINE" wineboot -i >/dev/null 2>&1
  "$WINESERVER" -w
  cp build/wine/bcryptprimitives.dll "$WINEPREFIX/drive_c/windows/system32/"
  # One wineserver for the whole run: started afresh for every command, it
  # made each of them take 9 s instead of under one. It ends 300 s after
  # the last program of the prefix, should the run itself be killed before
  # stop_prefix.
  "$WINESERVER" -p300
}

# stop_prefix: ends the prefix's wineserver and every Wine process of the
# prefix. wineserver -k alone is not enough: a server that was killed
# leaves the prefix's services (plugplay.exe, svchost.exe, rpcss.exe)
# running with no server, where no -k reaches them.
stop_prefix() {
  "$WINESERVER" -k 2>/dev/null || true
  timeout 10 "$WINESERVER" -w 2>/dev/null || true
  for pid in $(prefix_pids); do
    kill -9 "$pid" 2>/dev/null || true
  done
}

# prefix_pids: the Wine processes (wineserver, a program) of $WINEPREFIX.
prefix_pids() {
  for d in /proc/[0-9]*; do
    case $(readlink "$d/exe" 2>/dev/null) in
      */wine*) tr '\0' '\n' <"$d/environ" 2>/dev/null | grep -qxF "WINEPREFIX=$WINEPREFIX" && echo "${d#/proc/}" ;;
    esac
  done
  return 0
}

# unix_path C:\... : the Unix path of a Windows path in the prefix.
unix_path() {
  "$WINE" winepath -u "$1" 2>/dev/null
}
