import { describe, expect, it } from 'vitest';
import { pageKindFor, PAGE_KINDS, UnknownPageError } from './registry';
import { CMS_TYPES } from './types';

describe('page-kind registry', () => {
  it('holds every CMS page type of the spec', () => {
    expect(Object.keys(PAGE_KINDS).sort()).toEqual([...CMS_TYPES].sort());
    expect(CMS_TYPES).toHaveLength(25);
  });

  it('has the home page and content page built', () => {
    expect(pageKindFor('homepage')).not.toBeNull();
    expect(pageKindFor('content_page')).not.toBeNull();
  });

  it("throws 'unknown page' for a type the spec does not know", () => {
    expect(() => pageKindFor('webform')).toThrow(UnknownPageError);
    expect(() => pageKindFor('webform')).toThrow('unknown page');
  });
});
