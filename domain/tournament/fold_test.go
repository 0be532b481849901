package tournament

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestFoldName: the one rule by which every search (check-in, the venue's
// find-your-table page, the players list) compares names, worked by hand.
func TestFoldName(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Zhang San", "zhang san"},
		{"ＺＨＡＮＧ　ＳＡＮ", "zhang san"},         // full-width, ideographic space
		{"Ｚｈａｎｇ  San", "zhang san"},        // doubled space
		{"１２", "12"},                       // full-width digits
		{"van der Berg", "van der berg"},   // multi-word surname
		{"Ó Briain", "o briain"},           // Irish, accented capital
		{"O’Brien-Smith", "o brien smith"}, // the marks between a name's parts
		{"Jean-Pierre", "jean pierre"},
		{"Tomás Müller", "tomas muller"},
		{"Jose\u0301 Nun\u0303ez", "jose nunez"}, // accents as combining marks
		{"Łukasz Ødegård", "lukasz odegard"},
		{"STRAẞE", "strasse"},
		{"Lǚ Wěi", "lu wei"},
		{"张三", "张三"},
		{"周　七", "周 七"},
		{"阿卜杜·热合曼", "阿卜杜 热合曼"},
		{"迈克尔・乔丹", "迈克尔 乔丹"},
		{"𠮷田", "𠮷田"}, // Ext-B kept whole
		{"𪚥", "𪚥"},
		{"  ", ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := FoldName(tt.in); got != tt.want {
				t.Errorf("FoldName(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// FuzzFoldName: folding any input, invalid UTF-8 included, does not panic,
// gives valid UTF-8, is idempotent, and a registered name finds itself at
// check-in.
func FuzzFoldName(f *testing.F) {
	for _, s := range []string{"Zhang San", "ＺＨＡＮＧ　ＳＡＮ", "van der Berg", "Ó Briain", "Tomás Müller", "𠮷田", "𪚥", "阿卜杜·热合曼", "STRAẞE", "\xff\xfe", "İstanbul", "ǅ", "ﬁ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		once := FoldName(s)
		if !utf8.ValidString(once) {
			t.Fatalf("FoldName(%q) = %q, not UTF-8", s, once)
		}
		if twice := FoldName(once); twice != once {
			t.Fatalf("FoldName not idempotent: %q → %q → %q", s, once, twice)
		}
		name, err := CleanText("name", s, MaxNameLength)
		if err != nil || strings.TrimSpace(FoldName(name)) == "" || strings.ContainsAny(name, "0123456789") {
			return // not a name a player could have, or one typed as a number
		}
		p := Player{ID: 1, NameLatin: name, WithdrawnAfter: -1}
		if got := FindForCheckIn([]Player{p}, name); !slices.ContainsFunc(got, func(q Player) bool { return q.ID == 1 }) {
			t.Fatalf("%q does not find itself at check-in (folded %q)", name, once)
		}
	})
}

// TestCheckInNameParts: names typed at the desk with spaces where the
// registration has a hyphen or an apostrophe, or none of the marks at all.
func TestCheckInNameParts(t *testing.T) {
	players := []Player{
		{ID: 1, NameLatin: "Jean-Pierre Dupont", WithdrawnAfter: -1},
		{ID: 2, NameLatin: "Seán O'Brien", WithdrawnAfter: -1},
		{ID: 3, NameLatin: "van der Berg Anna", WithdrawnAfter: -1},
	}
	tests := []struct {
		typed string
		want  []int64
	}{
		{"jean pierre dupont", []int64{1}},
		{"Sean O Brien", []int64{2}},
		{"ＶＡＮ　ＤＥＲ　ＢＥＲＧ  anna", []int64{3}},
		{"van der berg", []int64{3}},
	}
	for _, tt := range tests {
		var got []int64
		for _, p := range FindForCheckIn(players, tt.typed) {
			got = append(got, p.ID)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("FindForCheckIn(%q) = %v, want %v", tt.typed, got, tt.want)
		}
	}
}
