import { conflict } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { checkTemplateFields, TEMPLATE_LIMITS, type TemplateFields } from './templateFields.ts';
import { requireTemplate, type TemplateState } from './templateState.ts';

/** Decided on the new template's stream, with the source template as it was read. */
export type CopyTemplate = { type: 'CopyTemplate'; templateId: string; source: { templateId: string; state: TemplateState }; name: string | null };
export type TemplateCopied = DomainEvent<'TemplateCopied', { templateId: string; copiedFromId: string; createdAt: string } & TemplateFields>;

/** The name of a copy when none is given: "Welcome (Copy)". */
export function copyName(name: string): string {
  const suffix = ' (Copy)';
  return `${name.slice(0, TEMPLATE_LIMITS.name - suffix.length)}${suffix}`;
}

/** A new template with the source's texts, tier, category and status, under a new name. */
export function copyTemplate(command: CopyTemplate, state: TemplateState, context: CommandContext): TemplateCopied[] {
  if (state.status !== 'absent') throw conflict('This template already exists');
  const source = requireTemplate(command.source.state);
  const fields = checkTemplateFields({ ...source, name: command.name?.trim() || copyName(source.name) });
  return [{ type: 'TemplateCopied', data: { templateId: command.templateId, copiedFromId: command.source.templateId, createdAt: context.now, ...fields } }];
}
