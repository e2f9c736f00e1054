-- Full-text index over the names and places visitors type. remove_diacritics 2
-- folds accents so that "erdo" matches "Erdő" and "schonborn" matches "Schönborn".
-- The loader rewrites it whenever the roster is loaded (rowid = cardinals.id).
CREATE VIRTUAL TABLE `cardinal_search` USING fts5(
  `name`, `nationality`, `position`, `birth_place`,
  tokenize = 'unicode61 remove_diacritics 2'
);
