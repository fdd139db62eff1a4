/**
 * Read-your-writes support. Command answers carry `X-Event-Position` (`{commit}.{prepare}`);
 * the client remembers the newest one and sends it as `X-Min-Position` on every GET.
 */
export { EVENT_POSITION_HEADER, MIN_POSITION_HEADER, READ_STALE_HEADER } from '@outreach/contracts/positions.ts';

export interface EventPosition {
  commit: bigint;
  prepare: bigint;
}

const POSITION_PATTERN = /^(\d+)\.(\d+)$/;

export function parseEventPosition(text: string | null | undefined): EventPosition | null {
  if (!text) return null;
  const match = POSITION_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, commit, prepare] = match;
  if (commit === undefined || prepare === undefined) return null;
  return { commit: BigInt(commit), prepare: BigInt(prepare) };
}

export function formatEventPosition(position: EventPosition): string {
  return `${position.commit}.${position.prepare}`;
}

/** Negative when a is older than b, zero when equal, positive when a is newer. Commit first, then prepare. */
export function compareEventPositions(a: EventPosition, b: EventPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

let newestPosition: EventPosition | null = null;

/** Remembers a position from a response header when it is newer than the one already known. */
export function rememberEventPosition(headerValue: string | null | undefined): void {
  const position = parseEventPosition(headerValue);
  if (!position) return;
  if (newestPosition === null || compareEventPositions(position, newestPosition) > 0) {
    newestPosition = position;
  }
}

export function getMinPositionHeader(): string | null {
  return newestPosition === null ? null : formatEventPosition(newestPosition);
}

export function forgetEventPosition(): void {
  newestPosition = null;
}
