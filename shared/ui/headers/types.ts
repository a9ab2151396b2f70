import type { Image } from '../../contract/common';
import { addressLines, type SimpleAddress } from '../../model/address';

/** A call to action in a header (the CMS primary button and secondary link). */
export interface HeaderLink {
  title: string;
  url: string;
  external?: boolean;
}

export type { SimpleAddress };

/** The overlay colours editors can choose (field_overlay_color); anything else is purple. */
export const OVERLAY_COLOURS = ['purple', 'pink', 'sand', 'white'] as const;
export type OverlayColour = (typeof OVERLAY_COLOURS)[number];

export function overlayColour(value: string | null | undefined): OverlayColour {
  return (OVERLAY_COLOURS as readonly string[]).includes(value ?? '') ? (value as OverlayColour) : 'purple';
}

export type HeaderImage = Image | null | undefined;

/** 'Straat 1, 1234 AB Plaats'. */
export function addressLine(address: SimpleAddress): string {
  return addressLines(address, { organization: false }).join(', ');
}

/** Route planning: a maps service with address, postcode and city as destination (spec section 2). */
export function routePlannerUrl(address: SimpleAddress): string {
  const destination = [address.address, address.zipCode, address.city].filter(Boolean).join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
