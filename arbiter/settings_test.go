package arbiter_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

// TestSaveSettingsRejectsInvalid: settings without a name are refused with
// the problems named, and nothing changes.
func TestSaveSettingsRejectsInvalid(t *testing.T) {
	s, _ := newStore(t)
	st, _ := s.Settings()
	st.Name = ""
	var ps tournament.Problems
	if err := s.SaveSettings(st); !errors.As(err, &ps) {
		t.Fatalf("SaveSettings with empty name: %v", err)
	}
	got, _ := s.Settings()
	if got.Name != "第一届市围棋赛" {
		t.Errorf("name changed to %q", got.Name)
	}
}

// TestCreateRefusesInvalidSettings: a tournament without a name is not
// created, and no file is left.
func TestCreateRefusesInvalidSettings(t *testing.T) {
	path := filepath.Join(t.TempDir(), "t"+storage.Extension)
	var ps tournament.Problems
	if _, err := arbiter.Create(path, tournament.NewSettings("  ", tournament.Rules2002), storage.Options{}); !errors.As(err, &ps) {
		t.Fatalf("created without a name: %v", err)
	}
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a refused tournament left %s: %v", path, err)
	}
}
