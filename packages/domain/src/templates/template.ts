import { commandHandler } from '../kit/commandHandler.ts';
import { assertNever, type Decider } from '../kit/decider.ts';
import { copyTemplate, type CopyTemplate, type TemplateCopied } from './copyTemplate.ts';
import { createTemplate, type CreateTemplate, type TemplateCreated } from './createTemplate.ts';
import { deleteTemplate, type DeleteTemplate, type TemplateDeleted } from './deleteTemplate.ts';
import { initialTemplateState, type TemplateState } from './templateState.ts';
import { updateTemplate, type TemplateUpdated, type UpdateTemplate } from './updateTemplate.ts';

/** An e-mail or SMS template, stream `template-{id}`: created (or copied), updated, deleted. */
export type TemplateEvent = TemplateCreated | TemplateUpdated | TemplateDeleted | TemplateCopied;
export type TemplateCommand = CreateTemplate | UpdateTemplate | DeleteTemplate | CopyTemplate;

export const template: Decider<TemplateCommand, TemplateEvent, TemplateState> = {
  initialState: initialTemplateState,
  evolve(state, event) {
    switch (event.type) {
      case 'TemplateCreated':
      case 'TemplateCopied': {
        const { templateId, createdAt, ...rest } = event.data;
        const { copiedFromId, ...fields } = { copiedFromId: null, ...rest };
        return { status: 'active', templateId, fields, copiedFromId, createdAt, updatedAt: createdAt };
      }
      case 'TemplateUpdated': {
        const { templateId: _id, updatedAt, changed: _changed, ...fields } = event.data;
        return { ...state, fields, updatedAt };
      }
      case 'TemplateDeleted':
        return { ...state, status: 'deleted' };
      default:
        return assertNever(event);
    }
  },
  decide(command, state, context): TemplateEvent[] {
    switch (command.type) {
      case 'CreateTemplate':
        return createTemplate(command, state, context);
      case 'UpdateTemplate':
        return updateTemplate(command, state, context);
      case 'DeleteTemplate':
        return deleteTemplate(command, state);
      case 'CopyTemplate':
        return copyTemplate(command, state, context);
      default:
        return assertNever(command);
    }
  },
};

export const templateStream = (templateId: string) => `template-${templateId}`;

/** Load a template, or run a command on one. */
export const templateHandler = commandHandler(template, templateStream);
