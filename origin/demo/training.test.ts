import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CarerTestSchema, TrainingIndexSchema, TrainingSchema } from '../../shared/contract';
import { generateDemoContent } from './generate';
import { buildTrainingContent } from './training';

describe('demo trainings and carer test', () => {
  const content = buildTrainingContent();

  it('has sixteen trainings, two general and fourteen for a profession, each valid content', () => {
    expect(content.trainings).toHaveLength(16);
    const parsed = content.trainings.map((t) => v.parse(TrainingSchema, t.payload));
    expect(parsed.filter((t) => t.audience === 'algemeen')).toHaveLength(2);
    expect(new Set(parsed.map((t) => t.slug)).size).toBe(16);
    // Every question kind appears in every training.
    for (const t of parsed) {
      const kinds = t.steps.flatMap((s) => (s.kind === 'scene' ? [s.question.kind] : []));
      expect(new Set(kinds), t.slug).toEqual(new Set(['single', 'multiple', 'order', 'match']));
      expect(t.steps.some((s) => s.kind === 'lesson'), t.slug).toBe(true);
    }
  });

  it('writes no scene title twice across the trainings (varied content)', () => {
    const titles = content.trainings.flatMap((t) => v.parse(TrainingSchema, t.payload).steps.filter((s) => s.kind === 'scene').map((s) => s.title));
    const shared = new Set(['Wat zie je, en wat zit erachter?', 'De GOED-methode']);
    const own = titles.filter((title) => !shared.has(title));
    expect(new Set(own).size).toBe(own.length);
  });

  it('has a valid landing page and carer test whose articles are pages of the demo content', () => {
    const index = content.trainingDocuments.find((d) => d.key === 'index')!.payload;
    expect(v.safeParse(TrainingIndexSchema, { ...index, trainings: [] }).success).toBe(true);
    const test = v.parse(CarerTestSchema, content.trainingDocuments.find((d) => d.key === 'carer-test')!.payload);
    const aliases = new Set(generateDemoContent({ today: Date.UTC(2026, 0, 15) }).nodes.map((n) => n.alias));
    for (const band of test.bands) for (const a of band.articles) expect(aliases.has(a.url), a.url).toBe(true);
  });
});
