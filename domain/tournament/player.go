package tournament

// Player is one registered player of a tournament. Either name may be empty,
// but not both.
type Player struct {
	ID        int64
	GroupID   int64 // 0 when not yet in a group
	NameZh    string
	NameLatin string
	Gender    string
	Birth     string // YYYY or YYYY-MM-DD
	Club      string
	Region    string
	Rank      string // 9p, 5d, 3k
	Rating    int    // 0 when unknown
	Licence   string
	Notes     string
	CheckedIn bool
}

// Name is the name to show: the Chinese name if there is one, else the Latin one.
func (p Player) Name() string {
	if p.NameZh != "" {
		return p.NameZh
	}
	return p.NameLatin
}

// Game is one pairing of a round: who sits at which table with which colour,
// and its result once it is known.
type Game struct {
	ID       int64
	Round    int
	Table    int
	Black    int64
	White    int64
	Handicap int
	Result   Result // "" while the game has no result
}
