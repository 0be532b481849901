package sheet

import (
	"strconv"

	"weiqi-arbiter/domain/team"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

// PlaceText is a standings row's place: its number, or 退赛 for a player
// whose results were voided (not ranked, SPEC §9.2).
func PlaceText(r tournament.Row, tr i18n.Translator) string {
	if r.Place == 0 {
		return tr("report.withdrawn", "withdrawn", nil)
	}
	return strconv.Itoa(r.Place)
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
