package arbiter_test

import (
	"errors"
	"strings"
	"testing"

	"weiqi-arbiter/domain/sgf"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

func TestGameRecords(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "公开组", System: tournament.Swiss, Rounds: 3})
	g, _ := s.Group("公开组")
	addPlayers(t, s, gid, "甲", "乙")
	if _, err := s.PairRound(g, 1); err != nil {
		t.Fatal(err)
	}
	games, _, _ := s.Round(gid, 1)
	id := games[0].ID

	// A broken file is refused and changes nothing.
	var syn *sgf.SyntaxError
	if err := s.AttachRecord(id, []byte("(;GM[1]SZ[19];B[pd")); !errors.As(err, &syn) {
		t.Errorf("broken record: %v", err)
	}
	if _, ok, _ := s.Record(id); ok {
		t.Error("a broken record was stored")
	}
	// GB2312 is read and stored as UTF-8; a second record replaces the first.
	gb := []byte("(;GM[1]FF[4]CA[GB2312]SZ[19]PB[\xd5\xc5\xc8\xfd];B[pd];W[dp])")
	if err := s.AttachRecord(id, gb); err != nil {
		t.Fatal(err)
	}
	text, ok, err := s.Record(id)
	if err != nil || !ok || !strings.Contains(text, "PB[张三]") || !strings.Contains(text, "CA[UTF-8]") {
		t.Errorf("stored record %q %v %v", text, ok, err)
	}
	if err := s.AttachRecord(id, []byte("(;GM[1]SZ[19];B[qd])")); err != nil {
		t.Fatal(err)
	}
	if text, _, _ := s.Record(id); !strings.Contains(text, "B[qd]") || strings.Contains(text, "B[pd]") {
		t.Errorf("replaced record %q", text)
	}
	if rec, _ := s.Recorded(gid); !rec[id] || len(rec) != 1 {
		t.Errorf("recorded games %v", rec)
	}
	// Undo brings the first record back; unpairing the round takes the
	// record with the game, and undoing the unpairing restores both.
	s.Undo()
	if text, _, _ := s.Record(id); !strings.Contains(text, "B[pd]") {
		t.Errorf("after undo %q", text)
	}
	if err := s.UnpairRound(gid, 1); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := s.Record(id); ok {
		t.Error("the record outlived its game")
	}
	s.Undo()
	if _, ok, _ := s.Record(id); !ok {
		t.Error("undoing the unpairing lost the record")
	}
	if err := s.DetachRecord(id); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := s.Record(id); ok {
		t.Error("detached record still there")
	}
}

func TestAttachNoGame(t *testing.T) {
	s, _ := newStore(t)
	gid, _ := s.AddGroup(tournament.Group{Name: "g", System: tournament.Swiss, Rounds: 1})
	g, _ := s.Group("g")
	addPlayers(t, s, gid, "甲", "乙")
	s.PairRound(g, 1)
	games, _, _ := s.Round(gid, 1)
	err := s.AttachRecord(games[0].ID, []byte("just words, no game"))
	if !errors.Is(err, sgf.ErrNoGame) || i18n.Error(i18n.MustLoad(i18n.Chinese).T, err) != "此文件中没有棋谱。" {
		t.Errorf("no game: %v", err)
	}
}
