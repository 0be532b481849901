package roster

import (
	"path/filepath"
	"testing"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/reports/excel"
	"weiqi-arbiter/reports/sheet"
)

// TestPlayersListReadsBack: the players list the program exports (报名表,
// .xlsx, its title in the first row and the column titles in the second)
// reads back as a registration list, in either language it was written
// in: the names, Latin name, club, region, rank and rating as they were,
// and a problem found in the sheet named by the sheet's own row number.
func TestPlayersListReadsBack(t *testing.T) {
	players := []tournament.Player{
		{ID: 1, NameZh: "张三", NameLatin: "Zhang San", Club: "北京棋院", Region: "北京", Rank: "3d", Rating: 2150, WithdrawnAfter: -1},
		{ID: 2, NameLatin: "Pelé", Club: "Santos", Region: "BR", Rank: "2k", WithdrawnAfter: -1},
		{ID: 3, NameZh: "𠮷田翔", Rank: "1p", WithdrawnAfter: -1},
	}
	for _, lang := range []i18n.Lang{i18n.Chinese, i18n.English} {
		t.Run(string(lang), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "players.xlsx")
			tr := i18n.MustLoad(lang).T
			if err := excel.Write(path, sheet.Players("Open", pairing.Field{Group: tournament.Group{Name: "公开组"}, Players: players}, tr)); err != nil {
				t.Fatal(err)
			}
			rows, err := Read(path)
			if err != nil {
				t.Fatal(err)
			}
			h := HeaderRow(rows)
			if h != 1 {
				t.Fatalf("header in row %d, want 2 (below the title): %q", h+1, rows)
			}
			got, problems, err := Players(rows, Guess(rows[h]), 9, nil)
			if err != nil || len(problems) != 0 || len(got) != len(players) {
				t.Fatalf("%d players, problems %v, %v", len(got), problems, err)
			}
			for i, p := range got {
				want := players[i]
				if p.NameZh != want.NameZh || p.NameLatin != want.NameLatin || p.Club != want.Club || p.Region != want.Region ||
					tournament.RankValue(p.Rank) != tournament.RankValue(want.Rank) || p.Rating != want.Rating || p.GroupID != 9 {
					t.Errorf("row %d back as %+v, want %+v", i+3, p, want)
				}
			}
			// 𠮷田翔's rank made unreadable: the problem names row 5 (title,
			// column titles, then 张三, Pelé, 𠮷田翔).
			rows[4][Guess(rows[h])[Rank]] = "强"
			_, problems, _ = Players(rows, Guess(rows[h]), 9, nil)
			if len(problems) != 1 || problems[0].Row != 5 {
				t.Errorf("problems %+v, want one in row 5", problems)
			}
		})
	}
}
