-- Schema version 7: each group's tables follow the previous group's in
-- the hall (乙组 from table 11 when 甲组 has ten), where earlier versions
-- numbered every group from table 1. A group that was paired so keeps its
-- numbers for the rest of the event: its first table is set to 1. A group
-- whose last paired round starts further on (a file of a version that
-- already numbered the hall through), or that has no games yet, keeps
-- the hall's numbering. Tables kept for a player (fixed_table) are not
-- where a group starts and are not looked at.
UPDATE groups
SET settings = json_set(CASE WHEN json_valid(settings) THEN settings ELSE '{}' END, '$.first_table', 1)
WHERE (NOT json_valid(settings) OR json_extract(settings, '$.first_table') IS NULL)
  AND (SELECT min(g.table_no)
       FROM games g
       JOIN rounds r ON r.id = g.round_id
       JOIN players b ON b.id = g.black_id
       JOIN players w ON w.id = g.white_id
       WHERE r.group_id = groups.id
         AND g.table_no > 0
         AND g.table_no IS NOT b.fixed_table
         AND g.table_no IS NOT w.fixed_table
         AND r.number = (SELECT max(r2.number) FROM rounds r2 JOIN games g2 ON g2.round_id = r2.id
                         WHERE r2.group_id = groups.id)) = 1;
