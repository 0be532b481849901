package ui

import (
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	fynetheme "fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// wrapLabel is a label of prose that wraps at its width as Chinese is set
// (避头尾): no line starts with a closing mark (，。、；：？！）” …) and none
// ends with an opening one (（“ …); Latin words are not split. Fyne breaks
// Chinese anywhere, and the withdrawal dialog read "…已赛成绩有效" with the
// next line starting "，其余对局…". Text keeps the text as set, with the
// breaks the label's width needs.
type wrapLabel struct {
	widget.Label
	raw   string
	width float32 // the width the text was broken for
}

// newWrapLabel returns a wrapping label of text.
func newWrapLabel(text string) *wrapLabel {
	l := &wrapLabel{raw: text}
	l.Text, l.Wrapping = text, fyne.TextWrapWord
	l.ExtendBaseWidget(l)
	return l
}

// messageLabel is a wrapping label of a dialog's message and the width
// the message takes on one line.
func messageLabel(text string) (*wrapLabel, float32) {
	return newWrapLabel(text), widget.NewLabel(text).MinSize().Width
}

// SetText shows text, broken at the label's width.
func (l *wrapLabel) SetText(text string) {
	l.raw, l.width = text, 0
	l.Label.SetText(l.broken(l.Size().Width))
	l.width = l.Size().Width
}

// Resize breaks the text again for a new width.
func (l *wrapLabel) Resize(size fyne.Size) {
	if size.Width != l.width {
		l.width = size.Width
		if text := l.broken(size.Width); text != l.Text {
			l.Label.Text = text
			l.Label.Refresh()
		}
	}
	l.Label.Resize(size)
}

// broken is the text with line breaks for width (none while the label has
// no width yet).
func (l *wrapLabel) broken(width float32) string {
	inner := width - 2*fynetheme.InnerPadding() - 1 // a pixel for rounding
	if inner <= 0 {
		return l.raw
	}
	size, style := fynetheme.TextSize(), l.TextStyle
	return breakLines(l.raw, inner, func(s string) float32 { return fyne.MeasureText(s, size, style).Width })
}

// noLineStart are the marks a line may not start with, noLineEnd those it
// may not end with.
const (
	noLineStart = "，。、；：？！）」』】》〉”’…％,.;:?!)%·"
	noLineEnd   = "（「『【《〈“‘("
)

// breakLines breaks each paragraph of text into lines no wider than width
// as measured, at a space or between two Chinese characters, keeping a
// closing mark with the character before it and an opening mark with the
// one after it. A word wider than a line stays whole (the label breaks it).
func breakLines(text string, width float32, measure func(string) float32) string {
	paragraphs := strings.Split(text, "\n")
	for i, p := range paragraphs {
		var lines []string
		line := ""
		for _, tok := range lineTokens(p) {
			if line == "" && strings.TrimSpace(tok) == "" {
				continue // no line starts with a space
			}
			if line != "" && measure(strings.TrimRight(line+tok, " ")) > width {
				lines = append(lines, strings.TrimRight(line, " "))
				line = strings.TrimLeft(tok, " ")
				continue
			}
			line += tok
		}
		paragraphs[i] = strings.Join(append(lines, strings.TrimRight(line, " ")), "\n")
	}
	return strings.Join(paragraphs, "\n")
}

// lineTokens cuts a paragraph where a line may break: each Chinese
// character is a token, each Latin word with the spaces after it another;
// a closing mark joins the token before it and an opening mark the one
// after it.
func lineTokens(p string) []string {
	var toks []string
	word := ""
	open := "" // opening marks waiting for the token they precede
	push := func(t string) {
		if t == "" {
			return
		}
		t, open = open+t, ""
		first := []rune(t)[0]
		if len(toks) > 0 && strings.ContainsRune(noLineStart, first) {
			toks[len(toks)-1] += t
			return
		}
		toks = append(toks, t)
	}
	for _, r := range p {
		switch {
		case strings.ContainsRune(noLineEnd, r):
			push(word)
			word = ""
			open += string(r)
		case strings.ContainsRune(noLineStart, r):
			if word != "" {
				word += string(r)
				continue
			}
			push(string(r))
		case r == ' ':
			word += " "
			push(word)
			word = ""
		case wide(r):
			push(word)
			word = ""
			push(string(r))
		default:
			if strings.HasSuffix(word, " ") {
				push(word)
				word = ""
			}
			word += string(r)
		}
	}
	push(word)
	if open != "" {
		toks = append(toks, open)
	}
	return toks
}

// wide tells a character set one per cell in Chinese text, between any two
// of which a line may break.
func wide(r rune) bool {
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r) ||
		(r >= 0x3000 && r <= 0x303f) || (r >= 0xff00 && r <= 0xffef)
}
