package portable

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestDataDir: a copy is portable when "portable" or "portable.txt" (a
// file, not a folder) is beside the executable; its data folder is beside
// the executable too.
func TestDataDir(t *testing.T) {
	tests := []struct {
		name     string
		marker   string // created beside the executable, "" none
		folder   bool   // the marker is a folder
		portable bool
	}{
		{"no marker", "", false, false},
		{"portable", "portable", false, true},
		{"portable.txt, as Notepad saves it", "portable.txt", false, true},
		{"a folder named portable", "portable", true, false},
		{"another name", "portable.ini", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "U盘 赛事")
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			exe := filepath.Join(dir, "weiqi-arbiter.exe")
			switch {
			case tt.marker != "" && tt.folder:
				os.Mkdir(filepath.Join(dir, tt.marker), 0o755)
			case tt.marker != "":
				os.WriteFile(filepath.Join(dir, tt.marker), nil, 0o644)
			}
			got, ok := DataDir(exe)
			if ok != tt.portable {
				t.Fatalf("portable = %v; want %v", ok, tt.portable)
			}
			if ok && got != filepath.Join(dir, "data") {
				t.Errorf("data folder %q", got)
			}
		})
	}
}

// TestPreferencesKept: every kind of value set is read back the same after
// the settings are loaded again from their file, as on the next start.
func TestPreferencesKept(t *testing.T) {
	path := filepath.Join(t.TempDir(), "data", "preferences.json")
	p, err := Load(path)
	if err != nil {
		t.Fatalf("Load of no file: %v", err)
	}
	changes := 0
	p.AddChangeListener(func() { changes++ })
	p.SetString("language", "zh")
	p.SetStringList("recent_files", []string{`E:\比赛\市少儿赛.wqa`, `D:\b.wqa`})
	p.SetBool("b", true)
	p.SetInt("paper", 3)
	p.SetFloat("f", 2.5)
	p.SetIntList("il", []int{1, 2})
	p.SetBoolList("bl", []bool{true, false})
	p.SetFloatList("fl", []float64{0.5})
	p.SetString("gone", "x")
	p.RemoveValue("gone")
	if changes != 10 {
		t.Errorf("%d changes told; want 10", changes)
	}
	q, err := Load(path)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if q.String("language") != "zh" || !slices.Equal(q.StringList("recent_files"), []string{`E:\比赛\市少儿赛.wqa`, `D:\b.wqa`}) ||
		!q.Bool("b") || q.Int("paper") != 3 || q.Float("f") != 2.5 || !slices.Equal(q.IntList("il"), []int{1, 2}) ||
		!slices.Equal(q.BoolList("bl"), []bool{true, false}) || !slices.Equal(q.FloatList("fl"), []float64{0.5}) {
		t.Errorf("read back: %v", q.values)
	}
	if q.StringWithFallback("gone", "none") != "none" || q.IntWithFallback("language", 7) != 7 || q.StringList("paper") != nil {
		t.Error("a removed value, or one of another type, did not give the fallback")
	}
	if _, err := os.Stat(path + ".new"); !os.IsNotExist(err) {
		t.Error("the temporary file was left behind")
	}
}

// TestPreferencesDamaged: a settings file that is not JSON is an error,
// and the program starts with no settings rather than half of them.
func TestPreferencesDamaged(t *testing.T) {
	path := filepath.Join(t.TempDir(), "preferences.json")
	os.WriteFile(path, []byte(`{"language": "zh", `), 0o644)
	p, err := Load(path)
	if err == nil {
		t.Fatal("a damaged file was read")
	}
	if p.String("language") != "" {
		t.Error("half the damaged settings were kept")
	}
}
