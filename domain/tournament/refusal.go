package tournament

// Refusal is a rule of the competition refusing what was asked, with the
// message the front ends show: a catalogue key and its English template.
// A refusal is about a round: its template may name the round and table
// the use case gives it ({{.Round}}, {{.Table}}, and {{.Previous}}, the
// round before), which the use case's error adds.
type Refusal struct{ text, key, english string }

// NewRefusal is a refusal: its text in the logs (Error), and its message.
func NewRefusal(text, key, english string) *Refusal { return &Refusal{text, key, english} }

func (r *Refusal) Error() string { return r.text }

// MessageKey names the refusal's message for translation.
func (r *Refusal) MessageKey() (key, english string, args map[string]any) {
	return r.key, r.english, nil
}
