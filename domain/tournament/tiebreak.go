package tournament

// KnownTiebreaks lists every tiebreak the standings can compute, in the
// order a list to choose from shows them: the Chinese rules' own first
// (SPEC §8), then the usual Go ones, lots last.
func KnownTiebreaks() []Tiebreak {
	return []Tiebreak{SOS, CUSS, SB, Total, SOSOS, SODOS, MMS, Wins, Direct, Warnings, Rating, Lots}
}
