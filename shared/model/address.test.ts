import { describe, expect, it } from 'vitest';
import { addressLines, simpleAddress } from './address';

describe('addressLines', () => {
  it('puts the organisation, the street, and postal code with town on one line, from the CMS field', () => {
    expect(addressLines({ organization: 'Buurthuis De Linde', address_line1: 'Lindelaan 4', postal_code: '8011 AB', locality: 'Zwolle' })).toEqual(['Buurthuis De Linde', 'Lindelaan 4', '8011 AB Zwolle']);
  });
  it('reads the API item shape the same way', () => {
    expect(addressLines({ Organization: 'Buurthuis De Linde', AddressLine1: 'Lindelaan 4', PostalCode: '8011 AB', Locality: 'Zwolle' })).toEqual(['Buurthuis De Linde', 'Lindelaan 4', '8011 AB Zwolle']);
  });
  it('leaves out empty parts and gives no lines for no address', () => {
    expect(addressLines({ AddressLine1: '', PostalCode: '', Locality: 'Zwolle' })).toEqual(['Zwolle']);
    expect(addressLines({ organization: '', address_line1: 'Lindelaan 4', postal_code: '8011 AB', locality: '' })).toEqual(['Lindelaan 4', '8011 AB']);
    expect(addressLines(null)).toEqual([]);
  });
  it('reads the simplified address of the headers the same way, and can leave the organisation out', () => {
    const simple = { name: 'Buurthuis De Linde', address: 'Lindelaan 4', zipCode: '8011 AB', city: 'Zwolle' };
    expect(addressLines(simple)).toEqual(['Buurthuis De Linde', 'Lindelaan 4', '8011 AB Zwolle']);
    expect(addressLines(simple, { organization: false })).toEqual(['Lindelaan 4', '8011 AB Zwolle']);
    expect(addressLines({ address: '', zipCode: '', city: 'Zwolle' }, { organization: false })).toEqual(['Zwolle']);
  });
});

describe('simpleAddress', () => {
  it('turns the CMS field into the headers\' simplified address, which gives the same lines', () => {
    const field = { organization: 'Buurthuis De Linde', address_line1: 'Lindelaan 4', postal_code: '8011 AB', locality: 'Zwolle' };
    expect(simpleAddress(field)).toEqual({ name: 'Buurthuis De Linde', address: 'Lindelaan 4', zipCode: '8011 AB', city: 'Zwolle' });
    expect(addressLines(simpleAddress(field))).toEqual(addressLines(field));
    expect(simpleAddress(null)).toBeNull();
  });
});
