import { TEMPLATE_SAMPLE_VALUES } from '@outreach/contracts/templateVariables.ts';

/**
 * A double-brace output: `{{name}}`, `{{ name }}`, or with filters (`{{name | default: "there"}}`).
 * Only the variable's name is read; the filters do not change a sample value (never blank).
 */
const OUTPUT = /\{\{\s*([A-Za-z_][\w]*)\s*(?:\|[^{}]*)?\}\}/g;

/**
 * The live preview: each known variable replaced by its sample value (Sarah, Johnson, Keller
 * Williams Realty, Austin, TX …); an unknown one is left as written, so that it shows.
 */
export function previewWithSamples(text: string, samples: Readonly<Record<string, string>> = TEMPLATE_SAMPLE_VALUES): string {
  return text.replace(OUTPUT, (whole, name: string) => (Object.hasOwn(samples, name) ? samples[name]! : whole));
}

/** The variable names the texts use, each once, in order of appearance. */
export function variablesIn(texts: readonly string[]): string[] {
  const names = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(OUTPUT)) names.add(match[1]!);
  return [...names];
}

/** The variables the texts use that the catalogue does not know (the server refuses to save them). */
export function unknownVariablesIn(texts: readonly string[], samples: Readonly<Record<string, string>> = TEMPLATE_SAMPLE_VALUES): string[] {
  return variablesIn(texts).filter((name) => !Object.hasOwn(samples, name));
}
