package opengotha

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"weiqi-arbiter/domain/tournament"
)

// tournamentXML is a small OpenGotha file: players, games and byes as
// given, three rounds.
func tournamentXML(players, games, byes string) string {
	return `<?xml version="1.0" encoding="UTF-8"?>
<Tournament dataVersion="201">
<Players>` + players + `</Players>
<Games>` + games + `</Games>
<ByePlayers>` + byes + `</ByePlayers>
<TournamentParameterSet><GeneralParameterSet name="t" numberOfRounds="3" genMMBar="4D" genMMFloor="20K" genMMZero="30K"/></TournamentParameterSet>
</Tournament>`
}

const twoPlayers = `<Player name="Adal" firstName="Birand" rank="1D" participating="111"/>
<Player name="Ilgın" firstName="Işık" rank="2K" participating="111"/>
<Player name="Kaya" firstName="Ali" rank="3K" participating="111"/>`

// TestTurkishKeys: OpenGotha in a Turkish locale keys Adal Birand as
// ADALBİRAND (dotted capital İ) and Ilgın Işık as ILGINIŞIK; both are
// the players of the file.
func TestTurkishKeys(t *testing.T) {
	in := tournamentXML(twoPlayers,
		`<Game roundNumber="1" tableNumber="1" blackPlayer="ADALBİRAND" whitePlayer="ILGINIŞIK" result="RESULT_BLACKWINS"/>`,
		`<ByePlayer roundNumber="1" player="KAYAALİ"/>`)
	ev, err := Read(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if len(ev.Games) != 1 || ev.Games[0].Black != 1 || ev.Games[0].White != 2 || ev.Byes[1][0] != 3 {
		t.Errorf("games %+v byes %v", ev.Games, ev.Byes)
	}
}

func TestChineseNames(t *testing.T) {
	in := tournamentXML(`<Player name="马" firstName="超" rank="1D"/><Player name="欧阳" firstName="明" rank="2D"/><Player name="Ma" firstName="Chao" rank="3D"/>`,
		`<Game roundNumber="1" tableNumber="1" blackPlayer="马超" whitePlayer="欧阳明"/>`, "")
	ev, err := Read(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	got := []string{ev.Players[0].NameZh, ev.Players[0].NameLatin, ev.Players[1].NameZh, ev.Players[2].NameLatin, ev.Players[2].NameZh}
	want := []string{"马超", "", "欧阳明", "Ma Chao", ""}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("names %q, want %q", got, want)
	}
}

func TestRefusals(t *testing.T) {
	game := func(round, table int, black, white string) string {
		return fmt.Sprintf(`<Game roundNumber="%d" tableNumber="%d" blackPlayer="%s" whitePlayer="%s"/>`, round, table, black, white)
	}
	ab, ik := "ADALBIRAND", "ILGINIŞIK"
	for _, c := range []struct {
		name, in, key string
		args          map[string]any
	}{
		{"no players", `<Tournament><Players></Players></Tournament>`, "opengotha.error.no_players", nil},
		{"nameless", tournamentXML(`<Player name="" firstName=" " rank="1D"/>`+twoPlayers, "", ""), "opengotha.error.nameless", map[string]any{"N": 1}},
		{"rank", tournamentXML(`<Player name="A" firstName="B" rank="12Q"/>`, "", ""), "opengotha.error.rank", map[string]any{"Rank": "12Q"}},
		{"self", tournamentXML(twoPlayers, game(1, 1, ab, "AdalBirand"), ""), "opengotha.error.self", map[string]any{"Round": 1}},
		{"twice", tournamentXML(twoPlayers, game(2, 1, ab, ik)+game(2, 2, "KAYAALI", ab), ""), "opengotha.error.twice", map[string]any{"Round": 2, "Name": ab}},
		{"game and bye", tournamentXML(twoPlayers, game(1, 1, ab, ik), `<ByePlayer roundNumber="1" player="ILGINIŞIK"/>`), "opengotha.error.twice", map[string]any{"Round": 1}},
		{"table", tournamentXML(twoPlayers+`<Player name="D" firstName="E" rank="1K"/>`, game(3, 1, ab, ik)+game(3, 1, "KAYAALI", "DE"), ""), "opengotha.error.table", map[string]any{"Round": 3, "Table": 1}},
		{"round 0", tournamentXML(twoPlayers, game(0, 1, ab, ik), ""), "opengotha.error.round", map[string]any{"Round": 0}},
		{"table 2,000,000,000", tournamentXML(twoPlayers, game(1, 2000000000, ab, ik), ""), "opengotha.error.table_number", map[string]any{"Round": 1, "Table": 2000000000, "Max": MaxTable}},
		{"table 0", tournamentXML(twoPlayers, game(1, 0, ab, ik), ""), "opengotha.error.table_number", map[string]any{"Table": 0}},
		{"lone round 99", strings.Replace(tournamentXML(twoPlayers, game(99, 1, ab, ik), ""), `numberOfRounds="3"`, ``, 1), "opengotha.error.round_gap", map[string]any{"Round": 99, "Empty": 1}},
		{"a round skipped", tournamentXML(twoPlayers, game(1, 1, ab, ik), `<ByePlayer roundNumber="3" player="KAYAALI"/>`), "opengotha.error.round_gap", map[string]any{"Round": 3, "Empty": 2}},
		{"unknown result", tournamentXML(twoPlayers, strings.Replace(game(1, 1, ab, ik), "/>", ` result="RESULT_BLACKWINS_BYRESIGN"/>`, 1), ""), "opengotha.error.result", map[string]any{"Result": "RESULT_BLACKWINS_BYRESIGN", "Table": 1}},
		{"round beyond", tournamentXML(twoPlayers, game(4, 1, ab, ik), ""), "opengotha.error.round", map[string]any{"Round": 4, "Max": 3}},
		{"bye round", tournamentXML(twoPlayers, "", `<ByePlayer roundNumber="-1" player="KAYAALI"/>`), "opengotha.error.round", nil},
		{"no rounds", strings.Replace(tournamentXML(twoPlayers, "", ""), `numberOfRounds="3"`, `numberOfRounds="0"`, 1), "opengotha.error.rounds", map[string]any{"Rounds": 0}},
		{"absurd rounds", strings.Replace(tournamentXML(twoPlayers, "", ""), `numberOfRounds="3"`, `numberOfRounds="3000000000"`, 1), "opengotha.error.rounds", nil},
		{"bar", strings.Replace(tournamentXML(twoPlayers, "", ""), `genMMBar="4D"`, `genMMBar="strong"`, 1), "opengotha.error.setting", map[string]any{"Setting": "genMMBar"}},
		{"participation", tournamentXML(`<Player name="A" firstName="B" rank="1D" participating="`+strings.Repeat("1", MaxRounds+1)+`"/>`, "", ""), "opengotha.error.participation", map[string]any{"Length": MaxRounds + 1}},
		{"same player", tournamentXML(twoPlayers+`<Player name="Adal B" firstName="irand" rank="1D"/>`, "", ""), "opengotha.error.same_player", nil},
		{"malformed", "<Tournament>\n<Players>\n  <Player name=\"A\" firstName=\"B\" rank=\"1D\"/>\n  <Player name=\"C\n</Players></Tournament>", "opengotha.error.malformed", nil},
		{"nested", "<Tournament>" + strings.Repeat("<x>", 1000000) + strings.Repeat("</x>", 1000000) + "</Tournament>", "opengotha.error.malformed", nil},
		{"too large", "<Tournament><!--" + strings.Repeat("x", MaxFileSize) + "--></Tournament>", "opengotha.error.too_large", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Read(strings.NewReader(c.in))
			var fe *FileError
			if !errors.As(err, &fe) || fe.Key != c.key {
				t.Fatalf("got %v, want %s", err, c.key)
			}
			for k, v := range c.args {
				if fmt.Sprint(fe.Args[k]) != fmt.Sprint(v) {
					t.Errorf("%s = %v, want %v", k, fe.Args[k], v)
				}
			}
		})
	}
}

// TestResults: every result OpenGotha writes (and pairgoth's spelling of
// both lose) is read as what it records; both lose by default stays a
// forfeit by both, not a game played and lost by both.
func TestResults(t *testing.T) {
	for code, want := range map[string]tournament.Result{
		"RESULT_BLACKWINS": "B+", "RESULT_WHITEWINS": "W+", "RESULT_BLACKWINS_BYDEF": tournament.BlackByForf,
		"RESULT_WHITEWINS_BYDEF": tournament.WhiteByForf, "RESULT_EQUAL": tournament.Draw, "RESULT_BOTHLOSE": tournament.DoubleLoss,
		"RESULT_BOTHLOOSE": tournament.DoubleLoss, "RESULT_BOTHLOSE_BYDEF": tournament.BothForfeit, "RESULT_UNKNOWN": tournament.NoResult,
		"RESULT_BOTHWIN": tournament.NoResult,
	} {
		in := tournamentXML(twoPlayers, `<Game roundNumber="1" tableNumber="1" blackPlayer="ADALBIRAND" whitePlayer="ILGINIŞIK" result="`+code+`"/>`, "")
		ev, err := Read(strings.NewReader(in))
		if err != nil || ev.Games[0].Result != want {
			t.Errorf("%s: %v %v, want %q", code, ev.Games, err, want)
		}
		if unmatched := len(ev.Unmatched) == 1; unmatched != (code == "RESULT_BOTHWIN") {
			t.Errorf("%s: left open as both win: %v", code, unmatched)
		}
	}
}

// TestPairgothByes: pairgoth writes its byes in a <ByePlayer> container
// (OpenGotha: <ByePlayers>), under keys not in capitals; they are read.
func TestPairgothByes(t *testing.T) {
	in := strings.Replace(tournamentXML(twoPlayers, `<Game roundNumber="1" tableNumber="1" blackPlayer="ADALBIRAND" whitePlayer="ILGINIŞIK" result="RESULT_WHITEWINS"/>`, ""),
		"<ByePlayers></ByePlayers>", `<ByePlayer>
<ByePlayer player="KayaAli" roundNumber="1"/>
</ByePlayer>`, 1)
	ev, err := Read(strings.NewReader(in))
	if err != nil || len(ev.Byes[1]) != 1 || ev.Byes[1][0] != 3 {
		t.Errorf("byes %v, %v", ev.Byes, err)
	}
}

// TestMalformedPosition: the message names where the XML breaks. The
// attribute value opened on line 4 at column 24 is never closed: reading
// stops at the '<' of line 5, column 1.
func TestMalformedPosition(t *testing.T) {
	in := "<Tournament>\n<Players>\n  <Player name=\"A\" firstName=\"B\" rank=\"1D\"/>\n  <Player name=\"C\n</Players></Tournament>"
	_, err := Read(strings.NewReader(in))
	var fe *FileError
	if !errors.As(err, &fe) || fe.Key != "opengotha.error.malformed" {
		t.Fatalf("%v", err)
	}
	if fe.Args["Line"] != 5 || fe.Args["Col"] != 1 {
		t.Errorf("line %v column %v: %v", fe.Args["Line"], fe.Args["Col"], err)
	}
}

// TestRanks: the ranks OpenGotha writes are read as OpenGotha reads them:
// 99K (what it writes for a rank it could not read) and any kyu rank
// weaker than 30K as 30K, a dan rank above 9D as 9D, a bare number as a
// kyu rank, the grade when the rank is empty, spaces and lower case
// allowed; anything else is refused.
func TestRanks(t *testing.T) {
	for _, c := range []struct {
		rank, grade, want string
		ok                bool
	}{
		{"99K", "", "30K", true}, {"35K", "35K", "30K", true}, {"30K", "", "30K", true}, {"3k", "", "3K", true},
		{"12", "", "12K", true}, {"12D", "", "9D", true}, {"2P", " 2P", "2P", true}, {"", " 2D", "2D", true},
		{" 1D ", "", "1D", true}, {"", "", "", true},
		{"12Q", "", "", false}, {"0K", "", "", false}, {"10P", "", "", false}, {"KK", "", "", false}, {"99999999999999999999K", "", "", false},
	} {
		got, ok := Rank(c.rank, c.grade)
		if got != c.want || ok != c.ok {
			t.Errorf("Rank(%q, %q) = %q %v, want %q %v", c.rank, c.grade, got, ok, c.want, c.ok)
		}
	}
	in := tournamentXML(`<Player name="Inconnu" firstName="Jean" rank="99K" grade="99K"/>`, "", "")
	ev, err := Read(strings.NewReader(in))
	if err != nil || ev.Players[0].Rank != "30K" {
		t.Errorf("a player ranked 99K: %+v, %v", ev.Players, err)
	}
}

// TestPlaceAndDates: the file's location and first and last days are read;
// a day that cannot be read, or OpenGotha's "no date" (1900 and before),
// is none; a last day before the first is the first.
func TestPlaceAndDates(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2019, 10, d, 0, 0, 0, 0, time.UTC) }
	for _, c := range []struct {
		begin, end  string
		start, last time.Time
	}{
		{"2019-10-26", "2019-10-28", day(26), day(28)},
		{"2019-10-26", "2019-10-20", day(26), day(26)},
		{"1900-01-01", "2019-10-28", time.Time{}, time.Time{}},
		{"26/10/2019", "", time.Time{}, time.Time{}},
	} {
		in := strings.Replace(tournamentXML(twoPlayers, "", ""), `name="t"`, `name="t" location=" Juvisy " beginDate="`+c.begin+`" endDate="`+c.end+`"`, 1)
		ev, err := Read(strings.NewReader(in))
		if err != nil || ev.Location != "Juvisy" || !ev.Start.Equal(c.start) || !ev.End.Equal(c.last) {
			t.Errorf("%s–%s: %q %v %v, %v", c.begin, c.end, ev.Location, ev.Start, ev.End, err)
		}
	}
}
