import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AGE_GROUPS, MemoryTestResultFieldsSchema, MemoryTestSchema, POINTS_GROUPS } from '../../shared/contract/memory-test';
import { originApp } from '../app';
import { env } from 'cloudflare:test';
import { generateDemoContent } from './generate';

const content = generateDemoContent();

describe('memory test demo content', () => {
  it('has both tests, each matching the contract (9+8+8 and 8+8 questions)', () => {
    expect(content.memoryTests.map((t) => t.kind)).toEqual(['forMyself', 'forOthers']);
    for (const test of content.memoryTests) {
      const parsed = v.parse(MemoryTestSchema, test.payload);
      expect(parsed.steps.map((s) => s.questions.length)).toEqual(test.kind === 'forMyself' ? [9, 8, 8] : [8, 8]);
    }
  });

  it('has one result page per kind with a score text for every reachable age group and points group', () => {
    const pages = content.nodes.filter((n) => n.type === 'memory_test_result_page');
    expect(pages.map((p) => p.alias)).toEqual(['/geheugentest/zelf/resultaten', '/geheugentest/ander/resultaten']);
    for (const page of pages) {
      const fields = v.parse(MemoryTestResultFieldsSchema, page.fields);
      // The test for another person scores 16 to 80: points group 0-9 cannot occur.
      const reachable = fields.field_applicant === 'forMyself' ? POINTS_GROUPS : POINTS_GROUPS.filter((g) => g !== '0-9');
      for (const age of AGE_GROUPS) {
        for (const points of reachable) {
          expect(fields.field_score_text.filter((t) => t.age_group === age && t.points_group === points), `${age} ${points}`).toHaveLength(1);
        }
      }
      expect(fields.field_paragraphs.length).toBeGreaterThan(0);
    }
  });
});

describe('memory test endpoint of the origin', () => {
  it('serves each test by kind and 404 for anything else', async () => {
    const bindings = { DB: env.DB, MEDIA: env.MEDIA };
    const self = await originApp.fetch(new Request('http://origin.internal/api/drupal/api/memory-test/forMyself'), bindings);
    expect(self.status).toBe(200);
    expect(v.parse(MemoryTestSchema, await self.json()).title).toBe('Geheugentest voor jezelf');
    const other = await originApp.fetch(new Request('http://origin.internal/api/drupal/api/memory-test/forOthers'), bindings);
    expect(v.parse(MemoryTestSchema, await other.json()).kind).toBe('forOthers');
    const unknown = await originApp.fetch(new Request('http://origin.internal/api/drupal/api/memory-test/forEveryone'), bindings);
    expect(unknown.status).toBe(404);
    await unknown.body?.cancel();
  });
});
