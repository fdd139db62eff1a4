/**
 * `run` for every item, at most `limit` at a time; the results in the order of `items`. After a
 * failure no further item is started; once the ones under way have settled, the failure of the
 * earliest item (in `items` order) is thrown.
 */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const failures: { index: number; error: unknown }[] = [];
  const worker = async () => {
    while (failures.length === 0 && next < items.length) {
      const index = next++;
      try {
        results[index] = await run(items[index]!, index);
      } catch (error) {
        failures.push({ index, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failures.length > 0) throw failures.reduce((a, b) => (b.index < a.index ? b : a)).error;
  return results;
}
