-- The vacancy index's scope index carries the apply-before date: counting the
-- open vacancies of a scope, and walking them in order for a page, read the
-- index alone instead of every wide row (bench at scale 20, issue 15).
DROP INDEX vacancy_index_scope_seq;
CREATE INDEX vacancy_index_scope_seq_open ON vacancy_index (scope, seq, apply_before);
