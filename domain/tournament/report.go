package tournament

import (
	"crypto/hmac"
	"crypto/sha256"
	"strconv"
	"time"
)

// Report is a result reported from the table (by the code on the game's
// result slip) that waits for the arbiter: nothing is final until the
// arbiter accepts it, unless the event accepts reported results as they come.
type Report struct {
	ID     int64
	GameID int64
	Result Result
	At     time.Time
	Client string // who sent it, as the network saw it (an address)
	State  ReportState
}

// ReportState is where a report stands.
type ReportState string

// The states of a report.
const (
	// ReportPending waits for the arbiter.
	ReportPending ReportState = "pending"
	// ReportFlagged differs from a report of the same game made earlier:
	// it is kept and shown, and never replaces the earlier one.
	ReportFlagged ReportState = "flagged"
	// ReportAccepted was made the game's result by the arbiter.
	ReportAccepted ReportState = "accepted"
	// ReportSetAside was not taken: the arbiter accepted another report or
	// entered the result.
	ReportSetAside ReportState = "set-aside"
)

// NewReportState is the state of a new report of result r for a game whose
// reports so far are earlier: flagged when an earlier open report says
// something else, pending otherwise.
func NewReportState(earlier []Report, r Result) ReportState {
	for _, e := range earlier {
		if e.Open() && e.Result != r {
			return ReportFlagged
		}
	}
	return ReportPending
}

// Open reports whether the report still waits for the arbiter.
func (r Report) Open() bool { return r.State == ReportPending || r.State == ReportFlagged }

// Agreed is the result a game's open reports agree on: ok is false when
// the game has no open report or when two open reports differ.
func Agreed(reports []Report) (r Result, ok bool) {
	for _, rep := range reports {
		if !rep.Open() {
			continue
		}
		if ok && rep.Result != r {
			return NoResult, false
		}
		r, ok = rep.Result, true
	}
	return r, ok
}

// slipAlphabet are the characters of a slip code: digits and capitals
// without 0, 1, I and O, which a child copies wrongly.
const slipAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"

// SlipCodeLength is the number of characters of a slip code: 32¹², about
// 1.15·10¹⁸ codes (60 bits). With the 1,000 games of a round of 2,000
// players open at once, a guess finds one with odds of 1 in 1.15·10¹⁵: at
// the 1,060 lookups a second one phone could send when nothing limited it,
// once in about 34,000 years; and the venue server refuses a client's wrong
// codes after a few. The slip prints it in groups of four (SlipCodeGroups).
// (Slips printed with the six-character codes of earlier versions are
// printed again: their codes are no longer taken.)
const SlipCodeLength = 12

// SlipCode is the code printed on a game's result slip and in its QR code:
// derived from the event's secret key and the game, so that it cannot be
// guessed from the table or the round, and the same every time the slip is
// printed.
func SlipCode(secret string, gameID int64) string {
	sum := slipMAC(secret, "slip:", gameID)
	out := make([]byte, SlipCodeLength)
	for i := range out {
		out[i] = slipAlphabet[sum[i]%byte(len(slipAlphabet))]
	}
	return string(out)
}

// SlipCodeGroups writes a slip code in groups of four characters, as the
// slip prints it, for a person to copy: "ABCD-EFGH-JKLM".
func SlipCodeGroups(code string) string {
	var b []byte
	for i := 0; i < len(code); i += 4 {
		if i > 0 {
			b = append(b, '-')
		}
		b = append(b, code[i:min(len(code), i+4)]...)
	}
	return string(b)
}

// SlipCheckLength is the number of digits of a slip's check code.
const SlipCheckLength = 4

// SlipCheck is the slip's check code: a few digits printed on the paper
// slip beside its code but in neither the code nor the QR code, so that
// only someone holding the slip at the table knows them. An event that
// accepts reported results as they come asks for them with every report.
func SlipCheck(secret string, gameID int64) string {
	sum := slipMAC(secret, "check:", gameID)
	out := make([]byte, SlipCheckLength)
	for i := range out {
		out[i] = '0' + sum[i]%10
	}
	return string(out)
}

func slipMAC(secret, purpose string, gameID int64) []byte {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(purpose + strconv.FormatInt(gameID, 10)))
	return mac.Sum(nil)
}

// Reporting is how an event takes results from the tables: Secret is the
// key the slip codes are derived from (never shown); with On the codes
// accept reports; with AutoAccept a report that no other contradicts
// becomes the game's result at once.
type Reporting struct {
	Secret     string
	On         bool
	AutoAccept bool
}
