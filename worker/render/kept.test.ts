import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../shared/deep-freeze';
import { Kept, KEPT_AS, keptByKey, keptWithOwner } from './kept';

describe('markup kept with a frozen owner', () => {
  it('is made once per owner, kind and variant, and apart for each of them', () => {
    const owner = deepFreeze({ title: 'Dementie' });
    const other = deepFreeze({ title: 'Dementie' });
    let made = 0;
    const make = (text: string) => () => {
      made++;
      return text;
    };
    const json = keptWithOwner(owner, KEPT_AS.json, '', make('{"title":"Dementie"}'));
    expect(json).toBeInstanceOf(Kept);
    expect(keptWithOwner(owner, KEPT_AS.json, '', make('anders'))).toBe(json);
    expect(made).toBe(1);
    expect(keptWithOwner(owner, KEPT_AS.json, 'json-ld', make('ld')).html).toBe('ld');
    expect(keptWithOwner(owner, KEPT_AS.islandMarkup, 'page-tools0', make('<div>0</div>')).html).toBe('<div>0</div>');
    expect(keptWithOwner(owner, KEPT_AS.islandMarkup, 'page-tools1', make('<div>1</div>')).html).toBe('<div>1</div>');
    expect(keptWithOwner(other, KEPT_AS.json, '', make('van een ander')).html).toBe('van een ander');
    expect(made).toBe(5);
  });
});

describe('markup kept by a string key (one bounded store for keyed parts and islands)', () => {
  it('holds one markup per space and key: the same key in two spaces never meets', () => {
    const key = `${crypto.randomUUID()}\n{"target":"lijst"}`;
    let made = 0;
    const make = (text: string) => () => {
      made++;
      return text;
    };
    const island = keptByKey('island', key, make('<span>eiland</span>'));
    const part = keptByKey('0', key, make('<a>pagina 2</a>'));
    expect(island.html).toBe('<span>eiland</span>');
    expect(part.html).toBe('<a>pagina 2</a>');
    expect(keptByKey('island', key, make('opnieuw'))).toBe(island);
    expect(keptByKey('0', key, make('opnieuw'))).toBe(part);
    expect(made).toBe(2);
    // A space is one line: a key that starts like another space's is still its own.
    expect(keptByKey('0', `island\n${key}`, make('<a>ander</a>')).html).toBe('<a>ander</a>');
  });

  it('gives each kept markup its UTF-8 bytes once', () => {
    const kept = keptByKey('island', crypto.randomUUID(), () => '<p>één – twee</p>');
    expect(new TextDecoder().decode(kept.bytes)).toBe('<p>één – twee</p>');
    expect(kept.bytes).toBe(kept.bytes);
  });
});
