package pdf

import (
	"fmt"
	"strconv"

	"github.com/signintech/gopdf"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/reports/sheet"
)

const boardRow = 24.0 // height of a board's line on a match sheet

// WriteMatchSheets prints team match sheets (团体赛对阵记录表), as many to a
// page as fit with cut lines between: event, group, round and match (第N场,
// as the Teams screen numbers it); the
// two teams; per board the players with their colours and a box for the
// result (filled in when already known); the match score; and lines for
// the signatures of both captains and the arbiter.
func WriteMatchSheets(path string, paper Paper, sheets []sheet.MatchSheet, tr i18n.Translator) error {
	return writePages(path, paper, func(doc *canvas, page gopdf.Rect) error {
		y := page.H
		for _, s := range sheets {
			h := 110 + boardRow*float64(len(s.Boards)) + 70
			if y+h > page.H-margin/2 {
				doc.AddPage()
				y = 0
			} else {
				cutLine(doc, page, y)
			}
			if err := matchSheet(doc, page, y, s, tr); err != nil {
				return fmt.Errorf("match sheet of match %d: %w", s.Table, err)
			}
			y += h
		}
		return nil
	})
}

// matchSheet draws one match sheet from top.
func matchSheet(doc *canvas, page gopdf.Rect, top float64, s sheet.MatchSheet, tr i18n.Translator) error {
	x, y := margin, top+margin*0.8
	head := tr("report.slip_head", "{{.Event}} · {{.Group}} · round {{.Round}}", map[string]any{"Event": s.Event, "Group": s.Group, "Round": s.Round})
	if err := text(doc, x, y, 11, head); err != nil {
		return err
	}
	if err := text(doc, page.W-margin-110, y-4, 20, tr("report.match_n", "Match {{.N}}", map[string]any{"N": s.Table})); err != nil {
		return err
	}
	y += 34
	if err := centred(doc, page, y-14, 15, s.TeamA+"  —  "+s.TeamB); err != nil {
		return err
	}
	y += 10
	w := page.W - 2*margin
	widths := []float64{w * 0.1, w * 0.36, w * 0.18, w * 0.36}
	heads := []string{tr("teams.board", "board", nil), s.TeamA, tr("report.result", "Result", nil), s.TeamB}
	doc.SetLineWidth(0.6)
	line := func(y0 float64, cells []string) error {
		cx := x
		for j, c := range cells {
			doc.RectFromUpperLeftWithStyle(cx, y0, widths[j], boardRow, "D")
			if err := fit(doc, c, widths[j]-2*padding); err != nil {
				return err
			}
			doc.SetXY(cx+padding, y0+(boardRow-rowHeight)/2+padding)
			if err := doc.Cell(&gopdf.Rect{W: widths[j] - 2*padding, H: rowHeight - 2*padding}, c); err != nil {
				return err
			}
			cx += widths[j]
		}
		return nil
	}
	if err := line(y, heads); err != nil {
		return err
	}
	for i, b := range s.Boards {
		colA, colB := tr("report.black_side", "Black", nil), tr("report.white_side", "White", nil)
		if !b.ABlack {
			colA, colB = colB, colA
		}
		res := ""
		if b.Result != tournament.NoResult {
			res = sheet.ResultText(b.Result, tr)
		}
		if err := line(y+boardRow*float64(i+1), []string{strconv.Itoa(b.Board), b.A + " (" + colA + ")", res, b.B + " (" + colB + ")"}); err != nil {
			return err
		}
	}
	y += boardRow*float64(len(s.Boards)+1) + 30
	if err := text(doc, x, y, 11, tr("report.match_score", "Match score (boards won): ______ : ______", nil)); err != nil {
		return err
	}
	y += 36
	return signatures(doc, page, y, tr("report.sign_captain_a", "Captain of {{.Team}}", map[string]any{"Team": s.TeamA}),
		tr("report.sign_captain_b", "Captain of {{.Team}}", map[string]any{"Team": s.TeamB}), tr("report.slip_sign_arbiter", "Arbiter", nil))
}
