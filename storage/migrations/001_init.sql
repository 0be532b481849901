-- Weiqi Arbiter tournament file, schema version 1.
-- One file holds one tournament. Every table has an integer id so that the
-- audit log can name any row; no audited table holds BLOBs.

PRAGMA application_id = 1464942897;

-- The tournament itself: exactly one row, id 1.
CREATE TABLE tournament (
    id            INTEGER PRIMARY KEY CHECK (id = 1),
    name          TEXT    NOT NULL,
    start_date    TEXT    NOT NULL DEFAULT '',   -- YYYY-MM-DD or ''
    end_date      TEXT    NOT NULL DEFAULT '',
    venue         TEXT    NOT NULL DEFAULT '',
    organiser     TEXT    NOT NULL DEFAULT '',
    chief_arbiter TEXT    NOT NULL DEFAULT '',
    rules         TEXT    NOT NULL DEFAULT '2002' CHECK (rules IN ('2002', '1988')),
    komi_quarters INTEGER NOT NULL DEFAULT 15,   -- komi in quarter stones: 15 = 3¾ 子
    points_win    INTEGER NOT NULL DEFAULT 2,
    points_draw   INTEGER NOT NULL DEFAULT 1,
    points_loss   INTEGER NOT NULL DEFAULT 0,
    created_at    TEXT    NOT NULL
);

-- Groups (组别): each with its own system, rounds and standings.
CREATE TABLE groups (
    id         INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL UNIQUE,
    sort_order INTEGER NOT NULL DEFAULT 0,
    system     TEXT    NOT NULL DEFAULT 'swiss',
    rounds     INTEGER NOT NULL DEFAULT 0,
    settings   TEXT    NOT NULL DEFAULT '{}'     -- system-specific settings as JSON (tiebreak order, McMahon bar …)
);

CREATE TABLE players (
    id           INTEGER PRIMARY KEY,
    group_id     INTEGER REFERENCES groups(id),
    name_zh      TEXT    NOT NULL DEFAULT '',
    name_latin   TEXT    NOT NULL DEFAULT '',
    gender       TEXT    NOT NULL DEFAULT '',
    birth        TEXT    NOT NULL DEFAULT '',    -- YYYY or YYYY-MM-DD
    club         TEXT    NOT NULL DEFAULT '',
    region       TEXT    NOT NULL DEFAULT '',
    rank         TEXT    NOT NULL DEFAULT '',    -- 9p, 5d, 3k
    rating       INTEGER,
    licence      TEXT    NOT NULL DEFAULT '',
    notes        TEXT    NOT NULL DEFAULT '',
    checked_in   INTEGER NOT NULL DEFAULT 0,
    joins_round  INTEGER NOT NULL DEFAULT 1,     -- late entry: first round played
    withdrawn_after INTEGER,                     -- withdrawal after this round (0 = before the start)
    created_at   TEXT    NOT NULL
);
CREATE INDEX players_group ON players(group_id);

CREATE TABLE teams (
    id       INTEGER PRIMARY KEY,
    group_id INTEGER REFERENCES groups(id),
    name     TEXT    NOT NULL,
    club     TEXT    NOT NULL DEFAULT '',
    captain  TEXT    NOT NULL DEFAULT '',
    coach    TEXT    NOT NULL DEFAULT '',
    withdrawn_after INTEGER
);

-- Team members in declared board order; reserves have reserve = 1.
CREATE TABLE team_members (
    id          INTEGER PRIMARY KEY,
    team_id     INTEGER NOT NULL REFERENCES teams(id),
    player_id   INTEGER NOT NULL REFERENCES players(id),
    board_order INTEGER NOT NULL,
    reserve     INTEGER NOT NULL DEFAULT 0,
    UNIQUE (team_id, player_id)
);

CREATE TABLE rounds (
    id        INTEGER PRIMARY KEY,
    group_id  INTEGER NOT NULL REFERENCES groups(id),
    number    INTEGER NOT NULL,
    status    TEXT    NOT NULL DEFAULT 'unpaired', -- unpaired, paired, published, finished
    draw_seed TEXT    NOT NULL DEFAULT '',          -- the recorded seed of a draw by lot
    paired_at TEXT,
    UNIQUE (group_id, number)
);

-- Team matches of a round (one per pair of teams); games point to them.
CREATE TABLE team_matches (
    id       INTEGER PRIMARY KEY,
    round_id INTEGER NOT NULL REFERENCES rounds(id),
    table_no INTEGER NOT NULL,
    team_a   INTEGER NOT NULL REFERENCES teams(id),
    team_b   INTEGER REFERENCES teams(id)
);

CREATE TABLE games (
    id             INTEGER PRIMARY KEY,
    round_id       INTEGER NOT NULL REFERENCES rounds(id),
    table_no       INTEGER NOT NULL,
    black_id       INTEGER NOT NULL REFERENCES players(id),
    white_id       INTEGER NOT NULL REFERENCES players(id),
    handicap       INTEGER NOT NULL DEFAULT 0,
    komi_quarters  INTEGER NOT NULL DEFAULT 15,
    result         TEXT,                        -- SGF style: B+R, W+T, B+1.5, 0, B+F, W+F, BL, void; NULL = none yet
    ended_by       TEXT    NOT NULL DEFAULT '', -- resignation, time, count, forfeit, ruling
    margin_quarters INTEGER,                    -- margin in quarter stones when counted
    black_warnings INTEGER NOT NULL DEFAULT 0,
    white_warnings INTEGER NOT NULL DEFAULT 0,
    team_match_id  INTEGER REFERENCES team_matches(id),
    board          INTEGER,                     -- board (台次) inside a team match
    UNIQUE (round_id, table_no, board)
);
CREATE INDEX games_round ON games(round_id);

CREATE TABLE byes (
    id        INTEGER PRIMARY KEY,
    round_id  INTEGER NOT NULL REFERENCES rounds(id),
    player_id INTEGER NOT NULL REFERENCES players(id),
    points    INTEGER NOT NULL,
    UNIQUE (round_id, player_id)
);

-- Per-round absence of a player (not paired in that round).
CREATE TABLE absences (
    id        INTEGER PRIMARY KEY,
    group_id  INTEGER NOT NULL REFERENCES groups(id),
    round_no  INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players(id),
    reason    TEXT    NOT NULL DEFAULT '',
    UNIQUE (group_id, round_no, player_id)
);

-- A team's line-up for one round (临场出人制).
CREATE TABLE lineups (
    id        INTEGER PRIMARY KEY,
    round_id  INTEGER NOT NULL REFERENCES rounds(id),
    team_id   INTEGER NOT NULL REFERENCES teams(id),
    board     INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players(id),
    UNIQUE (round_id, team_id, board)
);

CREATE TABLE game_records (
    id      INTEGER PRIMARY KEY,
    game_id INTEGER REFERENCES games(id),
    sgf     TEXT    NOT NULL
);

CREATE TABLE clock_logs (
    id      INTEGER PRIMARY KEY,
    game_id INTEGER REFERENCES games(id),
    at_ms   INTEGER NOT NULL,
    player  TEXT    NOT NULL DEFAULT '',
    kind    TEXT    NOT NULL,
    detail  TEXT    NOT NULL DEFAULT ''
);

-- The audit log: one action per user action, with every row it changed.
-- state: 0 done, 1 undone (can be redone), 2 undone and superseded by a later action.
CREATE TABLE audit_actions (
    id        INTEGER PRIMARY KEY,
    at        TEXT    NOT NULL,
    what      TEXT    NOT NULL,
    detail    TEXT    NOT NULL DEFAULT '',
    state     INTEGER NOT NULL DEFAULT 0,
    undone_at TEXT
);
CREATE INDEX audit_actions_state ON audit_actions(state);

CREATE TABLE audit_changes (
    id        INTEGER PRIMARY KEY,
    action_id INTEGER NOT NULL REFERENCES audit_actions(id),
    tbl       TEXT    NOT NULL,
    row_id    INTEGER NOT NULL,
    before    TEXT,   -- the row as JSON before the change; NULL for an insert
    after     TEXT    -- the row as JSON after the change; NULL for a delete
);
CREATE INDEX audit_changes_action ON audit_changes(action_id);
