#!/bin/sh
# Generates the locales the tests run the program in (Chinese and English,
# UTF-8) when they are not there yet: Wine turns a program's Chinese
# arguments into mojibake under a Unix locale that is not installed, and it
# takes the Windows user locale (the program's language) from the Unix one.
# Needs Debian's locales package (the Makefile installs it); uses sudo when
# not root. Running it again changes nothing.
set -eu
want="zh_CN en_US"
missing=""
for l in $want; do
  # locale -a spells UTF-8 as utf8.
  locale -a 2>/dev/null | grep -qx "$l.utf8" || missing="$missing $l"
done
[ -z "$missing" ] && exit 0
command -v localedef >/dev/null 2>&1 || { echo "locales: localedef not found (Debian: apt-get install locales)"; exit 1; }
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "locales: run as root or install sudo, then: localedef -i LOCALE -f UTF-8 LOCALE.UTF-8 for$missing"; exit 1; }
  sudo="sudo"
fi
for l in $missing; do
  echo "locales: generating $l.UTF-8"
  $sudo localedef -i "$l" -c -f UTF-8 -A /usr/share/locale/locale.alias "$l.UTF-8"
done
