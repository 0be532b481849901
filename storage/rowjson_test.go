package storage

import (
	"encoding/json"
	"testing"
)

// TestRowJSON: the audit log's rows read back as encoding/json would
// have written them: the same keys and values, whatever the text holds.
func TestRowJSON(t *testing.T) {
	for _, r := range []row{
		{},
		{"id": int64(7), "name_zh": "张三", "rating": nil, "checked_in": true, "ratio": 0.25},
		{"notes": "a \"quoted\" \\ back\nslash\t\x01\x1b[31m", "bad": "\xff\xfeok", "sep": "\u2028"},
		{"n": int(-3), "big": int64(1) << 62, "list": []int{1, 2}},
	} {
		got, err := r.json()
		if err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(r)
		var a, b map[string]any
		if err := json.Unmarshal([]byte(got), &a); err != nil {
			t.Fatalf("%q: %v", got, err)
		}
		json.Unmarshal(want, &b)
		if ja, _ := json.Marshal(a); string(ja) != string(mustJSON(b)) {
			t.Errorf("%q reads back as %s, want %s", got, ja, want)
		}
		if back, err := decodeRow(got); err != nil || len(back) != len(r) {
			t.Errorf("%q: decodeRow %v %v", got, back, err)
		}
	}
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}
