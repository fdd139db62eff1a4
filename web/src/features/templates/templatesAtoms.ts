import { atom } from 'jotai';
import { emptyDraft } from './templateDraft.ts';
import type { TemplateDraft } from './templateTypes.ts';

export type TemplatesTabKey = 'builder' | 'optimizer';

/** The open tab of Email Templates: Template Builder or AI Template Optimizer. */
export const templatesTabAtom = atom<TemplatesTabKey>('builder');

/** The template being written in the builder (kept while other sections are open). */
export const templateDraftAtom = atom<TemplateDraft>(emptyDraft());
