import { comparePositions, type Position } from '@outreach/domain';

/** The newest of several positions (a use case may append to several streams). */
export function latest(...positions: (Position | undefined)[]): Position | undefined {
  return positions.reduce<Position | undefined>((a, b) => (!b ? a : !a || comparePositions(b, a) > 0 ? b : a), undefined);
}
