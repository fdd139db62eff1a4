import type { DomainEvent } from '../kit/events.ts';
import type { TemplateType } from './templateFields.ts';
import { requireTemplate, type TemplateState } from './templateState.ts';

export type DeleteTemplate = { type: 'DeleteTemplate'; templateId: string };
export type TemplateDeleted = DomainEvent<'TemplateDeleted', { templateId: string; name: string; templateType: TemplateType }>;

/** Remove a template from the library; its history stays for auditors. */
export function deleteTemplate(command: DeleteTemplate, state: TemplateState): TemplateDeleted[] {
  const fields = requireTemplate(state);
  return [{ type: 'TemplateDeleted', data: { templateId: command.templateId, name: fields.name, templateType: fields.type } }];
}
