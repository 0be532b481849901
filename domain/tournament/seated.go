package tournament

// Seated reports whether a game is played at a table: not when its Black
// or White player withdrew before its round (SPEC §9). Such a game was
// paired before the withdrawal and is settled by it (a forfeit win for
// the other player, or void): nobody sits at its table, so it takes no
// table number and no slip or table card.
func (g Game) Seated(black, white Player) bool {
	return !black.Gone(g.Round) && !white.Gone(g.Round)
}
