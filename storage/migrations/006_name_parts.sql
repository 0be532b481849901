-- Schema version 6: names kept as other programs' files give them. A
-- player's surname and given name as they came (OpenGotha's name and
-- firstName, a registration list's separate columns, or typed apart), so
-- that they are written back so; and the player's numbers in the
-- European, French and American rating lists.
ALTER TABLE players ADD COLUMN surname     TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN given_name  TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN egf_pin     TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN ffg_licence TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN aga_id      TEXT NOT NULL DEFAULT '';
