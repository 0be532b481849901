package tournament

// ResultChange is a result to enter for a game, with the result the game
// must still have for it to be entered (NoResult: none yet). A list of
// results checked at the desk is entered as such changes, so that a result
// someone else entered meanwhile is not overwritten unseen.
type ResultChange struct {
	GameID   int64
	From, To Result
}
