package sheet

import (
	"slices"
	"testing"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

// everyForm is a group of eight players (numbers 1–8 = ids 1–8) over three
// rounds whose games give every crosstable cell: wins, losses and draws
// with either colour, a forfeit each way, a double forfeit, a double loss,
// a loss by a second warning, a bye, an absence, a void game and one
// ordered replayed. Player 2 has two warnings.
func everyForm() (pairing.Field, tournament.StandingsInput) {
	g := tournament.Group{Name: "少年组", System: tournament.Swiss, Rounds: 3,
		Tiebreaks: []tournament.Tiebreak{tournament.SOS, tournament.SB, tournament.Total, tournament.Warnings}}
	f := pairing.Field{Group: g, Points: tournament.DefaultPoints, Byes: map[int][]int64{3: {5}}, Absent: map[int][]int64{3: {6}}}
	for i, name := range []string{"安然", "白雪", "陈晨", "丁一", "鄂尔", "方圆", "葛优", "何平"} {
		f.Players = append(f.Players, tournament.Player{ID: int64(i + 1), NameZh: name, Club: "棋院", Rank: "1d"})
	}
	game := func(round, table int, black, white int64, r tournament.Result) {
		f.Games = append(f.Games, tournament.Game{Round: round, Table: table, Black: black, White: white, Result: r})
	}
	game(1, 1, 1, 2, "B+R")   // Black wins by resignation
	game(1, 2, 3, 4, "W+T")   // White wins on time
	game(1, 3, 5, 6, "0")     // draw
	game(1, 4, 8, 7, "W+1.5") // White wins by ¾ stone
	game(2, 1, 3, 1, "B+F")   // White forfeits
	game(2, 2, 2, 5, "FF")    // both forfeit
	game(2, 3, 4, 6, "BL")    // double loss
	game(2, 4, 7, 8, "B+P")   // White loses by a second warning (犯规负)
	game(3, 1, 1, 4, "void")
	game(3, 2, 3, 2, "W+F") // Black forfeits
	game(3, 3, 7, 8, "replay")
	in := tournament.StandingsInput{Points: f.Points, ByePoints: g.ByePointsOr(f.Points), Rounds: 3, Tiebreaks: g.Tiebreaks,
		Records: tournament.Records(f.Games, f.Byes), Warnings: map[int64]int{2: 2}}
	for _, p := range f.Players {
		in.Players = append(in.Players, p.ID)
	}
	return f, in
}

// TestCrosstableCells pins every cell form of arbiter-conventions.md
// (成绩表: 12黑+, 7白−, 3黑=, 轮空, 弃 for a forfeit, 犯 for a loss by
// warnings, 双负 for a double loss, unlike an ordinary loss) in both
// languages: a
// change to any mark fails here.
func TestCrosstableCells(t *testing.T) {
	f, in := everyForm()
	rows, err := tournament.Standings(in)
	if err != nil {
		t.Fatal(err)
	}
	want := map[i18n.Lang]map[int64][3]string{
		i18n.Chinese: {
			1: {"2黑+", "3白−弃", "4黑作废"},
			2: {"1白−", "5黑−弃", "3白+弃"},
			3: {"4黑−", "1黑+弃", "2黑−弃"},
			4: {"3白+", "6黑−双负", "1白作废"},
			5: {"6黑=", "2白−弃", "轮空"},
			6: {"5白=", "4白−双负", "—"},
			7: {"8白+", "8黑+", "8黑重下"},
			8: {"7黑−", "7白−犯", "7白重下"},
		},
		i18n.English: {
			1: {"2B+", "3W−F", "4B void"},
			2: {"1W−", "5B−F", "3W+F"},
			3: {"4B−", "1B+F", "2B−F"},
			4: {"3W+", "6B−DL", "1W void"},
			5: {"6B=", "2W−F", "bye"},
			6: {"5W=", "4W−DL", "—"},
			7: {"8W+", "8B+", "8B replay"},
			8: {"7B−", "7W−P", "7W replay"},
		},
	}
	for lang, cells := range want {
		ct := Crosstable("市少儿围棋赛", f, rows, 3, i18n.MustLoad(lang).T)
		if len(ct.Rows) != 8 {
			t.Fatalf("%v: %d rows", lang, len(ct.Rows))
		}
		for _, line := range ct.Rows {
			var id int64
			for _, p := range f.Players {
				if p.Name() == line[2] {
					id = p.ID
				}
			}
			if got := [3]string(line[5:8]); got != cells[id] {
				t.Errorf("%v: %s's rounds %q, want %q", lang, line[2], got, cells[id])
			}
		}
	}
}

// TestStandingsColumns: points, wins and tiebreaks as the rules count them
// (SPEC §8: win 2, draw 1, a forfeit win counts as a win, a bye a win's
// points but no win), the warnings column the count of warnings, and the
// title the event's name.
func TestStandingsColumns(t *testing.T) {
	f, in := everyForm()
	rows, err := tournament.Standings(in)
	if err != nil {
		t.Fatal(err)
	}
	zh := i18n.MustLoad(i18n.Chinese).T
	st := Standings("市少儿围棋赛", f, rows, 3, zh)
	if st.Title != "市少儿围棋赛 少年组 名次表（第3轮后）" {
		t.Errorf("title %q", st.Title)
	}
	wantHeaders := []string{"名次", "姓名", "单位", "段位", "积分", "胜局", "对手分", "胜者小分", "总得分", "警告"}
	if !slices.Equal(st.Headers, wantHeaders) {
		t.Errorf("headers %q, want %q", st.Headers, wantHeaders)
	}
	for c := 4; c < len(wantHeaders); c++ {
		if !st.Numeric[c] {
			t.Errorf("column %s not numeric", wantHeaders[c])
		}
	}
	// By hand: points (wins) — 安然 2 (1), 白雪 2 (1: the forfeit win), 陈晨 2
	// (1), 丁一 2 (1), 鄂尔 1 + 2 for the bye = 3 (0), 方圆 1 (0), 葛优 4 (2),
	// 何平 0 (0). SOS counts the opponents of every game decided, forfeits
	// too, not the void game, the replay or the bye: 鄂尔 meets 方圆 (1) and
	// 白雪 (2) = 3; 白雪 meets 安然, 鄂尔 and 陈晨 = 2 + 3 + 2 = 7. SB: 鄂尔
	// drew with 方圆 = ½; 白雪 beat 陈晨 (forfeit) = 2. TOTAL = points + SOS ÷
	// (highest 6 ÷ 2) − 3 rounds: 鄂尔 3 + 3/3 − 3 = 1; 白雪 2 + 7/3 − 3 =
	// 4/3; 安然 (白雪 2, 陈晨 2) 2 + 4/3 − 3 = 1/3; 葛优 4 + 0 − 3 = 1.
	want := map[string][]string{
		"安然": {"2", "1", "4", "2", "1/3", "0"},
		"白雪": {"2", "1", "7", "2", "1 1/3", "2"},
		"鄂尔": {"3", "0", "3", "0.5", "1", "0"},
		"葛优": {"4", "2", "0", "0", "1", "0"},
	}
	for _, line := range st.Rows {
		if w, ok := want[line[1]]; ok {
			if got := line[4:]; !slices.Equal(got, w) {
				t.Errorf("%s: %q, want %q", line[1], got, w)
			}
		}
	}
	// A group that ranks by wins has no second wins column.
	f.Group.Tiebreaks = []tournament.Tiebreak{tournament.Wins}
	if h := Standings("e", f, rows, 3, zh).Headers; slices.Index(h, "胜局") >= 0 || h[5] != "胜局数" {
		t.Errorf("headers with WINS: %q", h)
	}
}
