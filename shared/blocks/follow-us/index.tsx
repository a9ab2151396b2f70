import * as v from 'valibot';
import { nl } from '../../texts/nl';
import { SafeUrl } from '../../contract/common';
import { Text } from '../fields';
import type { BlockModule } from '../types';
import { hy } from '../../format/hyphenate';

const NETWORKS = ['x', 'facebook', 'linkedin', 'youtube', 'instagram'] as const;
type Network = (typeof NETWORKS)[number];

/** Simple brand-neutral glyphs (a letter mark per network), our own drawing. */
const GLYPH: Record<Network, string> = {
  x: 'M7 7l10 10M17 7L7 17',
  facebook: 'M14 8h2V5h-2.5A3.5 3.5 0 0 0 10 8.5V11H8v3h2v6h3v-6h2.5l.5-3h-3V9a1 1 0 0 1 1-1z',
  linkedin: 'M6 10v8M6 6.5v.5M10 18v-8M10 13.5a3 3 0 0 1 6 0V18',
  youtube: 'M4 8.5C4 7 5 6 6.5 6h11C19 6 20 7 20 8.5v7c0 1.5-1 2.5-2.5 2.5h-11C5 18 4 17 4 15.5zM10 9.5v5l4.5-2.5z',
  instagram: 'M7 4h10a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 1 0 0-7M16.5 7.5h.01',
};

const schema = v.pipe(
  v.object({
    field_title: Text,
    field_links: v.optional(v.record(v.string(), v.nullable(SafeUrl)), {}),
  }),
  v.transform((raw) => ({
    title: raw.field_title || nl.blocks.followUs.title,
    links: NETWORKS.flatMap((network) => {
      const url = raw.field_links[network] ?? '';
      return url ? [{ network, url }] : [];
    }),
  })),
);
type Props = v.InferOutput<typeof schema>;

/** Links to the charity's social media (X, Facebook, LinkedIn, YouTube, Instagram). */
function FollowUs({ title, links }: Props) {
  if (links.length === 0) return null;
  return (
    <section className="an-block an-follow-us">
      <h2 className="an-block__title">{hy(title)}</h2>
      <ul className="an-follow-us__list">
        {links.map(({ network, url }) => (
          <li key={network}>
            <a className="an-follow-us__link" href={url} target="_blank" rel="noopener noreferrer">
              <svg className="an-icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
                <path d={GLYPH[network]} />
              </svg>
              <span>{nl.blocks.followUs.networks[network]}</span>
              <span className="an-visually-hidden"> {nl.blocks.newWindow}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const followUsBlock: BlockModule<Props> = { schema, Component: FollowUs };
