package arbiter_test

import (
	"errors"
	"testing"

	"weiqi-arbiter/domain/tournament"
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
