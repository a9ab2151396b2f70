import { describe, expect, it } from 'vitest';
import type { ActivityFields, ActivityItem, ActivityList } from '../contract';
import { endedActivity, hasEnded } from './activity-ended';

const fields = (start: string, end: string | null = null): ActivityFields =>
  ({
    field_activity_type: { id: 1001, label: 'Alzheimer Café' },
    field_address: null,
    field_start_date: start,
    field_end_date: end,
    field_start_time: '19:30',
    field_end_time: '21:30',
    field_entry_time: null,
    field_location: { id: 2001, label: 'Alzheimer Café Zwolle', url: '/regios/ijssel-vecht/locaties/alzheimer-cafe-zwolle' },
    field_regio: { id: 1005, label: 'IJssel-Vecht', url: '/regios/ijssel-vecht' },
    field_external_link: null,
    field_geo: null,
  }) as unknown as ActivityFields;

const item = (path: string, start: string, typeId: number): ActivityItem =>
  ({
    Id: start.length + typeId,
    Title: path,
    Introduction: '',
    Type: { Id: typeId, Name: typeId === 1001 ? 'Alzheimer Café' : 'Lezing' },
    Location: null,
    Locality: 'Zwolle',
    StartDate: start,
    EndDate: start,
    StartTime: '19:30',
    EndTime: '21:30',
    EntryTime: '',
    Data: { Path: path },
    ExternalUrl: null,
    Region: null,
    Address: { AddressLine1: '', PostalCode: '', Locality: 'Zwolle', Organization: '' },
    Lat: null,
    Lon: null,
  }) as unknown as ActivityItem;

describe('hasEnded', () => {
  it('is over after its last day, not on it', () => {
    expect(hasEnded(fields('2026-11-12'), '2026-11-12')).toBe(false);
    expect(hasEnded(fields('2026-11-12'), '2026-11-13')).toBe(true);
    expect(hasEnded(fields('2026-10-01', '2026-12-31'), '2026-11-13')).toBe(false);
  });
});

describe('endedActivity', () => {
  const list = (items: ActivityItem[]): ActivityList => ({ Activities: items, Total: items.length });

  it('points to the next time the same activity takes place at its location', () => {
    const coming = list([item('/lezing', '2026-12-01', 1003), item('/cafe-dec', '2026-12-10', 1001), item('/cafe-jan', '2027-01-14', 1001)]);
    const ended = endedActivity(fields('2026-11-12'), '/cafe-nov', coming, '2026-11-20');
    expect(ended.next?.url).toBe('/cafe-dec');
    expect(ended.coming).toEqual([]);
    expect(ended.lastDay).toBe('2026-11-12');
    expect(ended.regionActivities).toBe('/regios/ijssel-vecht/activiteiten');
  });

  it("shows the location's coming activities when the same one does not come back", () => {
    const ended = endedActivity(fields('2026-11-12'), '/cafe-nov', list([item('/lezing', '2026-12-01', 1003)]), '2026-11-20');
    expect(ended.next).toBeNull();
    expect(ended.coming.map((c) => c.url)).toEqual(['/lezing']);
  });

  it('has nothing to show when nothing is coming, or the list could not be read', () => {
    expect(endedActivity(fields('2026-11-12'), '/cafe-nov', list([]), '2026-11-20')).toMatchObject({ next: null, coming: [] });
    expect(endedActivity(fields('2026-11-12'), '/cafe-nov', null, '2026-11-20')).toMatchObject({ next: null, coming: [] });
  });
});
