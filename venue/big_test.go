package venue

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"weiqi-arbiter/arbiter"

	"weiqi-arbiter/domain/tournament"
	"weiqi-arbiter/storage"
)

// Surnames and given-name characters of the big event, common ones first
// so that many players share a surname, as at a real children's event.
var (
	surnames   = []rune("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤单")
	givenChars = []rune("伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英子轩浩然宇涵梓晨欣怡一诺思远博文嘉佳琪雨泽子墨昊天若曦")
)

// bigEvent is a children's event of players in one group: round 1 paired
// (players/2 tables) and published, half of its results in.
func bigEvent(t testing.TB, players int) (*arbiter.Arbiter, tournament.Group, []tournament.Game, []tournament.Player) {
	t.Helper()
	return bigEventOver(t, players, func(s *storage.Store) arbiter.Store { return s })
}

// bigEventOver is bigEvent with the use cases over the file as over
// returns it (a wrapper that times its units of work).
func bigEventOver(t testing.TB, players int, over func(*storage.Store) arbiter.Store) (*arbiter.Arbiter, tournament.Group, []tournament.Game, []tournament.Player) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "big.wqa")
	st := tournament.NewSettings("全国少儿围棋大赛", tournament.Rules2002)
	st.Groups = []tournament.Group{{Name: "少儿组", System: tournament.Swiss, Rounds: 7}}
	file, err := storage.Create(path, st, storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { file.Close() })
	s := arbiter.New(over(file))
	g, _ := s.Group("少儿组")
	rng := rand.New(rand.NewPCG(15, 2026))
	ps := make([]tournament.Player, players)
	for i := range ps {
		name := string(surnames[min(rng.IntN(len(surnames)), rng.IntN(len(surnames)))]) + string(givenChars[rng.IntN(len(givenChars))])
		if rng.IntN(2) == 0 {
			name += string(givenChars[rng.IntN(len(givenChars))])
		}
		ps[i] = tournament.Player{NameZh: name, GroupID: g.ID, Rank: fmt.Sprintf("%dk", 1+rng.IntN(20)), Club: "棋院" + fmt.Sprint(rng.IntN(60)), Birth: "2015"}
	}
	if err := s.ImportPlayers(ps); err != nil {
		t.Fatal(err)
	}
	ps, _ = s.Players()
	games := make([]tournament.Game, players/2)
	for i := range games {
		games[i] = tournament.Game{Table: i + 1, Black: ps[2*i].ID, White: ps[2*i+1].ID}
		if i%2 == 0 {
			games[i].Result = "B+R"
		}
	}
	if err := s.SavePairing(g, 1, games, nil); err != nil {
		t.Fatal(err)
	}
	if err := s.PublishRound(g.ID, 1); err != nil {
		t.Fatal(err)
	}
	games, _ = s.Games(g.ID, 1)
	return s, g, games, ps
}

// TestBigEventPagesStaySmall: on a 2,000-player event every page, in
// both languages, weighs at most 30 KB (long tables come a page at a time).
func TestBigEventPagesStaySmall(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 2,000-player event")
	}
	s, _, games, _ := bigEvent(t, 2000)
	for _, game := range games[len(games)/2:] {
		if game.Result == tournament.NoResult {
			s.SetResult(game.ID, "W+T")
			break
		}
	}
	s.SetReporting(true, false)
	srv, err := New(s, Options{DeskPassword: "pw"})
	if err != nil {
		t.Fatal(err)
	}
	rep, _ := s.Reporting()
	paths := []string{"/", "/find?q=王", "/find?q=w", "/find?q=zh", "/find.json?q=王", "/round/少儿组/1", "/round/少儿组/1?page=20",
		"/round/少儿组/1.json", "/report/" + tournament.SlipCode(rep.Secret, games[1].ID), "/desk"}
	for _, lang := range []string{"zh", "en"} {
		for _, p := range paths {
			rec := get(srv, p, lang)
			if rec.Code != 200 {
				t.Errorf("%s: %d", p, rec.Code)
			}
			if n := rec.Body.Len(); n > maxPage {
				t.Errorf("%s (%s): %d bytes, more than 30 KB", p, lang, n)
			}
		}
		// The projector's page holds every table of the round (its script
		// pages through them): one screen, on the desk's own link.
		if n := get(srv, "/display", lang).Body.Len(); n > maxWall {
			t.Errorf("/display (%s): %d bytes for 1,000 tables, more than %d KB", lang, n, maxWall>>10)
		}
	}
}

// maxWall bounds the projector's page of a round of 1,000 tables.
const maxWall = 128 << 10
