package sheet

import (
	"strconv"

	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

// PlaceText is a standings row's place: its number, "5=" (并列5) when
// shared with others, 退赛 for a player whose results were voided and 未参赛
// for one who never came (listed apart, not ranked).
func PlaceText(r tournament.Row, tr i18n.Translator) string {
	switch {
	case r.Place == 0 && r.NoShow:
		return tr("report.no_show", "did not come", nil)
	case r.Place == 0:
		return tr("report.withdrawn", "withdrawn", nil)
	}
	return placeText(r.Place, r.Shared, tr)
}

// TeamPlaceText is a team standings row's place: its number, "5=" (并列5)
// when shared.
func TeamPlaceText(r team.Row, tr i18n.Translator) string { return placeText(r.Place, r.Shared, tr) }

func placeText(place int, shared bool, tr i18n.Translator) string {
	if shared {
		return tr("report.place_shared", "{{.N}}=", map[string]any{"N": place})
	}
	return strconv.Itoa(place)
}

// TiebreakText is a row's value of a tiebreak as the standings show it
// (tournament.Row.Shown): warnings as their count, and nothing for a direct
// encounter or play-off not weighed for the player.
func TiebreakText(r tournament.Row, t tournament.Tiebreak) string {
	v, ok := r.Shown(t)
	if !ok {
		return ""
	}
	return v.Mixed()
}

// TeamNameText is a team's name in the team standings, marked 退赛 when the
// team withdrew.
func TeamNameText(r team.Row, name string, tr i18n.Translator) string {
	if r.Withdrawn {
		return tr("report.withdrawn_name", "{{.Name}} (withdrawn)", map[string]any{"Name": name})
	}
	return name
}

// NameText is a player's name in a standings row, marked 退赛 when the
// player withdrew.
func NameText(r tournament.Row, name string, tr i18n.Translator) string {
	if r.Withdrawn {
		return tr("report.withdrawn_name", "{{.Name}} (withdrawn)", map[string]any{"Name": name})
	}
	return name
}
