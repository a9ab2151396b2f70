import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from './contract/search';
import { ROUTES } from './routes';
import { SCREEN_ENTRIES, screenHits, screenSuggestions, withScreenSuggestions, withScreens } from './screen-search';
import { nl } from './texts/nl';

const none = { Corrections: [], Places: [] };
const utrecht = { Corrections: [], Places: [{ Words: 'utrecht', Regions: [{ Id: 1016, Title: 'Utrecht stad', Path: '/regios/utrecht-stad' }] }] };
const paths = (term: string, answer: Pick<SearchAnswer, 'Corrections' | 'Places'> = none) => screenHits(term, answer).map((h) => h.Data.Path);

const answer = (items: string[], total = items.length): SearchAnswer => ({
  Items: items.map((path, i) => ({ Id: i + 1, Title: path, Type: 'information', Introduction: '', Data: { Path: path }, SearchLabels: [] })),
  TotalItems: total,
  Totals: { information: total, news: 0, regio: 0 },
  Capped: [],
  Match: total ? 'all' : 'none',
  AlsoSearched: [],
  Corrections: [],
});

describe('the searchable screens', () => {
  it('has texts for every route marked searchable, and no texts for a route that is not', () => {
    const marked = ROUTES.filter((r) => 'search' in r && r.search).map((r) => r.name);
    expect(SCREEN_ENTRIES.map((e) => e.route.name)).toEqual(marked);
    expect(Object.keys(nl.searchScreens).sort()).toEqual([...marked].sort());
  });
});

describe('screenHits', () => {
  it('finds a screen by the words people use, folded and stemmed', () => {
    expect(paths('geheugentest')).toEqual(['/geheugentest']);
    expect(paths('Geheugentesten')).toEqual(['/geheugentest']);
    expect(paths('test voor dementie')).toEqual(['/geheugentest']);
    expect(paths('nieuws')[0]).toBe('/nieuws');
    expect(paths('inloggen')).toEqual(['/inloggen']);
  });

  it('needs every word that counts: a query about something else finds no screen', () => {
    expect(paths('test je kennis')).toEqual([]);
    expect(paths('nieuws over de collecte')).toEqual([]);
    expect(paths('wat is dementie')).toEqual([]);
  });

  it('leaves words of asking out: "folder" needs no screen, "inloggen zoeken" is still the login', () => {
    expect(paths('inloggen zoeken')).toEqual(['/inloggen']);
  });

  it("gives a region's screens the region the query names, and then no national screen", () => {
    expect(paths('locaties utrecht', utrecht)).toEqual(['/regios/utrecht-stad/locaties']);
    expect(paths('nieuws utrecht', utrecht)).toEqual(['/regios/utrecht-stad/nieuws']);
    expect(paths('vrijwilligerswerk utrecht', utrecht)).toEqual([]);
    expect(screenHits('activiteiten utrecht', utrecht)[0]!.Title).toBe('Activiteiten in regio Utrecht stad');
    // Without a place, no region screen.
    expect(paths('locaties')).toEqual([]);
  });

  it('takes the word as typed or as the search corrected it', () => {
    expect(paths('geheugetest', { Corrections: [{ From: 'geheugetest', To: 'geheugentest' }], Places: [] })).toEqual(['/geheugentest']);
    expect(paths('wachtwoord kwijt', { Corrections: [{ From: 'wachtwoord', To: 'wacht woord' }], Places: [] })).toEqual(['/wachtwoord/vergeten']);
  });

  it('finds the carer test, the trainings and the community by their words, but not for the topic alone', () => {
    expect(paths('mantelzorgtest')).toEqual(['/mantelzorgtest']);
    expect(paths('test voor mantelzorgers')).toEqual(['/mantelzorgtest']);
    expect(paths('is de zorg te zwaar')).toEqual(['/mantelzorgtest']);
    expect(paths('online training')).toEqual(['/training-omgaan-met-veranderend-gedrag']);
    expect(paths('forum')).toEqual(['/ervaringen-delen/forum']);
    expect(paths('ervaringen delen')).toEqual(['/ervaringen-delen']);
    expect(paths('praatgroep online')).toEqual(['/ervaringen-delen/groepen']);
    // A topic is answered by the index: the carer's information, a course near by, the tips on changed behaviour.
    expect(paths('mantelzorg')).toEqual([]);
    expect(paths('omgaan met veranderend gedrag')).toEqual([]);
    expect(paths('gratis training voor mantelzorgers')).toEqual([]);
  });

  it('keeps to the tab asked for', () => {
    expect(screenHits('nieuws', none, 'information')).toEqual([]);
    expect(screenHits('nieuws', none, 'news').map((h) => h.Data.Path)).toContain('/nieuws');
  });
});

describe('withScreens', () => {
  it('puts the screens first and counts them, keeping the pages count of the index apart', () => {
    const merged = withScreens(answer(['/a', '/b'], 25), 'geheugentest', null);
    expect(merged.answer.Items.map((i) => i.Data.Path)).toEqual(['/geheugentest', '/a', '/b']);
    expect(merged.answer.TotalItems).toBe(26);
    expect(merged.answer.Totals.information).toBe(26);
    expect(merged.pinned).toBe(1);
  });

  it('moves a hit of the index at the same path to the top instead of showing it twice', () => {
    const merged = withScreens(answer(['/a', '/vrijwilligerswerk'], 2), 'vacatures', null);
    expect(merged.answer.Items.map((i) => i.Data.Path)).toEqual(['/vrijwilligerswerk', '/a']);
    expect(merged.answer.TotalItems).toBe(2);
    expect(merged.pinned).toBe(0);
  });

  it('turns "nothing found" into a result when a screen answers', () => {
    const merged = withScreens(answer([], 0), 'geheugentest', null);
    expect(merged.answer.Match).toBe('all');
    expect(merged.answer.Items).toHaveLength(1);
  });

  it('changes nothing when no screen answers', () => {
    const plain = answer(['/a'], 1);
    expect(withScreens(plain, 'mantelzorg', null)).toEqual({ answer: plain, pinned: 0 });
  });
});

describe('suggestions', () => {
  it('offers a screen for what is being typed, from three letters on', () => {
    expect(screenSuggestions('geh')).toEqual(['Geheugentest']);
    expect(screenSuggestions('ge')).toEqual([]);
    expect(screenSuggestions('inlog')).toEqual(['Inloggen']);
  });

  it('puts screens first among the page titles, after the words, without doubles', () => {
    const merged = withScreenSuggestions(
      { Items: [{ Text: 'geheugen', Type: 'term' }, { Text: 'Geheugentest', Type: 'page' }, { Text: 'Geheugenverlies', Type: 'page' }] },
      'geheu',
    );
    expect(merged.Items).toEqual([
      { Text: 'geheugen', Type: 'term' },
      { Text: 'Geheugentest', Type: 'page' },
      { Text: 'Geheugenverlies', Type: 'page' },
    ]);
  });
});
