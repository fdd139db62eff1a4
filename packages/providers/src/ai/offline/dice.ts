import { randomInt } from 'node:crypto';

/** Seeded choices: the same seed writes the same text (tests, the bench); a fresh seed per call makes calls differ. */
export interface Dice {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A new array in random order. */
  shuffle<T>(items: readonly T[]): T[];
  /** `n` distinct items (fewer when there are fewer). */
  sample<T>(items: readonly T[], n: number): T[];
  chance(probability: number): boolean;
}

/** mulberry32: a small, fast 32-bit generator, plenty for choosing phrasings. */
export function seededDice(seed: number): Dice {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('nothing to pick from');
      return items[int(0, items.length - 1)]!;
    },
    shuffle,
    sample: <T>(items: readonly T[], n: number): T[] => shuffle(items).slice(0, n),
    chance: (probability: number) => next() < probability,
  };
}

/** A fresh seed for a call that should read differently from the last one. */
export function randomSeed(): number {
  return randomInt(0, 2 ** 32 - 1);
}
