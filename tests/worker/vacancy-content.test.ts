import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createContentApi } from '../../worker/content/api';
import { ContentSource } from '../../worker/content/source';
import { originOverHttp } from './app-helpers';

/** The content call that reads one vacancy by its path (what the vacancy pages and the application forms use), over the embedded origin. */
const api = createContentApi(
  new ContentSource((path) => originOverHttp(new Request(`http://origin.internal${path}`)), { kv: null, waitUntil: () => undefined }),
);

describe('ContentApi.vacancy(path)', () => {
  it('reads a regional vacancy with its region, recipient, office and form length', async () => {
    const found = await api.vacancy('/regios/ijssel-vecht/vrijwilligerswerk/telefonisch-maatje-voor-mantelzorgers-in-regio-ijssel-vecht');
    expect(found?.node.type).toBe('regio_vacancies');
    expect(found?.vacancy).toMatchObject({
      kind: 'regional',
      title: 'Telefonisch maatje voor mantelzorgers in regio IJssel-Vecht',
      region: { name: 'IJssel-Vecht', url: '/regios/ijssel-vecht' },
      place: 'Zwolle',
      recipientEmail: 'regio-ijssel-vecht@example.org',
      organisationUnitKey: 'AN-R06',
      formLength: 'short',
      theme: 'Maatjescontact',
      open: false,
    });
    expect(found?.vacancy.availability).toContain('Vanuit huis');
    expect(found?.vacancy.applyBefore).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reads national vacancies, the open ones open, and a paid job', async () => {
    expect((await api.vacancy('/vrijwilligerswerk/open-sollicitatie'))?.vacancy).toMatchObject({ kind: 'landelijk', open: true, nationalType: 'in_de_buurt', place: 'In de buurt', applyBefore: null });
    expect((await api.vacancy('/vrijwilligerswerk/vrijblijvend-contactverzoek'))?.vacancy).toMatchObject({ kind: 'landelijk', open: true });
    expect((await api.vacancy('/vrijwilligerswerk/vrijwilliger-dementietelefoon'))?.vacancy).toMatchObject({ kind: 'landelijk', open: false, place: 'Vanuit huis', formLength: 'long' });
    expect((await api.vacancy('/over-ons/werken-bij/beleidsmedewerker-zorg-en-welzijn'))?.vacancy).toMatchObject({
      kind: 'corporate',
      place: 'Amersfoort',
      recipientEmail: 'werkenbij@example.org',
      employmentType: 'part_time',
      formLength: 'long',
    });
  });

  it('is null for a page that is no vacancy and for a path without a page', async () => {
    expect(await api.vacancy('/dementie')).toBeNull();
    expect(await api.vacancy('/vrijwilligerswerk/bestaat-niet')).toBeNull();
  });
});
