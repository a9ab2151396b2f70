import * as v from 'valibot';
import { keepSafe, SafeUrl, safeList } from './common';

export interface MenuItem {
  id: string;
  title: string;
  url: string;
  external: boolean;
  description: string | null;
  weight: number;
  children: MenuItem[];
}

export const MenuItemSchema: v.GenericSchema<unknown, MenuItem> = v.object({
  id: v.string(),
  title: v.string(),
  url: SafeUrl,
  external: v.optional(v.boolean(), false),
  description: v.optional(v.nullable(v.string()), null),
  weight: v.optional(v.number(), 0),
  children: v.optional(v.pipe(v.array(v.lazy(() => MenuItemSchema)), v.transform(keepSafe)), []),
});
/** A menu: items with an unsafe URL are left out, with their children. */
export const MenuSchema = v.pipe(v.array(MenuItemSchema), v.transform(keepSafe));

export interface FooterItem {
  title: string;
  url: string;
  external: boolean;
  weight: number;
  sub_items: FooterItem[];
}
export const FooterItemSchema: v.GenericSchema<unknown, FooterItem> = v.object({
  title: v.string(),
  url: SafeUrl,
  external: v.optional(v.boolean(), false),
  weight: v.optional(v.number(), 0),
  sub_items: v.optional(v.pipe(v.array(v.lazy(() => FooterItemSchema)), v.transform(keepSafe)), []),
});
export const FooterMenuSchema = v.pipe(v.array(FooterItemSchema), v.transform(keepSafe));

export const BreadcrumbSchema = safeList(v.object({ title: v.string(), url: SafeUrl }));
export type Breadcrumb = v.InferOutput<typeof BreadcrumbSchema>;

/** `/api/drupal/api/node-path?path=`: the alias of an internal node path. */
export const NodePathSchema = v.object({ path: SafeUrl });

/** `/api/v1/redirect/from?path=`: 404 means "no redirect". */
export const RedirectSchema = v.object({ From: v.string(), To: v.string() });
export type Redirect = v.InferOutput<typeof RedirectSchema>;
