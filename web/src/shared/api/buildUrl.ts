export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** A path with its query string; parameters that are undefined, null or empty text are left out. */
export function buildUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  const query = search.toString();
  return query === '' ? path : `${path}?${query}`;
}
