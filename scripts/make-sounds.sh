#!/bin/sh
# Speaks the clock's announcements into WAV clips (16 kHz, 16-bit, mono) with
# espeak-ng, in Mandarin and English, plus a beep made with sox. The clips are
# committed; run this (Debian: apt-get install espeak-ng sox) only to change them.
set -eu
cd "$(dirname "$0")/../ui/sound/clips"
rm -f zh-*.wav en-*.wav beep.wav
say() { # lang cue text
  voice=cmn; [ "$1" = en ] && voice=en-gb-x-rp
  espeak-ng -v "$voice" -s 165 -w tmp.wav "$3"
  sox tmp.wav -r 16000 -b 16 -c 1 "$1-$2.wav" norm -1 silence 1 0.02 1% reverse silence 1 0.02 1% reverse
  rm -f tmp.wav
}
for s in 10 20 30 40 50 55 58; do say zh "s$s" "${s}秒"; say en "s$s" "$s seconds"; done
for n in 1 2 3 4 5 6 7 8 9; do say zh "n$n" "$n"; say en "n$n" "$n"; done
for n in 0 1 2 3 4 5 6 7 8 9 10; do
  say zh "minutes_left_$n" "还剩${n}分"; say zh "periods_left_$n" "还剩${n}次"
  if [ "$n" = 1 ]; then say en "minutes_left_$n" "one minute left"; say en "periods_left_$n" "last period"
  else say en "minutes_left_$n" "$n minutes left"; say en "periods_left_$n" "$n periods left"; fi
done
say zh minute "1分钟"; say en minute "one minute"
say zh reading "开始读秒"; say en reading "byo-yomi"
say zh timeout "超时负"; say en timeout "loss on time"
say zh ten_timeout "10，超时负"; say en ten_timeout "10. Loss on time"
sox -n -r 16000 -b 16 -c 1 beep.wav synth 0.15 sine 880 vol 0.5
