package venue

import (
	"testing"

	"weiqi-arbiter/domain/tournament"
)

// TestFold: the find-your-table box matches names as typed on a keyboard
// without accents, whatever accents the registered name carries.
func TestFold(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Anna Müller", "anna muller"},
		{"José Núñez", "jose nunez"},
		{"Jose\u0301 Nun\u0303ez", "jose nunez"}, // accents as combining marks
		{"Łukasz Ødegård", "lukasz odegard"},
		{"Straße", "strasse"},
		{"Lǚ Xiǎomíng", "lu xiaoming"}, // pinyin with tone marks
		{"lv", "lu"},                   // v typed for ü
		{"O’Brien-Smith", "o brien smith"},
		{"张三", "张三"},
		{"𠮷田", "𠮷田"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := fold(tt.in); got != tt.want {
				t.Errorf("fold(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestFindChineseWithDot: a name of China's minorities or a foreign name
// in characters carries a middle dot (阿卜杜·热合曼), which the query is
// folded to a space and left out of; the name is folded the same way, so
// it is found typed with its dot, without it, or in part.
func TestFindChineseWithDot(t *testing.T) {
	players := []tournament.Player{{ID: 1, NameZh: "阿卜杜·热合曼"}, {ID: 2, NameZh: "迈克尔・乔丹"}, {ID: 3, NameZh: "张三"}}
	g := &groupSnap{}
	index, _ := buildIndex(players, map[int64]*groupSnap{1: g, 2: g, 3: g}, map[int64]int{1: 1, 2: 2, 3: 3}, nil)
	snap := &snapshot{index: index}
	for _, tt := range []struct {
		q    string
		want int64
	}{
		{"阿卜杜·热合曼", 1}, {"阿卜杜热合曼", 1}, {"热合曼", 1},
		{"迈克尔・乔丹", 2}, {"迈克尔·乔丹", 2}, {"乔丹", 2},
		{"张三", 3},
	} {
		t.Run(tt.q, func(t *testing.T) {
			if found := snap.find(tt.q); len(found) != 1 || found[0] != tt.want {
				t.Errorf("find(%q) = %v, want [%d]", tt.q, found, tt.want)
			}
		})
	}
}
