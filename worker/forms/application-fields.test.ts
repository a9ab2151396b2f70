import { describe, expect, it } from 'vitest';
import type { ApplyTarget } from '../../shared/forms/application/target';
import { applicationSendFields } from './application-fields';

const target = (kind: ApplyTarget['kind'], open = false): ApplyTarget => ({
  id: 42, path: '/v', kind, title: 'Gastvrouw', theme: null, hours: null, duration: null, place: null, regionName: null, open, contactRequest: false, formKind: 'short', closed: false,
});
const routing = { region: 'Utrecht stad', regioRecipientEmail: 'utrecht@example.org', organisationUnitKey: 'RA-UTR' };
const value = { firstName: 'Anna', lastName: 'Vries', email: 'anna@voorbeeld.nl', phone: '0612345678', city: 'Utrecht', gender: '', insertion: '', motivation: '' };
const times = { renderedAt: '2026-11-01T09:00:00.000Z', sentAt: '2026-11-01T09:05:00.000Z' };

describe('the multipart fields of an application (spec section 7)', () => {
  it('sends the regional routing from the CMS with a regional vacancy, and no Open', () => {
    const fields = applicationSendFields(target('regional'), routing, value, times);
    expect(fields).toMatchObject({ Id: '42', VacancyType: 'regional', VacancyTitle: 'Gastvrouw', Region: 'Utrecht stad', RegioRecipientEmail: 'utrecht@example.org', OrganisationUnitKey: 'RA-UTR', RenderedTimeStamp: times.renderedAt, SentTimeStamp: times.sentAt, FirstName: 'Anna', PhoneNumber: '0612345678', LinkedIn: '', Education: '' });
    expect(fields).not.toHaveProperty('Open');
    expect(fields).not.toHaveProperty('HoneyPot');
  });

  it('sends Open only for a national vacancy, and no regional routing', () => {
    const fields = applicationSendFields(target('landelijk', true), routing, value, times);
    expect(fields.Open).toBe('true');
    expect(fields).not.toHaveProperty('Region');
    expect(fields).not.toHaveProperty('RegioRecipientEmail');
    expect(applicationSendFields(target('landelijk', false), routing, value, times).Open).toBe('false');
    expect(applicationSendFields(target('corporate'), routing, value, times)).not.toHaveProperty('Open');
  });

  it('sends HoneyPot only when it was filled', () => {
    expect(applicationSendFields(target('regional'), routing, value, times, 'spam').HoneyPot).toBe('spam');
  });
});
