import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { duplicateIds, labelsWithoutControl, missingDescriptions, tagWithId } from '../form-markup';
import { examples } from './examples';
import { RadioFieldset } from './index';

describe('radio fieldset', () => {
  it.each(examples.map((e) => [e.name, e.props] as const))('%s: a fieldset with its legend, every option labelled', (_, props) => {
    const html = renderToStaticMarkup(<RadioFieldset {...props} />);
    expect(html).toMatch(/^<fieldset class="an-fieldset[^"]*"[^>]*><legend class="an-fieldset__legend">/);
    expect(html.match(/type="radio"/g)).toHaveLength(props.options.length);
    expect(labelsWithoutControl(html)).toEqual([]);
    expect(missingDescriptions(html)).toEqual([]);
    expect(duplicateIds(html)).toEqual([]);
  });

  it('checks the chosen option only', () => {
    const props = examples.find((e) => e.props.value)!.props;
    const html = renderToStaticMarkup(<RadioFieldset {...props} />);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(tagWithId(html, `${props.id}-1`)).toContain('checked=""');
  });

  it('ties the hint and the error to the fieldset and marks it', () => {
    const props = examples.find((e) => e.props.error)!.props;
    const html = renderToStaticMarkup(<RadioFieldset {...props} />);
    expect(tagWithId(html, props.id!)).toContain(`aria-describedby="${props.id}-hint ${props.id}-error"`);
    expect(html).toContain('class="an-fieldset an-fieldset--error"');
    expect(html).toContain(`<span class="an-visually-hidden">Fout: </span>${props.error}`);
  });

  it('draws another look from its classes, with a wrapper that carries the error', () => {
    const html = renderToStaticMarkup(
      <RadioFieldset
        classes={{ group: 'q', fieldset: 'q__fs', legend: 'q__lg', hint: 'q__h', error: 'q__e', options: 'q__os', option: 'r', input: 'r__i', label: 'r__l' }}
        id="v1"
        name="v1"
        legend="Vraag 1"
        options={[{ value: 'a', label: 'A' }]}
        value={null}
        error="Kies een antwoord."
      />,
    );
    expect(html).toMatch(/^<div class="q q--error"><fieldset class="q__fs" id="v1" aria-describedby="v1-error"><legend class="q__lg">/);
    expect(html).toContain('<div class="q__os"><div class="r"><input class="r__i" type="radio" id="v1-1"');
  });

  it('puts an explanation before the options and a follow-up field after them', () => {
    const html = renderToStaticMarkup(
      <RadioFieldset name="b" legend="Bedrag" options={[{ value: '5', label: '€5', id: 'b5' }]} value="5" intro={<p>Uitleg</p>} inline>
        <p>Ander bedrag</p>
      </RadioFieldset>,
    );
    expect(html).toMatch(/<\/legend><p>Uitleg<\/p><div class="an-choices an-choices--inline">.*<\/div><p>Ander bedrag<\/p><\/fieldset>$/);
  });
});
