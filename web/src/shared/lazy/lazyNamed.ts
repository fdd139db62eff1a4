import { lazy, type ComponentType } from 'react';

/**
 * A component loaded with its module the first time it renders (inside a `Suspense`): screens,
 * tabs and dialogs a page does not show at once stay out of the page's first download.
 */
export function lazyNamed<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
