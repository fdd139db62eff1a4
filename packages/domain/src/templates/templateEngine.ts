import { Liquid } from 'liquidjs';

/**
 * The one template language of every channel: Liquid (LiquidJS), cut down to what a message needs.
 * Variables in double braces, string filters (`{{firstName | default: "there"}}`), and the
 * `if` / `unless` / `case` tags; no includes, loops or assignments. Two engines share the rules:
 * `html` escapes every variable's value, `text` (subjects, plain-text bodies, SMS) leaves it as is.
 */
export type TemplateMode = 'html' | 'text';

export const TEMPLATE_TAGS = ['if', 'unless', 'case', 'comment', 'raw'] as const;
export const TEMPLATE_FILTERS = [
  'default',
  'upcase',
  'downcase',
  'capitalize',
  'strip',
  'lstrip',
  'rstrip',
  'truncate',
  'truncatewords',
  'append',
  'prepend',
  'replace',
  'replace_first',
  'remove',
  'remove_first',
] as const;

/** Null, undefined, false, an empty or all-blank string: what `default` replaces. */
export function isBlankValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** `{{x | default: "y"}}`: y when x is missing, empty or only spaces (Liquid's own keeps a blank string). */
export function defaultFilter(value: unknown, fallback: unknown = ''): unknown {
  return isBlankValue(value) ? fallback : value;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' };

/** The escaping every variable gets in HTML (the same characters and entities as Liquid's `escape`). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

/** A value as output shows it: nothing for null and undefined, numbers and booleans as written. */
export function outputText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

function escapeOutput(value: unknown): string {
  return escapeHtml(outputText(value));
}

/** Limits that keep a hostile template from tying up the process. */
const LIMITS = { parseLimit: 1_000_000, renderLimit: 1_000, memoryLimit: 10_000_000 };

function engine(mode: TemplateMode): Liquid {
  const liquid = new Liquid({
    templates: {},
    strictFilters: true,
    ownPropertyOnly: true,
    ...(mode === 'html' ? { outputEscape: escapeOutput } : {}),
    ...LIMITS,
  });
  liquid.registerFilter('default', defaultFilter);
  const tags = new Set<string>(TEMPLATE_TAGS);
  for (const name of Object.keys(liquid.tags)) if (!tags.has(name)) delete liquid.tags[name];
  const filters = new Set<string>(TEMPLATE_FILTERS);
  for (const name of Object.keys(liquid.filters)) if (!filters.has(name)) delete liquid.filters[name];
  return liquid;
}

export const liquidEngines: Readonly<Record<TemplateMode, Liquid>> = { html: engine('html'), text: engine('text') };

/** The name LiquidJS gives the escaping it appends to every output of the html engine. */
export const OUTPUT_ESCAPE_NAME = String(escapeOutput);
