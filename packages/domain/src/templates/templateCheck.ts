import { isTemplateVariable, TEMPLATE_VARIABLE_NAMES } from '@outreach/contracts/templateVariables.ts';
import { LiquidError, type Template } from 'liquidjs';
import { invalid } from '../kit/errors.ts';
import { liquidEngines, TEMPLATE_FILTERS, TEMPLATE_TAGS } from './templateEngine.ts';

export interface TemplateProblem {
  kind: 'syntax' | 'unknown_variable' | 'unsupported';
  /** What is wrong, in a sentence a person can act on (without the field's name). */
  message: string;
  line: number | null;
  column: number | null;
  /** The variable named, for an unknown variable. */
  variable?: string;
}

export interface TemplateCheck {
  /** The variables the text uses, in order of first use, each once. */
  variables: string[];
  problems: TemplateProblem[];
  /** The parsed text, when it parsed. */
  parsed: Template[] | undefined;
}

const POSITION = /,\s*line:(\d+),\s*col:(\d+)\s*$/;

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The known variable a misspelt name most likely meant, if one is close. */
export function closestVariable(name: string): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const known of TEMPLATE_VARIABLE_NAMES) {
    const distance = levenshtein(name.toLowerCase(), known.toLowerCase());
    if (!best || distance < best.distance) best = { name: known, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(name.length / 3)) ? best.name : undefined;
}

function syntaxProblem(error: LiquidError): TemplateProblem {
  const position = POSITION.exec(error.message);
  const text = error.message.replace(POSITION, '');
  const tag = /^tag "([^"]+)" not found$/.exec(text);
  const filter = /^undefined filter: (.+)$/.exec(text);
  const where = { line: position ? Number(position[1]) : null, column: position ? Number(position[2]) : null };
  if (tag) {
    return { kind: 'unsupported', message: `the {% ${tag[1]} %} tag is not supported (templates may use ${TEMPLATE_TAGS.filter((t) => t !== 'raw' && t !== 'comment').join(', ')})`, ...where };
  }
  if (filter) return { kind: 'unsupported', message: `unknown filter "${filter[1]}" (templates may use ${TEMPLATE_FILTERS.join(', ')})`, ...where };
  return { kind: 'syntax', message: `syntax error: ${text}`, ...where };
}

/**
 * Parse a template text and check every variable it uses against the catalogue (and its aliases).
 * Never throws for a bad text: the problems say what is wrong and where.
 */
export function checkTemplate(source: string): TemplateCheck {
  const liquid = liquidEngines.text;
  let parsed: Template[];
  try {
    parsed = liquid.parse(source);
  } catch (error) {
    if (error instanceof LiquidError) return { variables: [], problems: [syntaxProblem(error)], parsed: undefined };
    throw error;
  }
  const globals = liquid.analyzeSync(parsed).globals;
  const variables: string[] = [];
  const problems: TemplateProblem[] = [];
  for (const [name, uses] of Object.entries(globals)) {
    const first = uses[0]!;
    const where = { line: first.location.row, column: first.location.col };
    if (!isTemplateVariable(name)) {
      const guess = closestVariable(name);
      problems.push({ kind: 'unknown_variable', variable: name, message: `unknown variable {{${name}}}${guess ? ` (did you mean {{${guess}}}?)` : ''}`, ...where });
      continue;
    }
    variables.push(name);
    const withProperty = uses.find((use) => use.segments.length > 1);
    if (withProperty) {
      problems.push({
        kind: 'unsupported',
        variable: name,
        message: `{{${withProperty.segments.join('.')}}}: variables have no properties, use {{${name}}}`,
        line: withProperty.location.row,
        column: withProperty.location.col,
      });
    }
  }
  return { variables, problems, parsed };
}

/** A problem as one line: 'Content: unknown variable {{fristName}} (did you mean {{firstName}}?) at line 2, column 7'. */
export function describeProblem(field: string, problem: TemplateProblem): string {
  const at = problem.line === null ? '' : ` at line ${problem.line}, column ${problem.column}`;
  return `${field}: ${problem.message}${at}`;
}

/**
 * The save-time check: the variables a text uses, or a 400 naming the field, what is wrong and
 * where (the first problem as the message; each one under `errors` with the field's path).
 */
export function requireValidTemplate(source: string, field: { label: string; path: string }): string[] {
  const check = checkTemplate(source);
  const first = check.problems[0];
  if (first) {
    throw invalid(describeProblem(field.label, first), { errors: check.problems.map((problem) => ({ path: field.path, message: describeProblem(field.label, problem) })) });
  }
  return check.variables;
}
