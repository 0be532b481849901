package venue

import (
	"errors"
	"net/http"
	"strings"

	"weiqi-arbiter/domain/scoring"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
)

// reportData is a slip's page: the game and the result choices.
type reportData struct {
	Code     string `json:"code"`
	Group    string `json:"group"`
	Round    int    `json:"round"`
	Table    int    `json:"table"`
	Board    int    `json:"board,omitempty"`
	Black    string `json:"black"`
	White    string `json:"white"`
	Terms    string `json:"terms,omitempty"`
	Result   string `json:"result,omitempty"` // the game's result once final
	Reported string `json:"reported,omitempty"`
	State    string `json:"state,omitempty"` // of the report just made
	Message  string `json:"message,omitempty"`
	Error    string `json:"error,omitempty"`
	CSRF     string `json:"-"`
	Action   string `json:"-"`
}

// slipGame finds the game of a slip code, answering 404 (or 403 while the
// event takes no reports) when there is none.
func (s *Server) slipGame(w http.ResponseWriter, r *http.Request, snap *snapshot) (string, gameRef, bool) {
	code, _ := wantsJSON(r, r.PathValue("code"))
	code = strings.ToUpper(strings.TrimSpace(code))
	if !snap.reporting.On {
		s.fail(w, r, http.StatusForbidden, "venue.error.reports_off")
		return "", gameRef{}, false
	}
	id, ok := snap.codes[code]
	if len(code) != tournament.SlipCodeLength || !ok {
		s.fail(w, r, http.StatusNotFound, "venue.error.no_slip")
		return "", gameRef{}, false
	}
	return code, snap.games[id], true
}

func (s *Server) reportPage(w http.ResponseWriter, r *http.Request) {
	snap := s.snap.Load()
	code, ref, ok := s.slipGame(w, r, snap)
	if !ok {
		return
	}
	_, asJSON := wantsJSON(r, r.PathValue("code"))
	p := s.newPage(w, r, snap, "venue.report")
	d := s.reportOf(snap, code, ref, p)
	d.CSRF = s.csrfToken(w, r, "report:"+code)
	p.Data = d
	s.render(w, http.StatusOK, "report", p, asJSON)
}

func (s *Server) reportOf(snap *snapshot, code string, ref gameRef, p *page) reportData {
	g := ref.game
	d := reportData{Code: code, Group: ref.group.g.Name, Round: g.Round, Table: g.Table, Board: ref.board,
		Black: snap.players[g.Black].Name(), White: snap.players[g.White].Name(), Action: "/report/" + code}
	d.Terms = termsOf(g, p)
	if g.Result != tournament.NoResult {
		d.Result = resultWords(g.Result, p)
	}
	for _, rep := range snap.reports[g.ID] {
		if rep.Open() {
			d.Reported = resultWords(rep.Result, p)
			break
		}
	}
	return d
}

func termsOf(g tournament.Game, p *page) string {
	if g.Handicap > 1 {
		return p.T("report.handicap", "N", g.Handicap)
	}
	if g.Handicap == 1 {
		return p.T("report.no_komi")
	}
	return p.T("report.komi", "Glyph", g.Komi.Glyph(), "Zh", g.Komi.Chinese())
}

// slipResult reads the report form: the winner (b, w or draw) and how
// (count with a margin in 子, resignation, time, forfeit).
func slipResult(winner, how, margin string) (tournament.Result, bool) {
	if winner == "draw" {
		return tournament.Draw, how == "" || how == "count"
	}
	black := winner == "b"
	if !black && winner != "w" {
		return "", false
	}
	won := func(byBlack, byWhite tournament.Result) (tournament.Result, bool) {
		if black {
			return byBlack, true
		}
		return byWhite, true
	}
	switch how {
	case "resign":
		return won(tournament.WhiteResigns, tournament.BlackResigns)
	case "time":
		return tournament.LossOnTime(!black), true
	case "forfeit":
		return won(tournament.BlackByForf, tournament.WhiteByForf)
	case "count":
		st, err := scoring.ParseStones(margin)
		if err != nil || st <= 0 || st > scoring.WholeStones(361) {
			return "", false
		}
		if !black {
			st = -st
		}
		return tournament.CountedResult(st), true
	}
	return "", false
}

func (s *Server) reportPost(w http.ResponseWriter, r *http.Request) {
	if !s.form(w, r, 1) {
		return
	}
	snap := s.snap.Load()
	code, ref, ok := s.slipGame(w, r, snap)
	if !ok {
		return
	}
	if !s.checkCSRF(r, "report:"+code) {
		s.fail(w, r, http.StatusForbidden, "venue.error.csrf")
		return
	}
	res, ok := slipResult(r.PostFormValue("winner"), r.PostFormValue("how"), r.PostFormValue("margin"))
	if !ok {
		s.fail(w, r, http.StatusBadRequest, "venue.error.bad_result")
		return
	}
	_, asJSON := wantsJSON(r, r.PathValue("code"))
	p := s.newPage(w, r, snap, "venue.report")
	rep, err := s.ev.ReportResult(ref.game.ID, res, clientOf(r))
	s.Refresh()
	d := s.reportOf(s.snap.Load(), code, s.snap.Load().games[ref.game.ID], p)
	status := http.StatusOK
	if err != nil {
		status = statusOf(err)
		d.Error = i18n.Error(p.tr, err)
	} else {
		d.State = string(rep.State)
		d.Message = p.T("venue.report."+string(rep.State), "Result", resultWords(res, p))
	}
	d.CSRF = s.csrfToken(w, r, "report:"+code)
	p.Data = d
	s.render(w, status, "report", p, asJSON)
}

// statusOf is the HTTP status of a refused write: 409 for a refusal the
// tournament explains (a result already there, a conflict, reports off),
// 500 for anything else.
func statusOf(err error) int {
	var m i18n.Message
	if errors.As(err, &m) {
		return http.StatusConflict
	}
	return http.StatusInternalServerError
}
