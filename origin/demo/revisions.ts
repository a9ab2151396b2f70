/**
 * Unpublished revisions an editor can preview at
 * `/preview/node/{nodeId}/{revisionId}`.
 */
import type { NodeRow, RevisionRow } from './types';
import { BASE_DATE_MS, draftRevisionId, rich } from './helpers';
import { mantelzorgDraftIntro } from './text-diagnose-leven';

/** Node id of the mantelzorg page, which has a draft. */
export const MANTELZORG_ID = 108;

export function buildRevisions(nodes: NodeRow[]): RevisionRow[] {
  const published = nodes.find((node) => node.id === MANTELZORG_ID);
  if (!published) throw new Error(`Node ${MANTELZORG_ID} is missing`);
  // A deep copy, so the draft never shares objects with the published node.
  const fields = JSON.parse(JSON.stringify(published.fields)) as Record<string, unknown>;
  fields.field_introduction_wysiwyg = rich(mantelzorgDraftIntro);
  fields.field_meta_tags = {
    title: 'Mantelzorg bij dementie: tips en steun | Dementiezorg Nederland',
    description:
      'Zorg je voor iemand met dementie? Vernieuwde tips om het vol te houden en de weg naar steun bij jou in de buurt.',
  };
  return [
    {
      revisionId: draftRevisionId(MANTELZORG_ID, 1),
      nodeId: MANTELZORG_ID,
      entityType: 'node',
      title: 'Mantelzorg bij dementie: tips en steun',
      status: false,
      // The base date itself: never older than the published version's last change.
      changed: new Date(BASE_DATE_MS).toISOString(),
      fields,
    },
  ];
}
