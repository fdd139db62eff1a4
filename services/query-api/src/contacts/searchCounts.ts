/**
 * Totals of contact searches, kept per search generation (read.contact_search_generation): an
 * answer is reused only while the generation it was counted in is still the current one, so it is
 * always exact. Paging through the results of a search, or searching again for a term, counts the
 * matches once instead of on every page. The least recently used answers go first.
 */
export class SearchCounts {
  readonly #totals = new Map<string, number>();

  constructor(private readonly capacity = 1000) {}

  static key(generation: string | null, status: string | undefined, term: string | undefined): string {
    return JSON.stringify([generation, status ?? null, term ?? null]);
  }

  get(key: string): number | undefined {
    const total = this.#totals.get(key);
    if (total === undefined) return undefined;
    this.#totals.delete(key);
    this.#totals.set(key, total);
    return total;
  }

  set(key: string, total: number): void {
    this.#totals.delete(key);
    this.#totals.set(key, total);
    while (this.#totals.size > this.capacity) this.#totals.delete(this.#totals.keys().next().value!);
  }

  get size(): number {
    return this.#totals.size;
  }
}
