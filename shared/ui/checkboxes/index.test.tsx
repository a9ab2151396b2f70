import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { duplicateIds, labelsWithoutControl, missingDescriptions } from '../form-markup';
import { examples } from './examples';
import { Checkboxes } from './index';

describe('checkboxes', () => {
  it.each(examples.map((e) => [e.name, e.props] as const))('%s: a fieldset with its legend, every box labelled', (_, props) => {
    const html = renderToStaticMarkup(<Checkboxes {...props} />);
    expect(html).toMatch(/^<fieldset class="an-fieldset[^"]*"[^>]*><legend class="(an-fieldset__legend|an-visually-hidden)">/);
    expect(html.match(/type="checkbox"/g)).toHaveLength(props.options.length);
    expect(html.match(/checked=""/g) ?? []).toHaveLength(props.values.length);
    expect(labelsWithoutControl(html)).toEqual([]);
    expect(missingDescriptions(html)).toEqual([]);
    expect(duplicateIds(html)).toEqual([]);
  });

  it('ties the error to the group, so the summary can link to the first box', () => {
    const props = examples.find((e) => e.props.error)!.props;
    const html = renderToStaticMarkup(<Checkboxes {...props} />);
    expect(html).toContain(`<fieldset class="an-fieldset an-fieldset--error" aria-describedby="${props.id}-error">`);
    expect(html).toContain(`id="${props.id}-${props.options[0]!.value}"`);
  });

  it('names every box with the group name, so the post repeats it per ticked box', () => {
    const props = examples[0]!.props;
    const html = renderToStaticMarkup(<Checkboxes {...props} />);
    expect(html.match(new RegExp(`name="${props.name}"`, 'g'))).toHaveLength(props.options.length);
  });
});
