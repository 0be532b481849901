package tournament

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxNameLength is the most characters a name may have: a player's Chinese
// or Latin name, a club, a region, a team or a group. The longest real
// names (a school's full title) stay well under it.
const MaxNameLength = 100

// MaxNotesLength is the most characters of a player's notes or licence.
const MaxNotesLength = 1000

// CleanText makes a typed or imported text safe to store and print: line
// breaks and tabs become spaces, runs of spaces one space, and the ends are
// trimmed. It refuses text longer than max characters and text holding
// any other control or formatting character (a terminal escape, a
// right-to-left override), naming field in the problem.
func CleanText(field, text string, max int) (string, error) {
	if !utf8.ValidString(text) {
		return "", controlProblem(field, text)
	}
	var b strings.Builder
	space := false
	for _, r := range text {
		switch {
		case r == '\t' || r == '\n' || r == '\r' || r == '\v' || r == '\f' || unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		case unicode.IsControl(r) || unicode.Is(unicode.Cf, r) && r != '\u200d':
			return "", controlProblem(field, text)
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	out := b.String()
	if n := utf8.RuneCountInString(out); n > max {
		return "", tooLong(field, out, n, max)
	}
	return out, nil
}

func tooLong(field, text string, n, max int) Problems {
	return Problems{{Field: field, Key: "problem.text_too_long",
		Default: "“{{.Start}}…” has {{.Length}} characters; a name or text here may have at most {{.Max}}.",
		Args:    map[string]any{"Start": start(text), "Length": n, "Max": max}}}
}

func controlProblem(field, text string) Problems {
	return Problems{{Field: field, Key: "problem.text_control",
		Default: "“{{.Start}}” holds control characters (such as terminal escapes), which a name or text cannot hold.",
		Args:    map[string]any{"Start": start(text)}}}
}

// start is the first 20 printable characters of text, to name it in a message.
func start(text string) string {
	var b strings.Builder
	n := 0
	for _, r := range strings.ToValidUTF8(text, "") {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			continue
		}
		if n++; n > 20 {
			break
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Clean returns the player with every text field cleaned by CleanText: the
// names, their parts, club, region and rating-list numbers within
// MaxNameLength, licence and notes within MaxNotesLength (notes keep their
// line breaks). Name parts that no longer make the name (it was edited)
// are fitted to it, or dropped (see keptParts). Every way a player is
// registered or edited goes through it.
func (p Player) Clean() (Player, error) {
	for _, f := range []struct {
		name string
		text *string
		max  int
	}{
		{"name_zh", &p.NameZh, MaxNameLength}, {"name_latin", &p.NameLatin, MaxNameLength},
		{"club", &p.Club, MaxNameLength}, {"region", &p.Region, MaxNameLength},
		{"rank", &p.Rank, MaxNameLength}, {"gender", &p.Gender, MaxNameLength}, {"birth", &p.Birth, MaxNameLength},
		{"licence", &p.Licence, MaxNotesLength},
		{"surname", &p.Surname, MaxNameLength}, {"given_name", &p.GivenName, MaxNameLength},
		{"egf_pin", &p.EGFPin, MaxNameLength}, {"ffg_licence", &p.FFGLicence, MaxNameLength}, {"aga_id", &p.AGAID, MaxNameLength},
	} {
		clean, err := CleanText(f.name, *f.text, f.max)
		if err != nil {
			return p, err
		}
		*f.text = clean
	}
	lines := strings.Split(p.Notes, "\n")
	for i, l := range lines {
		clean, err := CleanText("notes", l, MaxNotesLength)
		if err != nil {
			return p, err
		}
		lines[i] = clean
	}
	p.Notes = strings.Join(lines, "\n")
	if n := utf8.RuneCountInString(p.Notes); n > MaxNotesLength {
		return p, tooLong("notes", p.Notes, n, MaxNotesLength)
	}
	p.Surname, p.GivenName = p.keptParts()
	return p, nil
}
