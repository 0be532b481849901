# Sourced by the Wine tests: same_documents A B compares two folders of
# documents written by two builds of the program, file by file, and prints
# each difference; it fails when any file differs or is missing.
#   .xlsx  the same members, each byte for byte (cells, strings, styles),
#          but docProps/core.xml, which holds the time of writing;
#   .pdf   the same number of pages and the same text (pdftotext -layout);
#          the bytes differ by the time of writing;
#   .out   what a command printed, with the folder's own name (C:\比赛 or
#          /…/比赛) and the path separator made the same;
#   other  byte for byte.
# Set A_DIR and B_DIR to the folder as each program spelled it.

same_documents() {
  a=$1 b=$2 bad=0
  tmp=$(mktemp -d)
  for f in "$a"/*; do
    name=$(basename "$f")
    g="$b/$name"
    if [ ! -e "$g" ]; then echo "compare: $name missing from $b"; bad=1; continue; fi
    case $name in
      *.xlsx)
        unzip -Z1 "$f" | sort >"$tmp/a.list"
        unzip -Z1 "$g" | sort >"$tmp/b.list"
        if ! cmp -s "$tmp/a.list" "$tmp/b.list"; then
          echo "compare: $name: different parts"; diff "$tmp/a.list" "$tmp/b.list"; bad=1; continue
        fi
        while read -r part; do
          [ "$part" = docProps/core.xml ] && continue
          # unzip reads a name as a pattern: [ is written [[].
          pat=$(printf '%s' "$part" | sed 's/\[/[[]/g')
          unzip -p "$f" "$pat" >"$tmp/a.part"
          unzip -p "$g" "$pat" >"$tmp/b.part"
          cmp -s "$tmp/a.part" "$tmp/b.part" || { echo "compare: $name: $part differs"; bad=1; }
        done <"$tmp/a.list"
        ;;
      *.pdf)
        pdftotext -layout "$f" "$tmp/a.txt"
        pdftotext -layout "$g" "$tmp/b.txt"
        [ -s "$tmp/a.txt" ] || { echo "compare: $name has no text"; bad=1; }
        pa=$(pdfinfo "$f" | sed -n 's/^Pages: *//p')
        pb=$(pdfinfo "$g" | sed -n 's/^Pages: *//p')
        [ "$pa" = "$pb" ] || { echo "compare: $name: $pa pages against $pb"; bad=1; }
        diff "$tmp/a.txt" "$tmp/b.txt" >"$tmp/diff" || { echo "compare: $name: the text differs:"; head -20 "$tmp/diff"; bad=1; }
        ;;
      *.out)
        normalise "$A_DIR" <"$f" >"$tmp/a.out"
        normalise "$B_DIR" <"$g" >"$tmp/b.out"
        diff "$tmp/a.out" "$tmp/b.out" >"$tmp/diff" || { echo "compare: what $name printed differs:"; head -20 "$tmp/diff"; bad=1; }
        ;;
      *)
        cmp -s "$f" "$g" || { echo "compare: $name differs"; diff "$f" "$g" | head -20; bad=1; }
        ;;
    esac
  done
  for g in "$b"/*; do
    [ -e "$a/$(basename "$g")" ] || { echo "compare: $(basename "$g") only in $b"; bad=1; }
  done
  rm -rf "$tmp"
  return $bad
}

# normalise DIR: stdin with DIR (as the program spelled it, JSON-escaped
# too) written as DIR, backslashes as slashes, and no carriage returns.
normalise() {
  # Through the environment: awk -v would read the backslashes as escapes.
  NORM_DIR=$1 NORM_ESC=$(printf '%s' "$1" | sed 's/\\/\\\\/g') awk '
  BEGIN { d = ENVIRON["NORM_DIR"]; e = ENVIRON["NORM_ESC"] }
  {
    while ((i = index($0, e)) > 0) $0 = substr($0, 1, i - 1) "DIR" substr($0, i + length(e))
    while ((i = index($0, d)) > 0) $0 = substr($0, 1, i - 1) "DIR" substr($0, i + length(d))
    gsub(/\r/, ""); gsub(/\\\\/, "/"); gsub(/\\/, "/"); print
  }'
}
