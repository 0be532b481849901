package tournament

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// partsName is the name the player's name parts are of: the Latin name,
// which other programs are given, else the Chinese name.
func (p Player) partsName() (name string, latin bool) {
	if p.NameLatin != "" {
		return p.NameLatin, true
	}
	return p.NameZh, false
}

// joinParts is a name made of a surname and a given name: apart with a
// space in Latin letters, written together in Chinese.
func joinParts(surname, given string, latin bool) string {
	if latin && surname != "" && given != "" {
		return surname + " " + given
	}
	return surname + given
}

// JoinParts is a name given in its two parts (typed apart, or in a
// registration list's two columns) written whole: together in Chinese
// characters (欧阳 and 明: 欧阳明), apart with a space in other letters
// ("Van der Berg" and "Mary Ann": "Van der Berg Mary Ann").
func JoinParts(surname, given string) string {
	return joinParts(surname, given, !HasChinese(surname+given))
}

// HasChinese reports whether a name holds Chinese characters, or the
// Japanese kana or Korean hangul written like them with no space between
// surname and given name (김민준, さとうゆき): it is then the player's name
// in its own characters (NameZh), else the name in Latin letters.
func HasChinese(name string) bool { return strings.ContainsFunc(name, isCJK) }

// OwnCharactersOnly reports whether a name is written in the player's own
// characters only: the Chinese characters, kana and hangul HasChinese
// looks for, with a middle dot (阿依古丽·买买提, a transcribed name) or the
// kana long-vowel mark (サトー) among them, and nothing else, not a space
// nor a Latin letter. Such a name, or a part of one (さとう, 김), is one in
// its own script, written surname first without a space (김민준, not a
// Latin "김 민준"). The empty name is not.
func OwnCharactersOnly(name string) bool {
	for _, r := range name {
		if !isCJK(r) && r != '·' && r != 'ー' {
			return false
		}
	}
	return name != ""
}

// isCJK reports whether r is a Chinese character, a kana or a hangul.
func isCJK(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// PartsFit reports whether the player's surname and given name, when they
// are given, make the name they are of (the Latin name, else the Chinese
// one), so that NameParts gives them back as they are.
func (p Player) PartsFit() bool {
	if p.Surname == "" && p.GivenName == "" {
		return true
	}
	s, g := p.NameParts()
	return s == p.Surname && g == p.GivenName
}

func isHan(r rune) bool { return unicode.Is(unicode.Han, r) }

// keptParts is the player's name parts fitted to the name: as they are
// when they make it; when the name was edited but still starts with the
// surname, that surname and the rest as the given name; else none.
func (p Player) keptParts() (surname, given string) {
	if p.Surname == "" && p.GivenName == "" {
		return "", ""
	}
	name, latin := p.partsName()
	if joinParts(p.Surname, p.GivenName, latin) == name {
		return p.Surname, p.GivenName
	}
	sep := ""
	if latin {
		sep = " "
	}
	if rest, ok := strings.CutPrefix(name, p.Surname+sep); ok && p.Surname != "" && rest != "" {
		return p.Surname, rest
	}
	return "", ""
}

// compoundSurnames are the Chinese surnames of two characters (复姓) a name
// without its parts is cut after.
var compoundSurnames = []string{
	"欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "尉迟", "公孙", "慕容", "长孙", "宇文", "司徒",
	"夏侯", "轩辕", "令狐", "端木", "独孤", "南宫", "西门", "申屠", "太史", "闻人", "赫连", "澹台",
	"公冶", "宗政", "濮阳", "淳于", "单于", "太叔", "仲孙", "钟离", "呼延", "万俟", "百里", "东郭",
}

// NameParts is the player's surname and given name for other programs'
// files (OpenGotha's name and firstName), of the Latin name, else the
// Chinese one: the parts as they came (Surname, GivenName) when they make
// that name; else a Chinese name cut after its surname (two characters
// for a compound surname such as 欧阳, else one), and a Latin name at its
// first space, the surname first as the name is written here. A name
// with a middle dot (a transcribed name) is not cut.
func (p Player) NameParts() (surname, given string) {
	if s, g := p.keptParts(); s != "" || g != "" {
		return s, g
	}
	name, latin := p.partsName()
	if strings.Contains(name, "·") { // a transcribed name (阿依古丽·买买提): its order is not the Chinese one
		return name, ""
	}
	if latin || !allHan(name) || utf8.RuneCountInString(name) < 2 {
		surname, given, _ = strings.Cut(name, " ")
		return surname, given
	}
	cut := len(string([]rune(name)[:1]))
	for _, c := range compoundSurnames {
		if strings.HasPrefix(name, c) && utf8.RuneCountInString(name) > 2 {
			cut = len(c)
		}
	}
	return name[:cut], name[cut:]
}

// allHan reports whether a name is written in Chinese characters only (a
// middle dot, as in transcribed foreign names, allowed).
func allHan(s string) bool {
	for _, r := range s {
		if !isHan(r) && r != '·' {
			return false
		}
	}
	return s != ""
}
