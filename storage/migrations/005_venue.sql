-- Schema version 5: the venue network. The event can be served to the
-- phones in the hall and to a second desk; results can be reported from the
-- tables by the code on each game's slip, and wait for the arbiter.

-- One row: the key the slip codes are derived from (never shown) and the
-- arbiter's choices for reports from the tables.
CREATE TABLE venue (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    secret      TEXT    NOT NULL,
    reports_on  INTEGER NOT NULL DEFAULT 0,  -- slips' codes accept reports
    auto_accept INTEGER NOT NULL DEFAULT 0   -- a report becomes the result at once
);
INSERT INTO venue (id, secret) VALUES (1, lower(hex(randomblob(16))));

-- Results reported from the tables, kept even when flagged or set aside.
CREATE TABLE result_reports (
    id       INTEGER PRIMARY KEY,
    game_id  INTEGER NOT NULL REFERENCES games(id),
    result   TEXT    NOT NULL,
    at       TEXT    NOT NULL,
    client   TEXT    NOT NULL DEFAULT '',
    state    TEXT    NOT NULL DEFAULT 'pending' -- pending, flagged, accepted, set-aside
);
CREATE INDEX result_reports_game ON result_reports(game_id);

-- The desk that made a change (a second desk signs in by its name); '' is
-- the window or the command line.
ALTER TABLE audit_actions ADD COLUMN desk TEXT NOT NULL DEFAULT '';
