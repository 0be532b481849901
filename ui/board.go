package ui

import (
	"errors"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/software"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"weiqi-arbiter/domain/scoring"
	"weiqi-arbiter/domain/sgf"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/domain/weiqi"
	"weiqi-arbiter/internal/savefile"
	"weiqi-arbiter/ui/widgets"
)

// boardMode is what a tap on the board does.
type boardMode int

const (
	modePlay  boardMode = iota // play the player to move
	modeEdit                   // put or remove setup stones
	modeCount                  // mark dead groups and count
)

// boardScreen is the analysis board: the arbiter's tool to reconstruct a
// game, check a ko or forbidden point, count a finished game, and read and
// write game records.
type boardScreen struct {
	win     fyne.Window
	rules   func() tournament.RuleSet // the open tournament's rule set
	cursor  *sgf.Cursor
	path    string // the SGF file, if any
	goban   *widgets.Goban
	status  *widget.Label
	moveNo  *widget.Label
	result  *widget.Label
	comment *widget.Label
	varSel  *selectField
	mode    boardMode
	editCol weiqi.Color
	dead    map[weiqi.Point]bool
	numbers bool
	chinese bool
	ret     bool        // Black returns half a stone per handicap stone
	dameTo  weiqi.Color // Empty: dame shared; else every dame to that side (SPEC §5)
	dameSel *selectField
	// handicap places the handicap stones (让子) of a new game.
	handicap *selectField
	superko  weiqi.Superko
	gotoE    *entry
	invalid  *widget.Button // records a refused move as an invalid move that counts as a pass
	refused  string         // why the last click was refused, for the record's comment
	// refusedAt is the position the refused move was tried at: the button
	// to record it shows there only (not after another record is opened,
	// another move shown, or another mode chosen).
	refusedAt *sgf.Node
	modeSel   *widget.RadioGroup
	side      *container.Scroll // the tools beside the board
	object    fyne.CanvasObject

	modeLabels map[string]boardMode
}

func newBoardScreen(win fyne.Window, rules func() tournament.RuleSet) *boardScreen {
	s := &boardScreen{win: win, rules: rules, editCol: weiqi.Black, dead: map[weiqi.Point]bool{}}
	s.cursor, _ = sgf.NewCursor(sgf.NewGameTree(19), weiqi.Situational)
	s.goban = widgets.NewGoban()
	s.goban.OnTapped = s.tapped
	s.status = widget.NewLabel("")
	s.status.Wrapping = fyne.TextWrapWord
	s.moveNo = widget.NewLabel("")
	s.result = widget.NewLabel("")
	s.result.Wrapping = fyne.TextWrapWord
	s.result.TextStyle = fyne.TextStyle{Bold: true}
	s.comment = widget.NewLabel("")
	s.comment.Wrapping = fyne.TextWrapWord
	s.varSel = newSelectField(nil, nil)
	s.varSel.PlaceHolder = tr("board.no_variations", "no variations", nil)
	s.invalid = widget.NewButton(tr("board.record_invalid", "Record it as an invalid move (counts as one pass)", nil), s.recordInvalid)
	s.invalid.Hide()
	s.gotoE = newEntry()
	s.gotoE.PlaceHolder = tr("board.goto.placeholder", "move no.", nil)
	s.gotoE.OnSubmitted = func(text string) {
		if n, err := strconv.Atoi(strings.TrimSpace(text)); err == nil {
			s.cursor.GoToMove(n)
			s.show()
		}
	}

	play, edit, count := tr("board.mode.play", "Play", nil), tr("board.mode.edit", "Edit stones", nil), tr("board.mode.count", "Count", nil)
	s.modeLabels = map[string]boardMode{play: modePlay, edit: modeEdit, count: modeCount}
	s.modeSel = widget.NewRadioGroup([]string{play, edit, count}, func(v string) {
		s.mode = s.modeLabels[v]
		if s.mode != modeCount {
			s.dead = map[weiqi.Point]bool{}
		}
		s.show()
	})
	s.modeSel.Horizontal = true
	s.modeSel.Required = true
	s.modeSel.SetSelected(play)
	editColour := widget.NewRadioGroup([]string{tr("board.black", "Black", nil), tr("board.white", "White", nil), tr("board.erase", "Erase", nil)}, nil)
	editColour.Horizontal = true
	editColour.OnChanged = func(v string) {
		switch v {
		case tr("board.white", "White", nil):
			s.editCol = weiqi.White
		case tr("board.erase", "Erase", nil):
			s.editCol = weiqi.Empty
		default:
			s.editCol = weiqi.Black
		}
	}
	editColour.SetSelected(tr("board.black", "Black", nil))
	toMove := widget.NewButton(tr("board.swap_turn", "Change side to move", nil), func() {
		s.report(s.cursor.SetToMove(s.cursor.Game().ToMove().Opponent()))
		s.show()
	})
	s.handicap = newSelectField([]string{"0", "2", "3", "4", "5", "6", "7", "8", "9"}, func(v string) {
		n, _ := strconv.Atoi(v)
		s.report(s.cursor.PlaceHandicap(n))
		s.show()
	})
	s.handicap.PlaceHolder = "0"

	nav := func(icon fyne.Resource, f func()) *widget.Button {
		return widget.NewButtonWithIcon("", icon, func() { f(); s.show() })
	}
	navBar := container.NewHBox(
		nav(fynetheme.MediaSkipPreviousIcon(), s.cursor.First),
		nav(fynetheme.NavigateBackIcon(), func() { s.cursor.Prev() }),
		nav(fynetheme.NavigateNextIcon(), func() { s.cursor.Next() }),
		nav(fynetheme.MediaSkipNextIcon(), s.cursor.Last),
		container.NewGridWrap(fyne.NewSize(90, s.gotoE.MinSize().Height), s.gotoE),
		s.moveNo,
	)
	numbers := widget.NewCheck(tr("board.numbers", "Move numbers", nil), func(on bool) { s.numbers = on; s.show() })
	chinese := widget.NewCheck(tr("board.chinese_coords", "Chinese numerals", nil), func(on bool) { s.chinese = on; s.show() })
	returnHalf := widget.NewCheck(tr("board.return_half", "Black returns 1/2 stone per handicap stone", nil), func(on bool) { s.ret = on; s.show() })
	shared, toBlack, toWhite := tr("board.dame.shared", "Dame shared half each", nil),
		tr("board.dame.black", "All dame to Black (White gave up contesting)", nil),
		tr("board.dame.white", "All dame to White (Black gave up contesting)", nil)
	s.dameSel = newSelectField([]string{shared, toBlack, toWhite}, func(v string) {
		s.dameTo = map[string]weiqi.Color{shared: weiqi.Empty, toBlack: weiqi.Black, toWhite: weiqi.White}[v]
		s.show()
	})
	s.dameSel.SetSelected(shared)
	positional := widget.NewCheck(tr("board.positional", "Positional superko (any repeated board)", nil), func(on bool) {
		s.superko = weiqi.Situational
		if on {
			s.superko = weiqi.Positional
		}
		node := s.cursor.Node()
		c, err := sgf.NewCursor(s.cursor.Root(), s.superko)
		if err == nil {
			s.cursor = c
			// A move of the line the new rule forbids leaves the cursor
			// at the start, saying why.
			err = s.cursor.GoTo(node)
		}
		s.show()
		s.report(err)
	})

	tools := container.NewVBox(
		container.NewGridWithColumns(2,
			widget.NewButtonWithIcon(tr("board.new", "New", nil), fynetheme.DocumentCreateIcon(), s.newDialog),
			widget.NewButtonWithIcon(tr("board.open", "Open SGF…", nil), fynetheme.FolderOpenIcon(), s.openDialog),
			widget.NewButtonWithIcon(tr("board.save", "Save SGF…", nil), fynetheme.DocumentSaveIcon(), s.saveDialog),
			widget.NewButtonWithIcon(tr("board.info", "Game info…", nil), fynetheme.InfoIcon(), s.infoDialog),
			widget.NewButtonWithIcon(tr("board.export", "Export PNG…", nil), fynetheme.MediaPhotoIcon(), s.exportDialog),
		),
		s.modeSel,
		// The handicap beside pass and resign, where a screen 600 pixels
		// high shows it (among the edit tools it was out of sight).
		container.NewHBox(
			widget.NewButton(tr("board.pass", "Pass", nil), s.pass),
			widget.NewButton(tr("board.resign", "Resign", nil), s.resign),
			widget.NewLabel(tr("board.handicap", "Handicap", nil)), s.handicap,
		),
		// The count and the rulings first, where a small screen shows them.
		s.result,
		s.status,
		s.invalid,
		s.dameSel,
		widget.NewSeparator(),
		widget.NewLabelWithStyle(tr("board.edit_tools", "Edit stones", nil), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		editColour,
		toMove,
		widget.NewSeparator(),
		widget.NewLabelWithStyle(tr("board.variations", "Variations", nil), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		s.varSel,
		widget.NewSeparator(),
		numbers, chinese, returnHalf, positional,
		widget.NewSeparator(),
		s.comment,
	)
	s.side = container.NewVScroll(tools)
	s.side.SetMinSize(fyne.NewSize(320, 0))
	s.object = container.NewBorder(nil, navBar, nil, s.side, s.goban)
	s.show()
	return s
}

// show puts the cursor's position on the board and updates the labels.
func (s *boardScreen) show() {
	if s.mode != modePlay || s.cursor.Node() != s.refusedAt {
		s.invalid.Hide() // the refused move was at another position, or in another record
	}
	g := s.cursor.Game()
	st := widgets.StateOf(g.Board())
	if m, ok := s.cursor.LastMove(); ok {
		st.Last = m.Point
	}
	if s.numbers {
		st.Numbers = s.cursor.MoveNumbers()
	}
	st.ToMove = g.ToMove()
	if s.mode != modePlay {
		st.ToMove = weiqi.Empty
	}
	if s.chinese {
		st.Coordinates = widgets.CoordChinese
	}
	s.result.SetText("")
	if s.mode == modeCount {
		st.Dead = s.dead
		area := scoring.CountArea(g.Board(), s.dead)
		st.Owner = area.Owner
		s.result.SetText(s.countText(area))
	}
	s.goban.SetState(st)
	player := tr("board.black", "Black", nil)
	if g.ToMove() == weiqi.White {
		player = tr("board.white", "White", nil)
	}
	s.moveNo.SetText(tr("board.move_no", "Move {{.N}} · {{.Player}} to play · captures B {{.CB}} W {{.CW}}",
		map[string]any{"N": s.cursor.MoveNumber(), "Player": player, "CB": g.Captures(weiqi.Black), "CW": g.Captures(weiqi.White)}))
	s.comment.SetText(s.cursor.Comment())
	s.showVariations()
	s.relayout()
}

// showVariations lists the alternatives to the current move.
func (s *boardScreen) showVariations() {
	sibs, cur := s.cursor.Siblings()
	var opts []string
	w, h, err := sgf.Size(s.cursor.Root())
	s.report(err)
	for i, n := range sibs {
		label := fmt.Sprintf("%d. ", i+1)
		for _, id := range []string{"B", "W"} {
			if v := n.Values(id); v != nil {
				// A point that cannot be read is shown as written.
				if p, err := sgf.ParsePoint(v[0], w, h); err == nil {
					label += id + " " + pointName(p, h)
				} else {
					label += id + " [" + v[0] + "]"
				}
			}
		}
		opts = append(opts, label)
	}
	s.varSel.OnChanged = nil
	s.varSel.Options = opts
	if cur >= 0 && cur < len(opts) {
		s.varSel.SetSelected(opts[cur])
	}
	s.varSel.OnChanged = func(v string) {
		for i, o := range opts {
			if o == v {
				s.cursor.SelectSibling(i)
				s.show()
			}
		}
	}
	if len(opts) > 1 {
		s.varSel.Enable()
	} else {
		s.varSel.Disable()
	}
}

// pointName writes a point as players read it: D16, or "pass".
func pointName(p weiqi.Point, height int) string {
	if p.IsPass() {
		return tr("board.pass_word", "pass", nil)
	}
	letters := "ABCDEFGHJKLMNOPQRSTUVWXYZ"
	return string(letters[p.X]) + strconv.Itoa(height-p.Y)
}

// rules2002 reports whether the open tournament plays the 2002 rules (the
// default with no tournament open).
func (s *boardScreen) rules2002() bool { return s.rules == nil || s.rules() == tournament.Rules2002 }

// terms are what the count is judged against: the record's komi as every
// other place takes it (sgf.Info.GameKomi: KM, else the rules' komi, none in
// a handicap game), the handicap setting and where the dame go.
func (s *boardScreen) terms() scoring.Terms {
	info := s.cursor.Info()
	rules := tournament.Rules2002
	if s.rules != nil {
		rules = s.rules()
	}
	t := scoring.Terms{Komi: info.GameKomi(rules.Komi()), Handicap: info.Handicap, Return: scoring.ReturnNone, DameTo: s.dameTo}
	if s.ret {
		t.Return = scoring.ReturnHalf
	}
	return t
}

// countText is the running count in the user's language.
func (s *boardScreen) countText(a scoring.Area) string {
	terms := s.terms()
	o := scoring.Outcome{Margin: scoring.Margin(a, terms)}
	b, w := a.Totals(terms)
	result := o.English()
	black, white, komi := b.Glyph(), w.Glyph(), terms.Komi.Glyph()
	if tr("lang.code", "en", nil) == "zh" {
		result, black, white, komi = o.Chinese(), b.Chinese(), w.Chinese(), terms.Komi.Chinese()
	}
	return tr("board.count_text", "Black {{.B}} · White {{.W}}\ndame {{.D}} · komi {{.K}}\n{{.Result}} ({{.SGF}})",
		map[string]any{"B": black, "W": white, "D": a.Dame, "K": komi, "Result": result, "SGF": o.SGF()})
}

// irregularityText describes an irregularity of a record with the rulings
// the tournament's edition gives (the same list as "sgf check").
func irregularityText(ir weiqi.Irregularity, rules2002 bool) string {
	var rulings []string
	for _, r := range ir.Rulings(rules2002) {
		rulings = append(rulings, tr("ruling."+string(r), string(r), nil))
	}
	kind := tr("irregularity."+string(ir.Kind), string(ir.Kind), nil)
	if ir.Cycle != nil && ir.Kind == weiqi.Repeated {
		kind += " (" + tr("cycle."+string(ir.Cycle.Kind), string(ir.Cycle.Kind), nil) + ")"
	}
	if len(rulings) == 0 {
		return tr("board.irregularity", "Move {{.N}}: {{.Kind}}.", map[string]any{"N": ir.Move, "Kind": kind})
	}
	return tr("board.irregularity_ruled", "Move {{.N}}: {{.Kind}}. The rules give: {{.Rulings}}.",
		map[string]any{"N": ir.Move, "Kind": kind, "Rulings": strings.Join(rulings, tr("list.sep", ", ", nil))})
}

func (s *boardScreen) tapped(p weiqi.Point) {
	s.status.SetText("")
	s.invalid.Hide()
	switch s.mode {
	case modePlay:
		if _, err := s.cursor.Play(p); err != nil {
			s.status.SetText(moveError(err, s.rules2002()))
			var rep *weiqi.RepetitionError
			if errors.Is(err, weiqi.ErrForbidden) || (errors.As(err, &rep) && rep.Cycle.Kind == weiqi.ImmediateKo) {
				// Art. 19, 20: a stone played there is invalid and counts as one pass.
				s.refused, s.refusedAt = s.status.Text, s.cursor.Node()
				s.invalid.Show()
			}
			return
		}
	case modeEdit:
		s.report(s.cursor.Edit(p, s.editCol))
	case modeCount:
		b := s.cursor.Game().Board()
		if b.At(p) == weiqi.Empty {
			return
		}
		group := b.Group(p)
		mark := !s.dead[p]
		for _, q := range group {
			if mark {
				s.dead[q] = true
			} else {
				delete(s.dead, q)
			}
		}
		if mark && scoring.HasTwoEyes(b, p) {
			s.status.SetText(tr("board.two_eyes", "This group seems to have two eyes. Marked dead as you asked; please check.", nil))
		}
	}
	s.show()
}

// moveError explains in the user's language why a move was refused.
func moveError(err error, rules2002 bool) string {
	var rep *weiqi.RepetitionError
	switch {
	case errors.Is(err, weiqi.ErrOccupied):
		return tr("board.err.occupied", "That point is occupied.", nil)
	case errors.Is(err, weiqi.ErrForbidden):
		return tr("board.err.forbidden", "Forbidden point (禁着点): the stone would have no liberties and captures nothing. Played on the board it counts as one pass (Art. 19).", nil)
	case errors.As(err, &rep):
		var rulings []string
		for _, r := range rep.Cycle.Rulings(rules2002) {
			rulings = append(rulings, tr("ruling."+string(r), string(r), nil))
		}
		kind := tr("cycle."+string(rep.Cycle.Kind), string(rep.Cycle.Kind), nil)
		return tr("board.err.repetition", "Whole-board repetition: {{.Kind}} (the position after move {{.Since}}). What the rules allow: {{.Rulings}}.",
			map[string]any{"Kind": kind, "Since": rep.Cycle.Since, "Rulings": strings.Join(rulings, tr("list.sep", ", ", nil))})
	case errors.Is(err, weiqi.ErrNotYourTurn):
		return tr("board.err.turn", "It is the other player's turn.", nil)
	}
	return errorText(err)
}

func (s *boardScreen) report(err error) {
	if err != nil {
		s.status.SetText(errorText(err))
	}
}

// recordInvalid records the refused move as the rules treat it: an invalid
// move that counts as one pass for that player, with the reason as comment.
func (s *boardScreen) recordInvalid() {
	s.invalid.Hide()
	if err := s.cursor.Pass(); err != nil {
		s.report(err)
		return
	}
	s.cursor.Node().SetText("C", tr("board.invalid_comment", "Invalid move, counted as one pass: {{.Why}}", map[string]any{"Why": s.refused}))
	s.show()
}

func (s *boardScreen) pass() {
	s.report(s.cursor.Pass())
	if s.cursor.Game().Ended() {
		s.status.SetText(tr("board.ended", "Two passes in a row: the game is over (2002 rules). Choose Count to mark dead stones.", nil))
	}
	s.show()
}

func (s *boardScreen) resign() {
	loser := s.cursor.Game().ToMove()
	confirm(s.win, tr("board.resign", "Resign", nil),
		tr("board.resign.confirm", "Record that {{.Player}} resigns?", map[string]any{"Player": colourName(loser)}),
		func(ok bool) {
			if ok {
				s.cursor.Resign()
				re, _ := s.cursor.Root().Text("RE")
				s.status.SetText(tr("board.resigned", "Result recorded: {{.RE}}", map[string]any{"RE": re}))
			}
		})
}

func colourName(c weiqi.Color) string {
	if c == weiqi.White {
		return tr("board.white", "White", nil)
	}
	return tr("board.black", "Black", nil)
}

// load shows a new game record, at its end when toEnd.
func (s *boardScreen) load(root *sgf.Node, path string, toEnd bool) error {
	c, err := sgf.NewCursor(root, s.superko)
	if err != nil {
		return err
	}
	if toEnd {
		c.Last()
	}
	s.cursor, s.path = c, path
	s.dead = map[weiqi.Point]bool{}
	s.show()
	var lines []string
	if err := c.Info().KomiError; err != nil {
		komi := s.terms().Komi.Glyph()
		if tr("lang.code", "en", nil) == "zh" {
			komi = s.terms().Komi.Chinese()
		}
		lines = append(lines, tr("board.komi_unreadable", "The record's komi (KM) cannot be read: counted with {{.Komi}}.",
			map[string]any{"Komi": komi}))
	}
	var broken []weiqi.Irregularity
	for _, ir := range c.Irregularities() {
		if ir.Breaks(s.rules2002()) {
			broken = append(broken, ir)
		}
	}
	if n := len(broken); n > 0 {
		lines = append(lines, tr("board.irregular", "The record breaks the rules {{.N}} times; the first at move {{.Move}}.",
			map[string]any{"N": n, "Move": broken[0].Move}))
		// The first few with their rulings; sgf check lists them all.
		for _, ir := range broken[:min(n, 3)] {
			lines = append(lines, irregularityText(ir, s.rules2002()))
		}
	}
	s.status.SetText(strings.Join(lines, "\n"))
	s.relayout()
	return nil
}

// relayout fits the tools to texts that changed length (the count, the
// status with its rulings), which wrap to more or fewer lines.
func (s *boardScreen) relayout() {
	if s.side != nil {
		s.side.Refresh()
	}
}

// LoadFile opens an SGF file on the board.
func (s *boardScreen) LoadFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	data, err := sgf.Read(f)
	f.Close()
	if err != nil {
		return err
	}
	col, err := sgf.Parse(data)
	if err != nil {
		return err
	}
	return s.load(col[0], path, true)
}

// SaveFile writes the record as UTF-8 SGF, whole or not at all.
func (s *boardScreen) SaveFile(path string) error {
	if err := savefile.Write(path, func(w io.Writer) error { return sgf.Write(w, sgf.Collection{s.cursor.Root()}) }); err != nil {
		return err
	}
	s.path = path
	return nil
}

func (s *boardScreen) newDialog() {
	size := newSelectField([]string{"19", "13", "9"}, nil)
	size.SetSelected("19")
	showForm(s.win, tr("board.new_title", "New game record", nil), tr("dialog.ok", "OK", nil), []*widget.FormItem{widget.NewFormItem(tr("info.size", "Board", nil), size)}, func(ok bool) {
		if !ok {
			return
		}
		n, _ := strconv.Atoi(size.Selected)
		s.report(s.load(sgf.NewGameTree(n), "", false))
	})
}

func (s *boardScreen) openDialog() {
	openFileDialog(s.win, tr("board.open", "Open SGF…", nil), []string{".sgf"}, s.LoadFile)
}

func (s *boardScreen) saveDialog() {
	name := "game.sgf"
	if s.path != "" {
		name = filepath.Base(s.path)
	}
	pickFile(s.win, true, tr("board.save_title", "Save the game record", nil), name, []string{".sgf"}, func(path string) {
		if err := s.SaveFile(path); err != nil {
			showError(s.win, err)
			return
		}
		s.status.SetText(tr("status.copy_saved", "Copy saved: {{.Path}}", map[string]any{"Path": path}))
	})
}

func (s *boardScreen) exportDialog() {
	pickFile(s.win, true, tr("board.export_title", "Save the diagram", nil), "diagram.png", []string{".png"}, func(path string) {
		if err := savefile.Write(path, s.ExportPNG); err != nil {
			showError(s.win, err)
			return
		}
		s.status.SetText(tr("status.copy_saved", "Copy saved: {{.Path}}", map[string]any{"Path": path}))
	})
}

// diagramSize is the side of an exported diagram, in pixels: enough to
// print it 16.9 cm wide at 300 dots an inch (760 pixels, before, printed
// blurred beyond 6 cm).
const diagramSize = 2000

// ExportPNG draws the position as the board shows it (numbers, coordinates,
// count shading) into a PNG diagram of diagramSize pixels square, on a copy
// of the board so that the screen's own layout is left alone.
func (s *boardScreen) ExportPNG(w io.Writer) error {
	diagram := widgets.NewGoban()
	st := s.goban.State()
	st.ToMove = weiqi.Empty // no ghost stone
	diagram.SetState(st)
	// A canvas of the diagram's size (software.Render would draw it at
	// the board's least size, 360 pixels).
	c := software.NewCanvas()
	c.SetPadded(false)
	c.SetContent(diagram)
	c.Resize(fyne.NewSize(diagramSize, diagramSize))
	img := c.Capture()
	return png.Encode(w, img)
}

// infoDialog edits the record's game information.
func (s *boardScreen) infoDialog() {
	root := s.cursor.Root()
	fields := []struct{ id, key, english string }{
		{"PB", "info.black", "Black"}, {"BR", "info.black_rank", "Black's rank"},
		{"PW", "info.white", "White"}, {"WR", "info.white_rank", "White's rank"},
		{"RE", "info.result", "Result"}, {"DT", "info.date", "Date"},
		{"EV", "info.event", "Event"}, {"RO", "info.round", "Round"}, {"PC", "info.place", "Place"},
	}
	var items []*widget.FormItem
	entries := map[string]*entry{}
	for _, f := range fields {
		e := newEntry()
		e.SetText(func() string { v, _ := root.Text(f.id); return v }())
		entries[f.id] = e
		items = append(items, widget.NewFormItem(tr(f.key, f.english, nil), e))
	}
	komi := newEntry()
	if info := s.cursor.Info(); info.HasKomi {
		komi.SetText(info.Komi.String())
	}
	komi.PlaceHolder = tr("settings.komi.custom.placeholder", "stones, e.g. 3.75 or 3又3/4", nil)
	komi.Validator = func(text string) error {
		if strings.TrimSpace(text) == "" {
			return nil
		}
		_, err := scoring.ParseStones(text)
		if err != nil {
			return errors.New(tr("problem.komi_format", "Write komi in stones with quarters, e.g. 3.75, 3 3/4 or 3又3/4.", nil))
		}
		return nil
	}
	items = append(items, widget.NewFormItem(tr("settings.komi", "Komi", nil), komi))
	showForm(s.win, tr("board.info", "Game info…", nil), tr("dialog.ok", "OK", nil), items, func(ok bool) {
		if !ok {
			return
		}
		for _, f := range fields {
			if v := strings.TrimSpace(entries[f.id].Text); v != "" {
				root.SetText(f.id, v)
			} else {
				root.Delete(f.id)
			}
		}
		if k, err := scoring.ParseStones(komi.Text); err == nil {
			root.Set("KM", k.Points()) // SGF komi is in points
		} else if strings.TrimSpace(komi.Text) == "" {
			root.Delete("KM")
		}
		s.report(s.load(root, s.path, false))
	})
}

// typedKey handles the board's keyboard shortcuts.
func (s *boardScreen) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyLeft:
		s.cursor.Prev()
	case fyne.KeyRight:
		s.cursor.Next()
	case fyne.KeyHome:
		s.cursor.First()
	case fyne.KeyEnd:
		s.cursor.Last()
	case fyne.KeyUp, fyne.KeyDown:
		_, i := s.cursor.Siblings()
		if ev.Name == fyne.KeyUp {
			i--
		} else {
			i++
		}
		s.cursor.SelectSibling(i)
	case fyne.KeyP:
		s.pass()
		return
	case fyne.KeyN:
		s.numbers = !s.numbers
	default:
		return
	}
	s.show()
}
