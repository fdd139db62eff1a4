import { conflict } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { checkTemplateFields, type TemplateFields, type TemplateInput } from './templateFields.ts';
import type { TemplateState } from './templateState.ts';

export type CreateTemplate = { type: 'CreateTemplate'; templateId: string; input: TemplateInput };
export type TemplateCreated = DomainEvent<'TemplateCreated', { templateId: string; createdAt: string } & TemplateFields>;

/** A new e-mail or SMS template, saved or as a draft; its texts are checked now, not when it is sent. */
export function createTemplate(command: CreateTemplate, state: TemplateState, context: CommandContext): TemplateCreated[] {
  if (state.status !== 'absent') throw conflict('This template already exists');
  const fields = checkTemplateFields(command.input);
  return [{ type: 'TemplateCreated', data: { templateId: command.templateId, createdAt: context.now, ...fields } }];
}
