import { describe, expect, it } from 'vitest';
import { startEvent, successEvents } from './events';

describe('analytics events of an application (spec section 7)', () => {
  it('names the vacancy, never the applicant', () => {
    const facts = { title: 'Gastvrouw', category: 'Ontmoeten', hours: 'Eén avond per maand', location: 'Utrecht', type: 'regional' };
    expect(startEvent()).toEqual({ event: 'start_volunteer_application' });
    expect(successEvents(facts)).toEqual([
      { event: 'submit_volunteer_application', ...facts },
      { event: 'alzheimerVacancy', title: 'Gastvrouw', step: 2 },
    ]);
  });
});
