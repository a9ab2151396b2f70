import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { attr, firstTag } from '../form-markup';
import { examples } from './examples';
import { SubmitButton } from './index';

const render = (name: string) => renderToStaticMarkup(<SubmitButton {...examples.find((e) => e.name === name)!.props} />);

describe('submit button', () => {
  it('is a submit button with its label', () => {
    expect(render('Gewoon')).toBe('<button class="an-button" type="submit">Aanmelding versturen</button>');
  });

  it('says it is busy and is marked unavailable, without losing focus (aria-disabled, not disabled)', () => {
    const html = render('Bezig met versturen');
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toMatch(/\sdisabled=/);
    expect(html).toContain('>Bezig met versturen...</button>');
  });

  it('can be a second button with its own name and value', () => {
    const html = render('Tweede knop');
    const button = firstTag(html, 'button');
    expect(attr(button, 'class')).toBe('an-button an-button--secondary');
    expect(attr(button, 'name')).toBe('actie');
    expect(attr(button, 'value')).toBe('vorige');
    expect(html).toContain('>Vorige stap</button>');
  });
});
