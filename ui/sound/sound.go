// Package sound speaks the clock's announcements from audio clips bundled
// with the program (see scripts/make-sounds.sh and clips/LICENSE.txt), fire
// and forget. With no audio device it stays silent and says so once.
package sound

import (
	"bytes"
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"
)

//go:embed clips/*.wav
var clips embed.FS

// Format of every clip: 16 kHz, 16-bit little-endian, mono.
const (
	sampleRate = 16000
	channels   = 1
)

// PCM reads the samples of a clip ("zh-s30", "en-n7", "beep").
func PCM(name string) ([]byte, error) {
	data, err := clips.ReadFile("clips/" + name + ".wav")
	if err != nil {
		return nil, fmt.Errorf("clip %s: %w", name, err)
	}
	return wavData(data)
}

// Has reports whether a clip exists.
func Has(name string) bool {
	_, err := clips.Open("clips/" + name + ".wav")
	return err == nil
}

// wavData returns the sample bytes of a PCM WAV file after checking its format.
func wavData(b []byte) ([]byte, error) {
	if len(b) < 12 || string(b[0:4]) != "RIFF" || string(b[8:12]) != "WAVE" {
		return nil, errors.New("not a WAV file")
	}
	var format bool
	for pos := 12; pos+8 <= len(b); {
		id := string(b[pos : pos+4])
		size := int(binary.LittleEndian.Uint32(b[pos+4 : pos+8]))
		body := pos + 8
		if body+size > len(b) {
			size = len(b) - body
		}
		switch id {
		case "fmt ":
			if size < 16 || binary.LittleEndian.Uint16(b[body:]) != 1 ||
				binary.LittleEndian.Uint16(b[body+2:]) != channels ||
				binary.LittleEndian.Uint32(b[body+4:]) != sampleRate ||
				binary.LittleEndian.Uint16(b[body+14:]) != 16 {
				return nil, errors.New("WAV clip is not 16 kHz 16-bit mono PCM")
			}
			format = true
		case "data":
			if !format {
				return nil, errors.New("WAV data before its format")
			}
			return b[body : body+size], nil
		}
		pos = body + size + size%2
	}
	return nil, errors.New("WAV file without data")
}

// Speaker plays clips on the audio device. The zero value is not usable;
// call New. Safe for use from several goroutines.
type Speaker struct {
	once    sync.Once
	ctx     *oto.Context
	err     error
	mu      sync.Mutex
	playing []*oto.Player // kept until they finish, so they are not collected mid-sound
}

// New returns a speaker; the device is opened at the first Play.
func New() *Speaker { return &Speaker{} }

func (s *Speaker) open() {
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate: sampleRate, ChannelCount: channels, Format: oto.FormatSignedInt16LE,
	})
	if err != nil {
		s.err = fmt.Errorf("no audio device: %w", err)
		return
	}
	select {
	case <-ready:
		if err := ctx.Err(); err != nil {
			s.err = fmt.Errorf("no audio device: %w", err)
			return
		}
		s.ctx = ctx
	case <-time.After(3 * time.Second):
		s.err = errors.New("no audio device: the sound system did not answer")
	}
}

// Play starts a clip and returns at once. It returns an error only the first
// time the device cannot be opened (to be told to the user once); after that
// the speaker is silent and Play returns nil.
func (s *Speaker) Play(name string) error {
	first := false
	s.once.Do(func() { s.open(); first = true })
	if s.ctx == nil {
		if first {
			return s.err
		}
		return nil
	}
	pcm, err := PCM(name)
	if err != nil {
		return err
	}
	p := s.ctx.NewPlayer(bytes.NewReader(pcm))
	p.Play()
	s.mu.Lock()
	kept := s.playing[:0]
	for _, q := range s.playing {
		if q.IsPlaying() {
			kept = append(kept, q)
		}
	}
	s.playing = append(kept, p)
	s.mu.Unlock()
	return nil
}
