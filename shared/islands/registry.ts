import type { ComponentType } from 'react';
import ConsentBanner, { type ConsentBannerProps } from './ConsentBanner';
import CookieSettings, { type CookieSettingsProps } from './CookieSettings';
import DonateWidget, { type DonateWidgetProps } from './DonateWidget';
import Embed, { type EmbedProps } from './Embed';
import MobileMenu, { type MobileMenuProps } from './MobileMenu';
import SpotlerForm, { type SpotlerFormProps } from './SpotlerForm';

/**
 * Island components by name, for the server render. The client entry keeps the
 * matching map of lazy imports (client/islands/index.ts); a test checks both
 * name the same islands.
 */
export interface IslandPropsByName {
  menu: MobileMenuProps;
  consent: ConsentBannerProps;
  cookieSettings: CookieSettingsProps;
  donate: DonateWidgetProps;
  embed: EmbedProps;
  spotler: SpotlerFormProps;
}
export type IslandName = keyof IslandPropsByName;

export const ISLAND_COMPONENTS: { [K in IslandName]: ComponentType<IslandPropsByName[K]> } = {
  menu: MobileMenu,
  consent: ConsentBanner,
  cookieSettings: CookieSettings,
  donate: DonateWidget,
  embed: Embed,
  spotler: SpotlerForm,
};
