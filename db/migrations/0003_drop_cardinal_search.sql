-- Directory search runs over the roster held in memory (accent-folded word
-- prefixes, names ranked first), so the full-text index is no longer read.
DROP TABLE IF EXISTS `cardinal_search`;
