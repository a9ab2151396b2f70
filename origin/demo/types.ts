/**
 * The rows the demo-content generator produces. The seeder turns them into SQL
 * (D1) and objects (R2); both `npm start` and the worker tests load them through
 * the same function, so the content is identical everywhere.
 */
export interface NodeRow {
  id: number;
  type: string;
  title: string;
  /** Path alias, always starting with '/', '/' for the home page. */
  alias: string;
  status: boolean;
  created: string;
  changed: string;
  parentId: number | null;
  revisionId: number;
  /** Every `field_*` of the node, as the contract (shared/contract/page.ts) describes. */
  fields: Record<string, unknown>;
}

export interface RevisionRow {
  revisionId: number;
  nodeId: number;
  entityType: string;
  title: string;
  status: boolean;
  changed: string;
  fields: Record<string, unknown>;
}

export interface MenuItemRow {
  id: string;
  menu: 'main' | 'footer';
  parentId: string | null;
  title: string;
  url: string;
  external: boolean;
  description: string | null;
  weight: number;
}

export interface TermRow {
  tid: number;
  vocabulary: string;
  name: string;
  description: string | null;
  weight: number;
  parent: number | null;
  status: boolean;
}

export interface RedirectRow {
  source: string;
  target: string;
}

export interface FileObject {
  key: string;
  contentType: string;
  body: Uint8Array | string;
}

/** One memory test (questions and labels) as its endpoint serves it. */
export interface MemoryTestRow {
  kind: string;
  payload: Record<string, unknown>;
}

/** A slide-in banner (spec section 3), as the slideins table holds it. */
export interface SlideInRow {
  id: string;
  title: string;
  compactTitle: string | null;
  text: string;
  compactText: string | null;
  status: boolean;
  weight: number;
  /** Page patterns, one per line. */
  pages: string;
  seconds: number | null;
  formId: string | null;
  scriptId: string | null;
  image: { url: string; alt: string; title: string | null } | null;
  button: { title: string; url: string; external: boolean } | null;
}

/** A style injection rule: paths and content types one per line. */
export interface CssRuleRow {
  id: number;
  code: string;
  paths: string;
  contentTypes: string;
  condition: 'AND' | 'OR';
}

import type { GazetteerRow } from '../geo/gazetteer';

export interface DemoContent {
  nodes: NodeRow[];
  revisions: RevisionRow[];
  menuItems: MenuItemRow[];
  terms: TermRow[];
  redirects: RedirectRow[];
  files: FileObject[];
  memoryTests: MemoryTestRow[];
  /** The online trainings (docs/training.md), in list order. */
  trainings: { slug: string; weight: number; payload: Record<string, unknown> }[];
  /** The trainings' landing texts ('index') and the carer test ('carer-test'). */
  trainingDocuments: { key: string; payload: Record<string, unknown> }[];
  slideIns: SlideInRow[];
  cssRules: CssRuleRow[];
  /** The Dementietelefoon's opening hours (contract extension `/api/drupal/api/helpline`). */
  helpline: import('../../shared/contract/helpline').HelplineHours;
  /** The offline gazetteer: places, municipalities and the demo content's postcodes (origin/geo/). */
  gazetteer: GazetteerRow[];
}
