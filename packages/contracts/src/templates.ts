import { z } from 'zod';
import { accepted } from './answers.ts';

/**
 * E-mail and SMS templates (GET/POST /api/templates, GET/PUT/DELETE /api/templates/{id},
 * POST /api/templates/{id}/copy). A template whose category starts with `sms-` is an SMS template.
 * The checks a person needs explained (required fields, the 160-character SMS limit, unknown
 * variables) are the domain's; these schemas only bound the input.
 */

export const TEMPLATE_TYPES = ['email', 'sms'] as const;
/** A template holds at most this many subject lines (blank ones do not count). */
export const TEMPLATE_SUBJECT_LINES_MAX = 20;
export const TEMPLATE_STATUS_CHOICES = ['draft', 'saved'] as const;

const text = (field: string, max: number) => z.string({ error: `${field} must be text` }).max(max, `${field} is too long (at most ${max} characters)`);

const templateFields = {
  name: text('name', 1_000),
  subjectLines: z.array(text('Each subject line', 1_000), { error: 'subjectLines must be a list of text' }).max(50, 'At most 50 subject lines'),
  content: text('content', 200_000),
  variables: z.array(text('Each variable', 100), { error: 'variables must be a list of variable names' }).max(100, 'At most 100 variables'),
  targetTier: text('targetTier', 100).nullable(),
  category: text('category', 100),
  /** 'draft' from Save Draft; 'saved' (the default) from Save Template. */
  status: z.enum(TEMPLATE_STATUS_CHOICES, { error: 'status must be draft or saved' }),
};

/** POST /api/templates: name and content; subject lines for an e-mail template; the rest optional. */
export const createTemplateBody = z
  .object({ ...templateFields, name: templateFields.name.default(''), content: templateFields.content.default(''), subjectLines: templateFields.subjectLines.default([]) })
  .partial({ variables: true, targetTier: true, category: true, status: true });
export type CreateTemplateBody = z.infer<typeof createTemplateBody>;

/** PUT /api/templates/{id}: the fields to change; the others are kept. */
export const updateTemplateBody = z.object(templateFields).partial();
export type UpdateTemplateBody = z.infer<typeof updateTemplateBody>;

/** POST /api/templates/{id}/copy: the copy's name ("{name} (Copy)" when none is given). */
export const copyTemplateBody = z.object({ name: text('name', 1_000).nullable().optional() });
export type CopyTemplateBody = z.infer<typeof copyTemplateBody>;

/** GET /api/templates: all templates, newest first, or only one type, category or status. */
export const templateListQuery = z.object({
  type: z.enum(TEMPLATE_TYPES, { error: 'type must be email or sms' }).optional(),
  category: text('category', 100).optional(),
  status: z.enum(TEMPLATE_STATUS_CHOICES, { error: 'status must be draft or saved' }).optional(),
});
export type TemplateListQuery = z.infer<typeof templateListQuery>;

/** Length and GSM-7 / UCS-2 segments of an SMS template's text. */
export const smsTemplateLength = z.object({
  characters: z.number(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  units: z.number(),
  segments: z.number(),
});

/** A template as the library, the builder and the SMS screens read it. */
export const templateView = z.object({
  id: z.string(),
  type: z.enum(TEMPLATE_TYPES),
  name: z.string(),
  subjectLines: z.array(z.string()),
  content: z.string(),
  variables: z.array(z.string()),
  targetTier: z.string().nullable(),
  category: z.string(),
  status: z.enum(TEMPLATE_STATUS_CHOICES),
  /** The template this one was copied from. */
  copiedFromId: z.string().nullable(),
  /** For SMS templates: length and segments; null for e-mail templates. */
  sms: smsTemplateLength.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateView = z.infer<typeof templateView>;

export const templateList = z.array(templateView).readonly();
/** POST /api/templates, PUT /api/templates/{id}, POST /api/templates/{id}/copy. */
export const acceptedTemplate = accepted(templateView);
export const templateDeleted = accepted(z.object({ deleted: z.literal(true) }));
