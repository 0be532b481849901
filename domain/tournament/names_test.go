package tournament

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestCleanText(t *testing.T) {
	for _, c := range []struct {
		in, want string
		key      string // the problem, if refused
	}{
		{"  张三 ", "张三", ""},
		{"Anna\tLi", "Anna Li", ""},
		{"北京\r\n棋院", "北京 棋院", ""},
		{"a  \u3000 b", "a b", ""}, // an ideographic space is a space
		{strings.Repeat("长", MaxNameLength), strings.Repeat("长", MaxNameLength), ""},
		{strings.Repeat("长", MaxNameLength+1), "", "problem.text_too_long"},
		{"x\x1b[2J", "", "problem.text_control"},    // clear screen
		{"x\u202edcba", "", "problem.text_control"}, // right-to-left override
		{"x\x00", "", "problem.text_control"},
		{"\xff\xfe", "", "problem.text_control"}, // not UTF-8
		{"👨\u200d👩", "👨\u200d👩", ""},             // a joiner inside an emoji is kept
	} {
		t.Run(c.in, func(t *testing.T) {
			got, err := CleanText("name", c.in, MaxNameLength)
			var ps Problems
			switch {
			case c.key == "" && (err != nil || got != c.want):
				t.Errorf("%q: %q %v", c.in, got, err)
			case c.key != "" && (!errors.As(err, &ps) || ps[0].Key != c.key):
				t.Errorf("%q: %v, want %s", c.in, err, c.key)
			}
		})
	}
	if err := (Settings{Name: "赛\x1b", Rules: Rules2002, Points: DefaultPoints}).Validate(); err == nil {
		t.Error("a tournament name with an escape is accepted")
	}
}

// TestRegistry: the index finds what MaybeSame finds: the same Chinese or
// Latin name (case, spaces, accents, full-width forms and hyphens aside, as
// FoldName takes them) unless birth dates tell them apart, never the player
// itself.
func TestRegistry(t *testing.T) {
	r := NewRegistry([]Player{
		{ID: 1, NameZh: "张三", Birth: "2010"},
		{ID: 2, NameLatin: "Anna  Li"},
		{ID: 3, NameZh: "张三", Birth: "2012"},
		{ID: 4, NameLatin: "Tomás Müller"},
		{ID: 5, NameZh: "𠮷田", NameLatin: "Jean-Pierre O'Brien"},
	})
	r.Add(Player{NameZh: "李四"})
	for _, c := range []struct {
		p    Player
		want []int64 // IDs (0: the unsaved 李四)
	}{
		{Player{NameZh: "张三"}, []int64{1, 3}},
		{Player{NameZh: "张三", Birth: "2012"}, []int64{3}},
		{Player{ID: 3, NameZh: "张三", Birth: "2012"}, nil},
		{Player{NameLatin: "anna li"}, []int64{2}},
		{Player{NameZh: "李四", NameLatin: "Anna Li"}, []int64{2, 0}},
		{Player{NameZh: "王五"}, nil},
		{Player{NameLatin: "Tomas Muller"}, []int64{4}},
		{Player{NameLatin: "ＴＯＭＡＳ　ＭＵＬＬＥＲ"}, []int64{4}},
		{Player{NameLatin: "jean pierre o brien"}, []int64{5}},
		{Player{NameZh: "𠮷田"}, []int64{5}},
		{Player{NameZh: "吉田"}, nil},
		{Player{NameLatin: "Tomas Mullers"}, nil},
	} {
		t.Run(fmt.Sprint(c.p), func(t *testing.T) {
			var got []int64
			for _, d := range r.Duplicates(c.p) {
				got = append(got, d.ID)
			}
			if len(got) != len(c.want) {
				t.Errorf("%+v: %v, want %v", c.p, got, c.want)
				return
			}
			for i := range got {
				if got[i] != c.want[i] {
					t.Errorf("%+v: %v, want %v", c.p, got, c.want)
				}
			}
		})
	}
}
