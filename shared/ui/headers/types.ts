import type { Image } from '../../contract/common';

/** A call to action in a header (the CMS primary button and secondary link). */
export interface HeaderLink {
  title: string;
  url: string;
  external?: boolean;
}

/** The simplified address of spec section 3: name, address, zipCode, city. */
export interface SimpleAddress {
  name?: string | null;
  address: string;
  zipCode: string;
  city: string;
}

/** The overlay colours editors can choose (field_overlay_color); anything else is purple. */
export const OVERLAY_COLOURS = ['purple', 'pink', 'sand', 'white'] as const;
export type OverlayColour = (typeof OVERLAY_COLOURS)[number];

export function overlayColour(value: string | null | undefined): OverlayColour {
  return (OVERLAY_COLOURS as readonly string[]).includes(value ?? '') ? (value as OverlayColour) : 'purple';
}

export type HeaderImage = Image | null | undefined;

/** 'Straat 1, 1234 AB Plaats'. */
export function addressLine(address: SimpleAddress): string {
  return [address.address, [address.zipCode, address.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** Route planning: a maps service with address, postcode and city as destination (spec section 2). */
export function routePlannerUrl(address: SimpleAddress): string {
  const destination = [address.address, address.zipCode, address.city].filter(Boolean).join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
