# Sourced by the Wine tests: the environment of a Wine prefix under build/
# and the function that makes it fresh. Debian's wine64 alone (no 32-bit
# Wine, no wine-mono, no wine-gecko, nothing downloaded).
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
export WINEDLLOVERRIDES="mscoree,mshtml="

# fresh_prefix: a new Wine prefix at $WINEPREFIX with the stand-in DLL.
fresh_prefix() {
  "$WINESERVER" -k 2>/dev/null || true
  rm -rf "$WINEPREFIX"
  mkdir -p "$(dirname "$WINEPREFIX")"
  x86_64-w64-mingw32-gcc -shared -O2 -s -o build/wine/bcryptprimitives.dll \
    scripts/wine/bcryptprimitives.c -ladvapi32
  "$WINE" wineboot -i >/dev/null 2>&1
  "$WINESERVER" -w
  cp build/wine/bcryptprimitives.dll "$WINEPREFIX/drive_c/windows/system32/"
  # One wineserver for the whole run: started afresh for every command, it
  # made each of them take 9 s instead of under one. stop_prefix ends it.
  "$WINESERVER" -p
}

# stop_prefix: ends every Wine process of the prefix and its wineserver.
stop_prefix() {
  "$WINESERVER" -k 2>/dev/null || true
}

# unix_path C:\... : the Unix path of a Windows path in the prefix.
unix_path() {
  "$WINE" winepath -u "$1" 2>/dev/null
}
