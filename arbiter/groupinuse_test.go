package arbiter_test

import (
	"errors"
	"strings"
	"testing"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/storage"
)

// TestRemovingAGroupWithPlayersSaysWhyInChinese: the settings saved
// without a group that still has players are refused, the group named, in
// the user's language.
func TestRemovingAGroupWithPlayersSaysWhyInChinese(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "少儿组", System: tournament.Swiss, Rounds: 3})
	addPlayers(t, s, gid, "甲")
	st, err := s.Settings()
	if err != nil {
		t.Fatal(err)
	}
	st.Groups = nil
	err = s.SaveSettings(st)
	if !errors.Is(err, storage.ErrGroupInUse) {
		t.Fatalf("saving without the group: %v", err)
	}
	msg := i18n.Error(i18n.MustLoad(i18n.Chinese).T, err)
	if !strings.Contains(msg, "少儿组") || strings.Contains(msg, "group") {
		t.Errorf("in Chinese: %q", msg)
	}
}
