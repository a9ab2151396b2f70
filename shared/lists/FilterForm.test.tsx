import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { nl } from '../texts/nl';
import { FilterForm, type FilterFormProps } from './FilterForm';
import { DISTANCES_KM } from './list-query';

const props: FilterFormProps = {
  id: 'filters',
  action: '/vacatures',
  place: { name: 'plaats', value: 'Utrecht', hint: 'Bijvoorbeeld Zwolle of 8011', distance: { name: 'afstand', options: DISTANCES_KM, selected: 25 } },
  groups: [
    { control: 'checkboxes', name: 'functionId', label: 'Functie', options: [{ value: '1', label: 'Gastvrouw' }, { value: '4', label: 'Voorlichter' }], selected: ['4'] },
    { control: 'radios', name: 'duur', label: 'Duur', options: [{ value: 'kort', label: 'Kort' }, { value: 'lang', label: 'Lang' }], selected: ['lang'] },
    { control: 'select', name: 'stad', label: 'Plaats', options: [{ value: 'ede', label: 'Ede' }], selected: [], anyOption: 'Alle plaatsen' },
  ],
  keep: { zoekterm: 'vrijwilliger' },
};
const html = renderToStaticMarkup(<FilterForm {...props} />);

/** The attributes of each start tag named `tag` (the lists sit below blocks, so not blocks/testing's helper). */
function tagsOf(markup: string, tag: string): Record<string, string>[] {
  return [...markup.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) =>
    Object.fromEntries([...(m[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [a[1] ?? '', a[2] ?? ''])),
  );
}

describe('FilterForm', () => {
  it('is a GET form to the list with a submit button, so filtering works without JavaScript', () => {
    expect(tagsOf(html, 'form')[0]).toMatchObject({ method: 'get', action: '/vacatures', id: 'filters', 'aria-label': nl.lists.filtersLabel });
    expect(html).toContain(`<button class="an-button an-filters__submit" type="submit">${nl.lists.showResults}</button>`);
  });

  it('sends no page, so a new filter starts at page 1', () => {
    expect(tagsOf(html, 'input').map((i) => i.name)).not.toContain('page');
  });

  it('groups checkboxes and radios in fieldsets with a legend, the chosen ones checked', () => {
    expect(html).toContain('<legend class="an-fieldset__legend">Functie</legend>');
    const inputs = tagsOf(html, 'input');
    expect(inputs.filter((i) => i.name === 'functionId').map((i) => [i.type, i.value, 'checked' in i])).toEqual([
      ['checkbox', '1', false],
      ['checkbox', '4', true],
    ]);
    expect(inputs.filter((i) => i.name === 'duur').map((i) => [i.type, 'checked' in i])).toEqual([
      ['radio', false],
      ['radio', true],
    ]);
  });

  it('labels every field by its id', () => {
    const ids = tagsOf(html, 'input').filter((i) => i.type !== 'hidden').map((i) => i.id).concat(tagsOf(html, 'select').map((s) => s.id));
    const targets = tagsOf(html, 'label').map((l) => l.for);
    expect(ids.length).toBe(7);
    for (const id of ids) expect(targets).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('asks for a place with its hint and the distance in km, the chosen distance selected', () => {
    expect(tagsOf(html, 'input').find((i) => i.name === 'plaats')).toMatchObject({ value: 'Utrecht', 'aria-describedby': 'filters-plaats-hint' });
    expect(html).toContain('<p class="an-field__hint" id="filters-plaats-hint">Bijvoorbeeld Zwolle of 8011</p>');
    expect(tagsOf(html, 'option').filter((o) => /^\d+$/.test(o.value ?? '')).map((o) => o.value)).toEqual(['5', '10', '15', '25', '35', '50']);
    expect(html).toContain('<option value="25" selected="">25 km</option>');
  });

  it('starts a select with its no-choice option, an empty value the parser drops', () => {
    expect(html).toContain('<option value="" selected="">Alle plaatsen</option>');
  });

  it('keeps the search term as a hidden field', () => {
    expect(tagsOf(html, 'input').find((i) => i.type === 'hidden')).toMatchObject({ name: 'zoekterm', value: 'vrijwilliger' });
  });
});

describe('FilterForm with collapsible groups', () => {
  const group = (selected: string[]) =>
    renderToStaticMarkup(
      <FilterForm
        id="f"
        action="/vacatures"
        data={{ 'data-an-filters': '' }}
        groups={[
          {
            control: 'checkboxes',
            name: 'durationId',
            label: 'Duur',
            options: [{ value: '1', label: 'Eenmalig' }, { value: '2', label: 'Lang' }],
            selected,
            collapsible: { chosen: (n) => `${n} gekozen` },
          },
        ]}
      />,
    );

  it('folds the group in a closed disclosure named by the group, its legend kept for screen readers', () => {
    const html = group([]);
    expect(html).toContain('<details class="an-filters__disclosure"><summary class="an-filters__summary">Duur</summary>');
    expect(html).toContain('<legend class="an-visually-hidden">Duur</legend>');
    expect(tagsOf(html, 'form')[0]).toHaveProperty('data-an-filters', '');
  });

  it('opens the disclosure and counts the chosen options when any is chosen', () => {
    const html = group(['1', '2']);
    expect(html).toContain('<details class="an-filters__disclosure" open=""><summary class="an-filters__summary">Duur<span class="an-filters__chosen"> (2 gekozen)</span></summary>');
  });
});
