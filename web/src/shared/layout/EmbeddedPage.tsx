import { createContext, type ReactNode } from 'react';

/** True inside the dashboard, where a stand-alone screen is shown as one of its sections. */
export const EmbeddedPageContext = createContext(false);

/**
 * Shows a stand-alone screen (a page built on `PageLayout`) inside the dashboard: without its bar
 * back to the dashboard and without its title, which the dashboard's section already shows.
 */
export function EmbeddedPage({ children }: { children: ReactNode }) {
  return <EmbeddedPageContext.Provider value={true}>{children}</EmbeddedPageContext.Provider>;
}
