package venue

import (
	"fmt"
	"hash/fnv"
	"io"
	"strconv"
	"strings"
)

// A page is told of a change only when what it shows changed: each page
// names its topics (the event and its groups; one round's pairings; one
// group's standings; where one player sits) and each reading of the
// tournament hashes every topic's content. A result entered at table 12
// reaches the pages of round 1's pairings and the two players' find pages,
// not the other phones in the hall.
const (
	topicEvent = "event" // the event, its groups and their published rounds (every page's frame)
)

func topicRound(groupID int64, n int) string {
	return "round/" + strconv.FormatInt(groupID, 10) + "/" + strconv.Itoa(n)
}
func topicStandings(groupID int64) string { return "standings/" + strconv.FormatInt(groupID, 10) }
func topicSeat(playerID int64) string     { return "seat/" + strconv.FormatInt(playerID, 10) }

// maxTopics bounds the topics one page follows (a find page names the
// players it lists, maxFound at most).
const maxTopics = maxFound + 4

// hashTopics works out the hash of every topic of the reading.
func (s *snapshot) hashTopics() {
	s.topics = map[string]string{}
	sum := func(write func(w io.Writer)) string {
		h := fnv.New64a()
		write(h)
		return strconv.FormatUint(h.Sum64(), 36)
	}
	s.topics[topicEvent] = sum(func(w io.Writer) {
		st := s.settings
		fmt.Fprintln(w, st.Name, st.Venue, st.Start, st.End)
		for _, g := range s.groups {
			fmt.Fprintln(w, g.g.ID, g.g.Name, g.g.Rounds, g.g.TeamEvent, g.published, g.teams)
		}
	})
	who := func(w io.Writer, id int64) {
		p := s.players[id]
		fmt.Fprint(w, id, s.number[id], p.NameZh, p.NameLatin, p.Rank, p.Club, ";")
	}
	for _, g := range s.groups {
		for _, n := range g.published {
			s.topics[topicRound(g.g.ID, n)] = sum(func(w io.Writer) {
				for _, game := range g.rounds[n] {
					fmt.Fprint(w, game, s.games[game.ID].board)
					who(w, game.Black)
					who(w, game.White)
				}
				for _, b := range g.field.Byes[n] {
					who(w, b)
				}
				for _, m := range g.matches {
					if m.Round == n {
						fmt.Fprint(w, m)
					}
				}
			})
		}
		s.topics[topicStandings(g.g.ID)] = sum(func(w io.Writer) {
			fmt.Fprint(w, g.asOf, g.rows, g.teamRows)
			for _, game := range g.field.Games {
				if game.Round <= g.asOf {
					fmt.Fprint(w, game)
				}
			}
			for _, p := range g.field.Players {
				who(w, p.ID)
			}
		})
		var current map[int64]string // a player's game in the current round, written out
		if g.current > 0 {
			current = map[int64]string{}
			for _, game := range g.rounds[g.current] {
				var b strings.Builder
				fmt.Fprint(&b, game, s.games[game.ID].board)
				who(&b, game.Black)
				who(&b, game.White)
				current[game.Black], current[game.White] = b.String(), b.String()
			}
		}
		for _, p := range g.field.Players {
			s.topics[topicSeat(p.ID)] = sum(func(w io.Writer) {
				who(w, p.ID)
				fmt.Fprint(w, g.g.Name, g.current, current[p.ID])
				for _, b := range g.field.Byes[g.current] {
					if b == p.ID {
						fmt.Fprint(w, "bye")
					}
				}
			})
		}
	}
}

// liveHash is what a page following topics shows, as one hash: it changes
// when one of them does. No topics: the page follows everything (the
// desk), and its hash is the tournament's version.
func (s *snapshot) liveHash(topics []string) string {
	if len(topics) == 0 {
		return s.version
	}
	h := fnv.New64a()
	for _, t := range topics {
		io.WriteString(h, t+"="+s.topics[t]+"\x00")
	}
	return strconv.FormatUint(h.Sum64(), 36)
}

// parseTopics reads the topics a page names (space-separated), at most
// maxTopics of them; nil for none.
func parseTopics(text string) []string {
	f := strings.Fields(text)
	if len(f) > maxTopics {
		f = f[:maxTopics]
	}
	return f
}
