import type { TemplateEvent } from './template.ts';
import type { TemplateInput } from './templateFields.ts';

export const WELCOME = '33333333-3333-4333-8333-333333333333';
export const WELCOME_COPY = '33333333-3333-4333-8333-333333333334';
export const TEXT = '33333333-3333-4333-8333-333333333335';

export const welcomeInput: TemplateInput = {
  name: 'Welcome',
  subjectLines: ['Hi {{firstName}}', 'A tool for {{company}}'],
  content: 'Hello {{firstName | default: "there"}},\nAgents in {{city}} list faster with us.',
  variables: ['first_name', 'last_name', 'company', 'location'],
  targetTier: 'elite',
  category: 'general',
  status: 'saved',
};

export const welcomeCreated: TemplateEvent = {
  type: 'TemplateCreated',
  data: {
    templateId: WELCOME,
    createdAt: '2026-01-01T00:00:00.000Z',
    type: 'email',
    name: 'Welcome',
    subjectLines: ['Hi {{firstName}}', 'A tool for {{company}}'],
    content: 'Hello {{firstName | default: "there"}},\nAgents in {{city}} list faster with us.',
    variables: ['first_name', 'last_name', 'company', 'location', 'firstName', 'city'],
    targetTier: 'elite',
    category: 'general',
    status: 'saved',
  },
};

export const textInput: TemplateInput = {
  name: 'Trial nudge',
  subjectLines: [],
  content: 'Hi {{firstName}}, your 7-day free trial is waiting. Reply STOP to opt out.',
  variables: [],
  targetTier: null,
  category: 'sms-trial',
  status: 'saved',
};
