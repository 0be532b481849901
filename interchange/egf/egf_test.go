package egf

import (
	"strings"
	"testing"
	"time"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

func TestRank(t *testing.T) {
	tests := map[string]string{"3d": "3D", "3段": "3D", "业余5段": "5D", "5k": "5K", "1级": "1K", "职业9段": "9P", "": "30K", "强": "30K"}
	for in, want := range tests {
		t.Run(in, func(t *testing.T) {
			if got := rank(in); got != want {
				t.Errorf("rank(%q) = %q, want %q", in, got, want)
			}
		})
	}
}

func TestCell(t *testing.T) {
	pl := map[int64]int{7: 12}
	tests := []struct {
		rec      tournament.RoundRecord
		handicap int
		want     string
	}{
		{tournament.RoundRecord{Opponent: 7, Outcome: tournament.Won, Colour: 'W'}, 0, "12+/w0"},
		{tournament.RoundRecord{Opponent: 7, Outcome: tournament.Lost, Colour: 'B'}, 2, "12-/b2"},
		{tournament.RoundRecord{Opponent: 7, Outcome: tournament.Drew, Colour: 'B'}, 0, "12=/b0"},
		{tournament.RoundRecord{Opponent: 7, Outcome: tournament.WonForfeit, Colour: 'W'}, 0, "12+!/w0"},
		{tournament.RoundRecord{Outcome: tournament.HadBye}, 0, "0+"},
		{tournament.RoundRecord{}, 0, "0-"},
		{tournament.RoundRecord{Opponent: 7, Outcome: tournament.NotPlayed}, 0, "0-"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if got := cell(tt.rec, pl, tt.handicap); got != tt.want {
				t.Errorf("cell(%+v) = %q, want %q", tt.rec, got, tt.want)
			}
		})
	}
}

func TestDecimal(t *testing.T) {
	for f, want := range map[tournament.Frac]string{tournament.F(7): "7", tournament.NewFrac(15, 2): "7.5", tournament.NewFrac(22, 3): "7.333", tournament.F(0): "0", tournament.F(10): "10"} {
		if got := decimal(f); got != want {
			t.Errorf("decimal(%v) = %q, want %q", f, got, want)
		}
	}
}

// TestASCII: the results format is ASCII text; letters are written without
// their accents or in their usual Latin spelling, never left out of a
// name.
func TestASCII(t *testing.T) {
	for in, want := range map[string]string{
		"Nemo André": "Nemo Andre", "Łukasz Żółw": "Lukasz Zolw", "Straße": "Strasse", "Søren Ærø": "Soren AEro",
		"Çağrı Işık": "Cagri Isik", "Nguyễn Văn": "Nguyen Van", "Đặng": "Dang", "O’Neil": "O'Neil",
		"Cup [A]": "Cup (A)", "Shanghai Open 上海公开赛": "Shanghai Open", "  two  spaces ": "two spaces",
	} {
		if got := ascii(in); got != want {
			t.Errorf("ascii(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestWriteNamesAndDummyRounds: a name is written whole, its surname and
// given name as two words (a surname of several words joined by "_", as
// OpenGotha writes it), in ASCII letters, each change reported; the
// event's place and dates are in its header; a round missed that counts
// the group's points for it is written as those points (0= for a draw's
// worth), a bye as its points, and a round after a withdrawal as 0-.
func TestWriteNamesAndDummyRounds(t *testing.T) {
	st := tournament.NewSettings("Coupe d'Été", tournament.Rules2002)
	st.Venue = "Genève"
	st.Start, st.End = time.Date(2026, 7, 4, 0, 0, 0, 0, time.UTC), time.Date(2026, 7, 5, 0, 0, 0, 0, time.UTC)
	g := tournament.Group{Name: "open", System: tournament.McMahon, Rounds: 2, AbsentPoints: 1}
	players := []tournament.Player{
		{ID: 1, NameLatin: "de Oliveira Fava Tomás", Surname: "de Oliveira Fava", GivenName: "Tomás", Rank: "3k", Region: "PT", WithdrawnAfter: -1},
		{ID: 2, NameLatin: "Nemo André", Rank: "1d", Region: "FR", WithdrawnAfter: -1},
		{ID: 3, NameLatin: "A Very Long Surname Indeed Maximiliana", Surname: "A Very Long Surname Indeed", GivenName: "Maximiliana", Rank: "2k", WithdrawnAfter: -1},
		{ID: 4, NameLatin: "Late Comer", Rank: "5k", WithdrawnAfter: -1, JoinsRound: 2},
		{ID: 5, NameLatin: "Gone Early", Rank: "5k", WithdrawnAfter: 1},
	}
	f := pairing.Field{Players: players, Group: g, Points: tournament.DefaultPoints,
		Games: []tournament.Game{
			{Round: 1, Table: 1, Black: 1, White: 2, Result: "W+R"},
			{Round: 1, Table: 2, Black: 5, White: 3, Result: tournament.BothForfeit},
			{Round: 2, Table: 1, Black: 4, White: 1, Result: "B+R"},
		},
		Byes:   map[int][]int64{2: {2}},
		Absent: map[int][]int64{2: {3}},
	}
	rows := []tournament.Row{{Player: 2}, {Player: 1}, {Player: 3}, {Player: 4}, {Player: 5}}
	var b strings.Builder
	rep, err := write(&b, st, f, rows, 2)
	if err != nil {
		t.Fatal(err)
	}
	text := b.String()
	for _, want := range []string{
		"; EV[Coupe d'Ete]", "; PC[CN,Geneve]", "; DT[2026-07-04,2026-07-05]",
		" Nemo Andre ", " de_Oliveira_Fava Tomas ", " A_Very_Long_Surname_Indeed Maximiliana ",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the file lacks %q:\n%s", want, text)
		}
	}
	cells := map[string][]string{}
	for _, line := range strings.Split(text, "\n") {
		if fields := strings.Fields(line); len(fields) > 3 && fields[0] != ";" {
			cells[fields[1]] = fields[len(fields)-2:]
		}
	}
	for name, want := range map[string][]string{
		"Nemo":                       {"2+/w0", "0+"},    // a win, then a bye worth a win
		"de_Oliveira_Fava":           {"1-/b0", "4-/w0"}, // lines are the standings' order
		"A_Very_Long_Surname_Indeed": {"5-!/w0", "0="},   // both forfeit; absent, a draw's worth
		"Late":                       {"0=", "2+/b0"},    // not yet in the event: the missed round's points
		"Gone":                       {"3-!/b0", "0-"},   // after the withdrawal: nothing
	} {
		if got := cells[name]; len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
			t.Errorf("%s: rounds %v, want %v", name, got, want)
		}
	}
	want := []Transliteration{{"Coupe d'Été", "Coupe d'Ete"}, {"Genève", "Geneve"}, {"André", "Andre"}, {"Tomás", "Tomas"}}
	if len(rep.Transliterated) != len(want) {
		t.Fatalf("reported %v, want %v", rep.Transliterated, want)
	}
	for i := range want {
		if rep.Transliterated[i] != want[i] {
			t.Errorf("reported %v, want %v", rep.Transliterated[i], want[i])
		}
	}
}
