import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { changedTemplateFields, checkTemplateFields, type TemplateFields, type TemplateInput } from './templateFields.ts';
import { requireTemplate, type TemplateState } from './templateState.ts';

export type UpdateTemplate = { type: 'UpdateTemplate'; templateId: string; changes: Partial<TemplateInput> };
export type TemplateUpdated = DomainEvent<'TemplateUpdated', { templateId: string; updatedAt: string; changed: (keyof TemplateFields)[] } & TemplateFields>;

/**
 * Change some of a template's fields (the others are kept) and check the whole again: a draft
 * saved as a template must then be complete. Nothing is recorded when nothing changes.
 */
export function updateTemplate(command: UpdateTemplate, state: TemplateState, context: CommandContext): TemplateUpdated[] {
  const current = requireTemplate(state);
  const { changes } = command;
  const fields = checkTemplateFields({
    name: changes.name ?? current.name,
    subjectLines: changes.subjectLines ?? current.subjectLines,
    content: changes.content ?? current.content,
    variables: changes.variables ?? current.variables,
    targetTier: changes.targetTier === undefined ? current.targetTier : changes.targetTier,
    category: changes.category ?? current.category,
    status: changes.status ?? current.status,
  });
  const changed = changedTemplateFields(current, fields);
  if (changed.length === 0) return [];
  return [{ type: 'TemplateUpdated', data: { templateId: command.templateId, updatedAt: context.now, changed, ...fields } }];
}
