#!/bin/sh
# make-ext.sh makes the two fallback fonts bundled beside WenQuanYi Micro
# Hei (wqy-microhei.ttf), for the Chinese characters it lacks: rare
# characters of names such as 𠮷 (CJK Extension B) or 䶮 (Extension A).
#
#   hanazono-ext-a.ttf.gz  from HanaMinA: Extension A, the radicals and
#                          strokes, compatibility ideographs and the unified
#                          ideographs the main font lacks (one font holds
#                          at most 65,535 glyphs, too few for all at once)
#   hanazono-ext-b.ttf.gz  from HanaMinB: Extensions B, C, D, E and F
#
# The Hanazono fonts (花園明朝, GlyphWiki) may be used, copied, changed and
# given away freely, alone or in a program (LICENSE-hanazono.txt); they are
# TrueType outlines, which the PDF writer needs. Extensions G and later are
# not in them: a name with such a character is printed without it, and
# the program says so.
#
# Run on Debian from the repository's root: sh i18n/fonts/make-ext.sh
# It needs fonts-hanazono and python3-fonttools (apt-get install them).
# The hinting is dropped and the outlines brought to 512 units an em: a
# third smaller, and at printed sizes no difference the eye sees.
set -eu
src=/usr/share/fonts/truetype/hanazono
out=i18n/fonts
main=$out/wqy-microhei.ttf
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The characters of the main font, so that the fallbacks hold only others.
/usr/bin/python3 - "$main" "$src/HanaMinA.ttf" "$tmp/a.txt" <<'PY'
import sys
from fontTools.ttLib import TTFont
have = TTFont(sys.argv[1], lazy=True).getBestCmap()
cjk = [(0x2E80, 0x2FDF), (0x31C0, 0x31EF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF),
       (0xF900, 0xFAFF), (0x2F800, 0x2FA1F)]
cmap = TTFont(sys.argv[2], lazy=True).getBestCmap()
want = [c for c in cmap if c not in have and any(a <= c <= b for a, b in cjk)]
open(sys.argv[3], "w").write(",".join("U+%X" % c for c in sorted(want)))
PY

subset() { # font, unicodes, output name
	/usr/bin/python3 -m fontTools.subset "$1" --unicodes="$2" --no-hinting \
		--drop-tables+=BASE,FFTM,GDEF,GSUB,GPOS,vhea,vmtx,prop \
		--name-IDs='*' --output-file="$tmp/sub.ttf"
	/usr/bin/python3 - "$tmp/sub.ttf" "$tmp/$3.ttf" "$3" <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools.ttLib.scaleUpem import scale_upem
from fontTools.ttLib.tables._c_m_a_p import CmapSubtable
f = TTFont(sys.argv[1])
scale_upem(f, 512)
# The PDF writer (gopdf) reads a font's characters from its Windows
# Unicode BMP table (3, 1, format 4) and then the full one (3, 10, format
# 12): a font of the supplementary planes only still needs an empty one.
cmap = f["cmap"]
if not any(t.platformID == 3 and t.platEncID == 1 for t in cmap.tables):
    bmp = CmapSubtable.newSubtable(4)
    bmp.platformID, bmp.platEncID, bmp.language, bmp.cmap = 3, 1, 0, {}
    cmap.tables.insert(0, bmp)
# A name of its own: a changed font is not the Hanazono font itself.
name = "WeiqiArbiter Hanazono " + sys.argv[3].replace("hanazono-ext-", "Ext ").upper().replace("EXT", "Ext")
for rec in f["name"].names:
    if rec.nameID in (1, 3, 4, 6, 16):
        rec.string = name if rec.nameID != 6 else name.replace(" ", "-")
f.save(sys.argv[2])
PY
	gzip -9 -n -c "$tmp/$3.ttf" >"$out/$3.ttf.gz"
}

subset "$src/HanaMinA.ttf" "$(cat "$tmp/a.txt")" hanazono-ext-a
subset "$src/HanaMinB.ttf" "U+20000-2A6DF,U+2A700-2B73F,U+2B740-2B81F,U+2B820-2CEAF,U+2CEB0-2EBEF" hanazono-ext-b
ls -l "$out"/hanazono-ext-*.ttf.gz
