import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { duplicateIds, labelsWithoutControl, missingDescriptions } from './form-markup';
import { FORM_PARTS } from './form-parts';

const render = (examples: (typeof FORM_PARTS)[number]['examples']) =>
  renderToStaticMarkup(
    <>
      {examples.map((example) => (
        <Fragment key={example.name}>{example.element}</Fragment>
      ))}
    </>,
  );
const gallery = () => render(FORM_PARTS.flatMap((part) => part.examples));

describe('the form kit gallery', () => {
  it('shows every part with at least one example, and an error state for every part that can have one', () => {
    expect(FORM_PARTS.map((part) => part.key)).toEqual(['errorSummary', 'textField', 'textArea', 'radioFieldset', 'checkboxes', 'fileUpload', 'submitButton', 'postForm']);
    for (const part of FORM_PARTS) {
      expect(part.examples.length, part.key).toBeGreaterThan(0);
      const html = render(part.examples);
      if (!['submitButton', 'postForm', 'errorSummary'].includes(part.key)) expect(html, part.key).toContain('<span class="an-visually-hidden">Fout: </span>');
    }
  });

  it('has one page of examples with unique ids, every label tied to its control and every description present', () => {
    const html = gallery();
    expect(duplicateIds(html)).toEqual([]);
    expect(labelsWithoutControl(html)).toEqual([]);
    expect(missingDescriptions(html)).toEqual([]);
  });

  it('links every error of the summary examples to a field on the same page', () => {
    const html = gallery();
    const targets = [...html.matchAll(/<a href="#([^"]+)"/g)].map((m) => m[1]!);
    expect(targets.length).toBeGreaterThan(0);
    for (const id of targets) expect(html, id).toContain(`id="${id}"`);
  });
});
