import built from '../../dist/manifest.json';

/** Hashed asset URLs written by scripts/build.mjs. */
export interface AssetManifest {
  css: string;
  loader: string;
  /** The hydration chunk (React) and each island's chunk, written into the island's element. */
  hydrate: string;
  islands: Record<string, string>;
}

export const assets: AssetManifest = built;
