#!/bin/sh
# Installs the Debian packages named on the command line that are not yet
# installed (with sudo when not root), and a Go toolchain if there is none
# (Debian's golang-go; go.mod then fetches the Go version it names through
# the module proxy). On other systems it prints what to install and carries on.
set -eu
have_go() { command -v go >/dev/null 2>&1 || [ -x /usr/local/go/bin/go ]; }

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
  echo "deps: not a Debian/Ubuntu system; make sure these (or your system's equivalents) are installed:"
  echo "  Go 1.26 or newer, a C compiler, OpenGL and X11 development headers"
  echo "  (Debian names: $*)"
  echo "  macOS: Xcode command line tools (xcode-select --install) and Go; Fedora: gcc libXcursor-devel libXrandr-devel mesa-libGL-devel libXi-devel libXinerama-devel libXxf86vm-devel alsa-lib-devel"
  exit 0
fi

missing=""
for p in "$@"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing="$missing $p"
  fi
done
have_go || missing="$missing golang-go"
[ -z "$missing" ] && exit 0

echo "deps: installing$missing"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "deps: run as root or install sudo, then: apt-get install$missing"; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
# shellcheck disable=SC2086 # the list is meant to split into words
$sudo apt-get install -y -qq --no-install-recommends $missing
