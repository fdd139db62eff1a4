import { useState, type ChangeEvent } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { useAiCompanyProfile } from '../companyProfile/useAiCompanyProfile.ts';
import { useGeneration } from '../../shared/ai/useGeneration.ts';
import { failureMessage } from '../../shared/api/failureMessage.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { AudienceTierPicker } from './AudienceTierPicker.tsx';
import { SMS_WIZARD_PATH } from './contentHubApi.ts';
import { goalTitle, SMS_WIZARD_GOALS, SMS_WIZARD_TIER_SIZES } from './contentHubChoices.ts';
import type { ContentGoal, SmsWizardAnswer, SmsWizardInput, Tier } from './contentHubTypes.ts';
import { GoalPicker } from './GoalPicker.tsx';
import { SmsGenerationStep } from './SmsGenerationStep.tsx';
import { SmsReviewStep } from './SmsReviewStep.tsx';
import { smsTemplateFromWizard } from './templateDrafts.ts';
import { useCreateTemplate } from './useCreateTemplate.ts';
import { generateProblem, goalProblem, MISSING_TEMPLATE, smsLaunchProblem, type WizardProblem } from './wizardChecks.ts';
import { WizardProgress } from './WizardProgress.tsx';

export const SMS_WIZARD_STEPS = ['Goal Selection', 'Audience Targeting', 'SMS Generation', 'Review & Launch'] as const;

/**
 * The SMS Wizard (spec part 2 §2, §4): a goal, the tiers (Generate needs one), the generated texts
 * with their live length and segments (one must be chosen), then the campaign's name and the text
 * to review. SMS campaigns do not exist yet, so Create Campaign saves the text as an SMS template.
 */
export function SmsWizard({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const { profile } = useAiCompanyProfile();
  const [step, setStep] = useState(1);
  const [goal, setGoal] = useState<ContentGoal | null>(null);
  const [tiers, setTiers] = useState<Tier[]>([]);
  const [customMessage, setCustomMessage] = useState('');
  const [result, setResult] = useState<SmsWizardAnswer | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [campaignName, setCampaignName] = useState('');
  const [message, setMessage] = useState('');
  const generate = useGeneration<SmsWizardInput, SmsWizardAnswer>(SMS_WIZARD_PATH);
  const save = useCreateTemplate();
  const chosen = result?.templates.find((template) => template.id === selectedId);

  const warn = (problem: WizardProblem) => toast({ ...problem, variant: 'destructive' });

  const handleNext = () => {
    if (step === 1) {
      const problem = goalProblem(goal);
      if (problem) return warn(problem);
      return setStep(2);
    }
    if (!chosen) return warn(MISSING_TEMPLATE);
    setMessage(chosen.message);
    setStep(4);
  };

  const handleGenerate = () => {
    const problem = goalProblem(goal) ?? generateProblem(tiers, profile !== null);
    if (problem) return warn(problem);
    if (!goal || !profile) return;
    const input: SmsWizardInput = { goal, tiers, companyProfile: profile, ...(customMessage.trim() ? { customMessage: customMessage.trim() } : {}) };
    generate.mutate(input, {
      onSuccess: (answer) => {
        setResult(answer);
        setSelectedId(answer.templates[0]?.id ?? null);
        setStep(3);
      },
    });
  };

  const handleCreateCampaign = () => {
    const problem = chosen ? smsLaunchProblem(campaignName, message) : MISSING_TEMPLATE;
    if (problem) return warn(problem);
    if (!chosen) return;
    save.mutate(smsTemplateFromWizard(chosen, campaignName, message, goal), {
      onSuccess: (saved) => {
        toast({ title: 'Template Created', description: `SMS campaigns are not available yet, so "${saved.name}" was saved to your SMS templates.` });
        onClose();
      },
      onError: (error) => toast({ title: 'Creation Failed', description: failureMessage(error, 'Failed to save the template. Please try again.'), variant: 'destructive' }),
    });
  };

  const handleCustomMessageChange = (event: ChangeEvent<HTMLTextAreaElement>) => setCustomMessage(event.target.value);
  const handleBack = () => setStep((current) => Math.max(1, current - 1));
  const generating = generate.isPending;

  return (
    <>
      <WizardProgress step={step} titles={SMS_WIZARD_STEPS} />
      {step === 1 && (
        <section aria-label="Goal Selection">
          <Typography.Paragraph>What should the text message achieve?</Typography.Paragraph>
          <GoalPicker goals={SMS_WIZARD_GOALS} value={goal} onChange={setGoal} />
        </section>
      )}
      {step === 2 && (
        <section aria-label="Audience Targeting">
          <Typography.Paragraph>Which agents should receive it?</Typography.Paragraph>
          <AudienceTierPicker value={tiers} onChange={setTiers} sizes={SMS_WIZARD_TIER_SIZES} />
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 4 }}>
            <label htmlFor="sms-wizard-custom-message">Anything to mention? (optional)</label>
          </Typography.Paragraph>
          <Input.TextArea id="sms-wizard-custom-message" rows={2} maxLength={300} value={customMessage} onChange={handleCustomMessageChange} />
        </section>
      )}
      {step === 3 && result && (
        <section aria-label="SMS Generation">
          <SmsGenerationStep result={result} selectedId={selectedId} onSelect={setSelectedId} onRegenerate={handleGenerate} regenerating={generating} />
        </section>
      )}
      {step === 4 && (
        <section aria-label="Review & Launch">
          <SmsReviewStep
            goalTitle={goalTitle(SMS_WIZARD_GOALS, goal)}
            tiers={tiers}
            campaignName={campaignName}
            onCampaignNameChange={setCampaignName}
            message={message}
            onMessageChange={setMessage}
          />
        </section>
      )}
      <Flex justify="space-between" gap={8} wrap style={{ marginTop: 24 }}>
        {step === 1 ? <Button onClick={onClose}>Cancel</Button> : <Button onClick={handleBack}>Back</Button>}
        {(step === 1 || step === 3) && (
          <Button type="primary" onClick={handleNext} disabled={generating}>
            Next
          </Button>
        )}
        {step === 2 && (
          <Button type="primary" onClick={handleGenerate} loading={generating}>
            {generating ? 'Generating...' : 'Generate SMS'}
          </Button>
        )}
        {step === 4 && (
          <Button type="primary" onClick={handleCreateCampaign} loading={save.isPending}>
            {save.isPending ? 'Creating...' : 'Create Campaign'}
          </Button>
        )}
      </Flex>
    </>
  );
}
