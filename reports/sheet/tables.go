package sheet

import (
	"slices"
	"strconv"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

// Standings builds the standings (名次表) of a group as of round asOf:
// 名次 | 姓名 | 单位 | 段位 | 积分 | the group's tiebreaks.
func Standings(f pairing.Field, rows []tournament.Row, asOf int, tr i18n.Translator) Table {
	byID := map[int64]tournament.Player{}
	for _, p := range f.Players {
		byID[p.ID] = p
	}
	headers := []string{tr("report.place", "Place", nil), tr("players.col.name", "Name", nil),
		tr("players.col.club", "Club", nil), tr("players.col.rank", "Rank", nil), tr("cli.standings.points", "points", nil)}
	for _, t := range f.Group.Tiebreaks {
		headers = append(headers, tr("tiebreak."+string(t), string(t), nil))
	}
	out := Table{
		Sheet:   sheetName(f.Group.Name),
		Title:   tr("cli.standings.title", "{{.Group}} — standings after round {{.Round}}", map[string]any{"Group": f.Group.Name, "Round": asOf}),
		Headers: headers,
		Numeric: map[int]bool{0: true},
	}
	for _, r := range rows {
		p := byID[r.Player]
		line := []string{strconv.Itoa(r.Place), p.Name(), p.Club, p.Rank, r.Points.String()}
		for _, t := range f.Group.Tiebreaks {
			line = append(line, r.Tiebreaks[t].String())
		}
		out.Rows = append(out.Rows, line)
	}
	return out
}

// ResultText writes a result as readers of tr's language expect: as Chinese
// arbiters write it (黑中盘胜, 白弃权) when the catalogue says so, else in
// SGF form (B+R).
func ResultText(r tournament.Result, tr i18n.Translator) string {
	if tr("report.result_style", "sgf", nil) == "chinese" {
		return r.Chinese()
	}
	return string(r)
}

// Pairings builds the pairing list (对阵表) of round n sorted by table:
// 台号 | 黑方 编号, 姓名, 单位, 段位, 积分 | 结果 | 白方 …, then the byes. points
// is each player's score before the round.
func Pairings(f pairing.Field, n int, points map[int64]tournament.Frac, tr i18n.Translator) Table {
	number := map[int64]int{}
	byID := map[int64]tournament.Player{}
	for i, p := range f.Players {
		number[p.ID] = i + 1
		byID[p.ID] = p
	}
	black, white := tr("report.black_side", "Black", nil), tr("report.white_side", "White", nil)
	side := func(s, what string) string { return s + " " + what }
	headers := []string{tr("report.table", "Table", nil),
		side(black, tr("report.number", "No.", nil)), side(black, tr("players.col.name", "Name", nil)), tr("players.col.club", "Club", nil), tr("players.col.rank", "Rank", nil), tr("cli.standings.points", "points", nil),
		tr("report.terms", "Handicap/komi", nil), tr("report.result", "Result", nil),
		side(white, tr("report.number", "No.", nil)), side(white, tr("players.col.name", "Name", nil)), tr("players.col.club", "Club", nil), tr("players.col.rank", "Rank", nil), tr("cli.standings.points", "points", nil)}
	out := Table{
		Sheet:   sheetName(f.Group.Name),
		Title:   tr("report.pairings_title", "{{.Group}} — pairings of round {{.N}}", map[string]any{"Group": f.Group.Name, "N": n}),
		Headers: headers,
		Numeric: map[int]bool{0: true, 1: true, 8: true},
	}
	player := func(id int64) []string {
		p := byID[id]
		return []string{strconv.Itoa(number[id]), p.Name(), p.Club, p.Rank, points[id].String()}
	}
	for _, g := range f.Games {
		if g.Round != n {
			continue
		}
		line := append([]string{strconv.Itoa(g.Table)}, player(g.Black)...)
		line = append(line, TermsText(g, tr), ResultText(g.Result, tr))
		out.Rows = append(out.Rows, append(line, player(g.White)...))
	}
	for _, id := range f.Byes[n] {
		line := append([]string{""}, player(id)...)
		out.Rows = append(out.Rows, append(line, "", tr("report.bye", "bye", nil)))
	}
	return out
}

// TermsText writes a game's handicap and komi as the pairing sheet and the
// slips show them: "贴3又3/4子", "让先" (Black, no komi), "让4子"; in English
// "komi 3¾", "no komi", "4 stones". A game with neither shows nothing.
func TermsText(g tournament.Game, tr i18n.Translator) string {
	switch {
	case g.Handicap == 1:
		return tr("report.no_komi", "no komi", nil)
	case g.Handicap > 1:
		return tr("report.handicap", "{{.N}} stones", map[string]any{"N": g.Handicap})
	case g.Komi != 0:
		return tr("report.komi", "komi {{.Glyph}}", map[string]any{"Glyph": g.Komi.Glyph(), "Zh": g.Komi.Chinese()})
	}
	return ""
}

// Players builds the player list of a group in registration order:
// 编号 | 姓名 | Latin name | 单位 | 地区 | 段位 | 等级分.
func Players(f pairing.Field, tr i18n.Translator) Table {
	out := Table{
		Sheet: sheetName(f.Group.Name),
		Title: tr("report.players_title", "{{.Group}} — players", map[string]any{"Group": f.Group.Name}),
		Headers: []string{tr("report.number", "No.", nil), tr("players.col.name", "Name", nil), tr("report.latin", "Latin name", nil),
			tr("players.col.club", "Club", nil), tr("report.region", "Region", nil), tr("players.col.rank", "Rank", nil), tr("report.rating", "Rating", nil)},
		Numeric: map[int]bool{0: true, 6: true},
	}
	for i, p := range f.Players {
		rating := ""
		if p.Rating != 0 {
			rating = strconv.Itoa(p.Rating)
		}
		out.Rows = append(out.Rows, []string{strconv.Itoa(i + 1), p.NameZh, p.NameLatin, p.Club, p.Region, p.Rank, rating})
	}
	return out
}

// Slip is one result slip (成绩条) or table card (台签): where the game is
// played and by whom.
type Slip struct {
	Event, Group string
	Round, Table int
	Black, White string // names with rank
	Terms        string // handicap and komi (TermsText)
	// GameID is the game's id. Code and Report, when set (the venue
	// network takes results from the tables), are the game's slip code and
	// the address of its report page, printed as text and as a QR code.
	GameID       int64
	Code, Report string
}

// Slips lists the games of round n by table, for result slips and table
// cards.
func Slips(event string, f pairing.Field, n int, tr i18n.Translator) []Slip {
	byID := map[int64]tournament.Player{}
	for _, p := range f.Players {
		byID[p.ID] = p
	}
	label := func(id int64) string {
		p := byID[id]
		if p.Rank == "" {
			return p.Name()
		}
		return p.Name() + " " + p.Rank
	}
	var out []Slip
	for _, g := range f.Games {
		if g.Round == n {
			out = append(out, Slip{Event: event, Group: f.Group.Name, Round: n, Table: g.Table, Black: label(g.Black), White: label(g.White),
				Terms: TermsText(g, tr), GameID: g.ID})
		}
	}
	return out
}

// TableIndex is the "find your table" list of round n posted beside the
// pairing sheet: every player in name order (pinyin order for Chinese
// names) with the table and colour, and the byes.
func TableIndex(f pairing.Field, n int, tr i18n.Translator) Table {
	number := map[int64]int{}
	byID := map[int64]tournament.Player{}
	for i, p := range f.Players {
		number[p.ID] = i + 1
		byID[p.ID] = p
	}
	type seat struct {
		id     int64
		table  string
		colour string
	}
	var seats []seat
	for _, g := range f.Games {
		if g.Round == n {
			t := strconv.Itoa(g.Table)
			seats = append(seats, seat{g.Black, t, tr("report.black_side", "Black", nil)}, seat{g.White, t, tr("report.white_side", "White", nil)})
		}
	}
	for _, id := range f.Byes[n] {
		seats = append(seats, seat{id, "", tr("report.bye", "bye", nil)})
	}
	order := collate.New(language.Chinese)
	slices.SortStableFunc(seats, func(a, b seat) int { return order.CompareString(byID[a.id].Name(), byID[b.id].Name()) })
	out := Table{
		Sheet: sheetName(f.Group.Name),
		Title: tr("report.index_title", "{{.Group}} — round {{.N}}: find your table", map[string]any{"Group": f.Group.Name, "N": n}),
		Headers: []string{tr("players.col.name", "Name", nil), tr("report.number", "No.", nil), tr("players.col.club", "Club", nil),
			tr("report.table", "Table", nil), tr("report.colour", "Colour", nil)},
		Numeric: map[int]bool{1: true, 3: true},
	}
	for _, s := range seats {
		p := byID[s.id]
		out.Rows = append(out.Rows, []string{p.Name(), strconv.Itoa(number[s.id]), p.Club, s.table, s.colour})
	}
	return out
}
