package storage

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"weiqi-arbiter/domain/tournament"
)

// bigTournament writes a file with players and rounds × players/2 games with
// results, in a few large transactions, and returns its path closed.
func bigTournament(b *testing.B, players, rounds int) string {
	b.Helper()
	path := filepath.Join(b.TempDir(), "big.wqa")
	st := tournament.NewSettings("全国少儿围棋大赛", tournament.Rules2002)
	st.Groups = []tournament.Group{{Name: "少年组", Rounds: rounds}}
	s, err := Create(path, st, Options{})
	if err != nil {
		b.Fatal(err)
	}
	groups, _ := s.Groups()
	g := groups[0].ID
	ids := make([]int64, players)
	err = s.write(context.Background(), "action.player_added", "bulk", func(tx *auditTx) error {
		for i := range ids {
			id, err := tx.insert("players", row{"group_id": g, "name_zh": fmt.Sprintf("选手%04d", i),
				"name_latin": fmt.Sprintf("Player %04d", i), "club": "棋院", "rank": "1d", "created_at": "2026-11-29T00:00:00Z"})
			if err != nil {
				return err
			}
			ids[i] = id
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	results := []tournament.Result{"B+R", "W+R", "B+1.5", "W+0.5", "B+T"}
	for r := 1; r <= rounds; r++ {
		var games []tournament.Game
		for i := 0; i+1 < players; i += 2 {
			a, c := ids[(i+r)%players], ids[(i+1+3*r)%players]
			if a == c {
				c = ids[(i+2)%players]
			}
			games = append(games, tournament.Game{Table: i/2 + 1, Black: a, White: c})
		}
		saveRound(b, s, g, r, games)
		saved, _ := s.Games(g, r)
		err := s.write(context.Background(), "action.result_set", "bulk", func(tx *auditTx) error {
			for i, game := range saved {
				if err := tx.update("games", game.ID, row{"result": string(results[i%len(results)])}); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		b.Fatal(err)
	}
	return path
}

// BenchmarkOpen opens a file of 2,000 players and 9 rounds of results (with
// the integrity check) and reads what the first screens show. Target ≤ 300 ms.
func BenchmarkOpen(b *testing.B) {
	path := bigTournament(b, 2000, 9)
	b.ResetTimer()
	for b.Loop() {
		s, err := Open(path, Options{})
		if err != nil {
			b.Fatal(err)
		}
		st, err := s.Settings()
		if err != nil {
			b.Fatal(err)
		}
		if ps, err := s.Players(); err != nil || len(ps) != 2000 {
			b.Fatalf("players %d, %v", len(ps), err)
		}
		for r := 1; r <= 9; r++ {
			if gs, err := s.Games(st.Groups[0].ID, r); err != nil || len(gs) != 1000 {
				b.Fatalf("round %d: %d games, %v", r, len(gs), err)
			}
		}
		if err := s.Close(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSaveResult saves one result as one durable transaction with its
// audit rows, in a file of 2,000 players and 9 rounds. Target ≤ 20 ms.
func BenchmarkSaveResult(b *testing.B) {
	path := bigTournament(b, 2000, 9)
	s, err := Open(path, Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	groups, _ := s.Groups()
	games, _ := s.Games(groups[0].ID, 9)
	results := []tournament.Result{"B+R", "W+T"}
	b.ResetTimer()
	i := 0
	for b.Loop() {
		err := s.Update(Change{What: "action.result_set"}, func(tx *Tx) error {
			return tx.SetResult(games[i%len(games)].ID, results[i%2])
		})
		if err != nil {
			b.Fatal(err)
		}
		i++
	}
}
