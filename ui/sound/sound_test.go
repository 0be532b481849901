package sound

import (
	"io/fs"
	"strings"
	"testing"
)

// TestEveryCueHasClips checks the clips of every cue the clock emits, in both
// languages, and that each is a valid clip of the expected format.
func TestEveryCueHasClips(t *testing.T) {
	var cues []string
	for _, s := range []string{"10", "20", "30", "40", "50", "55", "58"} {
		cues = append(cues, "s"+s)
	}
	for n := 1; n <= 9; n++ {
		cues = append(cues, "n"+string(rune('0'+n)))
	}
	cues = append(cues, "minute", "reading", "timeout", "ten_timeout", "minutes_left_0", "minutes_left_4", "periods_left_1", "minutes_left_10")
	for _, lang := range []string{"zh", "en"} {
		for _, c := range cues {
			pcm, err := PCM(lang + "-" + c)
			if err != nil {
				t.Errorf("%s-%s: %v", lang, c, err)
				continue
			}
			if len(pcm) < sampleRate/10*2 {
				t.Errorf("%s-%s: only %d bytes", lang, c, len(pcm))
			}
		}
	}
	if _, err := PCM("beep"); err != nil {
		t.Error(err)
	}
	entries, _ := fs.ReadDir(clips, "clips")
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".wav") {
			continue
		}
		if _, err := PCM(strings.TrimSuffix(e.Name(), ".wav")); err != nil {
			t.Errorf("%s: %v", e.Name(), err)
		}
	}
}

func TestWAVRejectsOtherFiles(t *testing.T) {
	for _, b := range [][]byte{nil, []byte("RIFF....WAVEdata"), []byte("not a wav file at all")} {
		if _, err := wavData(b); err == nil {
			t.Errorf("%q accepted", b)
		}
	}
}
