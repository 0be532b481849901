-- Schema version 7: each group's tables follow the previous group's in
-- the hall (乙组 from table 11 when 甲组 has ten), where earlier versions
-- numbered every group from table 1. A group that was paired so keeps its
-- numbers for the rest of the event: its first table is set to 1. A group
-- whose last paired round starts further on (a file of a version that
-- already numbered the hall through), or that has no games yet, keeps
-- the hall's numbering. Tables kept for a player (fixed_table) are not
-- where a group starts: numbered from table 1, a group's other tables
-- start at the first table not kept (table 2 when a player keeps table
-- 1), so the group was numbered from table 1 when every table before its
-- first other one is a kept one.
WITH last AS (
    SELECT r.group_id, max(r.number) AS number
    FROM rounds r JOIN games g ON g.round_id = r.id
    GROUP BY r.group_id
), tables AS (
    SELECT r.group_id, g.table_no,
           (g.table_no IS b.fixed_table OR g.table_no IS w.fixed_table) AS kept
    FROM games g
    JOIN rounds r ON r.id = g.round_id
    JOIN last ON last.group_id = r.group_id AND last.number = r.number
    JOIN players b ON b.id = g.black_id
    JOIN players w ON w.id = g.white_id
    WHERE g.table_no > 0
), starts AS (
    SELECT group_id, min(table_no) AS first FROM tables WHERE NOT kept GROUP BY group_id
)
UPDATE groups
SET settings = json_set(CASE WHEN json_valid(settings) THEN settings ELSE '{}' END, '$.first_table', 1)
WHERE (NOT json_valid(settings) OR json_extract(settings, '$.first_table') IS NULL)
  AND id IN (SELECT s.group_id FROM starts s
             WHERE (SELECT count(DISTINCT t.table_no) FROM tables t
                    WHERE t.group_id = s.group_id AND t.kept AND t.table_no < s.first) = s.first - 1);
