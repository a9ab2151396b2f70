import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
// jsx, not createElement: the islands use the JSX runtime anyway, so it shares React's chunk instead of costing one of its own.
import { jsx } from 'react/jsx-runtime';

/** Hydrates one island with the identifierPrefix the server used for it. */
export function hydrateIsland(container: Element, Component: ComponentType<any>, props: unknown, id: string): void {
  hydrateRoot(container, jsx(Component, props as object), {
    identifierPrefix: `${id}-`,
    onRecoverableError(error) {
      console.warn(`island ${id} recovered from`, error);
    },
  });
}
