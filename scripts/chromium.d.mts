// Types of scripts/chromium.mjs for the TypeScript configs that import it.
export declare const DEBIAN_CHROMIUM: string;
export declare const CHROME_FLAGS: readonly string[];
export declare const PLAYWRIGHT_DISABLED_FEATURES: readonly string[];
export declare const E2E_CHROME_FLAGS: readonly string[];
export declare function usable(file: string | undefined): boolean;
export declare function findChromium(env?: Record<string, string | undefined>): string | null;
export declare function ensureChromium(options?: {
  env?: Record<string, string | undefined>;
  find?: (env: Record<string, string | undefined>) => string | null;
  isRoot?: () => boolean;
  isDebian?: () => boolean;
  install?: (log: (line: string) => void) => string | null;
  log?: (line: string) => void;
}): { path: string; error?: undefined } | { error: string; path?: undefined };
