// Package portable is the program run as a portable copy, from a folder it
// carries (a USB stick): asked by a file named "portable" (or
// "portable.txt", as Notepad saves it) beside the executable, it keeps its
// settings and its default tournament file in the folder "data" beside the
// executable instead of the user's profile on the machine.
package portable

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"

	"fyne.io/fyne/v2"
)

// DataDir is the folder of a portable copy's settings, beside exe, and
// whether the copy is portable (one of the markers is beside exe).
func DataDir(exe string) (string, bool) {
	dir := filepath.Dir(exe)
	for _, m := range []string{"portable", "portable.txt"} {
		if st, err := os.Stat(filepath.Join(dir, m)); err == nil && st.Mode().IsRegular() {
			return filepath.Join(dir, "data"), true
		}
	}
	return "", false
}

// Preferences are fyne.Preferences kept in one JSON file (a portable
// copy's data\preferences.json), written again at every change through a
// temporary file, so that a stick pulled out mid-write keeps the old
// settings. Values read back from JSON keep their types by the getter that
// asks: numbers are float64 in the file.
type Preferences struct {
	path      string
	mu        sync.Mutex
	values    map[string]any
	listeners []func()
}

var _ fyne.Preferences = (*Preferences)(nil)

// Load reads the preferences kept at path; a missing file is no settings
// yet. An unreadable file is an error: the caller may start without them.
func Load(path string) (*Preferences, error) {
	p := &Preferences{path: path, values: map[string]any{}}
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return p, nil
	}
	if err != nil {
		return p, fmt.Errorf("read the settings %s: %w", path, err)
	}
	if err := json.Unmarshal(data, &p.values); err != nil {
		p.values = map[string]any{}
		return p, fmt.Errorf("read the settings %s: %w", path, err)
	}
	return p, nil
}

// set stores a value (nil removes it), writes the file and tells the
// listeners.
func (p *Preferences) set(key string, v any) {
	p.mu.Lock()
	if v == nil {
		delete(p.values, key)
	} else {
		p.values[key] = v
	}
	err := p.save()
	listeners := slices.Clone(p.listeners)
	p.mu.Unlock()
	if err != nil {
		fyne.LogError("save the portable settings", err)
	}
	for _, l := range listeners {
		l()
	}
}

// save writes the values to the file; the caller holds mu.
func (p *Preferences) save() error {
	data, err := json.MarshalIndent(p.values, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(p.path), 0o755); err != nil {
		return err
	}
	tmp := p.path + ".new"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, p.path)
}

func (p *Preferences) get(key string) (any, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	v, ok := p.values[key]
	return v, ok
}

// value is the value of key as a T, or fallback when there is none of
// that type.
func value[T any](p *Preferences, key string, fallback T) T {
	v, ok := p.get(key)
	if !ok {
		return fallback
	}
	if t, ok := convert[T](v); ok {
		return t
	}
	return fallback
}

// list is the list at key with each element a T, or fallback.
func list[T any](p *Preferences, key string, fallback []T) []T {
	v, ok := p.get(key)
	if !ok {
		return fallback
	}
	if t, ok := v.([]T); ok {
		return slices.Clone(t)
	}
	items, ok := v.([]any)
	if !ok {
		return fallback
	}
	out := make([]T, 0, len(items))
	for _, it := range items {
		t, ok := convert[T](it)
		if !ok {
			return fallback
		}
		out = append(out, t)
	}
	return out
}

// convert reads v as a T, JSON's float64 included for an int.
func convert[T any](v any) (T, bool) {
	var zero T
	if t, ok := v.(T); ok {
		return t, true
	}
	if f, ok := v.(float64); ok {
		if _, wantInt := any(zero).(int); wantInt && f == float64(int(f)) {
			return any(int(f)).(T), true
		}
	}
	return zero, false
}

func (p *Preferences) Bool(key string) bool { return value(p, key, false) }
func (p *Preferences) BoolWithFallback(key string, fallback bool) bool {
	return value(p, key, fallback)
}
func (p *Preferences) SetBool(key string, v bool) { p.set(key, v) }
func (p *Preferences) BoolList(key string) []bool { return list[bool](p, key, nil) }
func (p *Preferences) BoolListWithFallback(key string, fallback []bool) []bool {
	return list(p, key, fallback)
}
func (p *Preferences) SetBoolList(key string, v []bool) { p.set(key, slices.Clone(v)) }
func (p *Preferences) Float(key string) float64         { return value(p, key, 0.0) }
func (p *Preferences) FloatWithFallback(key string, fallback float64) float64 {
	return value(p, key, fallback)
}
func (p *Preferences) SetFloat(key string, v float64)       { p.set(key, v) }
func (p *Preferences) FloatList(key string) []float64       { return list[float64](p, key, nil) }
func (p *Preferences) SetFloatList(key string, v []float64) { p.set(key, slices.Clone(v)) }
func (p *Preferences) FloatListWithFallback(key string, fallback []float64) []float64 {
	return list(p, key, fallback)
}
func (p *Preferences) Int(key string) int { return value(p, key, 0) }
func (p *Preferences) IntWithFallback(key string, fallback int) int {
	return value(p, key, fallback)
}
func (p *Preferences) SetInt(key string, v int) { p.set(key, v) }
func (p *Preferences) IntList(key string) []int { return list[int](p, key, nil) }
func (p *Preferences) IntListWithFallback(key string, fallback []int) []int {
	return list(p, key, fallback)
}
func (p *Preferences) SetIntList(key string, v []int) { p.set(key, slices.Clone(v)) }
func (p *Preferences) String(key string) string       { return value(p, key, "") }
func (p *Preferences) StringWithFallback(key, fallback string) string {
	return value(p, key, fallback)
}
func (p *Preferences) SetString(key string, v string) { p.set(key, v) }
func (p *Preferences) StringList(key string) []string { return list[string](p, key, nil) }
func (p *Preferences) StringListWithFallback(key string, fallback []string) []string {
	return list(p, key, fallback)
}
func (p *Preferences) SetStringList(key string, v []string) { p.set(key, slices.Clone(v)) }
func (p *Preferences) RemoveValue(key string)               { p.set(key, nil) }

// AddChangeListener calls listener after every change.
func (p *Preferences) AddChangeListener(listener func()) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.listeners = append(p.listeners, listener)
}

// ChangeListeners are the listeners added.
func (p *Preferences) ChangeListeners() []func() {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Clone(p.listeners)
}
