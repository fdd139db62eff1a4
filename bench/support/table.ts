/**
 * Plain-text table with a header rule. Columns listed in `rightAligned` (by index) are
 * right-aligned; without the list, number-looking columns are.
 */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[], rightAligned?: readonly number[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = headers.map((_, i) =>
    rightAligned ? rightAligned.includes(i) : rows.length > 0 && rows.every((r) => /^[\d.,≥ ×%-]*$/.test(r[i] ?? '')),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** 12345.6 → "12,346"; a rate under 100 keeps two decimals (9.876 → "9.88"), so that a rate held at a limit shows how near it is. */
export function formatRate(value: number): string {
  if (Math.abs(value) < 100) return value.toFixed(2);
  return Math.round(value).toLocaleString('en-US');
}

export function formatRatio(value: number): string {
  return value.toFixed(2);
}

/** A value with its unit: rates rounded with separators, milliseconds to 0.01, seconds to 0.1, MiB to 1. */
export function formatValue(value: number, unit: string): string {
  if (unit.endsWith('/s')) return `${formatRate(value)} ${unit}`;
  if (unit === 'ms') return `${value.toFixed(2)} ms`;
  if (unit === 's') return `${value.toFixed(1)} s`;
  if (unit === 'MiB') return `${value.toFixed(0)} MiB`;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${unit}`;
}
