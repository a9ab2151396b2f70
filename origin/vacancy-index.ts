/**
 * The vacancy index (migration 0030): one row per published vacancy with what
 * a list card needs, and one row per taxonomy term it carries. The seeder
 * writes it from the nodes; the vacancy routes (routes/vacancies.ts) only read it.
 */
import * as v from 'valibot';
import { VacancyFieldsSchema, isVacancyNodeType, type VacancyFields } from '../shared/contract/vacancy';
import type { NodeRow } from './demo/types';

/** The vocabularies the overview filters on, with the node field that holds each. */
export const FILTER_VOCABULARIES = {
  function_type: (f: VacancyFields) => f.field_function_type,
  vrijwilligersactiviteit: (f: VacancyFields) => (f.field_vrijwilligersactiviteit ? [f.field_vrijwilligersactiviteit] : []),
  durations: (f: VacancyFields) => (f.field_duration ? [f.field_duration] : []),
  availability: (f: VacancyFields) => f.field_availability,
} as const;
export type FilterVocabulary = keyof typeof FILTER_VOCABULARIES;

export interface VacancyIndexRow {
  nodeId: number;
  type: string;
  scope: 'volunteer' | 'corporate';
  regionId: number;
  region: { Id: number; Title: string; Path: string } | null;
  title: string;
  subtitle: string | null;
  alias: string;
  city: string | null;
  zip: string | null;
  nationalType: string | null;
  theme: string | null;
  duration: string | null;
  availability: string[];
  functions: string[];
  hours: string | null;
  applyBefore: string | null;
  created: string;
  searchText: string;
  terms: { vocabulary: FilterVocabulary; tid: number }[];
}

/** Coordinates of a place (town and postcode), or null when it is not known. */
export type Locate = (city: string, zip: string | null) => { lat: number; lon: number } | null;

/** Lower case without accents: how the free-text query compares. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const names = (terms: readonly { label?: string | undefined }[]) => terms.flatMap((t) => (t.label ? [t.label] : []));

/** The index row of a node, or null when it is not a published vacancy. */
export function vacancyIndexRow(node: Pick<NodeRow, 'id' | 'type' | 'title' | 'alias' | 'status' | 'created' | 'parentId' | 'fields'>): VacancyIndexRow | null {
  if (!node.status || !isVacancyNodeType(node.type)) return null;
  const f = v.parse(VacancyFieldsSchema, node.fields);
  const parent = node.fields.field_parent_page as { id: number; label: string; url: string } | null | undefined;
  const regional = node.type === 'regio_vacancies';
  return {
    nodeId: node.id,
    type: node.type,
    scope: node.type === 'corporate_vacature' ? 'corporate' : 'volunteer',
    regionId: regional ? (node.parentId ?? 0) : 0,
    region: regional && parent ? { Id: parent.id, Title: parent.label, Path: parent.url } : null,
    title: node.title,
    subtitle: f.field_sub_title,
    alias: node.alias,
    city: f.field_plaatsnaam,
    zip: f.field_zip_code,
    nationalType: node.type === 'vacancies' ? f.field_vacancy_type : null,
    theme: f.field_vrijwilligersactiviteit?.label ?? f.field_department ?? null,
    duration: f.field_duration?.label ?? f.field_contract ?? null,
    availability: names(f.field_availability),
    functions: names(f.field_function_type),
    hours: f.field_hours,
    applyBefore: f.field_end_date ? f.field_end_date.slice(0, 10) : null,
    created: node.created,
    searchText: foldText(`${node.title} ${f.field_sub_title ?? ''}`),
    terms: (Object.keys(FILTER_VOCABULARIES) as FilterVocabulary[]).flatMap((vocabulary) =>
      FILTER_VOCABULARIES[vocabulary](f).map((term) => ({ vocabulary, tid: term.id })),
    ),
  };
}

const COLUMNS = [
  'seq', 'node_id', 'type', 'scope', 'region_id', 'title', 'subtitle', 'alias', 'city', 'zip', 'national_type', 'region',
  'theme', 'duration', 'availability', 'functions', 'hours', 'apply_before', 'created', 'search_text', 'lat', 'lon',
];
/** D1 binds at most 100 parameters to one statement. */
const ROWS_PER_INSERT = Math.floor(100 / COLUMNS.length);
const TERMS_PER_INSERT = Math.floor(100 / 3);

/** Empties the index and fills it from the nodes, numbered newest first (seq). */
export function vacancyIndexStatements(db: D1Database, nodes: readonly NodeRow[], locate: Locate = () => null): D1PreparedStatement[] {
  const rows = nodes
    .map(vacancyIndexRow)
    .filter((row): row is VacancyIndexRow => row !== null)
    .sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : b.nodeId - a.nodeId));
  const out = [db.prepare('DELETE FROM vacancy_index'), db.prepare('DELETE FROM vacancy_terms')];
  const width = COLUMNS.length;
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT);
    const values = chunk.map((_, r) => `(${COLUMNS.map((_, c) => `?${r * width + c + 1}`).join(', ')})`).join(', ');
    const binds = chunk.flatMap((row, r) => {
      const at = row.city ? locate(row.city, row.zip) : null;
      return [
        i + r + 1, row.nodeId, row.type, row.scope, row.regionId, row.title, row.subtitle, row.alias, row.city, row.zip, row.nationalType,
        row.region ? JSON.stringify(row.region) : null, row.theme, row.duration, JSON.stringify(row.availability), JSON.stringify(row.functions),
        row.hours, row.applyBefore, row.created, row.searchText, at?.lat ?? null, at?.lon ?? null,
      ];
    });
    out.push(db.prepare(`INSERT INTO vacancy_index (${COLUMNS.join(', ')}) VALUES ${values}`).bind(...binds));
  }
  const terms = rows.flatMap((row, index) => row.terms.map((term) => [term.vocabulary, term.tid, index + 1] as const));
  for (let i = 0; i < terms.length; i += TERMS_PER_INSERT) {
    const chunk = terms.slice(i, i + TERMS_PER_INSERT);
    const values = chunk.map((_, r) => `(?${r * 3 + 1}, ?${r * 3 + 2}, ?${r * 3 + 3})`).join(', ');
    out.push(db.prepare(`INSERT INTO vacancy_terms (vocabulary, tid, seq) VALUES ${values}`).bind(...chunk.flat()));
  }
  return out;
}
