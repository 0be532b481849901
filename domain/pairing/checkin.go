package pairing

import "weiqi-arbiter/domain/tournament"

// NotCheckedIn is the players of the field who would play round n but have
// not checked in (签到): pairing leaves them out of the round (marked absent
// for it) unless the arbiter pairs them anyway. A late entrant whose first
// round is after n, a player who withdrew before n and one already marked
// absent for n are not listed: they are out of the round for their own
// reason. Nor is a player who has played an earlier round (a game or a
// bye): having played shows him present, and a player added once the event
// has begun is checked in on entry, which must not make the others look
// absent in an event that does not check in.
//
// Check-in is optional: when nobody in the group has checked in at all, the
// event does not use it, and nobody is listed (everyone is paired).
func NotCheckedIn(f Field, n int) []tournament.Player {
	used := false
	for _, p := range f.Players {
		if p.CheckedIn {
			used = true
			break
		}
	}
	if !used {
		return nil
	}
	absent := map[int64]bool{}
	for _, id := range f.Absent[n] {
		absent[id] = true
	}
	played := map[int64]bool{}
	for _, g := range f.Games {
		if g.Round < n {
			played[g.Black], played[g.White] = true, true
		}
	}
	for r, ids := range f.Byes {
		if r < n {
			for _, id := range ids {
				played[id] = true
			}
		}
	}
	var out []tournament.Player
	for _, p := range f.Players {
		switch {
		case p.CheckedIn, absent[p.ID], played[p.ID], p.JoinsRound > n, p.Gone(n):
			continue
		}
		out = append(out, p)
	}
	return out
}
