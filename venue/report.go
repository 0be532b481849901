package venue

import (
	"crypto/subtle"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

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
	// AskCheck: the event accepts reports as they come, and a report
	// carries the check code printed on the slip.
	AskCheck bool   `json:"check_asked"`
	CSRF     string `json:"-"`
	Action   string `json:"-"`
}

// slipGame finds the game of a slip code, answering 404 (or 403 while the
// event takes no reports) when there is none. A client that sent too many
// wrong codes lately is answered 429, whatever its code: guessing codes
// gets a few tries a minute.
func (s *Server) slipGame(w http.ResponseWriter, r *http.Request, snap *snapshot) (string, gameRef, bool) {
	code, _ := wantsJSON(r, r.PathValue("code"))
	code = strings.ToUpper(strings.NewReplacer("-", "", " ", "").Replace(strings.TrimSpace(code)))
	if !snap.reporting.On {
		s.fail(w, r, http.StatusForbidden, "venue.error.reports_off")
		return "", gameRef{}, false
	}
	client := clientOf(r)
	if s.misses.spent(client) {
		s.tooManyMisses(w, r)
		return "", gameRef{}, false
	}
	id, ok := snap.codes[code]
	if len(code) != tournament.SlipCodeLength || !ok {
		s.misses.allow(client, 1)
		key := "venue.error.no_slip"
		if len(code) == oldSlipCodeLength {
			key = "venue.error.old_slip"
		}
		s.fail(w, r, http.StatusNotFound, key)
		return "", gameRef{}, false
	}
	return code, snap.games[id], true
}

// oldSlipCodeLength is the length of the codes slips had before they were
// made longer: such a slip is to be printed again, and says so.
const oldSlipCodeLength = 6

// Wrong slip codes and check codes a client may send: missBurst at once,
// then one each missEvery.
const (
	missBurst = 5
	missEvery = 30 * time.Second
)

// tooManyMisses answers a client that sent too many wrong codes.
func (s *Server) tooManyMisses(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Retry-After", strconv.Itoa(int(missEvery.Seconds())))
	s.fail(w, r, http.StatusTooManyRequests, "venue.error.wrong_codes", "Seconds", int(missEvery.Seconds()))
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
		Black: snap.players[g.Black].Name(), White: snap.players[g.White].Name(), Action: "/report/" + code,
		AskCheck: snap.reporting.AutoAccept}
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
	if snap.reporting.AutoAccept && !s.checked(r, snap, ref.game.ID) {
		s.misses.allow(clientOf(r), 1)
		s.fail(w, r, http.StatusForbidden, "venue.error.wrong_check")
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

// checked reports whether the form carries the check code printed on the
// game's slip: what an event that accepts reports as they come asks for,
// so that a result is set only by someone holding the paper slip.
func (s *Server) checked(r *http.Request, snap *snapshot, gameID int64) bool {
	want := tournament.SlipCheck(snap.reporting.Secret, gameID)
	got := strings.TrimSpace(r.PostFormValue("check"))
	return subtle.ConstantTimeCompare([]byte(want), []byte(got)) == 1
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
