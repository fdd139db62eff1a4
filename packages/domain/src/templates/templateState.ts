import { notFound } from '../kit/errors.ts';
import type { TemplateFields } from './templateFields.ts';

export interface TemplateState {
  status: 'absent' | 'active' | 'deleted';
  templateId: string | undefined;
  fields: TemplateFields | undefined;
  /** The template this one was copied from, if it is a copy. */
  copiedFromId: string | null;
  createdAt: string | undefined;
  updatedAt: string | undefined;
}

export const initialTemplateState: TemplateState = { status: 'absent', templateId: undefined, fields: undefined, copiedFromId: null, createdAt: undefined, updatedAt: undefined };

export const TEMPLATE_NOT_FOUND = 'Template not found';

/** The fields of a template that exists; a missing or deleted one is a 404. */
export function requireTemplate(state: TemplateState): TemplateFields {
  if (state.status !== 'active' || !state.fields) throw notFound(TEMPLATE_NOT_FOUND);
  return state.fields;
}
