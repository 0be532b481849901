package tournament

import (
	"slices"
	"testing"
)

func TestFindForCheckIn(t *testing.T) {
	players := []Player{
		{ID: 1, NameZh: "张三", NameLatin: "Zhang San", WithdrawnAfter: -1},
		{ID: 2, NameZh: "张三丰", WithdrawnAfter: -1},
		{ID: 3, NameZh: "李四", NameLatin: "Li Si", WithdrawnAfter: -1},
		{ID: 4, NameZh: "王五", WithdrawnAfter: 2},
		{ID: 12, NameZh: "赵六", WithdrawnAfter: -1},
		{ID: 13, NameZh: "吉𠮷", WithdrawnAfter: -1},
		{ID: 14, NameLatin: "Tomás Müller", WithdrawnAfter: -1},
		{ID: 15, NameZh: "吕小明", NameLatin: "Lü Xiaoming", WithdrawnAfter: -1},
		{ID: 16, NameLatin: "Łukasz Ødegård", WithdrawnAfter: -1},
		{ID: 17, NameLatin: "Jose\u0301 Nun\u0303ez", WithdrawnAfter: -1}, // accents typed as combining marks
		{ID: 18, NameZh: "吕伟", NameLatin: "Lǚ Wěi", WithdrawnAfter: -1},   // pinyin with its tone marks
		{ID: 19, NameZh: "周　七", WithdrawnAfter: -1},                       // padded to three characters' width
		{ID: 20, NameZh: "阿卜杜·热合曼", WithdrawnAfter: -1},
	}
	tests := []struct {
		typed string
		want  []int64
	}{
		{"12", []int64{12}},
		{" 3 ", []int64{3}},
		{"99", nil},
		{"4", nil},                 // withdrew
		{"张三", []int64{1}},         // exact beats 张三丰
		{"zhang  SAN", []int64{1}}, // Latin, case and spaces ignored
		{"张", []int64{1, 2}},       // part of a name: both offered
		{"王五", nil},                // withdrew
		{"si", []int64{3}},
		{"", nil},
		// A Chinese input method left on types full-width digits and
		// letters, and the ideographic space.
		{"１２", []int64{12}},
		{"ｚｈａｎｇ　ｓａｎ", []int64{1}},
		{"𠮷", []int64{13}}, // Ext-B
		// A desk keyboard without accents; a pinyin input method's v for ü.
		{"tomas muller", []int64{14}},
		{"Muller", []int64{14}},
		{"Tomás Müller", []int64{14}},
		{"TOMÁS", []int64{14}},
		{"lv xiaoming", []int64{15}},
		{"lu xiaoming", []int64{15}},
		{"Lü", []int64{15, 16, 18}}, // part of Lü Xiaoming, Łukasz and Lǚ Wěi: all offered
		{"lukasz odegard", []int64{16}},
		{"José Núñez", []int64{17}},
		{"jose nunez", []int64{17}},
		// A Chinese name's padding and middle dot part nothing.
		{"周七", []int64{19}},
		{"周 七", []int64{19}},
		{"阿卜杜热合曼", []int64{20}},
		{"阿卜杜·热合曼", []int64{20}},
		{"热合曼", []int64{20}},
		{"·", nil},      // a dot alone names nobody
		{"\u0301", nil}, // nor an accent alone
		{"lv wei", []int64{18}},
		{"lu wei", []int64{18}},
		{"Lǚ Wěi", []int64{18}},
	}
	for _, tt := range tests {
		t.Run(tt.typed, func(t *testing.T) {
			var got []int64
			for _, p := range FindForCheckIn(players, tt.typed) {
				got = append(got, p.ID)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("FindForCheckIn(%q) = %v; want %v", tt.typed, got, tt.want)
			}
		})
	}
	players[0].CheckedIn, players[2].CheckedIn = true, true
	if in, out := CheckInCount(players); in != 2 || out != 10 {
		t.Errorf("CheckInCount = %d in, %d out; want 2, 10 (the withdrawn player not counted)", in, out)
	}
}
