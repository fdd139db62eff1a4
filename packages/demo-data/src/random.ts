/**
 * A small seeded PRNG (xoshiro128**, seeded through splitmix32) and the sampling helpers the
 * generator needs. Pure: the same seed always gives the same sequence, on every platform.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
    let s = seed >>> 0;
    const splitmix32 = (): number => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = splitmix32();
    this.b = splitmix32();
    this.c = splitmix32();
    this.d = splitmix32();
    if ((this.a | this.b | this.c | this.d) === 0) this.a = 1;
  }

  /** The next 32-bit unsigned integer. */
  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** k distinct items in random order (k is capped at the list's length). */
  sample<T>(items: readonly T[], k: number): T[] {
    const pool = [...items];
    const n = Math.min(k, pool.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (pool.length - i));
      const tmp = pool[i] as T;
      pool[i] = pool[j] as T;
      pool[j] = tmp;
    }
    return pool.slice(0, n);
  }

  /** n random decimal digits. */
  digits(n: number): string {
    let out = '';
    for (let i = 0; i < n; i++) out += String(Math.floor(this.next() * 10));
    return out;
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** Picks items with fixed relative weights in O(log n). */
export class WeightedPicker<T> {
  private readonly items: readonly T[];
  private readonly cumulative: number[];
  private readonly total: number;

  constructor(items: readonly T[], weights: readonly number[]) {
    this.items = items;
    if (items.length === 0 || items.length !== weights.length) throw new RangeError('one positive weight per item is needed');
    let sum = 0;
    this.cumulative = weights.map((w) => {
      if (!(w >= 0)) throw new RangeError(`weights must be non-negative, got ${w}`);
      sum += w;
      return sum;
    });
    if (sum <= 0) throw new RangeError('the weights sum to zero');
    this.total = sum;
  }

  pick(random: Random): T {
    const u = random.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] as number) > u) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}

/** Weights that fall off with rank, like name frequencies do (Zipf-like, flattened). */
export function rankWeights(n: number, flatten = 8, exponent = 0.9): number[] {
  return Array.from({ length: n }, (_, i) => 1 / Math.pow(i + flatten, exponent));
}

/**
 * Draws categories without replacement from exact quotas: every order of the multiset is equally
 * likely, so after all draws each category has come out exactly its quota (streaming, O(k) memory).
 */
export class QuotaSampler {
  private readonly remaining: number[];
  private left: number;

  constructor(quotas: readonly number[]) {
    this.remaining = [...quotas];
    this.left = quotas.reduce((s, q) => s + q, 0);
  }

  /** The index of the drawn category, or -1 once every quota is used up. */
  draw(random: Random): number {
    if (this.left <= 0) return -1;
    let u = Math.floor(random.next() * this.left);
    for (let i = 0; i < this.remaining.length; i++) {
      const r = this.remaining[i] as number;
      if (u < r) {
        this.remaining[i] = r - 1;
        this.left--;
        return i;
      }
      u -= r;
    }
    throw new Error('unreachable: quotas out of step');
  }
}

/** Splits `total` in proportion to `weights` (largest remainder), so the parts sum to `total` exactly. */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let short = total - parts.reduce((s, p) => s + p, 0);
  const order = exact.map((e, i) => ({ i, frac: e - Math.floor(e) })).sort((x, y) => y.frac - x.frac || x.i - y.i);
  for (const { i } of order) {
    if (short <= 0) break;
    parts[i] = (parts[i] as number) + 1;
    short--;
  }
  return parts;
}
