package tournament

import (
	"errors"
	"fmt"
	"testing"
	"time"
)

func TestRuleSetKomi(t *testing.T) {
	if got := Rules2002.Komi(); got.Glyph() != "3 3/4" {
		t.Errorf("2002 komi = %s, want 3 3/4", got.Glyph())
	}
	if got := Rules1988.Komi(); got.Glyph() != "2 3/4" {
		t.Errorf("1988 komi = %s, want 2 3/4", got.Glyph())
	}
	if _, err := ParseRuleSet("1999"); err == nil {
		t.Error("ParseRuleSet(1999) accepted")
	}
}

func TestValidate(t *testing.T) {
	day := func(d int) time.Time { return time.Date(2026, 5, d, 0, 0, 0, 0, time.UTC) }
	tests := []struct {
		name   string
		edit   func(*Settings)
		fields []string
	}{
		{"new settings are valid", func(*Settings) {}, nil},
		{"empty name", func(s *Settings) { s.Name = "  " }, []string{"name"}},
		{"end before start", func(s *Settings) { s.Start, s.End = day(3), day(2) }, []string{"end"}},
		{"one day event", func(s *Settings) { s.Start, s.End = day(3), day(3) }, nil},
		{"unknown rules", func(s *Settings) { s.Rules = "1999" }, []string{"rules"}},
		{"negative komi", func(s *Settings) { s.Komi = -1 }, []string{"komi"}},
		{"draw above win", func(s *Settings) { s.Points = Points{1, 2, 0} }, []string{"points"}},
		{"3/1/0 allowed", func(s *Settings) { s.Points = Points{3, 1, 0} }, nil},
		{"duplicate group", func(s *Settings) {
			s.Groups = []Group{{Name: "成人组"}, {Name: "成人组 "}}
		}, []string{"groups"}},
		{"blank group", func(s *Settings) { s.Groups = []Group{{Name: ""}} }, []string{"groups"}},
		{"rounds not fixed", func(s *Settings) { s.Groups = []Group{{Name: "A", Rounds: 0}} }, nil},
		{"99 rounds", func(s *Settings) { s.Groups = []Group{{Name: "A", Rounds: 99}} }, nil},
		{"100 rounds", func(s *Settings) { s.Groups = []Group{{Name: "A", Rounds: 100}} }, []string{"groups"}},
		{"three billion rounds", func(s *Settings) { s.Groups = []Group{{Name: "A", Rounds: 3000000000}} }, []string{"groups"}},
		{"negative rounds", func(s *Settings) { s.Groups = []Group{{Name: "A", Rounds: -1}} }, []string{"groups"}},
		{"negative Swiss rounds", func(s *Settings) { s.Groups = []Group{{Name: "A", SwissRounds: -3}} }, []string{"groups"}},
		{"negative bye points", func(s *Settings) { s.Groups = []Group{{Name: "A", ByePoints: -2}} }, []string{"groups"}},
		{"negative absent points", func(s *Settings) { s.Groups = []Group{{Name: "A", AbsentPoints: -1}} }, []string{"groups"}},
		{"club avoidance before round 0", func(s *Settings) { s.Groups = []Group{{Name: "A", AvoidClubUntil: -1}} }, []string{"groups"}},
		{"team of 2 and of 10 boards", func(s *Settings) {
			s.Groups = []Group{{Name: "A", TeamEvent: true, Boards: 2}, {Name: "B", TeamEvent: true, Boards: 10}}
		}, nil},
		{"team of 1 board", func(s *Settings) { s.Groups = []Group{{Name: "A", TeamEvent: true, Boards: 1}} }, []string{"groups"}},
		{"擂台赛 on 1 board", func(s *Settings) {
			s.Groups = []Group{{Name: "A", System: LeiTai, TeamEvent: true, Boards: 1}}
		}, nil},
		{"team without boards", func(s *Settings) { s.Groups = []Group{{Name: "A", TeamEvent: true}} }, []string{"groups"}},
		{"individuals on 11 boards", func(s *Settings) { s.Groups = []Group{{Name: "A", Boards: 11}} }, []string{"groups"}},
		{"knockout of 2 and of 1024", func(s *Settings) {
			s.Groups = []Group{{Name: "A", KnockoutSize: 2}, {Name: "B", KnockoutSize: 1024}}
		}, nil},
		{"knockout of 12", func(s *Settings) { s.Groups = []Group{{Name: "A", KnockoutSize: 12}} }, []string{"groups"}},
		{"knockout of 2048", func(s *Settings) { s.Groups = []Group{{Name: "A", KnockoutSize: 2048}} }, []string{"groups"}},
		{"knockout of 1", func(s *Settings) { s.Groups = []Group{{Name: "A", KnockoutSize: 1}} }, []string{"groups"}},
		{"handicaps 0 to 9", func(s *Settings) {
			s.Groups = []Group{{Name: "A", HandicapCeiling: 9, HandicapReduction: 0}, {Name: "B", HandicapCeiling: 0, HandicapReduction: 9}}
		}, nil},
		{"handicap ceiling 10", func(s *Settings) { s.Groups = []Group{{Name: "A", HandicapCeiling: 10}} }, []string{"groups"}},
		{"negative reduction", func(s *Settings) { s.Groups = []Group{{Name: "A", HandicapReduction: -1}} }, []string{"groups"}},
		{"bar 3d, floor 20级, threshold 1d", func(s *Settings) {
			s.Groups = []Group{{Name: "A", Bar: "3d", Floor: "20级", HandicapThreshold: "1d"}}
		}, nil},
		{"bar and floor not ranks", func(s *Settings) { s.Groups = []Group{{Name: "A", Bar: "3x", Floor: "40k"}} }, []string{"groups", "groups"}},
		{"everything wrong", func(s *Settings) {
			s.Name, s.Rules, s.Komi = "", "x", 1000
		}, []string{"name", "rules", "komi"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := NewSettings("全国围棋锦标赛", Rules2002)
			tt.edit(&s)
			err := s.Validate()
			var ps Problems
			if err != nil && !errors.As(err, &ps) {
				t.Fatalf("error %v is not Problems", err)
			}
			if len(ps) != len(tt.fields) {
				t.Fatalf("problems %v, want fields %v", ps, tt.fields)
			}
			for i, f := range tt.fields {
				if ps[i].Field != f {
					t.Errorf("problem %d field %q, want %q", i, ps[i].Field, f)
				}
			}
		})
	}
}

func TestProblemEnglish(t *testing.T) {
	p := Problem{Default: "Two groups are called {{.Name}}.", Args: map[string]any{"Name": "少年组"}}
	if got := p.English(); got != "Two groups are called 少年组." {
		t.Errorf("English() = %q", got)
	}
}

func TestRankValue(t *testing.T) {
	order := []string{"30k", "10级", "1k", "1d", "业余3段", "5D", "7d", "1p", "职业9段"}
	for i := 1; i < len(order); i++ {
		if RankValue(order[i-1]) >= RankValue(order[i]) || RankValue(order[i]) == 0 {
			t.Errorf("%s (%d) should rank below %s (%d)", order[i-1], RankValue(order[i-1]), order[i], RankValue(order[i]))
		}
	}
	for _, bad := range []string{"", "abc", "0d", "31k", "10d"} {
		if RankValue(bad) != 0 {
			t.Errorf("%q ranked %d", bad, RankValue(bad))
		}
	}
}

func TestDuplicates(t *testing.T) {
	reg := []Player{{ID: 1, NameZh: "王伟", Birth: "2012"}, {ID: 2, NameLatin: "Li  Ming"}, {ID: 3, NameZh: "张三"}}
	tests := []struct {
		p    Player
		want int
	}{
		{Player{NameZh: "王伟"}, 1},
		{Player{NameZh: "王伟", Birth: "2013"}, 0}, // a different child of the same name
		{Player{NameLatin: "li ming"}, 1},
		{Player{NameZh: "李明"}, 0},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.p), func(t *testing.T) {
			if got := Duplicates(reg, tt.p); len(got) != tt.want {
				t.Errorf("%+v: %d duplicates, want %d", tt.p, len(got), tt.want)
			}
		})
	}
}
