-- The first synonyms of the site search, written once; editors keep the table
-- from then on (/admin/synonyms). A row says: a query word with the stem of
-- `term` is also searched as `synonym`. Pairs go both ways where both words
-- mean the same; one way where the synonym is the wider word (a visitor who
-- asks for 'alzheimer' is helped by pages about dementia, but one who asks for
-- 'dementie' wants the general pages first, not every page on Alzheimer).
INSERT INTO search_synonyms (term, synonym) VALUES
  ('alzheimer', 'dementie'),
  ('soort', 'vorm'),
  ('mantelzorger', 'verzorger'),
  ('verzorger', 'mantelzorger'),
  ('partner', 'mantelzorger'),
  ('geheugen', 'vergeetachtig'),
  ('vergeetachtig', 'geheugen'),
  ('geheugenverlies', 'vergeetachtig'),
  ('huisarts', 'dokter'),
  ('dokter', 'huisarts'),
  ('moeder', 'ouder'),
  ('vader', 'ouder'),
  ('dementietelefoon', 'hulplijn'),
  ('hulplijn', 'dementietelefoon'),
  ('helpdesk', 'dementietelefoon'),
  ('vrijwilligerswerk', 'vrijwilliger'),
  ('vacature', 'vrijwilligerswerk'),
  ('verpleeghuis', 'zorginstelling'),
  ('zorginstelling', 'verpleeghuis'),
  ('tehuis', 'verpleeghuis'),
  ('ontmoetingsplek', 'ontmoetingscentrum'),
  ('ontmoetingscentrum', 'ontmoetingsplek'),
  ('donatie', 'gift'),
  ('gift', 'donatie'),
  ('doneren', 'donatie'),
  ('kosten', 'vergoeding'),
  ('geld', 'financien'),
  ('casemanager', 'casemanagement'),
  ('casemanagement', 'casemanager');
