import { TEMPLATE_SAMPLE_VALUES } from '@outreach/contracts/templateVariables.ts';
import { Output, TypeGuards, type Template } from 'liquidjs';
import { invalid } from '../kit/errors.ts';
import { checkTemplate, describeProblem } from './templateCheck.ts';
import { defaultFilter, escapeHtml, liquidEngines, outputText, type TemplateMode } from './templateEngine.ts';

/** What a template is rendered with: a contact's fields by variable name (missing, null or blank shows as empty). */
export type TemplateData = Readonly<Record<string, string | number | null | undefined>>;

export interface CompiledTemplate {
  readonly source: string;
  readonly mode: TemplateMode;
  /** The variables the text uses. */
  readonly variables: readonly string[];
  render(data: TemplateData): string;
}

type Value = string | number | null | undefined;
type Part = string | ((data: TemplateData) => string);

const own = (data: TemplateData, name: string): Value => (Object.hasOwn(data, name) ? data[name] : undefined);

/** `location` when the data has none: "City, ST" from the parts it has. */
function location(data: TemplateData): Value {
  const given = own(data, 'location');
  if (!isBlank(given)) return given;
  return [own(data, 'city'), own(data, 'state')].filter((part) => !isBlank(part)).join(', ');
}

const isBlank = (value: Value) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** How a variable's value is read, aliases included (first_name, last_name, location). */
function reader(name: string): (data: TemplateData) => Value {
  switch (name) {
    case 'first_name':
      return (data) => own(data, 'firstName') ?? own(data, 'first_name');
    case 'last_name':
      return (data) => own(data, 'lastName') ?? own(data, 'last_name');
    case 'location':
      return location;
    default:
      return (data) => own(data, name);
  }
}

/** The scope Liquid renders with: the data plus the aliases. */
function scopeOf(data: TemplateData): Record<string, Value> {
  return { ...data, first_name: reader('first_name')(data), last_name: reader('last_name')(data), location: location(data) };
}

/**
 * A ready-made renderer for the output nodes that make up nearly every message — literal text and
 * `{{name}}` or `{{name | default: "literal"}}` — as plain closures: the same result as Liquid's
 * renderer (the tests hold both to it) without its per-render context and generators. Undefined
 * when the template uses anything else (tags, other filters); Liquid then renders it.
 */
function directParts(parsed: Template[], mode: TemplateMode): Part[] | undefined {
  const parts: Part[] = [];
  for (const node of parsed) {
    if (TypeGuards.isHTMLToken(node.token)) {
      parts.push(node.token.getContent());
      continue;
    }
    if (!(node instanceof Output)) return undefined;
    const { initial, filters } = node.value;
    const userFilters = mode === 'html' ? filters.slice(0, -1) : filters;
    const token = initial.postfix.length === 1 ? initial.postfix[0] : undefined;
    if (!token || !TypeGuards.isPropertyAccessToken(token) || token.variable !== undefined || token.props.length !== 1) return undefined;
    const nameToken = token.props[0]!;
    if (!TypeGuards.isWordToken(nameToken)) return undefined;
    const read = reader(nameToken.content);
    let fallback: Value | undefined;
    if (userFilters.length === 1) {
      const filter = userFilters[0]!;
      const arg = filter.args[0];
      if (filter.name !== 'default' || filter.args.length !== 1 || !arg || Array.isArray(arg)) return undefined;
      if (TypeGuards.isQuotedToken(arg)) fallback = arg.content;
      else if (TypeGuards.isNumberToken(arg)) fallback = Number(arg.content);
      else return undefined;
    } else if (userFilters.length > 1) return undefined;
    const valueOf = fallback === undefined ? read : (data: TemplateData) => defaultFilter(read(data), fallback) as Value;
    parts.push(mode === 'html' ? (data) => escapeHtml(outputText(valueOf(data))) : (data) => outputText(valueOf(data)));
  }
  return parts;
}

function renderParts(parts: readonly Part[], data: TemplateData): string {
  let out = '';
  for (const part of parts) out += typeof part === 'string' ? part : part(data);
  return out;
}

/**
 * Parse and check a template once; the result renders it for any number of contacts. A text with
 * a syntax error or an unknown variable is refused with the problem and where it is.
 */
export function compileTemplate(source: string, mode: TemplateMode, field = 'Template', options: { direct?: boolean } = {}): CompiledTemplate {
  const check = checkTemplate(source);
  const problem = check.problems[0];
  if (problem) throw invalid(describeProblem(field, problem));
  const liquid = liquidEngines[mode];
  const parsed = liquid.parse(source);
  // direct: false always renders through Liquid (what the bench compares the direct renderer with).
  const parts = options.direct === false ? undefined : directParts(parsed, mode);
  return {
    source,
    mode,
    variables: check.variables,
    render: parts ? (data) => renderParts(parts, data) : (data) => String(liquid.renderSync(parsed, scopeOf(data))),
  };
}

/** Liquid's own rendering of a template, never the direct one (for the tests that hold both to the same result). */
export function renderWithLiquid(source: string, data: TemplateData, mode: TemplateMode): string {
  const liquid = liquidEngines[mode];
  return String(liquid.renderSync(liquid.parse(source), scopeOf(data)));
}

const CACHE_SIZE = 500;
const cache = new Map<string, CompiledTemplate>();

/** The compiled template of a text, kept for the next call with the same text (the most recent 500). */
export function cachedTemplate(source: string, mode: TemplateMode): CompiledTemplate {
  const key = `${mode}\u0000${source}`;
  let compiled = cache.get(key);
  if (compiled) {
    cache.delete(key);
  } else {
    compiled = compileTemplate(source, mode);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, compiled);
  return compiled;
}

/** Render a text for one contact: `html` escapes the values (an HTML body), `text` does not (subjects, plain text, SMS). */
export function renderTemplate(source: string, data: TemplateData, mode: TemplateMode): string {
  return cachedTemplate(source, mode).render(data);
}

/** A preview with the catalogue's sample values in place of the variables. */
export function renderPreview(source: string, mode: TemplateMode = 'text'): string {
  return renderTemplate(source, TEMPLATE_SAMPLE_VALUES, mode);
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** An e-mail for one contact: the subject and plain-text body as text, the HTML body with escaped values. */
export function renderEmail(template: { subject: string; content: string }, data: TemplateData): RenderedEmail {
  return {
    subject: renderTemplate(template.subject, data, 'text').replace(/\s*[\r\n]+\s*/g, ' ').trim(),
    text: renderTemplate(template.content, data, 'text'),
    html: renderTemplate(template.content, data, 'html'),
  };
}
