package tournament

import (
	"strconv"
	"strings"

	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/width"
)

// FindForCheckIn lists the players an arbiter at the check-in desk means by
// what was typed: the player with that number; else those whose Chinese or
// Latin name is exactly it (case, spaces, accents and full-width forms
// ignored, and a Chinese name's spaces and middle dots: an input method left in Chinese types １２ and ｚｈａｎｇ, a desk
// keyboard types Tomas for Tomás and Muller for Müller, and a pinyin input
// method types v for ü, so lv finds Lü, and Lǚ with its tone mark); else
// those whose name contains it. Players who withdrew are not offered. One
// player found is the one to check in; several are for the arbiter to
// choose from.
func FindForCheckIn(players []Player, typed string) []Player {
	typed = strings.TrimSpace(width.Fold.String(typed))
	if typed == "" {
		return nil
	}
	active := make([]Player, 0, len(players))
	for _, p := range players {
		if !p.Withdrawn() {
			active = append(active, p)
		}
	}
	if n, err := strconv.ParseInt(typed, 10, 64); err == nil {
		for _, p := range active {
			if p.ID == n {
				return []Player{p}
			}
		}
		return nil
	}
	want, wantZh := FoldName(typed), chineseForm(typed)
	if want == "" {
		return nil // an accent alone
	}
	var exact, partial []Player
	for _, p := range active {
		zh, latin := chineseForm(p.NameZh), FoldName(p.NameLatin)
		// ü as u and its diaeresis, whatever tone mark follows (ǚ).
		latinV := FoldName(strings.NewReplacer("u\u0308", "v", "U\u0308", "V").Replace(norm.NFD.String(p.NameLatin)))
		switch {
		case (wantZh != "" && zh == wantZh) || (latin != "" && (latin == want || latinV == want)):
			exact = append(exact, p)
		case (wantZh != "" && strings.Contains(zh, wantZh)) || strings.Contains(latin, want) || strings.Contains(latinV, want):
			partial = append(partial, p)
		}
	}
	if len(exact) > 0 {
		return exact
	}
	return partial
}

// chineseForm is a Chinese name as check-in compares it: FoldName without
// its spaces (FoldName made its middle dots spaces), which part nothing in
// characters (a list pads 王　五 to the width of three characters;
// 阿卜杜·热合曼 is typed with its dot or without).
func chineseForm(s string) string { return strings.ReplaceAll(FoldName(s), " ", "") }

// CheckInCount counts the players of a list who are checked in and those
// who are not, leaving out those who withdrew.
func CheckInCount(players []Player) (in, out int) {
	for _, p := range players {
		switch {
		case p.Withdrawn():
		case p.CheckedIn:
			in++
		default:
			out++
		}
	}
	return in, out
}
