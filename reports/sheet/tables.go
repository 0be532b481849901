package sheet

import (
	"slices"
	"strconv"
	"time"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/scoring"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

// Standings builds the standings (名次表) of a group of the event as of
// round asOf: 名次 | 姓名 | 单位 | 段位 | 积分 | 胜局 (unless a tiebreak
// counts the wins) | the group's tiebreaks, warnings as their count.
func Standings(event string, f pairing.Field, rows []tournament.Row, asOf int, tr i18n.Translator) Table {
	byID := map[int64]tournament.Player{}
	for _, p := range f.Players {
		byID[p.ID] = p
	}
	out := Table{
		Sheet: sheetName(f.Group.Name),
		Title: tr("report.standings_title", "{{.Event}} {{.Group}} — standings after round {{.N}}",
			map[string]any{"Event": event, "Group": f.Group.Name, "N": asOf}),
		Numeric: map[int]bool{0: true},
	}
	columns := tournament.Columns(f.Group.Tiebreaks, rows)
	out.Headers = scoreHeaders(&out, []string{tr("report.place", "Place", nil), tr("players.col.name", "Name", nil),
		tr("players.col.club", "Club", nil), tr("players.col.rank", "Rank", nil)}, columns, true, tr)
	wins := map[int64]int{}
	for id, recs := range tournament.Records(f.Games, f.Byes) {
		for _, rec := range recs {
			if rec.Round <= asOf && (rec.Outcome == tournament.Won || rec.Outcome == tournament.WonForfeit) {
				wins[id]++
			}
		}
	}
	for _, r := range rows {
		p := byID[r.Player]
		line := []string{PlaceText(r, tr), NameText(r, p.Name(), tr), p.Club, RankText(p.Rank, tr)}
		out.Rows = append(out.Rows, append(line, scoreCells(r, columns, wins[r.Player])...))
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

// RankText writes a rank as readers of tr's language expect: 5段, 3级,
// 职业9段 when the catalogue says so, else 5d, 3k, 9p.
func RankText(rank string, tr i18n.Translator) string {
	if tr("report.rank_style", "latin", nil) == "chinese" {
		return tournament.RankZh(rank)
	}
	return tournament.RankEn(rank)
}

// Pairings builds the pairing list (对阵表) of round n sorted by table:
// 台号 | 黑方 编号 (Number), 姓名, 单位, 段位, 积分 | 结果 | 白方 …, then the byes. The
// title names the event, group and round, and when the round is played
// (when, see When; "" if unknown). points is each player's score before
// the round (pairing.Field.ScoresBefore), headed 麦克马洪分 in a McMahon
// group. A game a withdrawal settled (tournament.Game.Seated) has no
// table and comes after the others. It is posted on the wall: Wall is set.
func Pairings(event, when string, f pairing.Field, n int, points map[int64]tournament.Frac, tr i18n.Translator) Table {
	byID := map[int64]tournament.Player{}
	for _, p := range f.Players {
		byID[p.ID] = p
	}
	no, club, rank, pts := tr("report.number", "No.", nil), tr("players.col.club", "Club", nil), tr("players.col.rank", "Rank", nil), tr("report.points", "Points", nil)
	if f.IsMcMahon() {
		pts = tr("tiebreak.MMS", "MMS", nil) // the draw is made on McMahon scores
	}
	out := Table{
		Sheet: sheetName(f.Group.Name),
		Title: tr("report.pairings_title", "{{.Event}} {{.Group}} — pairings of round {{.N}}", map[string]any{"Event": event, "Group": f.Group.Name, "N": n}),
		Headers: []string{tr("report.table", "Table", nil), no, tr("report.black_side", "Black", nil), club, rank, pts,
			tr("report.terms", "Handicap/komi", nil), tr("report.result", "Result", nil), no, tr("report.white_side", "White", nil), club, rank, pts},
		Numeric: map[int]bool{0: true, 1: true, 5: true, 8: true, 12: true},
		Wall:    true,
		Minor:   map[int]bool{3: true, 4: true, 5: true, 6: true, 7: true, 10: true, 11: true, 12: true},
	}
	player := func(id int64) []string {
		p := byID[id]
		return []string{Number(id), p.Name(), p.Club, RankText(p.Rank, tr), points[id].Mixed()}
	}
	var games []tournament.Game // at the tables
	var settled [][]string      // games a withdrawal settled: no table, after the others
	for _, g := range f.Games {
		if g.Round != n {
			continue
		}
		table := strconv.Itoa(g.Table)
		seated := g.Seated(byID[g.Black], byID[g.White])
		if !seated {
			table = ""
		}
		line := append([]string{table}, player(g.Black)...)
		line = append(line, TermsText(g, tr), ResultText(g.Result, tr))
		line = append(line, player(g.White)...)
		if !seated {
			settled = append(settled, line)
			continue
		}
		out.Rows = append(out.Rows, line)
		games = append(games, g)
	}
	out.Rows = append(out.Rows, settled...)
	for _, id := range f.Byes[n] {
		line := append([]string{""}, player(id)...)
		out.Rows = append(out.Rows, append(line, "", tr("report.bye", "bye", nil)))
	}
	const termsColumn = 6
	if terms, same := SharedTerms(games, tr); same && len(games) > 0 {
		if terms != "" {
			out.Title += " · " + terms
		}
		out.Headers = slices.Delete(out.Headers, termsColumn, termsColumn+1)
		for i, r := range out.Rows {
			if len(r) > termsColumn {
				out.Rows[i] = slices.Delete(r, termsColumn, termsColumn+1)
			}
		}
		out.Numeric = map[int]bool{0: true, 1: true, 5: true, 7: true, 11: true}
		out.Minor = map[int]bool{3: true, 4: true, 5: true, 6: true, 9: true, 10: true, 11: true}
	}
	if when != "" {
		out.Title += "  " + when
	}
	return out
}

// When writes when a round is played for a sheet's heading: the date, and
// the start time when withTime ("2026年12月1日 9:30 开始", "1 Dec 2026, start
// 9:30").
func When(t time.Time, withTime bool, tr i18n.Translator) string {
	date := tr("report.date", "{{.Day}} {{.Month}} {{.Year}}", map[string]any{"Year": t.Year(), "Month": t.Format("Jan"), "M": int(t.Month()), "Day": t.Day()})
	if !withTime {
		return date
	}
	return tr("report.date_start", "{{.Date}}, start {{.Time}}", map[string]any{"Date": date, "Time": t.Format("15:04")})
}

// SharedTerms is the terms (TermsText) of the games when every one has
// the same, and whether they do (true for no game): terms the same at
// every table are said once, above the table, not in a column.
func SharedTerms(games []tournament.Game, tr i18n.Translator) (terms string, same bool) {
	for i, g := range games {
		t := TermsText(g, tr)
		if i == 0 {
			terms = t
		} else if t != terms {
			return "", false
		}
	}
	return terms, true
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

// Players builds the player list of a group by number (registration
// order): 编号 | 姓名 | Latin name | 单位 | 地区 | 段位 | 等级分.
func Players(event string, f pairing.Field, tr i18n.Translator) Table {
	out := Table{
		Sheet: sheetName(f.Group.Name),
		Title: tr("report.players_title", "{{.Event}} {{.Group}} — players", map[string]any{"Event": event, "Group": f.Group.Name}),
		Headers: []string{tr("report.number", "No.", nil), tr("players.col.name", "Name", nil), tr("report.latin", "Latin name", nil),
			tr("players.col.club", "Club", nil), tr("report.region", "Region", nil), tr("players.col.rank", "Rank", nil), tr("report.rating", "Rating", nil)},
		Numeric: map[int]bool{0: true, 6: true},
	}
	for _, p := range f.Players {
		rating := ""
		if p.Rating != 0 {
			rating = strconv.Itoa(p.Rating)
		}
		out.Rows = append(out.Rows, []string{Number(p.ID), p.NameZh, p.NameLatin, p.Club, p.Region, RankText(p.Rank, tr), rating})
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
	NoDraw       bool   // the komi makes a draw impossible (scoring.DrawPossible)
	// GameID is the game's id. Code and Report, when set (the venue
	// network takes results from the tables), are the game's slip code and
	// the address of its report page, printed as text and as a QR code;
	// Check is the slip's check code, printed as text only (never in the
	// QR code), which only the table holding the slip knows.
	GameID              int64
	Code, Report, Check string
}

// Slips lists the games of round n by table, for result slips and table
// cards: those played at a table (a game a withdrawal settled has none,
// tournament.Game.Seated).
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
		return p.Name() + " " + RankText(p.Rank, tr)
	}
	var out []Slip
	for _, g := range f.Games {
		if g.Round == n && g.Seated(byID[g.Black], byID[g.White]) {
			out = append(out, Slip{Event: event, Group: f.Group.Name, Round: n, Table: g.Table, Black: label(g.Black), White: label(g.White),
				Terms: TermsText(g, tr), NoDraw: !scoring.DrawPossible(g.Komi), GameID: g.ID})
		}
	}
	return out
}

// TableIndex is the "find your table" list of round n posted beside the
// pairing sheet: every player in name order (pinyin order for Chinese
// names) with number, table and colour, and the byes; a player whose opponent
// withdrew (the game settled, tournament.Game.Seated) is told so.
func TableIndex(event string, f pairing.Field, n int, tr i18n.Translator) Table {
	byID := map[int64]tournament.Player{}
	for _, p := range f.Players {
		byID[p.ID] = p
	}
	type seat struct {
		id     int64
		table  string
		colour string
	}
	var seats []seat
	for _, g := range f.Games {
		if g.Round != n {
			continue
		}
		black, white := byID[g.Black], byID[g.White]
		if !g.Seated(black, white) {
			// Settled by a withdrawal: the player still in the event
			// learns there is no game; the one gone is not listed.
			for _, p := range []tournament.Player{black, white} {
				if !p.Gone(n) {
					seats = append(seats, seat{p.ID, "—", tr("report.opponent_withdrew", "opponent withdrew", nil)})
				}
			}
			continue
		}
		t := strconv.Itoa(g.Table)
		seats = append(seats, seat{g.Black, t, tr("report.black_side", "Black", nil)}, seat{g.White, t, tr("report.white_side", "White", nil)})
	}
	for _, id := range f.Byes[n] {
		seats = append(seats, seat{id, "", tr("report.bye", "bye", nil)})
	}
	order := collate.New(language.Chinese)
	slices.SortStableFunc(seats, func(a, b seat) int { return order.CompareString(byID[a.id].Name(), byID[b.id].Name()) })
	out := Table{
		Sheet: sheetName(f.Group.Name),
		Title: tr("report.index_title", "{{.Event}} {{.Group}} — round {{.N}}: find your table", map[string]any{"Event": event, "Group": f.Group.Name, "N": n}),
		Headers: []string{tr("players.col.name", "Name", nil), tr("report.number", "No.", nil),
			tr("report.table", "Table", nil), tr("report.colour", "Colour", nil)},
		Numeric: map[int]bool{1: true, 2: true},
		// Read from a metre away, in blocks side by side; the number,
		// which tells namesakes apart, smaller.
		Wall: true, Flow: true,
		Minor: map[int]bool{1: true},
	}
	for _, s := range seats {
		out.Rows = append(out.Rows, []string{byID[s.id].Name(), Number(s.id), s.table, s.colour})
	}
	return out
}
