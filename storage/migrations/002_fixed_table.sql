-- Schema version 2: a player can be given a fixed table (access needs, a
-- seeded player's board), which every pairing keeps.
ALTER TABLE players ADD COLUMN fixed_table INTEGER;
