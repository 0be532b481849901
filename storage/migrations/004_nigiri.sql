-- Schema version 4: a game's nigiri (猜先) is recorded like every other lot:
-- the stones grabbed, the guess and who took Black, e.g. "17 odd 12".
ALTER TABLE games ADD COLUMN nigiri TEXT;
