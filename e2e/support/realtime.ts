import type { Page } from '@playwright/test';

const typeOf = (message: string | Buffer): string | undefined =>
  typeof message === 'string' ? /"type"\s*:\s*"([\w.-]+)"/.exec(message)?.[1] : undefined;

export interface RealtimeRoute {
  /** Lets the held pushes through, in order, and every later one as it comes. */
  release(): void;
}

/**
 * Routes the page's /ws socket so that pushes of the given types wait until `release()` — to see
 * a screen before the news it is waiting for arrives. Every other message passes through untouched.
 */
export async function holdRealtimePushes(page: Page, types: string[]): Promise<RealtimeRoute> {
  let holding = true;
  const held: (() => void)[] = [];
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      const type = typeOf(message);
      if (holding && type && types.includes(type)) held.push(() => ws.send(message));
      else ws.send(message);
    });
  });
  return {
    release() {
      holding = false;
      for (const send of held.splice(0)) send();
    },
  };
}
