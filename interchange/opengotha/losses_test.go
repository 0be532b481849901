package opengotha

import (
	"io"
	"slices"
	"testing"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// TestLosses: what a group holds that OpenGotha cannot is named, so that
// the arbiter is told. Of six games, the one lost on time (table 3) and
// the one lost by warnings (table 4) are named, their win written bare;
// the win by resignation (table 1) and the counted win (table 2, 白胜1又
// 3/4子) are counted, as every such game loses its margin or how it was
// won; the forfeit (table 5, RESULT_BLACKWINS_BYDEF) and the bare win
// (table 6) lose nothing. 李四 withdrew after round 1; 王五 has no rank
// (30K); 张三 has both names and is written as Zhang San alone.
func TestLosses(t *testing.T) {
	f := pairing.Field{
		Players: []tournament.Player{
			{ID: 1, NameZh: "张三", NameLatin: "Zhang San", Rank: "1D", WithdrawnAfter: -1},
			{ID: 2, NameZh: "李四", Rank: "2K", WithdrawnAfter: 1},
			{ID: 3, NameZh: "王五", WithdrawnAfter: -1},
			{ID: 4, NameLatin: "Ann Ash", Rank: "30K", WithdrawnAfter: -1},
		},
		Games: []tournament.Game{
			{Round: 1, Table: 1, Black: 1, White: 2, Result: tournament.WhiteResigns},
			{Round: 1, Table: 2, Black: 3, White: 4, Result: "W+3.5"},
			{Round: 2, Table: 3, Black: 1, White: 3, Result: tournament.WhiteOnTime},
			{Round: 3, Table: 4, Black: 4, White: 1, Result: "W+P"},
			{Round: 3, Table: 5, Black: 3, White: 2, Result: tournament.BlackByForf},
			{Round: 3, Table: 6, Black: 1, White: 4, Result: "B+"},
		},
	}
	l, err := write(io.Discard, "Open", f, 3, Teams{})
	if err != nil {
		t.Fatal(err)
	}
	tables := func(gs []tournament.Game) []int {
		var out []int
		for _, g := range gs {
			out = append(out, g.Table)
		}
		return out
	}
	ids := func(ps []tournament.Player) []int64 {
		var out []int64
		for _, p := range ps {
			out = append(out, p.ID)
		}
		return out
	}
	if got := tables(l.HowWon); !slices.Equal(got, []int{3, 4}) {
		t.Errorf("written without how they were won: tables %v, want 3 (on time) and 4 (by warnings)", got)
	}
	if l.BareWins != 2 {
		t.Errorf("%d wins written without their margin or resignation, want 2 (tables 1 and 2)", l.BareWins)
	}
	if len(l.NoResult) != 0 {
		t.Errorf("written without a result: %v, want none", l.NoResult)
	}
	for _, c := range []struct {
		what      string
		got, want []int64
	}{
		{"withdrawn", ids(l.Withdrawn), []int64{2}},
		{"without a rank", ids(l.Unranked), []int64{3}},
		{"Chinese name lost", ids(l.LatinOnly), []int64{1}},
	} {
		if !slices.Equal(c.got, c.want) {
			t.Errorf("%s: players %v, want %v", c.what, c.got, c.want)
		}
	}
}
