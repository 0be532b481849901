// Package i18n holds the program's message catalogue in Simplified Chinese and
// English and looks messages up for the command line and the reports. The GUI
// loads the same files into fyne.io/fyne/v2/lang, so every face of the program
// says the same thing in the same words.
package i18n

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"strings"
	"sync"
	"text/template"

	"github.com/jeandeaual/go-locale"
)

// FS holds the catalogue as translations/<lang>.json, flat maps from message
// key to text; a text may use Go template fields such as {{.Path}}.
//
//go:embed translations/*.json
var FS embed.FS

// Lang is a language of the user interface.
type Lang string

// The languages the program speaks.
const (
	Chinese Lang = "zh"
	English Lang = "en"
)

// Parse reads a language name ("zh", "zh-CN", "zh_Hans", "en", "en-GB" …); it
// returns "" for anything else.
func Parse(s string) Lang {
	s = strings.ToLower(strings.TrimSpace(s))
	switch {
	case strings.HasPrefix(s, "zh"):
		return Chinese
	case strings.HasPrefix(s, "en"):
		return English
	}
	return ""
}

// Detect returns the language of the system's locale: Chinese for any zh
// locale, English otherwise.
func Detect() Lang {
	all, err := locale.GetLocales()
	if err != nil {
		return English
	}
	for _, l := range all {
		if p := Parse(l); p != "" {
			return p
		}
	}
	return English
}

// Catalog is the loaded message catalogue of one language.
type Catalog struct {
	lang     Lang
	messages func() map[string]string
	parsed   sync.Map // message text → its parsed *template.Template
}

// Load reads the catalogue of lang; an unknown language loads English.
func Load(lang Lang) (*Catalog, error) {
	if lang != Chinese {
		lang = English
	}
	m, err := parse(lang)
	if err != nil {
		return nil, err
	}
	return &Catalog{lang: lang, messages: func() map[string]string { return m }}, nil
}

// parse reads the embedded catalogue of lang.
func parse(lang Lang) (map[string]string, error) {
	data, err := FS.ReadFile("translations/" + string(lang) + ".json")
	if err != nil {
		return nil, fmt.Errorf("load %s messages: %w", lang, err)
	}
	var m map[string]string
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("load %s messages: %w", lang, err)
	}
	return m, nil
}

// MustLoad is Load for the embedded catalogue, which the tests prove sound.
// The catalogue is read at its first lookup, so that a command that prints
// no message (version, a result entered) does not spend its start on it.
func MustLoad(lang Lang) *Catalog {
	if lang != Chinese {
		lang = English
	}
	return &Catalog{lang: lang, messages: sync.OnceValue(func() map[string]string {
		m, err := parse(lang)
		if err != nil {
			panic(err)
		}
		return m
	})}
}

// Lang is the catalogue's language.
func (c *Catalog) Lang() Lang { return c.lang }

// Keys lists every message key of the catalogue.
func (c *Catalog) Keys() []string {
	m := c.messages()
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	return keys
}

// T returns the message for key filled with args, or fallback filled with
// args when the catalogue lacks the key.
func (c *Catalog) T(key, fallback string, args map[string]any) string {
	text, ok := c.messages()[key]
	if !ok {
		text = fallback
	}
	if !strings.Contains(text, "{{") {
		return text
	}
	// Pages served to a hall fill the same few messages over and over:
	// each text is parsed once.
	if v, ok := c.parsed.Load(text); ok {
		return execute(v.(*template.Template), text, args)
	}
	t, err := parseMessage(text)
	if err != nil {
		return text
	}
	c.parsed.Store(text, t)
	return execute(t, text, args)
}

// Fill executes a message text as a Go template over args.
func Fill(text string, args map[string]any) string {
	if !strings.Contains(text, "{{") {
		return text
	}
	t, err := parseMessage(text)
	if err != nil {
		return text
	}
	return execute(t, text, args)
}

// parseMessage parses a message text as a template; a field it is not
// given reads as empty.
func parseMessage(text string) (*template.Template, error) {
	return template.New("").Option("missingkey=zero").Parse(text)
}

// execute fills the template of text with args, or gives text back as it
// is when that fails.
func execute(t *template.Template, text string, args map[string]any) string {
	var b strings.Builder
	if err := t.Execute(&b, args); err != nil {
		return text
	}
	return b.String()
}

// Message is implemented by errors and problems that name their text in the
// catalogue: a key, its English text (a template) and the template's fields.
// It is an alias of an unnamed interface so that the domain can implement it
// (and return lists of it) without importing this package.
type Message = interface {
	MessageKey() (key, english string, args map[string]any)
}

// KeyError is an error whose text is a catalogue message: Error gives the
// English filled with Args, and Error(t, err) the user's language.
type KeyError struct {
	Key, English string
	Args         map[string]any
}

func (e *KeyError) Error() string { return Fill(e.English, e.Args) }

// MessageKey names the error's message for translation.
func (e *KeyError) MessageKey() (key, english string, args map[string]any) {
	return e.Key, e.English, e.Args
}

// Translator is a lookup such as Catalog.T or the GUI's lang.X wrapper.
type Translator func(key, fallback string, args map[string]any) string

// Translate is a message in the words of t. A field of the message that is
// itself a Message (the name of an action, say) is translated too.
func Translate(t Translator, m Message) string {
	k, e, a := m.MessageKey()
	var filled map[string]any
	for name, v := range a {
		inner, ok := v.(Message)
		if !ok {
			continue
		}
		if filled == nil {
			filled = maps.Clone(a)
		}
		filled[name] = Translate(t, inner)
	}
	if filled != nil {
		a = filled
	}
	return t(k, e, a)
}

// Error turns err into text for the user: every Message found in the chain
// (or in a joined list of problems) is translated, and so is a file the
// system could not open (fs.PathError); anything else is shown as it is,
// after a translated "Error:" prefix is left to the caller.
func Error(t Translator, err error) string {
	if err == nil {
		return ""
	}
	var list interface{ Messages() []Message }
	if errors.As(err, &list) {
		var parts []string
		for _, m := range list.Messages() {
			parts = append(parts, Translate(t, m))
		}
		return strings.Join(parts, "\n")
	}
	var m Message
	if errors.As(err, &m) {
		return Translate(t, m)
	}
	// A file the system could not open or read, named in the user's
	// language (the system's own words are English).
	var pe *fs.PathError
	if errors.As(err, &pe) {
		args := map[string]any{"Path": pe.Path, "Cause": pe.Err.Error()}
		switch {
		case errors.Is(pe.Err, fs.ErrNotExist):
			return t("error.file.not_found", "{{.Path}} does not exist.", args)
		case errors.Is(pe.Err, fs.ErrPermission):
			return t("error.file.permission", "{{.Path}} may not be opened: permission denied.", args)
		}
		return t("error.file.unreadable", "{{.Path}} cannot be read ({{.Cause}}).", args)
	}
	return err.Error()
}
