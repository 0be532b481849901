package storage

import (
	"maps"
	"slices"
	"sync"

	"weiqi-arbiter/domain/pairing"
)

// readCache keeps the last group read whole (Field: every player, game,
// bye and absence) until the next write: the screens read it for every
// view, and with 2,000 players reading it takes tens of milliseconds.
type readCache struct {
	mu sync.Mutex
	// generation counts the writes (actions, undo, redo) since Open.
	generation uint64
	field      *cachedField
}

type cachedField struct {
	group      int64
	generation uint64
	f          pairing.Field
}

// changed marks every cached read stale; every write calls it first.
func (c *readCache) changed() {
	c.mu.Lock()
	c.generation++
	c.field = nil
	c.mu.Unlock()
}

// getField returns a copy of the cached field of a group, if fresh.
func (c *readCache) getField(group int64) (pairing.Field, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.field == nil || c.field.group != group || c.field.generation != c.generation {
		return pairing.Field{}, false
	}
	return cloneField(c.field.f), true
}

// putField keeps a copy of the field read at generation gen, unless a
// write came in between.
func (c *readCache) putField(group int64, gen uint64, f pairing.Field) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen == c.generation {
		c.field = &cachedField{group: group, generation: gen, f: cloneField(f)}
	}
}

// now is the current generation.
func (c *readCache) now() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.generation
}

// cloneField copies what a caller of Field may change: the slices of
// players and games and the maps of byes and absences.
func cloneField(f pairing.Field) pairing.Field {
	f.Players = slices.Clone(f.Players)
	f.Games = slices.Clone(f.Games)
	f.Byes = cloneRounds(f.Byes)
	f.Absent = cloneRounds(f.Absent)
	return f
}

func cloneRounds(m map[int][]int64) map[int][]int64 {
	if m == nil {
		return nil
	}
	out := maps.Clone(m)
	for k, v := range out {
		out[k] = slices.Clone(v)
	}
	return out
}
