-- Everyday words for the site's main pages (issue 36, item 4): the words
-- visitors use where the editorial page uses another ('geld geven' for the
-- donation page, 'folder' for the brochures, 'medicijn' for research). Demo
-- rows, written once like those of migration 0051; editors keep the table from
-- then on (/admin/synonyms), helped by the list of searches that found nothing
-- or were followed by no click (/admin/zoektermen-zonder-resultaat).
-- One way unless both words mean the same.
INSERT OR IGNORE INTO search_synonyms (term, synonym) VALUES
  -- Giving money: the donation pages.
  ('geven', 'doneren'),
  ('geld', 'gift'),
  ('schenken', 'doneren'),
  ('bijdrage', 'gift'),
  ('sponsoren', 'doneren'),
  -- Leaflets: the brochures.
  ('folder', 'brochure'),
  ('boekje', 'brochure'),
  ('informatiemateriaal', 'brochure'),
  -- Medicines: what research is doing.
  ('medicijn', 'onderzoek'),
  ('medicatie', 'medicijn'),
  ('pillen', 'medicijn'),
  -- Talking with someone with dementia: the tip on plain sentences.
  ('communicatie', 'praten'),
  ('communiceren', 'praten'),
  -- The shop.
  ('webshop', 'webwinkel'),
  ('webwinkel', 'webshop'),
  -- What the collection raised: the news says 'brengt ... op'.
  ('opbrengst', 'brengt op'),
  -- Compounds the pages write apart.
  ('lotgenotencontact', 'lotgenoten'),
  ('stageplek', 'stage'),
  ('stageplaats', 'stage');
