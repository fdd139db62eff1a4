import { useState, type ChangeEvent } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { useAiCompanyProfile } from '../companyProfile/useAiCompanyProfile.ts';
import { writtenOffline } from '../../shared/ai/generatedBy.ts';
import { useGeneration } from '../../shared/ai/useGeneration.ts';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { failureMessage } from '../../shared/api/failureMessage.ts';
import { templatePath } from '../templates/templatesQueries.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { AudienceTierPicker } from './AudienceTierPicker.tsx';
import { EMAIL_WIZARD_PATH, REFINE_WIZARD_PATH } from './contentHubApi.ts';
import { EMAIL_WIZARD_GOALS, EMAIL_WIZARD_TIER_SIZES } from './contentHubChoices.ts';
import type { ContentGoal, EmailWizardInput, RefineWizardInput, SavedTemplate, Tier, WizardTemplatesAnswer } from './contentHubTypes.ts';
import { EmailReviewStep } from './EmailReviewStep.tsx';
import { GoalPicker } from './GoalPicker.tsx';
import { emailTemplateFromWizard } from './templateDrafts.ts';
import { useCreateCampaignFromWizard } from './useCreateCampaignFromWizard.ts';
import { useOpenInTemplateBuilder } from './useOpenInTemplateBuilder.ts';
import { generateProblem, goalProblem, MISSING_TEMPLATE, refineProblem, type WizardProblem } from './wizardChecks.ts';
import { WizardProgress } from './WizardProgress.tsx';

export const EMAIL_WIZARD_STEPS = ['Choose Goal', 'Select Audience', 'Review and Launch'] as const;

/**
 * The Email Wizard (spec part 2 §2, §4): a goal, the tiers to write for, then the generated e-mails
 * to review, refine with feedback, regenerate, and launch: Create Campaign saves the chosen e-mail
 * as a template and makes a draft one-time campaign on it for the chosen tiers.
 */
export function EmailWizard({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const { profile } = useAiCompanyProfile();
  const [step, setStep] = useState(1);
  const [goal, setGoal] = useState<ContentGoal | null>(null);
  const [tiers, setTiers] = useState<Tier[]>([]);
  const [customMessage, setCustomMessage] = useState('');
  const [result, setResult] = useState<WizardTemplatesAnswer | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [feedback, setFeedback] = useState('');
  const generate = useGeneration<EmailWizardInput, WizardTemplatesAnswer>(EMAIL_WIZARD_PATH);
  const refine = useGeneration<RefineWizardInput, WizardTemplatesAnswer>(REFINE_WIZARD_PATH);
  const create = useCreateCampaignFromWizard();
  const openInBuilder = useOpenInTemplateBuilder();

  const warn = (problem: WizardProblem) => toast({ ...problem, variant: 'destructive' });

  const handleNext = () => {
    const problem = goalProblem(goal);
    if (problem) return warn(problem);
    setStep(2);
  };

  const handleGenerate = () => {
    const problem = goalProblem(goal) ?? generateProblem(tiers, profile !== null);
    if (problem) return warn(problem);
    if (!goal || !profile) return;
    const input: EmailWizardInput = { goal, tiers, companyProfile: profile, ...(customMessage.trim() ? { customMessage: customMessage.trim() } : {}) };
    generate.mutate(input, {
      onSuccess: (answer) => {
        setResult(answer);
        setSelectedId(answer.templates[0]?.id ?? null);
        setStep(3);
      },
    });
  };

  const handleRefine = () => {
    const problem = refineProblem(feedback, profile !== null);
    if (problem) return warn(problem);
    if (!result || !goal || !profile) return;
    refine.mutate(
      { originalTemplates: result.templates, feedback: feedback.trim(), goal, tiers, companyProfile: profile },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setSelectedId((current) => (answer.templates.some((t) => t.id === current) ? current : (answer.templates[0]?.id ?? null)));
          setFeedback('');
          toast({ title: 'Templates Refined', description: 'The templates were rewritten with your feedback.' });
        },
      },
    );
  };

  const handleCreateCampaign = () => {
    const chosen = result?.templates.find((template) => template.id === selectedId);
    if (!chosen || !result) return warn(MISSING_TEMPLATE);
    const offline = writtenOffline(result);
    create.mutate(
      { name: emailTemplateFromWizard(chosen, new Date()).name, template: chosen, targetTiers: tiers },
      {
        onSuccess: (created) => {
          toast({
            title: 'Campaign Created',
            description: 'Your campaign has been created successfully',
            ...(created.templateId ? { action: { label: 'Open in Template Builder', onClick: () => void openSaved(created.templateId!, offline) } } : {}),
          });
          onClose();
        },
        onError: (error) => toast({ title: 'Creation Failed', description: failureMessage(error, 'Failed to create campaign. Please try again.'), variant: 'destructive' }),
      },
    );
  };

  /** The campaign's template, as saved, in the Template Builder. */
  const openSaved = async (templateId: string, offline: boolean) => openInBuilder(await apiFetch<SavedTemplate>(templatePath(templateId)), offline);

  const handleCustomMessageChange = (event: ChangeEvent<HTMLTextAreaElement>) => setCustomMessage(event.target.value);
  const handleBack = () => setStep((current) => Math.max(1, current - 1));
  const generating = generate.isPending;

  return (
    <>
      <WizardProgress step={step} titles={EMAIL_WIZARD_STEPS} />
      {step === 1 && (
        <section aria-label="Choose Goal">
          <Typography.Paragraph>What should these e-mails achieve?</Typography.Paragraph>
          <GoalPicker goals={EMAIL_WIZARD_GOALS} value={goal} onChange={setGoal} />
        </section>
      )}
      {step === 2 && (
        <section aria-label="Select Audience">
          <Typography.Paragraph>Which agents are these e-mails for?</Typography.Paragraph>
          <AudienceTierPicker value={tiers} onChange={setTiers} sizes={EMAIL_WIZARD_TIER_SIZES} />
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 4 }}>
            <label htmlFor="email-wizard-custom-message">Anything to mention? (optional)</label>
          </Typography.Paragraph>
          <Input.TextArea
            id="email-wizard-custom-message"
            rows={2}
            maxLength={2000}
            value={customMessage}
            onChange={handleCustomMessageChange}
            placeholder="e.g. mention our spring webinar"
          />
        </section>
      )}
      {step === 3 && result && (
        <section aria-label="Review and Launch">
          <EmailReviewStep
            result={result}
            selectedId={selectedId}
            onSelect={setSelectedId}
            feedback={feedback}
            onFeedbackChange={setFeedback}
            onRefine={handleRefine}
            refining={refine.isPending}
            onRegenerate={handleGenerate}
            regenerating={generating}
          />
        </section>
      )}
      <Flex justify="space-between" gap={8} wrap style={{ marginTop: 24 }}>
        {step === 1 ? <Button onClick={onClose}>Cancel</Button> : <Button onClick={handleBack}>Back</Button>}
        {step === 1 && (
          <Button type="primary" onClick={handleNext}>
            Next
          </Button>
        )}
        {step === 2 && (
          <Button type="primary" onClick={handleGenerate} loading={generating}>
            {generating ? 'Generating...' : 'Generate Templates'}
          </Button>
        )}
        {step === 3 && (
          <Button type="primary" onClick={handleCreateCampaign} loading={create.isPending} disabled={refine.isPending || generating}>
            {create.isPending ? 'Creating...' : 'Create Campaign'}
          </Button>
        )}
      </Flex>
    </>
  );
}
