/**
 * The trainings and the carer test (contract extension, docs/training.md):
 * the landing page's texts with the list of trainings, one training, the carer test.
 */
import { CarerTestSchema, TrainingIndexSchema, TrainingSchema } from '../../../shared/contract';
import type { ContentReader } from '../../../shared/pages/screen';
import { sanitizeRichText } from '../sanitize';
import { API, TTL, type AreaContext } from './common';

/** The calls of this area, declared once in the screens' ContentReader (shared/pages/screen.ts). */
export type TrainingApi = Pick<ContentReader, 'trainingIndex' | 'training' | 'carerTest'>;

export function trainingApi({ read }: AreaContext): TrainingApi {
  return {
    trainingIndex: () => read(`${API}/trainings`, { schema: TrainingIndexSchema, ttl: TTL.page, notFoundIsNull: true, transform: sanitizeRichText }),
    // Only a slug of the shape the contract allows reaches the upstream (no path tricks).
    training: async (slug) =>
      /^[a-z0-9-]{1,60}$/.test(slug) ? read(`${API}/training/${slug}`, { schema: TrainingSchema, ttl: TTL.page, notFoundIsNull: true, transform: sanitizeRichText }) : null,
    carerTest: () => read(`${API}/carer-test`, { schema: CarerTestSchema, ttl: TTL.page, notFoundIsNull: true, transform: sanitizeRichText }),
  };
}
