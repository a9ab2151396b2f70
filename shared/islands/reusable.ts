import { deepFreeze } from '../deep-freeze';
import type { IslandName } from './registry';

/**
 * Island props that are a pure function of frozen inputs (the held main menu
 * for the mobile menu): deep-frozen and registered here, so their JSON and,
 * with no anti-forgery token, the island's server markup may be reused by
 * later renders (shared/islands/Island.tsx, worker/render/islands.ts). Props
 * that are not registered are serialised and rendered every time, as before.
 */
const registered = new WeakSet<object>();

/**
 * Islands whose markup may be reused: their code never reads the page's
 * anti-forgery token (nothing they import reaches FormTokenContext; a test
 * walks their imports), so the server renders them without it.
 */
export const TOKEN_FREE_ISLANDS: ReadonlySet<IslandName> = new Set<IslandName>([
  'mobile-menu',
  'memory-test-step',
  'memory-test-result',
  'donate-widget',
  'embed',
  'spotler-form',
  'page-tools',
  'slide-in',
  'quiz-embed',
  'vacancy-events',
  'search-suggest',
  'list-filter',
  'use-location',
  'account-form-check',
  'offline-save',
  'helpline-status',
]);

export function reusableProps<T extends object>(props: T): T {
  registered.add(deepFreeze(props));
  return props;
}

export function isReusableProps(props: unknown): props is object {
  return typeof props === 'object' && props !== null && registered.has(props);
}
