package tournament

// Shown is a tiebreak's value as the standings show it: for Warnings the
// number of warnings (the value ranks by its negation, so that fewer
// warnings rank higher), for every other tiebreak the value itself.
func (t Tiebreak) Shown(v Frac) Frac {
	if t == Warnings {
		return F(0).Sub(v)
	}
	return v
}
