package sgf

import (
	"errors"
	"strings"
	"testing"

	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"

	"weiqi-arbiter/domain/scoring"
	"weiqi-arbiter/domain/weiqi"
)

func TestParseTreeAndVariations(t *testing.T) {
	c, err := ParseString(`(;GM[1]FF[4]SZ[9]PB[黑]PW[白];B[ee];W[cc](;B[gg];W[gc])(;B[cg]))(;SZ[13])`)
	if err != nil {
		t.Fatal(err)
	}
	if len(c) != 2 {
		t.Fatalf("%d game trees", len(c))
	}
	main := c[0].MainLine()
	if len(main) != 5 {
		t.Errorf("main line has %d nodes", len(main))
	}
	branch := main[2]
	if len(branch.Children) != 2 || branch.Children[1].Values("B")[0] != "cg" {
		t.Errorf("variation not kept: %+v", branch.Children)
	}
	if pb, _ := c[0].Text("PB"); pb != "黑" {
		t.Errorf("PB %q", pb)
	}
}

func TestEscapes(t *testing.T) {
	c, err := ParseString("(;C[a \\] b \\\\ c\\\nd]LB[dd:x\\:y]N[x])")
	if err != nil {
		t.Fatal(err)
	}
	root := c[0]
	if got, _ := root.Text("C"); got != `a ] b \ cd` {
		t.Errorf("C = %q", got)
	}
	a, b, ok := SplitComposed(root.Values("LB")[0])
	if !ok || a != "dd" || Text(b) != "x:y" {
		t.Errorf("LB split %q %q %v", a, b, ok)
	}
	root.SetText("GC", `tricky ] \ text`)
	again, err := ParseString(c.String())
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := again[0].Text("GC"); got != `tricky ] \ text` {
		t.Errorf("GC round trip %q", got)
	}
}

func TestUnknownPropertiesSurvive(t *testing.T) {
	in := `(;FF[4]GM[1]SZ[19]XY[keep me][and me]MULTIGOGM[1];B[pd]ZZ[x])`
	c, err := ParseString(in)
	if err != nil {
		t.Fatal(err)
	}
	out := c.String()
	for _, want := range []string{"XY[keep me][and me]", "MULTIGOGM[1]", "ZZ[x]", "CA[UTF-8]"} {
		if !strings.Contains(out, want) {
			t.Errorf("%s lost: %s", want, out)
		}
	}
}

func TestFF3LowerCaseIdentifiers(t *testing.T) {
	c, err := ParseString(`(;GaMe[1]SiZe[9]AddBlack[aa][bb]PlayerBlack[Old];Black[cc])`)
	if err != nil {
		t.Fatal(err)
	}
	root := c[0]
	if !root.Has("AB") || !root.Has("SZ") || !root.Has("PB") || c[0].Children[0].Values("B")[0] != "cc" {
		t.Errorf("props %+v", root.Props)
	}
}

func TestSyntaxErrors(t *testing.T) {
	for _, in := range []string{"(;B[aa", "(;B[aa];W[bb]", "(B[aa])", "(;B[aa]]x)", "(;B)"} {
		_, err := ParseString(in)
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("%q: %v, want a SyntaxError", in, err)
		}
	}
	if _, err := ParseString("no game here"); !errors.Is(err, ErrNoGame) {
		t.Errorf("no game: %v", err)
	}
}

func TestCharsets(t *testing.T) {
	encode := func(enc interface {
		String(string) (string, error)
	}, text string) string {
		out, err := enc.String(text)
		if err != nil {
			t.Fatalf("encode %q: %v", text, err)
		}
		return out
	}
	gbk := simplifiedchinese.GBK.NewEncoder()
	tests := []struct {
		name, data, charset, pb string
	}{
		{"GB2312 declared", encode(gbk, "(;CA[GB2312]GN[围棋赛事]PB[李昌镐])"), "GB18030", "李昌镐"},
		{"GBK undeclared", encode(gbk, "(;GN[全国围棋锦标赛]PB[常昊])"), "GB18030", "常昊"},
		{"GBK declared wrongly as UTF-8", encode(gbk, "(;CA[UTF-8]GN[围棋赛事]PB[古力])"), "GB18030", "古力"},
		{"Big5 declared", encode(traditionalchinese.Big5.NewEncoder(), "(;CA[Big5]GN[圍棋賽事]PB[李昌鎬])"), "Big5", "李昌鎬"},
		{"Shift-JIS declared", encode(japanese.ShiftJIS.NewEncoder(), "(;CA[Shift_JIS]GN[囲碁大会]PB[本因坊秀策])"), "Shift_JIS", "本因坊秀策"},
		{"UTF-8", "(;CA[UTF-8]GN[围棋]PB[聂卫平])", "UTF-8", "聂卫平"},
		{"Big5 undeclared", encode(traditionalchinese.Big5.NewEncoder(), "(;GN[第十屆應氏盃世界職業圍棋錦標賽決賽]PB[李昌鎬]PW[聶衛平]C[黑棋中盤勝])"), "Big5", "李昌鎬"},
		{"Shift-JIS undeclared", encode(japanese.ShiftJIS.NewEncoder(), "(;GN[本因坊戦]PB[井山裕太]C[ここで黒の勝ち])"), "Shift_JIS", "井山裕太"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			decoded, cs := Decode([]byte(tt.data))
			if cs != tt.charset {
				t.Errorf("charset %s, want %s", cs, tt.charset)
			}
			c, err := ParseString(decoded)
			if err != nil {
				t.Fatal(err)
			}
			if pb, _ := c[0].Text("PB"); pb != tt.pb {
				t.Errorf("PB %q, want %q", pb, tt.pb)
			}
		})
	}
}

// TestGBKTrailBytes: a GBK character whose second byte is ']' or '\' must not
// end or escape a value: decoding comes before tokenising.
func TestGBKTrailBytes(t *testing.T) {
	enc := simplifiedchinese.GBK.NewEncoder()
	var tricky []rune
	for r := rune(0x4E00); r < 0x9FA5 && len(tricky) < 4; r++ {
		b, err := enc.String(string(r))
		if err == nil && len(b) == 2 && (b[1] == ']' || b[1] == '\\') {
			tricky = append(tricky, r)
		}
	}
	if len(tricky) == 0 {
		t.Fatal("no GBK character with a ']' or '\\' trail byte found")
	}
	name := string(tricky)
	data, _ := enc.String("(;CA[GBK]PB[" + name + "]PW[x];B[aa])")
	c, err := Parse([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if pb, _ := c[0].Text("PB"); pb != name {
		t.Errorf("PB %q, want %q", pb, name)
	}
}

func TestKomiAndInfo(t *testing.T) {
	for in, want := range map[string]scoring.Stones{
		"7.5": 15, "6.5": 13, "0.5": 1, "0": 0, "-7.5": -15, "5.5": 11,
		"375": 15, "750": 15, "650": 13, "325": 13, "0.0": 0,
		// A quarter fraction is no number of points: stones, as Chinese
		// servers write them (SPEC §4.5: 3¾ and 2¾).
		"3.75": 15, "2.75": 11, "-3.75": -15, "0.25": 1,
	} {
		got, err := ParseKomi(in)
		if err != nil || got != want {
			t.Errorf("ParseKomi(%q) = %s, %v; want %s", in, got, err, want)
		}
	}
	for _, in := range []string{"abc", "123", "NaN", "Inf", "1e300", "9e18", "3.3"} {
		if _, err := ParseKomi(in); err == nil {
			t.Errorf("ParseKomi(%q) accepted", in)
		}
	}
	c, _ := ParseString(`(;SZ[13]KM[7.5]HA[2]RU[Chinese]RE[W+R]PB[甲]BR[5d]DT[2026-11-29]EV[市赛]RO[3]PC[少年宫])`)
	in, err := GameInfo(c[0])
	if err != nil {
		t.Fatal(err)
	}
	if in.Width != 13 || in.Komi != 15 || in.Handicap != 2 || in.Result != "W+R" || in.Black != "甲" || in.Round != "3" {
		t.Errorf("info %+v", in)
	}
}

// TestUnreadableKomiIsAWarning: a KM that cannot be read never stops a
// record being read; the game is counted with the komi the rules give it.
func TestUnreadableKomiIsAWarning(t *testing.T) {
	c, _ := ParseString(`(;SZ[19]KM[seven]HA[2];B[pd])`)
	in, err := GameInfo(c[0])
	if err != nil {
		t.Fatalf("KM[seven] stopped the record: %v", err)
	}
	if in.HasKomi || !errors.Is(in.KomiError, ErrBadValue) {
		t.Errorf("info %+v", in)
	}
	if _, err := Replay(c[0], weiqi.Situational); err != nil {
		t.Errorf("replay: %v", err)
	}
	// HA[2] without a readable KM: no komi (SPEC §4.6).
	if k := in.GameKomi(15); k != 0 {
		t.Errorf("handicap game komi %s", k)
	}
}

// TestGameKomi: the komi of a record: its KM when it has one, the edition's
// komi in an even game without KM, none in a handicap game without KM.
func TestGameKomi(t *testing.T) {
	tests := []struct {
		sgf     string
		edition scoring.Stones
		want    scoring.Stones
	}{
		{`(;SZ[19])`, 15, 15},
		{`(;SZ[19])`, 11, 11},
		{`(;SZ[19]HA[2])`, 15, 0},
		{`(;SZ[19]HA[1])`, 15, 0},
		{`(;SZ[19]HA[2]KM[0.5])`, 15, 1},
		{`(;SZ[19]KM[3.75])`, 11, 15},
		{`(;SZ[19]KM[6.5])`, 15, 13},
	}
	for _, tt := range tests {
		t.Run(tt.sgf, func(t *testing.T) {
			c, _ := ParseString(tt.sgf)
			in, err := GameInfo(c[0])
			if err != nil {
				t.Fatal(err)
			}
			if got := in.GameKomi(tt.edition); got != tt.want {
				t.Errorf("%s under %s: komi %s, want %s", tt.sgf, tt.edition, got, tt.want)
			}
		})
	}
}

func TestPassesAndPoints(t *testing.T) {
	c, _ := ParseString(`(;SZ[19];B[pd];W[];B[tt];W[aa:bb])`)
	r, err := Replay(c[0], weiqi.Situational)
	if err == nil {
		t.Fatalf("a move with a rectangle should be refused, got %+v", r)
	}
	c, _ = ParseString(`(;SZ[19];B[pd];W[];B[tt])`)
	r, err = Replay(c[0], weiqi.Situational)
	if err != nil {
		t.Fatal(err)
	}
	if r.Game.MoveCount() != 3 || r.Game.ConsecutivePasses() != 2 || !r.Game.Ended() {
		t.Errorf("moves %d passes %d", r.Game.MoveCount(), r.Game.ConsecutivePasses())
	}
	pts, err := ParsePoints([]string{"aa:bc", "dd"}, 19, 19)
	if err != nil || len(pts) != 7 {
		t.Errorf("points %v %v", pts, err)
	}
	if FormatPoint(weiqi.Point{X: 3, Y: 15}) != "dp" || FormatPoint(weiqi.Pass) != "" {
		t.Error("FormatPoint")
	}
}

func TestRoundTripCorpusSample(t *testing.T) {
	for _, in := range []string{
		`(;FF[4]CA[UTF-8]GM[1]SZ[19]C[a\]b\\c]AB[aa][bb]LB[cc:x\:y];B[pd](;W[dd])(;W[dp]C[变化]))`,
		"(;FF[3]GN[x]\n;B[aa]\n;W[bb])",
	} {
		c, err := ParseString(in)
		if err != nil {
			t.Fatal(err)
		}
		out := c.String()
		c2, err := ParseString(out)
		if err != nil {
			t.Fatalf("re-reading %q: %v", out, err)
		}
		if c2.String() != out {
			t.Errorf("not stable:\n%s\n%s", out, c2.String())
		}
	}
}
