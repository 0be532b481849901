package sgf

import (
	"errors"
	"os"
	"testing"

	"weiqi-arbiter/domain/weiqi"
	"weiqi-arbiter/internal/corpus"
)

// playChecked plays a record's main line on the checked path and returns the
// first repetition refused, with its move number.
func playChecked(t *testing.T, file string, rule weiqi.Superko, extra ...weiqi.Move) (int, *weiqi.RepetitionError) {
	t.Helper()
	data, err := os.ReadFile(corpus.Fixture("rules/katago/testrules-ported", file))
	if err != nil {
		t.Fatal(err)
	}
	c, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	root := c[0]
	w, h, _ := Size(root)
	b, _ := weiqi.NewBoard(w, h)
	for _, s := range []struct {
		id string
		c  weiqi.Color
	}{{"AB", weiqi.Black}, {"AW", weiqi.White}} {
		pts, _ := ParsePoints(root.Values(s.id), w, h)
		for _, p := range pts {
			b.Set(p, s.c)
		}
	}
	g := weiqi.NewGame(b, weiqi.Black, rule)
	n := 0
	for _, node := range root.MainLine()[1:] {
		for _, id := range []string{"B", "W"} {
			v := node.Values(id)
			if v == nil {
				continue
			}
			n++
			col := weiqi.Black
			if id == "W" {
				col = weiqi.White
			}
			p, _ := ParsePoint(v[0], w, h)
			if _, err := g.Play(col, p); err != nil {
				var rep *weiqi.RepetitionError
				if errors.As(err, &rep) {
					return n, rep
				}
				t.Fatalf("%s move %d: %v", file, n, err)
			}
		}
	}
	for _, m := range extra {
		n++
		if _, err := g.Play(m.Color, m.Point); err != nil {
			var rep *weiqi.RepetitionError
			if errors.As(err, &rep) {
				return n, rep
			}
			t.Fatalf("%s extra move %d: %v", file, n, err)
		}
	}
	return 0, nil
}

// TestKataGoCycles: the KataGo positions for triple ko, eternal life and
// sending two returning one are recognised as the cycles SPEC §2 names, with
// draw and replay (and under 2002 no result) offered, never decided.
func TestKataGoCycles(t *testing.T) {
	tests := []struct {
		file  string
		extra []weiqi.Move
		move  int
		kind  weiqi.CycleKind
	}{
		// Six ko captures bring back the starting position.
		{"Triple_ko_simple.sgf", nil, 6, weiqi.TripleKo},
		// Four moves bring it back.
		{"Eternal_life.sgf", nil, 4, weiqi.EternalLife},
		// Black sends two (ed), White takes two (ef), Black takes one back
		// (ee), White passes: Black's throw-in again repeats the position.
		{"Sending_two_returning_one_NO_initial_pass_WITHOUT_button_SSK.sgf",
			[]weiqi.Move{{Color: weiqi.Black, Point: weiqi.Point{X: 4, Y: 3}}}, 5, weiqi.SendingTwoReturningOne},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			n, rep := playChecked(t, tt.file, weiqi.Situational, tt.extra...)
			if rep == nil {
				t.Fatal("no repetition found")
			}
			if n != tt.move || rep.Cycle.Kind != tt.kind {
				t.Errorf("move %d: %s (cycle %+v); want move %d, %s", n, rep.Cycle.Kind, rep.Cycle, tt.move, tt.kind)
			}
			rulings := rep.Cycle.Rulings(true)
			if len(rulings) != 4 || rulings[0] != weiqi.RulingDraw || rulings[1] != weiqi.RulingReplay || rulings[2] != weiqi.RulingNoResult {
				t.Errorf("rulings %v", rulings)
			}
		})
	}
}
