#!/bin/sh
# Draws Icon.png (512×512): a corner of a wooden board with a black and a
# white stone. Needs ImageMagick (Debian's imagemagick); the PNG is committed,
# so only run this to change the icon.
set -e
cd "$(dirname "$0")/.."
lines=""
for i in 0 1 2 3 4; do
  p=$((96 + i * 80))
  lines="$lines line $p,96 $p,416 line 96,$p 416,$p"
done
"${CONVERT:-/usr/bin/convert}" -size 512x512 xc:none \
  -fill '#dcb35c' -draw 'roundrectangle 16,16 496,496 64,64' \
  -stroke '#3b2a14' -strokewidth 6 -draw "$lines" \
  -stroke none -fill '#3b2a14' -draw 'circle 256,256 266,256' \
  -fill '#111111' -draw 'circle 176,176 230,176' \
  -fill '#f4f4f0' -stroke '#555555' -strokewidth 3 -draw 'circle 336,336 390,336' \
  Icon.png
