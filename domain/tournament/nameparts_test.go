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

// TestJoinParts: a name given in two parts is written together in Chinese
// characters, apart in other letters, a part alone as it is.
func TestJoinParts(t *testing.T) {
	for _, c := range []struct{ surname, given, want string }{
		{"欧阳", "明", "欧阳明"},
		{"吉", "𠮷", "吉𠮷"},
		{"Van der Berg", "Mary Ann", "Van der Berg Mary Ann"},
		{"de Oliveira Fava", "Tomás", "de Oliveira Fava Tomás"},
		{"Vannier", "", "Vannier"},
		{"", "明", "明"},
		{"김", "민준", "김민준"},
		{"さとう", "ゆき", "さとうゆき"},
		{"山田", "たろう", "山田たろう"},
	} {
		if got := JoinParts(c.surname, c.given); got != c.want {
			t.Errorf("JoinParts(%q, %q) = %q, want %q", c.surname, c.given, got, c.want)
		}
	}
}

func TestHasChinese(t *testing.T) {
	for name, want := range map[string]bool{"张三": true, "吉𠮷": true, "Xu Yize": false, "Nemo André": false, "Li 李": true, "": false, "김민준": true, "さとうゆき": true, "カタカナ": true} {
		if got := HasChinese(name); got != want {
			t.Errorf("HasChinese(%q) = %v", name, got)
		}
	}
}

// TestOwnCharactersOnly: a name in the player's own characters only, a
// middle dot and the long-vowel mark ー allowed; a space, a Latin letter or
// a digit makes it a name of another kind.
func TestOwnCharactersOnly(t *testing.T) {
	for _, c := range []struct {
		name string
		want bool
	}{
		{"马超", true},
		{"𠮷田", true},
		{"さとうゆき", true},
		{"サトー", true},
		{"김민준", true},
		{"阿依古丽·买买提", true},
		{"", false},
		{"김 민준", false},
		{"Li 李", false},
		{"李2", false},
		{"Zhang San", false},
	} {
		if got := OwnCharactersOnly(c.name); got != c.want {
			t.Errorf("OwnCharactersOnly(%q) = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestPartsFit: parts fit when they make the name they are of (the Latin
// name when there is one), or when there are none.
func TestPartsFit(t *testing.T) {
	for _, c := range []struct {
		name string
		p    Player
		fit  bool
	}{
		{"no parts", Player{NameZh: "张三"}, true},
		{"several-word surname", Player{NameLatin: "Anguila Caner Oscar", Surname: "Anguila Caner", GivenName: "Oscar"}, true},
		{"Chinese", Player{NameZh: "徐易则", Surname: "徐", GivenName: "易则"}, true},
		{"of the Latin name", Player{NameZh: "徐易则", NameLatin: "Xu Yize", Surname: "Xu", GivenName: "Yize"}, true},
		{"Chinese parts beside a Latin name", Player{NameZh: "徐易则", NameLatin: "Xu Yize", Surname: "徐", GivenName: "易则"}, false},
		{"a word missing", Player{NameLatin: "Anguila Caner Oscar", Surname: "Anguila", GivenName: "Oscar"}, false},
		{"another name", Player{NameLatin: "Smith John", Surname: "Brown", GivenName: "John"}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := c.p.PartsFit(); got != c.fit {
				t.Errorf("PartsFit = %v, want %v", got, c.fit)
			}
		})
	}
}
