import { invalid, type DomainError } from '../kit/errors.ts';

/** A required field left blank: its path in the request and how the form names it. */
export interface MissingField {
  path: string;
  label: string;
}

/** A 400 about one field: the message, and the field in the problem's errors[]. */
export function invalidField(path: string, message: string): DomainError {
  return invalid(message, { errors: [{ path, message }] });
}

const listed = (labels: string[]) => (labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`);

/**
 * A 400 for required fields left blank: the spec's 'Please fill in all required fields' naming the
 * blank ones (`…: SMTP username`), each in errors[] as `{path} is required`.
 */
export function missingFields(prefix: string, missing: readonly MissingField[]): DomainError {
  return invalid(`${prefix}: ${listed(missing.map((m) => m.label))}`, { errors: missing.map(({ path }) => ({ path, message: `${path} is required` })) });
}

/** The fields among `fields` whose value is blank. */
export function blankFields(fields: readonly (MissingField & { value: unknown })[]): MissingField[] {
  return fields.filter((f) => f.value === null || f.value === undefined || f.value === '').map(({ path, label }) => ({ path, label }));
}
