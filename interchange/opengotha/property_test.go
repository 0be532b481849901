package opengotha

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
)

// hardName is a name as a hall brings it: the player's name and, when
// they came apart, its surname and given name.
type hardName struct {
	zh, latin        string
	surname, given   string
	wantSur, wantGiv string // the parts the file must give back
}

// hardNames are real names no tidy test has: Chinese with characters
// outside the Basic Multilingual Plane (𠮷, 𪚥), compound surnames,
// transcribed names with a middle dot, Japanese kana and Korean hangul,
// Western surnames of several words, apostrophes, commas, quotes and XML's
// special characters, full-width letters and very long names.
var hardNames = []hardName{
	{zh: "𠮷田翔", surname: "𠮷田", given: "翔", wantSur: "𠮷田", wantGiv: "翔"},
	{zh: "𪚥明", wantSur: "𪚥", wantGiv: "明"},
	{zh: "欧阳𠮷", wantSur: "欧阳", wantGiv: "𠮷"},
	{zh: "司马懿", wantSur: "司马", wantGiv: "懿"},
	{zh: "阿依古丽·买买提", wantSur: "阿依古丽·买买提"},
	{zh: "さとうゆき", surname: "さとう", given: "ゆき", wantSur: "さとう", wantGiv: "ゆき"},
	{zh: "김민준", surname: "김", given: "민준", wantSur: "김", wantGiv: "민준"},
	{zh: "马超", latin: "Ma Chao", wantSur: "Ma", wantGiv: "Chao"},
	{latin: "van der Berg Jan", surname: "van der Berg", given: "Jan", wantSur: "van der Berg", wantGiv: "Jan"},
	{latin: "Ó Briain Seán", surname: "Ó Briain", given: "Seán", wantSur: "Ó Briain", wantGiv: "Seán"},
	{latin: "de la Cruz María José", surname: "de la Cruz", given: "María José", wantSur: "de la Cruz", wantGiv: "María José"},
	{latin: "O'Brien Conor", wantSur: "O'Brien", wantGiv: "Conor"},
	{latin: `Smith, Jr. "Bob" <&>`, surname: "Smith, Jr.", given: `"Bob" <&>`, wantSur: "Smith, Jr.", wantGiv: `"Bob" <&>`},
	{latin: "Ｙａｍａｄａ Ｔａｒｏ", wantSur: "Ｙａｍａｄａ", wantGiv: "Ｔａｒｏ"},
	{latin: "Wolfeschlegelsteinhausenbergerdorff Hubert Blaine Adolph Charles", surname: "Wolfeschlegelsteinhausenbergerdorff",
		given: "Hubert Blaine Adolph Charles", wantSur: "Wolfeschlegelsteinhausenbergerdorff", wantGiv: "Hubert Blaine Adolph Charles"},
	{latin: "Müller-Lüdenscheidt Jürgen", wantSur: "Müller-Lüdenscheidt", wantGiv: "Jürgen"},
	{latin: "Pelé", wantSur: "Pelé"},
}

var hardClubs = []string{"", "北京棋院", "𠮷野围棋俱乐部", "Go Club \"Tengen\" & <Friends>", "Ó Briain's, Dublin", "ＧＯ　ＣＬＵＢ", "Club de Go de la Cruz"}

var ranks = []string{"30K", "20K", "5K", "1K", "1D", "3D", "6D", "9D", "1P", "9P"}

// results are every result a game can have: wins of every kind, jigo,
// forfeits, double losses and none yet.
var everyResult = []tournament.Result{"B+R", "W+R", "B+3.5", "W+0.5", "B+T", "W+T", "B+P", "W+P", tournament.Draw,
	tournament.BlackByForf, tournament.WhiteByForf, tournament.DoubleLoss, tournament.BothForfeit,
	tournament.Void, tournament.Replay, tournament.NoResult}

// readBack is what OpenGotha's file keeps of a result: who won and
// whether the game was played, not how (OpenGotha has no word for the
// margin, the reason, a void game or one to be replayed).
var readBack = map[tournament.Result]tournament.Result{
	"B+R": "B+", "W+R": "W+", "B+3.5": "B+", "W+0.5": "W+", "B+T": "B+", "W+T": "W+", "B+P": "B+", "W+P": "W+",
	tournament.Draw: tournament.Draw, tournament.BlackByForf: tournament.BlackByForf, tournament.WhiteByForf: tournament.WhiteByForf,
	tournament.DoubleLoss: tournament.DoubleLoss, tournament.BothForfeit: tournament.BothForfeit,
	tournament.Void: tournament.NoResult, tournament.Replay: tournament.NoResult, tournament.NoResult: tournament.NoResult,
}

// randomField is a tournament of n players over rounds rounds: every
// player a hard name, some withdrawn after any round (0: before the
// start), some joining late, some absent in a round; each round paired at
// random among those present, the odd one out given a bye.
func randomField(rng *rand.Rand, rounds int) (pairing.Field, []hardName) {
	n := 2 + rng.IntN(len(hardNames)-1)
	order := rng.Perm(len(hardNames))[:n]
	var f pairing.Field
	f.Byes, f.Absent = map[int][]int64{}, map[int][]int64{}
	f.Group = tournament.Group{Name: "A", System: tournament.McMahon, AbsentPoints: 1}
	var names []hardName
	for i, k := range order {
		h := hardNames[k]
		p := tournament.Player{ID: int64(i + 1), NameZh: h.zh, NameLatin: h.latin, Surname: h.surname, GivenName: h.given,
			Club: hardClubs[rng.IntN(len(hardClubs))], Region: []string{"CN", "IE", "NL", "JP", ""}[rng.IntN(5)],
			Rank: ranks[rng.IntN(len(ranks))], Rating: rng.IntN(2900), WithdrawnAfter: -1, JoinsRound: 1}
		switch rng.IntN(6) {
		case 0:
			p.WithdrawnAfter = rng.IntN(rounds + 1)
		case 1:
			p.JoinsRound = 1 + rng.IntN(rounds)
		}
		f.Players = append(f.Players, p)
		names = append(names, h)
	}
	for r := 1; r <= rounds; r++ {
		var here []int64
		for _, p := range f.Players {
			switch {
			case p.Gone(r) || r < p.JoinsRound:
			case rng.IntN(8) == 0:
				f.Absent[r] = append(f.Absent[r], p.ID)
			default:
				here = append(here, p.ID)
			}
		}
		rng.Shuffle(len(here), func(i, j int) { here[i], here[j] = here[j], here[i] })
		if len(here)%2 == 1 {
			f.Byes[r] = append(f.Byes[r], here[len(here)-1])
			here = here[:len(here)-1]
		}
		for t := 0; t+1 < len(here); t += 2 {
			f.Games = append(f.Games, tournament.Game{Round: r, Table: t/2 + 1, Black: here[t], White: here[t+1],
				Handicap: rng.IntN(3), Result: everyResult[rng.IntN(len(everyResult))]})
		}
	}
	return f, names
}

// TestRoundTripHardNames writes random tournaments of hard names, every
// kind of result, byes, absences, late entries and withdrawals, and reads
// them back: the same players (names in the same two parts, in the same
// script), clubs, countries, ranks and ratings, the same games with the
// results the format keeps, the same byes, and every round a player was
// not in the event absent.
func TestRoundTripHardNames(t *testing.T) {
	for seed := range uint64(300) {
		rng := rand.New(rand.NewPCG(seed, 2026))
		rounds := 1 + rng.IntN(7)
		f, names := randomField(rng, rounds)
		var buf bytes.Buffer
		if _, err := write(&buf, "Open 𠮷 & <Cup> \"2026\"", f, rounds, Teams{}); err != nil {
			t.Fatalf("seed %d: write: %v", seed, err)
		}
		ev, err := Read(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatalf("seed %d: read: %v\n%s", seed, err, buf.String())
		}
		if ev.Name != "Open 𠮷 & <Cup> \"2026\"" {
			t.Errorf("seed %d: event %q", seed, ev.Name)
		}
		if len(ev.Players) != len(f.Players) {
			t.Fatalf("seed %d: %d players back of %d", seed, len(ev.Players), len(f.Players))
		}
		for i, got := range ev.Players {
			want, h := f.Players[i], names[i]
			ctx := fmt.Sprintf("seed %d: player %d %q", seed, i+1, want.Name())
			if got.Surname != h.wantSur || got.GivenName != h.wantGiv {
				t.Errorf("%s: parts %q / %q, want %q / %q", ctx, got.Surname, got.GivenName, h.wantSur, h.wantGiv)
			}
			// The file has one name: the Latin one when there is one, else
			// the player's own characters, which must come back as such.
			wantZh, wantLatin := "", h.latin
			if h.latin == "" {
				wantZh = h.zh
			}
			if got.NameZh != wantZh || got.NameLatin != wantLatin {
				t.Errorf("%s: name zh %q latin %q, want zh %q latin %q", ctx, got.NameZh, got.NameLatin, wantZh, wantLatin)
			}
			if got.Club != want.Club || got.Region != want.Region || got.Rank != want.Rank || got.Rating != want.Rating {
				t.Errorf("%s: club %q region %q rank %q rating %d, want %q %q %q %d", ctx, got.Club, got.Region, got.Rank, got.Rating,
					want.Club, want.Region, want.Rank, want.Rating)
			}
		}
		if len(ev.Games) != len(f.Games) {
			t.Fatalf("seed %d: %d games back of %d", seed, len(ev.Games), len(f.Games))
		}
		for i, g := range ev.Games {
			w := f.Games[i]
			w.Result = readBack[w.Result]
			if g.Round != w.Round || g.Table != w.Table || g.Black != w.Black || g.White != w.White || g.Handicap != w.Handicap || g.Result != w.Result {
				t.Errorf("seed %d: game %+v back as %+v", seed, w, g)
			}
		}
		for r := 1; r <= rounds; r++ {
			if !slices.Equal(sorted(ev.Byes[r]), sorted(f.Byes[r])) {
				t.Errorf("seed %d: round %d byes %v, want %v", seed, r, ev.Byes[r], f.Byes[r])
			}
			var away []int64
			for _, p := range f.Players {
				if p.Gone(r) || r < p.JoinsRound || slices.Contains(f.Absent[r], p.ID) {
					away = append(away, p.ID)
				}
			}
			if !slices.Equal(sorted(ev.Absent[r]), away) {
				t.Errorf("seed %d: round %d absent %v, want %v", seed, r, ev.Absent[r], away)
			}
		}
	}
}

func sorted(ids []int64) []int64 { return slices.Sorted(slices.Values(ids)) }
