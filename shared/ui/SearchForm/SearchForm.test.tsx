import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { searchFormExamples } from './examples';
import { SearchForm } from './SearchForm';

const render = (name: string) => renderToStaticMarkup(<SearchForm {...searchFormExamples.find((e) => e.name === name)!.props} />);

describe('SearchForm', () => {
  it.each(searchFormExamples)('is a GET search landmark whose field is labelled: $name', ({ props }) => {
    const html = renderToStaticMarkup(<SearchForm {...props} />);
    // React writes a form's action and method, and an input's name, after the other attributes.
    expect(html).toMatch(new RegExp(`^<form class="an-searchbar[^"]*" role="search"[^>]* action="${props.action}" method="get">`));
    expect(html).toContain(`<label class="an-searchbar__label" for="${props.id}">${props.label}</label>`);
    expect(html).toMatch(new RegExp(`<input class="an-input" id="${props.id}" type="search"[^>]* name="zoekterm"[^>]*/>`));
    expect(html).toContain(`<button class="an-button" type="submit">${props.buttonText}</button>`);
  });

  it('gives the markup the five hand-written search bars had (the not-found page)', () => {
    expect(render('Zoeken op de website')).toBe(
      '<form class="an-searchbar" role="search" action="/zoeken" method="get"><label class="an-searchbar__label" for="vb-zoeken">Zoek op de website</label>' +
        '<div class="an-searchbar__row"><input class="an-input" id="vb-zoeken" type="search" autoComplete="off" name="zoekterm"/>' +
        '<button class="an-button" type="submit">Zoeken</button></div></form>',
    );
  });

  it('ties a hint to the field', () => {
    const html = render('Regio zoeken, met hint');
    expect(html).toContain('<p class="an-searchbar__hint" id="vb-regio-hint">Bijvoorbeeld Zwolle of 8011 AB</p>');
    expect(html).toContain('aria-describedby="vb-regio-hint"');
    expect(html).toContain('aria-label="Hulp bij jou in de buurt"');
    expect(html).toContain('autoComplete="postal-code"');
  });

  it('in a header: the header class, the term in the field and the kept parameters before the button', () => {
    const html = render('In een paginakop, met zoekterm en pijler');
    expect(html).toContain('class="an-searchbar an-pagehead__search"');
    expect(html).toContain('value="mantelzorg"');
    expect(html).toContain('<input type="hidden" name="pijler" value="nieuws"/><button');
  });

  it('writes no value when nothing was searched, and a name of its own when given', () => {
    expect(render('Zoeken op de website')).not.toContain('value=');
    expect(renderToStaticMarkup(<SearchForm action="/nieuws" id="n" name="q" label="Zoek" buttonText="Zoek" />)).toContain('name="q"');
  });
});
