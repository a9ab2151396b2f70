import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Hydrates one island with the identifierPrefix the server used for it. */
export function hydrateIsland(container: Element, Component: ComponentType<any>, props: unknown, id: string): void {
  hydrateRoot(container, createElement(Component, props as object), {
    identifierPrefix: `${id}-`,
    onRecoverableError(error) {
      console.warn(`island ${id} recovered from`, error);
    },
  });
}
