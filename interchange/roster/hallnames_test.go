package roster

import (
	"testing"

	"weiqi-arbiter/domain/tournament"
)

// TestHallNames imports a list of names as halls bring them: each lands in
// the player's own characters (NameZh) or in Latin letters (NameLatin) as
// the tournament tells them apart everywhere else (tournament.HasChinese:
// Chinese, kana, hangul), and its surname and given name, when the list
// has them apart, come back from NameParts as they were. Full-width Latin
// letters, typed with a Chinese input method, are Latin letters.
func TestHallNames(t *testing.T) {
	rows := [][]string{
		{"姓名", "姓", "名", "段位"},
		{"Ｙａｍａｄａ Ｔａｒｏ", "", "", "1d"},
		{"山田　太郎", "", "", "1d"},
		{"𠮷田翔", "𠮷田", "翔", "2d"},
		{"", "van der Berg", "Jan", "3k"},
		{"", "Ó Briain", "Seán", "3k"},
		{"", "de la Cruz", "María José", "3k"},
		{`Smith, Jr. "Bob" <&>`, "", "", "3k"},
		{"", "さとう", "ゆき", "3k"},
	}
	want := []struct{ zh, latin, surname, given string }{
		{latin: "Ｙａｍａｄａ Ｔａｒｏ", surname: "Ｙａｍａｄａ", given: "Ｔａｒｏ"},
		{zh: "山田 太郎", surname: "山田", given: "太郎"}, // the ideographic space is a space
		{zh: "𠮷田翔", surname: "𠮷田", given: "翔"},
		{latin: "van der Berg Jan", surname: "van der Berg", given: "Jan"},
		{latin: "Ó Briain Seán", surname: "Ó Briain", given: "Seán"},
		{latin: "de la Cruz María José", surname: "de la Cruz", given: "María José"},
		{latin: `Smith, Jr. "Bob" <&>`, surname: "Smith,", given: `Jr. "Bob" <&>`},
		{zh: "さとうゆき", surname: "さとう", given: "ゆき"},
	}
	players, problems, err := Players(rows, Guess(rows[0]), 1, nil)
	if err != nil || len(problems) > 0 || len(players) != len(want) {
		t.Fatalf("%d players, problems %v, %v", len(players), problems, err)
	}
	for i, p := range players {
		w := want[i]
		s, g := p.NameParts()
		if p.NameZh != w.zh || p.NameLatin != w.latin || s != w.surname || g != w.given {
			t.Errorf("row %d: zh %q latin %q parts %q / %q, want %q %q %q / %q", i+2, p.NameZh, p.NameLatin, s, g, w.zh, w.latin, w.surname, w.given)
		}
		if tournament.HasChinese(p.Name()) != (p.NameZh != "") {
			t.Errorf("row %d: %q kept as NameZh %v, the tournament says own characters %v", i+2, p.Name(), p.NameZh != "", tournament.HasChinese(p.Name()))
		}
	}
}
