package arbiter_test

import (
	"database/sql"
	"path/filepath"
	"testing"
	"time"

	"weiqi-arbiter/arbiter"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

// fakeClock returns times one second apart, starting at a fixed moment.
func fakeClock() func() time.Time {
	t := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	return func() time.Time {
		t = t.Add(time.Second)
		return t
	}
}

// newStore is a new tournament under the 2002 rules with two groups,
// 成人组 and 少年组, and no players, and the path of its file.
func newStore(t *testing.T) (*arbiter.Arbiter, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "event"+storage.Extension)
	st := tournament.NewSettings("第一届市围棋赛", tournament.Rules2002)
	st.Groups = []tournament.Group{{Name: "成人组"}, {Name: "少年组"}}
	s, err := storage.Create(path, st, storage.Options{Now: fakeClock()})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return arbiter.New(s), path
}

// addPlayers registers players of 1d by their names in a group.
func addPlayers(t *testing.T, s *arbiter.Arbiter, groupID int64, names ...string) []int64 {
	t.Helper()
	var ids []int64
	for _, n := range names {
		id, err := s.AddPlayer(tournament.Player{NameZh: n, GroupID: groupID, Rank: "1d"})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	return ids
}

// gameResult is the result the file holds for a game.
func gameResult(t *testing.T, s *arbiter.Arbiter, id int64) tournament.Result {
	t.Helper()
	groups, err := s.Groups()
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range groups {
		f, err := s.Field(g)
		if err != nil {
			t.Fatal(err)
		}
		for _, game := range f.Games {
			if game.ID == id {
				return game.Result
			}
		}
	}
	t.Fatalf("no game %d", id)
	return ""
}

// stored runs a query of one integer on the file at path, through a
// connection of its own (what the file holds, whatever the program reads
// of it).
func stored(t *testing.T, path, query string, args ...any) int {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+filepath.ToSlash(path)+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(query, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
