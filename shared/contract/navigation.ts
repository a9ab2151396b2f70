import * as v from 'valibot';

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
  url: v.string(),
  external: v.optional(v.boolean(), false),
  description: v.optional(v.nullable(v.string()), null),
  weight: v.optional(v.number(), 0),
  children: v.optional(v.array(v.lazy(() => MenuItemSchema)), []),
});
export const MenuSchema = v.array(MenuItemSchema);

export interface FooterItem {
  title: string;
  url: string;
  external: boolean;
  weight: number;
  sub_items: FooterItem[];
}
export const FooterItemSchema: v.GenericSchema<unknown, FooterItem> = v.object({
  title: v.string(),
  url: v.string(),
  external: v.optional(v.boolean(), false),
  weight: v.optional(v.number(), 0),
  sub_items: v.optional(v.array(v.lazy(() => FooterItemSchema)), []),
});
export const FooterMenuSchema = v.array(FooterItemSchema);

export const BreadcrumbSchema = v.array(v.object({ title: v.string(), url: v.string() }));
export type Breadcrumb = v.InferOutput<typeof BreadcrumbSchema>;

/** `/api/drupal/api/node-path?path=`: the alias of an internal node path. */
export const NodePathSchema = v.object({ path: v.string() });

/** `/api/v1/redirect/from?path=`: 404 means "no redirect". */
export const RedirectSchema = v.object({ From: v.string(), To: v.string() });
export type Redirect = v.InferOutput<typeof RedirectSchema>;
