import built from '../../dist/manifest.json';

/** Hashed asset URLs written by scripts/build.mjs. */
export interface AssetManifest {
  css: string;
  loader: string;
}

export const assets: AssetManifest = built;
