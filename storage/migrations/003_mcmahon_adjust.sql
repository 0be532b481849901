-- Schema version 3: a player's initial McMahon score can be corrected by the
-- arbiter (OpenGotha's smmsCorrection: +1 for a player stronger than the rank).
ALTER TABLE players ADD COLUMN mms_adjust INTEGER NOT NULL DEFAULT 0;
