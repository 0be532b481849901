package i18n

import (
	"encoding/binary"
	"fmt"
	"slices"
	"sort"

	"golang.org/x/image/font/sfnt"
)

// The window draws every text in one font (a Fyne theme has one font per
// style, and Fyne falls back only to the fonts installed on the machine):
// so that 𠮷 shows there as it prints, FontCovering gives the main font
// with the glyphs of the rare characters it lacks copied in from the
// fallbacks. One TrueType font holds at most 65,535 glyphs, too few for
// the main font and every fallback at once; the characters of the names
// of a tournament are a few.

// FontCovering is the main font with, added from the fallback fonts, the
// glyphs of the characters of texts it lacks (the main font itself when it
// lacks none), and the characters that no bundled font has.
func FontCovering(texts ...string) ([]byte, []rune, error) {
	need, none, err := fallbackGlyphs(texts...)
	if err != nil {
		return nil, nil, err
	}
	if len(need) == 0 {
		return wqyMicroHei, none, nil
	}
	fb, err := FallbackFonts()
	if err != nil {
		return nil, nil, err
	}
	font, err := mergeGlyphs(wqyMicroHei, need, fb)
	return font, none, err
}

// ttf is a TrueType font's tables by tag.
type ttf map[string][]byte

func parseTTF(b []byte) (ttf, error) {
	if len(b) < 12 {
		return nil, fmt.Errorf("font too short")
	}
	n := int(binary.BigEndian.Uint16(b[4:]))
	t := ttf{}
	for i := range n {
		if 12+16*i+16 > len(b) {
			return nil, fmt.Errorf("font's table directory cut short")
		}
		rec := b[12+16*i:]
		off, size := int(binary.BigEndian.Uint32(rec[8:])), int(binary.BigEndian.Uint32(rec[12:]))
		if off+size > len(b) {
			return nil, fmt.Errorf("font's table %q out of the file", rec[:4])
		}
		t[string(rec[:4])] = b[off : off+size]
	}
	for _, need := range []string{"head", "hhea", "maxp", "hmtx", "loca", "glyf", "cmap"} {
		if t[need] == nil {
			return nil, fmt.Errorf("font has no %s table", need)
		}
	}
	return t, nil
}

func u16(b []byte, at int) int { return int(binary.BigEndian.Uint16(b[at:])) }
func i16(b []byte, at int) int { return int(int16(binary.BigEndian.Uint16(b[at:]))) }

func (t ttf) upem() int      { return u16(t["head"], 18) }
func (t ttf) numGlyphs() int { return u16(t["maxp"], 4) }

// glyph is glyph g's outline data.
func (t ttf) glyph(g int) []byte {
	loca, long := t["loca"], i16(t["head"], 50) == 1
	var from, to int
	if long {
		from, to = int(binary.BigEndian.Uint32(loca[4*g:])), int(binary.BigEndian.Uint32(loca[4*g+4:]))
	} else {
		from, to = 2*u16(loca, 2*g), 2*u16(loca, 2*g+2)
	}
	return t["glyf"][from:to]
}

// metric is glyph g's advance width and left side bearing.
func (t ttf) metric(g int) (int, int) {
	hm, n := t["hmtx"], u16(t["hhea"], 34)
	if g < n {
		return u16(hm, 4*g), i16(hm, 4*g+2)
	}
	return u16(hm, 4*(n-1)), i16(hm, 4*n+2*(g-n))
}

// cmap12 reads the font's (3, 10) format 12 character map: every
// character with its glyph.
func (t ttf) cmap12() (map[rune]int, error) {
	c := t["cmap"]
	for i := range u16(c, 2) {
		rec := c[4+8*i:]
		if u16(rec, 0) != 3 || u16(rec, 2) != 10 {
			continue
		}
		sub := c[binary.BigEndian.Uint32(rec[4:]):]
		if u16(sub, 0) != 12 {
			break
		}
		out := map[rune]int{}
		for g := range int(binary.BigEndian.Uint32(sub[12:])) {
			grp := sub[16+12*g:]
			start, end, gid := binary.BigEndian.Uint32(grp), binary.BigEndian.Uint32(grp[4:]), binary.BigEndian.Uint32(grp[8:])
			for r := start; r <= end; r++ {
				out[rune(r)] = int(gid + r - start)
			}
		}
		return out, nil
	}
	return nil, fmt.Errorf("font has no full Unicode character map")
}

// scaleGlyph returns a simple glyph's outline scaled by num/den, without
// its hinting instructions.
func scaleGlyph(g []byte, num, den int) ([]byte, error) {
	if len(g) == 0 {
		return nil, nil
	}
	contours := i16(g, 0)
	if contours < 0 {
		return nil, fmt.Errorf("composite glyph")
	}
	s := func(v int) int { return (v*num + den/2*sign(v)) / den }
	ends := g[10 : 10+2*contours]
	points := 0
	if contours > 0 {
		points = u16(ends, 2*(contours-1)) + 1
	}
	p := 10 + 2*contours
	p += 2 + u16(g, p) // the instructions
	flags := make([]byte, 0, points)
	for len(flags) < points {
		f := g[p]
		p++
		flags = append(flags, f)
		if f&8 != 0 {
			for range int(g[p]) {
				flags = append(flags, f)
			}
			p++
		}
	}
	read := func(short, same byte) []int {
		out := make([]int, points)
		v := 0
		for i, f := range flags {
			switch {
			case f&short != 0:
				d := int(g[p])
				p++
				if f&same == 0 {
					d = -d
				}
				v += d
			case f&same == 0:
				v += i16(g, p)
				p += 2
			}
			out[i] = v
		}
		return out
	}
	xs, ys := read(2, 16), read(4, 32)
	out := binary.BigEndian.AppendUint16(nil, uint16(contours))
	for _, at := range []int{2, 4, 6, 8} {
		out = binary.BigEndian.AppendUint16(out, uint16(s(i16(g, at))))
	}
	out = append(out, ends...)
	out = append(out, 0, 0) // no instructions
	for _, f := range flags {
		out = append(out, f&1) // on the curve or not; every coordinate a word
	}
	for _, vs := range [][]int{xs, ys} {
		prev := 0
		for _, v := range vs {
			out = binary.BigEndian.AppendUint16(out, uint16(s(v)-prev))
			prev = s(v)
		}
	}
	return out, nil
}

func sign(v int) int {
	if v < 0 {
		return -1
	}
	return 1
}

// mergeGlyphs writes main with the glyphs of need copied in from the
// first fallback that has each, scaled to main's units.
func mergeGlyphs(mainFont []byte, need []rune, fallbacks []FallbackFont) ([]byte, error) {
	m, err := parseTTF(mainFont)
	if err != nil {
		return nil, fmt.Errorf("read the bundled font: %w", err)
	}
	cmap, err := m.cmap12()
	if err != nil {
		return nil, fmt.Errorf("read the bundled font: %w", err)
	}
	n := m.numGlyphs()
	glyphs := make([][]byte, 0, n+len(need))
	type metric struct{ adv, lsb int }
	metrics := make([]metric, 0, n+len(need))
	for g := range n {
		glyphs = append(glyphs, m.glyph(g))
		a, l := m.metric(g)
		metrics = append(metrics, metric{a, l})
	}
	var buf sfnt.Buffer
	for _, r := range need {
		for _, f := range fallbacks {
			gi, err := f.font.GlyphIndex(&buf, r)
			if err != nil || gi == 0 {
				continue
			}
			t, err := parseTTF(f.Data)
			if err != nil {
				return nil, fmt.Errorf("read the font %s: %w", f.Name, err)
			}
			g, err := scaleGlyph(t.glyph(int(gi)), m.upem(), t.upem())
			if err != nil {
				return nil, fmt.Errorf("read the font %s, %q: %w", f.Name, r, err)
			}
			a, l := t.metric(int(gi))
			cmap[r] = len(glyphs)
			glyphs = append(glyphs, g)
			metrics = append(metrics, metric{a * m.upem() / t.upem(), l * m.upem() / t.upem()})
			break
		}
	}
	if len(glyphs) > 0xFFFF {
		return nil, fmt.Errorf("too many glyphs for one font: %d", len(glyphs))
	}
	out := ttf{}
	for tag, b := range m {
		switch tag {
		case "vhea", "vmtx", "hdmx", "LTSH", "VDMX", "DSIG":
			// they hold a line per glyph: left out rather than wrong
		default:
			out[tag] = b
		}
	}
	var glyf, loca, hmtx []byte
	maxPoints, maxContours, maxAdv := u16(m["maxp"], 6), u16(m["maxp"], 8), 0
	for i, g := range glyphs {
		loca = binary.BigEndian.AppendUint32(loca, uint32(len(glyf)))
		glyf = append(glyf, g...)
		for len(glyf)%4 != 0 {
			glyf = append(glyf, 0)
		}
		hmtx = binary.BigEndian.AppendUint16(hmtx, uint16(metrics[i].adv))
		hmtx = binary.BigEndian.AppendUint16(hmtx, uint16(int16(metrics[i].lsb)))
		maxAdv = max(maxAdv, metrics[i].adv)
		if c := 0; i >= n && len(g) > 0 && i16(g, 0) > 0 {
			c = i16(g, 0)
			maxContours = max(maxContours, c)
			maxPoints = max(maxPoints, u16(g, 10+2*(c-1))+1)
		}
	}
	loca = binary.BigEndian.AppendUint32(loca, uint32(len(glyf)))
	out["glyf"], out["loca"], out["hmtx"] = glyf, loca, hmtx
	head := slices.Clone(m["head"])
	binary.BigEndian.PutUint32(head[8:], 0)  // checkSumAdjustment, not used by readers
	binary.BigEndian.PutUint16(head[50:], 1) // long offsets in loca
	out["head"] = head
	hhea := slices.Clone(m["hhea"])
	binary.BigEndian.PutUint16(hhea[10:], uint16(maxAdv))
	binary.BigEndian.PutUint16(hhea[34:], uint16(len(glyphs)))
	out["hhea"] = hhea
	maxp := slices.Clone(m["maxp"])
	binary.BigEndian.PutUint16(maxp[4:], uint16(len(glyphs)))
	if len(maxp) >= 10 {
		binary.BigEndian.PutUint16(maxp[6:], uint16(maxPoints))
		binary.BigEndian.PutUint16(maxp[8:], uint16(maxContours))
	}
	out["maxp"] = maxp
	if post := m["post"]; len(post) >= 32 {
		p := slices.Clone(post[:32])
		binary.BigEndian.PutUint32(p, 0x00030000) // no glyph names
		out["post"] = p
	}
	out["cmap"] = cmapOf(cmap)
	return out.bytes(), nil
}

// cmapOf writes a character map of one (3, 10) format 12 table.
func cmapOf(m map[rune]int) []byte {
	runes := make([]rune, 0, len(m))
	for r := range m {
		runes = append(runes, r)
	}
	slices.Sort(runes)
	type group struct {
		start, end rune
		gid        int
	}
	var groups []group
	for _, r := range runes {
		if k := len(groups) - 1; k >= 0 && groups[k].end+1 == r && groups[k].gid+int(r-groups[k].start) == m[r] {
			groups[k].end = r
			continue
		}
		groups = append(groups, group{r, r, m[r]})
	}
	b := binary.BigEndian.AppendUint16(nil, 0) // version
	b = binary.BigEndian.AppendUint16(b, 1)
	b = binary.BigEndian.AppendUint16(b, 3)
	b = binary.BigEndian.AppendUint16(b, 10)
	b = binary.BigEndian.AppendUint32(b, 12)
	b = binary.BigEndian.AppendUint16(b, 12)
	b = binary.BigEndian.AppendUint16(b, 0)
	b = binary.BigEndian.AppendUint32(b, uint32(16+12*len(groups)))
	b = binary.BigEndian.AppendUint32(b, 0)
	b = binary.BigEndian.AppendUint32(b, uint32(len(groups)))
	for _, g := range groups {
		b = binary.BigEndian.AppendUint32(b, uint32(g.start))
		b = binary.BigEndian.AppendUint32(b, uint32(g.end))
		b = binary.BigEndian.AppendUint32(b, uint32(g.gid))
	}
	return b
}

// bytes writes the font: its table directory, then the tables, each
// 4-byte aligned with its checksum.
func (t ttf) bytes() []byte {
	tags := make([]string, 0, len(t))
	for tag := range t {
		tags = append(tags, tag)
	}
	sort.Strings(tags)
	n := len(tags)
	pow := 1
	for pow*2 <= n {
		pow *= 2
	}
	entry := 0
	for 1<<(entry+1) <= pow {
		entry++
	}
	b := binary.BigEndian.AppendUint32(nil, 0x00010000)
	b = binary.BigEndian.AppendUint16(b, uint16(n))
	b = binary.BigEndian.AppendUint16(b, uint16(pow*16))
	b = binary.BigEndian.AppendUint16(b, uint16(entry))
	b = binary.BigEndian.AppendUint16(b, uint16(n*16-pow*16))
	off := 12 + 16*n
	var body []byte
	for _, tag := range tags {
		data := t[tag]
		sum := uint32(0)
		for i := 0; i < len(data); i += 4 {
			var w [4]byte
			copy(w[:], data[i:])
			sum += binary.BigEndian.Uint32(w[:])
		}
		b = append(b, tag...)
		b = binary.BigEndian.AppendUint32(b, sum)
		b = binary.BigEndian.AppendUint32(b, uint32(off+len(body)))
		b = binary.BigEndian.AppendUint32(b, uint32(len(data)))
		body = append(body, data...)
		for len(body)%4 != 0 {
			body = append(body, 0)
		}
	}
	return append(b, body...)
}
