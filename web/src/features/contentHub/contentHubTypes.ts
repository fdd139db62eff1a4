import type { contentWizardBody, refineWizardBody, smsWizardBody, smsWizardTemplates, wizardTemplates } from '@outreach/contracts/aiContent.ts';
import type { ContentGoal, GeneratedSmsTemplate, WizardEmailTemplate } from '@outreach/contracts/aiContent.ts';
import type { createTemplateBody, templateView } from '@outreach/contracts/templates.ts';
import type { Tier } from '@outreach/contracts/tiers.ts';
import type { WireType } from '../../shared/api/wireType.ts';

export type { ContentGoal, GeneratedSmsTemplate, Tier, WizardEmailTemplate };

/** POST /api/content/generate-wizard's body. */
export type EmailWizardInput = WireType<typeof contentWizardBody>;
/** POST /api/content/refine-wizard's body. */
export type RefineWizardInput = WireType<typeof refineWizardBody>;
/** POST /api/sms/generate-wizard's body. */
export type SmsWizardInput = WireType<typeof smsWizardBody>;

/** The e-mail wizard's templates, who wrote them and the record of the generation. */
export type WizardTemplatesAnswer = WireType<typeof wizardTemplates>;
/** The SMS wizard's texts, who wrote them and the record of the generation. */
export type SmsWizardAnswer = WireType<typeof smsWizardTemplates>;

/** POST /api/templates's body and answer. */
export type NewTemplate = WireType<typeof createTemplateBody>;
export type SavedTemplate = WireType<typeof templateView> & { position?: string };
