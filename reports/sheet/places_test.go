package sheet

import (
	"slices"
	"testing"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

// TestPlaceText: a shared place reads 5= in English and 并列5 in Chinese;
// players listed apart read 退赛 or 未参赛.
func TestPlaceText(t *testing.T) {
	zh, en := i18n.MustLoad(i18n.Chinese).T, i18n.MustLoad(i18n.English).T
	for _, tc := range []struct {
		r      tournament.Row
		zh, en string
	}{
		{tournament.Row{Place: 5}, "5", "5"},
		{tournament.Row{Place: 5, Shared: true}, "并列5", "5="},
		{tournament.Row{Withdrawn: true}, "退赛", "withdrawn"},
		{tournament.Row{NoShow: true}, "未参赛", "did not come"},
	} {
		if got := PlaceText(tc.r, zh); got != tc.zh {
			t.Errorf("%+v in Chinese: %q, want %q", tc.r, got, tc.zh)
		}
		if got := PlaceText(tc.r, en); got != tc.en {
			t.Errorf("%+v in English: %q, want %q", tc.r, got, tc.en)
		}
	}
	if got := TeamPlaceText(team.Row{Place: 3, Shared: true}, zh); got != "并列3" {
		t.Errorf("team: %q", got)
	}
}

// TestStandingsSheetSharesPlaces: the standings and crosstable sheets of a
// three-player cycle (P2 beat P3, P1 beat P2, P3 beat P1) show 1= for all
// three and the direct-encounter column 2 each.
func TestStandingsSheetSharesPlaces(t *testing.T) {
	en := i18n.MustLoad(i18n.English).T
	f := pairing.Field{Points: tournament.DefaultPoints, Group: tournament.Group{Name: "A", System: tournament.RoundRobin,
		Tiebreaks: tournament.RoundRobin.DefaultTiebreaks()}}
	for i := range 3 {
		f.Players = append(f.Players, tournament.Player{ID: int64(i + 1), NameZh: []string{"P1", "P2", "P3"}[i], WithdrawnAfter: -1})
	}
	f.Games = []tournament.Game{{Round: 1, Black: 2, White: 3, Result: "B+R"}, {Round: 2, Black: 1, White: 2, Result: "B+R"}, {Round: 3, Black: 3, White: 1, Result: "B+R"}}
	rows, asOf, err := f.Standings(3, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, table := range []Table{Standings("x", f, rows, asOf, en), Crosstable("x", f, rows, asOf, en)} {
		direct := slices.Index(table.Headers, en("tiebreak.DIRECT", "DIRECT", nil))
		for _, r := range table.Rows {
			if r[0] != "1=" || direct < 0 || r[direct] != "2" {
				t.Errorf("%s row %v (direct column %d)", table.Title, r, direct)
			}
		}
	}
}

// TestMcMahonWallSheet: the pairing sheet of a McMahon group heads its
// score columns 麦克马洪分 and gives the McMahon scores, from round 1 (the
// initial score: a 3d counts 32, a 1k 29).
func TestMcMahonWallSheet(t *testing.T) {
	zh := i18n.MustLoad(i18n.Chinese).T
	f := pairing.Field{Points: tournament.DefaultPoints, Group: tournament.Group{Name: "A", System: tournament.McMahon},
		Players: []tournament.Player{{ID: 1, NameZh: "甲", Rank: "3d", WithdrawnAfter: -1}, {ID: 2, NameZh: "乙", Rank: "1k", WithdrawnAfter: -1}},
		Games:   []tournament.Game{{Round: 1, Table: 1, Black: 2, White: 1}}}
	scores, err := f.ScoresBefore(1)
	if err != nil {
		t.Fatal(err)
	}
	table := Pairings("x", "", f, 1, scores, zh)
	if n := slices.Index(table.Headers, "麦克马洪分"); n < 0 || table.Rows[0][n] != "29" {
		t.Errorf("headers %v, row %v", table.Headers, table.Rows[0])
	}
	if !slices.Contains(table.Rows[0], "32") {
		t.Errorf("row %v: no 32 for the 3d", table.Rows[0])
	}
}
