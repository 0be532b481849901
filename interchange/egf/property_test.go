package egf

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// hallName is a name as a hall brings it, and the two words the results
// file must give it (surname first, "_" for a space inside a part), or
// "?" "?" when it has no Latin letters.
type hallName struct {
	zh, latin, surname, given string
	words                     [2]string
}

var hallNames = []hallName{
	{zh: "𠮷田翔", words: [2]string{"?", "?"}},
	{zh: "𪚥明", latin: "Zhe Ming", words: [2]string{"Zhe", "Ming"}},
	{zh: "欧阳𠮷", latin: "Ouyang Ji", surname: "Ouyang", given: "Ji", words: [2]string{"Ouyang", "Ji"}},
	{latin: "van der Berg Jan", surname: "van der Berg", given: "Jan", words: [2]string{"van_der_Berg", "Jan"}},
	{latin: "Ó Briain Seán", surname: "Ó Briain", given: "Seán", words: [2]string{"O_Briain", "Sean"}},
	{latin: "de la Cruz María José", surname: "de la Cruz", given: "María José", words: [2]string{"de_la_Cruz", "Maria_Jose"}},
	{latin: "O'Brien Conor", words: [2]string{"O'Brien", "Conor"}},
	{latin: `Smith, Jr. "Bob" <&>`, surname: "Smith, Jr.", given: `"Bob" <&>`, words: [2]string{"Smith,_Jr.", `"Bob"_<&>`}},
	{latin: "Ｙａｍａｄａ Ｔａｒｏ", words: [2]string{"Yamada", "Taro"}},
	{latin: "Wolfeschlegelsteinhausenbergerdorff Hubert Blaine Adolph Charles", surname: "Wolfeschlegelsteinhausenbergerdorff",
		given: "Hubert Blaine Adolph Charles", words: [2]string{"Wolfeschlegelsteinhausenbergerdorff", "Hubert_Blaine_Adolph_Charles"}},
	{latin: "Łukasz Żółw", words: [2]string{"Lukasz", "Zolw"}},
	// One name: the given name is written "-", so that the rank is not
	// read as one.
	{latin: "Pelé", words: [2]string{"Pele", "-"}},
	{latin: "Madonna", given: "Madonna", words: [2]string{"Madonna", "-"}},
	{zh: "李", latin: "李 Li", words: [2]string{"Li", "-"}},
}

// TestLinesHardNames writes random groups of hard names with every kind
// of result, byes, absences and withdrawals, and reads each player line
// as the EGF's reader does, word by word: place, surname, given name,
// rank, country, club, points, then one word per round. Every line has
// that many words, the names are the expected words, and every name not
// written as it is was reported.
func TestLinesHardNames(t *testing.T) {
	outcomes := []tournament.Result{"B+R", "W+R", "B+0.5", "W+T", tournament.Draw, tournament.BlackByForf, tournament.WhiteByForf,
		tournament.DoubleLoss, tournament.BothForfeit, tournament.Void, tournament.NoResult}
	for seed := range uint64(200) {
		rng := rand.New(rand.NewPCG(seed, 9))
		rounds := 1 + rng.IntN(6)
		n := 2 + rng.IntN(len(hallNames)-1)
		f := pairing.Field{Byes: map[int][]int64{}, Absent: map[int][]int64{}, Points: tournament.DefaultPoints,
			Group: tournament.Group{Name: "A", System: tournament.McMahon, Rounds: rounds, AbsentPoints: 1}}
		var names []hallName
		for i, k := range rng.Perm(len(hallNames))[:n] {
			h := hallNames[k]
			p := tournament.Player{ID: int64(i + 1), NameZh: h.zh, NameLatin: h.latin, Surname: h.surname, GivenName: h.given,
				Rank: "3k", Club: []string{"北京棋院", "Go Club \"Tengen\"", "", "Ó Briain's"}[rng.IntN(4)], WithdrawnAfter: -1}
			if rng.IntN(5) == 0 {
				p.WithdrawnAfter = rng.IntN(rounds)
			}
			f.Players, names = append(f.Players, p), append(names, h)
		}
		for r := 1; r <= rounds; r++ {
			var here []int64
			for _, p := range f.Players {
				if !p.Gone(r) {
					here = append(here, p.ID)
				}
			}
			rng.Shuffle(len(here), func(i, j int) { here[i], here[j] = here[j], here[i] })
			if len(here)%2 == 1 {
				f.Byes[r], here = []int64{here[len(here)-1]}, here[:len(here)-1]
			}
			for t := 0; t+1 < len(here); t += 2 {
				f.Games = append(f.Games, tournament.Game{Round: r, Table: t/2 + 1, Black: here[t], White: here[t+1],
					Result: outcomes[rng.IntN(len(outcomes))]})
			}
		}
		var rows []tournament.Row
		for _, p := range f.Players {
			rows = append(rows, tournament.Row{Player: p.ID})
		}
		var b strings.Builder
		rep, err := write(&b, tournament.NewSettings("Open", tournament.Rules2002), f, rows, rounds)
		if err != nil {
			t.Fatal(err)
		}
		var lines []string
		for _, line := range strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n") {
			if !strings.HasPrefix(line, ";") {
				lines = append(lines, line)
			}
		}
		if len(lines) != n {
			t.Fatalf("seed %d: %d player lines, want %d", seed, len(lines), n)
		}
		for i, line := range lines {
			h := names[i]
			ctx := fmt.Sprintf("seed %d: %q", seed, h.latin+h.zh)
			for _, r := range line {
				if r > 0x7e {
					t.Errorf("%s: the line holds %q, not ASCII: %s", ctx, r, line)
				}
			}
			words := strings.Fields(line)
			if len(words) != 7+rounds {
				t.Errorf("%s: %d words, want %d: %s", ctx, len(words), 7+rounds, line)
				continue
			}
			if words[1] != h.words[0] || words[2] != h.words[1] {
				t.Errorf("%s: name %q %q, want %q %q", ctx, words[1], words[2], h.words[0], h.words[1])
			}
			if h.latin == "" && !slices.Contains(rep.NoLatin, h.zh) {
				t.Errorf("%s: not reported as without a Latin name (%v)", ctx, rep.NoLatin)
			}
			shown := h.zh
			if shown == "" {
				shown = h.latin
			}
			if oneName := h.latin != "" && h.words[1] == NoGivenName; oneName != slices.Contains(rep.OneName, shown) {
				t.Errorf("%s: of one name %v, reported so %v (%v)", ctx, oneName, !oneName, rep.OneName)
			}
		}
	}
}
