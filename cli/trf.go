package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"weiqi-arbiter/domain/pairing"
	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/i18n"
	"weiqi-arbiter/interchange/trf"
	"weiqi-arbiter/internal/savefile"
)

// maxTRF bounds the size of a TRF file read: 9,999 players of 999 rounds
// fit in well under it.
const maxTRF = 128 << 20

// runTRFPair pairs the next round of a TRF file with the Swiss engine and
// writes it in the chess engines' form.
func runTRFPair(e *Env, args []string) error {
	fs := flag.NewFlagSet("trf pair", flag.ContinueOnError)
	out := fs.String("out", "", "")
	explain := fs.Bool("explain", false, "")
	colours := fs.String("colours", "scores", "")
	pos, err := parse(e, fs, args, 1)
	if err != nil {
		return err
	}
	order, err := tournament.ParseColourOrder(*colours)
	if err != nil {
		return usageError{e.t("cli.error.colours", "--colours must be first (no third colour in a row nor three out of balance unless impossible, then scores) or scores (equal scores first, 同分相遇)", nil)}
	}
	data, err := readLimited(pos[0], maxTRF)
	if err != nil {
		return err
	}
	file, err := trf.Read(data)
	if err != nil {
		return err
	}
	ev, err := file.NextRound()
	if err != nil {
		return err
	}
	ev.Options.ColoursFirst = order == tournament.ColoursFirst
	p, err := pairing.Swiss(ev.Entrants, ev.Options)
	if err != nil {
		if errors.Is(err, pairing.ErrNoPairing) || errors.Is(err, pairing.ErrTooFewPlayers) {
			return &i18n.KeyError{Key: "error.round.no_pairing", English: "Round {{.Round}} cannot be paired without a rematch.",
				Args: map[string]any{"Round": ev.Options.Round}}
		}
		return err
	}
	var b bytes.Buffer
	writeEnginePairing(&b, p)
	if *out == "" {
		if _, err := e.Stdout.Write(b.Bytes()); err != nil {
			return err
		}
	} else if err := savefile.Write(*out, func(w io.Writer) error { _, err := w.Write(b.Bytes()); return err }); err != nil {
		return err
	}
	if *explain {
		for _, g := range p.Games {
			c := p.Explain[[2]int64{g.Black, g.White}]
			args := map[string]any{"Table": g.Table, "First": g.Black, "Second": g.White,
				"Diff": c.ScoreDiff, "Offset": c.SeedOffset}
			line := e.t("cli.trf_pair.explain", "board {{.Table}}: {{.First}} {{.Second}}: score difference {{.Diff}}, {{.Offset}} places from the ideal opponent", args)
			if c.ColourClash {
				line += e.t("cli.trf_pair.clash", "; both due the same colour", nil)
			}
			if c.ColourForced {
				line += e.t("cli.trf_pair.forced", "; one of them gets a third colour in a row or three out of balance: every pairing of the same score quality needs such a pair", nil)
			}
			if c.SameClub {
				line += e.t("cli.trf_pair.club", "; same club", nil)
			}
			fmt.Fprintln(e.Stdout, line)
		}
		if p.Bye != 0 {
			fmt.Fprintln(e.Stdout, e.t("cli.trf_pair.bye", "bye: {{.Player}}", map[string]any{"Player": p.Bye}))
		}
		r, err := pairing.ExplainColours(ev.Entrants, ev.Options, p.Games)
		if err != nil {
			return err
		}
		for _, line := range colourLines(e, r, ev.Options.ColoursFirst) {
			fmt.Fprintln(e.Stdout, line)
		}
	}
	return nil
}

// colourLines says how many players the round gives a third colour in a
// row or a colour difference of three, and what forces them.
func colourLines(e *Env, r pairing.ColourReport, coloursFirst bool) []string {
	n := len(r.Players)
	lines := []string{e.t("explain.colour_breaks", "{{.N}} players get a third colour in a row or a colour difference of three.", map[string]any{"N": n})}
	if n == 0 {
		return lines
	}
	if r.Fewest > 0 {
		lines = append(lines, e.t("explain.colour_unavoidable", "No pairing without a rematch (nor with a pair to avoid or a second bye) gives fewer than {{.N}}: the games already played force them.", map[string]any{"N": r.Fewest}))
	}
	if !coloursFirst && r.EqualScores > r.Fewest {
		lines = append(lines, e.t("explain.colour_for_scores", "Pairing equal scores first (同分相遇) gives {{.N}}; with colours first players would float between score groups instead.", map[string]any{"N": r.EqualScores}))
	}
	if h := r.ByHand(coloursFirst); h > 0 {
		lines = append(lines, e.t("explain.colour_by_hand", "{{.N}} more than the group's rules need: the pairing was changed by hand.", map[string]any{"N": h}))
	}
	return lines
}

// writeEnginePairing writes a pairing as bbpPairings and JaVaFo do: the
// number of pairs, then one line per board, the player who moves first
// (Black here, White in chess) first; a bye as "N 0".
func writeEnginePairing(w io.Writer, p pairing.Pairing) {
	n := len(p.Games)
	if p.Bye != 0 {
		n++
	}
	fmt.Fprintln(w, n)
	for _, g := range p.Games {
		fmt.Fprintln(w, g.Black, g.White)
	}
	if p.Bye != 0 {
		fmt.Fprintln(w, p.Bye, 0)
	}
}

// readLimited reads a whole file of at most limit bytes.
func readLimited(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, &i18n.KeyError{Key: "cli.error.too_large", English: "{{.Path}} is larger than {{.Limit}} MB",
			Args: map[string]any{"Path": path, "Limit": limit >> 20}}
	}
	return data, nil
}
