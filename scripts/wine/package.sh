#!/bin/sh
# What a Windows user downloads, built from build/weiqi-arbiter.exe into
# build/dist/ (`make windows-package`):
#   weiqi-arbiter-VERSION-windows-x64.zip  the portable copy: one folder with
#       the program and README.txt (how to keep the settings beside it);
#   weiqi-arbiter-VERSION-x64.msi  the installer (msitools' wixl, from
#       packaging/windows/weiqi-arbiter.wxs): Program Files, a Start-menu
#       entry with the icon, .wqa files opening in the program, an
#       uninstaller.
# The stand-in bcryptprimitives.dll of the Wine tests is in neither.
set -eu
cd "$(dirname "$0")/../.."
EXE=${EXE:-build/weiqi-arbiter.exe}
version=$(sed -n 's/^const version = "\(.*\)"$/\1/p' main.go)
[ -n "$version" ] || { echo "package: no version in main.go"; exit 1; }
grep -q "Version = \"$version\"" FyneApp.toml || { echo "package: FyneApp.toml's Version is not $version"; exit 1; }
[ -f "$EXE" ] || { echo "package: $EXE not built (make windows)"; exit 1; }
dist=build/dist
rm -rf "$dist"
mkdir -p "$dist"

# The portable zip. Windows' Notepad reads the text best with CRLF.
folder=weiqi-arbiter-$version-windows-x64
mkdir -p "$dist/$folder"
cp "$EXE" "$dist/$folder/weiqi-arbiter.exe"
sed 's/$/\r/' packaging/windows/README.txt >"$dist/$folder/README.txt"
(cd "$dist" && zip -qr -X "$folder.zip" "$folder")
rm -rf "${dist:?}/$folder"

# The MSI, with the icon made from Icon.png.
convert Icon.png -define icon:auto-resize=256,64,48,32,16 "$dist/weiqi-arbiter.ico"
wixl --arch x64 -D Version="$version" -D Exe="$EXE" -D Ico="$dist/weiqi-arbiter.ico" \
  -o "$dist/weiqi-arbiter-$version-x64.msi" packaging/windows/weiqi-arbiter.wxs
rm "$dist/weiqi-arbiter.ico"

for f in "$dist"/*; do
  if unzip -l "$f" 2>/dev/null | grep -qi bcryptprimitives || { command -v msiinfo >/dev/null && msiinfo export "$f" File 2>/dev/null | grep -qi bcryptprimitives; }; then
    echo "package: $f holds the test machine's bcryptprimitives.dll"; exit 1
  fi
done
ls -l "$dist"
