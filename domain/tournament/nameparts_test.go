package tournament

import "testing"

func TestNameParts(t *testing.T) {
	for _, c := range []struct {
		name           string
		p              Player
		surname, given string
	}{
		{"Latin as it came", Player{NameLatin: "Anguila Caner Oscar", Surname: "Anguila Caner", GivenName: "Oscar"}, "Anguila Caner", "Oscar"},
		{"particle surname", Player{NameLatin: "de Oliveira Fava Tomás", Surname: "de Oliveira Fava", GivenName: "Tomás"}, "de Oliveira Fava", "Tomás"},
		{"surname only", Player{NameLatin: "Anguila Caner", Surname: "Anguila Caner"}, "Anguila Caner", ""},
		{"Chinese as it came", Player{NameZh: "徐易则", Surname: "徐", GivenName: "易则"}, "徐", "易则"},
		{"Chinese whole, Latin parts", Player{NameZh: "徐易则", NameLatin: "Xu Yize", Surname: "Xu", GivenName: "Yize"}, "Xu", "Yize"},
		{"Ext-B given name", Player{NameZh: "吉𠮷", Surname: "吉", GivenName: "𠮷"}, "吉", "𠮷"},
		{"Latin typed whole", Player{NameLatin: "Nemo André"}, "Nemo", "André"},
		{"Chinese typed whole", Player{NameZh: "张三"}, "张", "三"},
		{"compound surname", Player{NameZh: "欧阳明"}, "欧阳", "明"},
		{"two characters only", Player{NameZh: "欧阳"}, "欧", "阳"},
		{"transcribed name", Player{NameZh: "阿依古丽·买买提"}, "阿依古丽·买买提", ""},
		{"stale parts", Player{NameLatin: "Smith John", Surname: "Brown", GivenName: "John"}, "Smith", "John"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if s, g := c.p.NameParts(); s != c.surname || g != c.given {
				t.Errorf("NameParts = %q %q, want %q %q", s, g, c.surname, c.given)
			}
		})
	}
}

// TestCleanFitsParts: an edit of the name that keeps the surname keeps it,
// the rest becoming the given name; one that does not drops the parts.
func TestCleanFitsParts(t *testing.T) {
	for _, c := range []struct {
		p              Player
		surname, given string
	}{
		{Player{NameLatin: "Anguila  Caner Óscar", Surname: "Anguila Caner", GivenName: "Oscar"}, "Anguila Caner", "Óscar"},
		{Player{NameZh: "徐易泽", Surname: "徐", GivenName: "易则"}, "徐", "易泽"},
		{Player{NameLatin: "Brown John", Surname: "Smith", GivenName: "John"}, "", ""},
		{Player{NameLatin: " Vannier ", Surname: " Vannier", GivenName: ""}, "Vannier", ""},
	} {
		got, err := c.p.Clean()
		if err != nil || got.Surname != c.surname || got.GivenName != c.given {
			t.Errorf("%+v: %q %q %v, want %q %q", c.p, got.Surname, got.GivenName, err, c.surname, c.given)
		}
	}
}

// TestJoinParts: a name given in two parts is written with a space
// between them in Latin letters, in one in Chinese; a part alone is the
// name.
func TestJoinParts(t *testing.T) {
	tests := []struct {
		surname, given string
		latin          bool
		want           string
	}{
		{"de Oliveira Fava", "Tomás", true, "de Oliveira Fava Tomás"},
		{"欧阳", "明", false, "欧阳明"},
		{"Oscar", "", true, "Oscar"},
		{"", "易则", false, "易则"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if got := JoinParts(tt.surname, tt.given, tt.latin); got != tt.want {
				t.Errorf("JoinParts(%q, %q, %v) = %q", tt.surname, tt.given, tt.latin, got)
			}
		})
	}
}
