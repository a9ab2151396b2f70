/**
 * Addresses as the site shows them, whichever of the three shapes one comes
 * in: the CMS address field (snake case), the API items' address (Pascal
 * case), or the simplified address of spec section 3 that the page headers
 * take. One rule joins them into lines, so a contact block, a card, a header
 * and a calendar file never disagree about where the postal code goes.
 */

/** The CMS address field (spec section 3, 'Address'): the parts the site shows. */
export interface CmsAddress {
  organization?: string;
  address_line1: string;
  postal_code: string;
  locality: string;
}

/** The address of an API item (a location or activity in a list). */
export interface ApiAddress {
  Organization?: string;
  AddressLine1: string;
  PostalCode: string;
  Locality: string;
}

/** The simplified address of spec section 3: name, address, zipCode, city. */
export interface SimpleAddress {
  name?: string | null;
  address: string;
  zipCode: string;
  city: string;
}

export type AddressParts = CmsAddress | ApiAddress | SimpleAddress;

/** Organisation, street, postal code and town, whichever shape the address came in. */
function partsOf(a: AddressParts): [string | null | undefined, string, string, string] {
  if ('address_line1' in a) return [a.organization, a.address_line1, a.postal_code, a.locality];
  if ('AddressLine1' in a) return [a.Organization, a.AddressLine1, a.PostalCode, a.Locality];
  return [a.name, a.address, a.zipCode, a.city];
}

/**
 * An address as lines: organisation (unless left out), street, then postal
 * code and town on one line; empty parts left out.
 */
export function addressLines(a: AddressParts | null | undefined, { organization = true }: { organization?: boolean } = {}): string[] {
  if (!a) return [];
  const [org, line1, postal, town] = partsOf(a);
  return [organization ? org : null, line1, [postal, town].filter(Boolean).join(' ')].filter((line): line is string => Boolean(line));
}

/** The CMS address field as the simplified address the page headers take; null without one. */
export function simpleAddress(a: CmsAddress | null | undefined): SimpleAddress | null {
  return a ? { name: a.organization, address: a.address_line1, zipCode: a.postal_code, city: a.locality } : null;
}
