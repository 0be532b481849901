package sheet

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

// Crosstable builds the crosstable (成绩表) of a group of the event as of
// round asOf: 名次 | 编号 | 姓名 | 单位 | 段位 | one column per round | 积分 |
// the group's tiebreaks, in standings order. 编号 is the player's number in
// the event (Number), and each round cell gives the opponent's number,
// colour and result (see CrossCell; 犯 after a loss by warnings: 7白−犯).
func Crosstable(event string, f pairing.Field, rows []tournament.Row, asOf int, tr i18n.Translator) Table {
	byID := map[int64]tournament.Player{}
	for _, p := range f.Players {
		byID[p.ID] = p
	}
	headers := []string{tr("report.place", "Place", nil), tr("report.number", "No.", nil), tr("players.col.name", "Name", nil),
		tr("players.col.club", "Club", nil), tr("players.col.rank", "Rank", nil)}
	for n := 1; n <= asOf; n++ {
		headers = append(headers, tr("report.round_n", "R{{.N}}", map[string]any{"N": n}))
	}
	out := Table{
		Sheet: sheetName(f.Group.Name),
		Title: tr("report.crosstable_title", "{{.Event}} {{.Group}} — crosstable after round {{.N}}",
			map[string]any{"Event": event, "Group": f.Group.Name, "N": asOf}),
		Numeric: map[int]bool{0: true, 1: true},
	}
	columns := tournament.Columns(f.Group.Tiebreaks, rows)
	out.Headers = scoreHeaders(&out, headers, columns, false, tr)
	cells := map[int64]map[int]string{}
	cell := func(id int64, n int, text string) {
		if cells[id] == nil {
			cells[id] = map[int]string{}
		}
		cells[id][n] = text
	}
	for _, g := range f.Games {
		if g.Round > asOf {
			continue
		}
		cell(g.Black, g.Round, CrossCell(g.White, 'B', g.Result, tr))
		cell(g.White, g.Round, CrossCell(g.Black, 'W', g.Result, tr))
	}
	for n, ids := range f.Byes {
		for _, id := range ids {
			if n <= asOf {
				cell(id, n, tr("report.bye", "bye", nil))
			}
		}
	}
	for _, r := range rows {
		p := byID[r.Player]
		line := []string{PlaceText(r, tr), Number(r.Player), NameText(r, p.Name(), tr), p.Club, RankText(p.Rank, tr)}
		for n := 1; n <= asOf; n++ {
			text, ok := cells[r.Player][n]
			if !ok {
				text = "—" // no game: absent, not yet in the event, or not paired
			}
			line = append(line, text)
		}
		out.Rows = append(out.Rows, append(line, scoreCells(r, columns, -1)...))
	}
	return out
}

// CrossCell writes one round of a player in the crosstable: the opponent's
// number, the player's colour and what the game gave the player, as
// Chinese arbiters write it (12黑+ won with Black, 7白− lost with White,
// 3黑= drawn, 5白+弃 won as the opponent forfeited, 5黑−弃 forfeited —
// also each side of a double forfeit —, 7白−犯 lost by a second warning,
// 9黑−双负 each side of a double loss (双方负: no game is won, unlike an
// ordinary loss), 4白作废 a void game, 4白重下 a game to replay, 4白 no
// result yet); in English 12B+, 7W−, 3B=, 5W+F, 5B−F, 7W−P, 9B−DL, 4W
// void, 4W replay. The opponent is named by his number (Number).
func CrossCell(opponent int64, colour byte, r tournament.Result, tr i18n.Translator) string {
	cell := Number(opponent) + tr("report.black", "B", nil)
	if colour == 'W' {
		cell = Number(opponent) + tr("report.white", "W", nil)
	}
	ob, ow := r.Outcomes()
	o := ob
	if colour == 'W' {
		o = ow
	}
	switch {
	case r == tournament.Void:
		return cell + tr("report.cross_void", " void", nil)
	case r == tournament.Replay:
		return cell + tr("report.cross_replay", " replay", nil)
	}
	switch o {
	case tournament.Won:
		cell += "+"
	case tournament.Lost:
		cell += "−"
		switch {
		case r.ByWarnings():
			cell += tr("report.by_warnings", "P", nil) // 犯规负
		case r == tournament.DoubleLoss:
			cell += tr("report.double_loss", "DL", nil) // 双方负
		}
	case tournament.Drew:
		cell += "="
	case tournament.WonForfeit:
		cell += "+" + tr("report.forfeit", "F", nil)
	case tournament.LostForfeit:
		cell += "−" + tr("report.forfeit", "F", nil)
	}
	return cell
}

// Number writes a player's number (编号): the number the player was
// registered under, one for the whole event, unique across its groups and
// never given again. Every paper, page, screen and command names a player
// by it (the pairing sheet, the find-your-table list and the crosstable
// here, the Players and Rounds screens, check-in, player withdraw
// --player N), so that the number a child reads off the wall is the one
// the desk types; a late entry takes the next number free after the
// highest registered (registration gives it).
func Number(player int64) string { return strconv.FormatInt(player, 10) }

// scoreHeaders appends to headers the score columns of a standings line:
// 积分, the wins (胜局) when wins is set and no tiebreak counts them, and
// the tiebreaks; it marks them numeric in t.
func scoreHeaders(t *Table, headers []string, tiebreaks []tournament.Tiebreak, wins bool, tr i18n.Translator) []string {
	first := len(headers)
	headers = append(headers, tr("report.points", "Points", nil))
	if wins && !slices.Contains(tiebreaks, tournament.Wins) {
		headers = append(headers, tr("report.wins", "Wins", nil))
	}
	for _, tb := range tiebreaks {
		headers = append(headers, tr("tiebreak."+string(tb), string(tb), nil))
	}
	for c := first; c < len(headers); c++ {
		t.Numeric[c] = true
	}
	return headers
}

// scoreCells writes the score columns of a row: points, wins (when wins ≥
// 0) and the tiebreaks as shown (warnings as their count).
func scoreCells(r tournament.Row, tiebreaks []tournament.Tiebreak, wins int) []string {
	line := []string{r.Points.Mixed()}
	if wins >= 0 && !slices.Contains(tiebreaks, tournament.Wins) {
		line = append(line, strconv.Itoa(wins))
	}
	for _, tb := range tiebreaks {
		line = append(line, TiebreakText(r, tb))
	}
	return line
}

// sheetName fits a group name to Excel's rules: at most 31 UTF-16 units
// (as many whole characters as fit, a character beyond the Basic
// Multilingual Plane such as 𠮷 taking two), none of : \ / ? * [ ], and
// no quote (') at either end.
func sheetName(name string) string {
	var out []rune
	units := 0 // Excel counts a sheet's name in UTF-16 units: 𠮷 (Extension B) is two
	for _, r := range name {
		switch r {
		case ':', '\\', '/', '?', '*', '[', ']':
			r = '_'
		}
		if units += utf16.RuneLen(r); units > maxSheetName {
			break
		}
		out = append(out, r)
	}
	if s := strings.Trim(string(out), "'"); s != "" { // Excel refuses a quote at either end
		return s
	}
	return "Sheet1"
}

// maxSheetName is the longest name Excel gives a sheet, in UTF-16 units.
const maxSheetName = 31
