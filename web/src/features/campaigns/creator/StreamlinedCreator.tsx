import { useEffect, useState } from 'react';
import { Button, Flex } from 'antd';
import { failureMessage } from '../../../shared/api/failureMessage.ts';
import { GuardedModal } from '../../../shared/dialogs/GuardedModal.tsx';
import { useToast } from '../../../shared/toast/useToast.ts';
import { WizardProgress } from '../../contentHub/WizardProgress.tsx';
import type { SavedCampaign } from '../audience/campaignApi.ts';
import { useAudienceCount } from '../audience/useAudienceCount.ts';
import { CreatorContentStep } from './CreatorContentStep.tsx';
import { CreatorDetailsStep } from './CreatorDetailsStep.tsx';
import { CREATOR_STEPS, emptyCreatorForm, firstIncompleteStep, stepErrors, type CreatorForm } from './creatorForm.ts';
import { CreatorRecipientsStep } from './CreatorRecipientsStep.tsx';
import { CreatorReviewStep } from './CreatorReviewStep.tsx';
import { formChanged } from './formChanged.ts';
import { defaultSender } from './senderChoice.ts';
import { useEmailAccounts } from './useEmailAccounts.ts';
import { useSaveCreatorCampaign, type SavedCreatorTemplate } from './useSaveCreatorCampaign.ts';

export const CREATE_FAILED = 'Failed to create campaign. Please try again.';

/** The Streamlined creator in its dialog; closing it with changes not saved asks first, and a closed one forgets them. */
export function StreamlinedCreator({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <GuardedModal open={open} onClose={onClose} title="Create Email Campaign" width={820}>
      {(guard) => <StreamlinedCreatorSteps {...guard} onClose={onClose} />}
    </GuardedModal>
  );
}

interface StreamlinedCreatorStepsProps {
  /** Cancel: closes, asking first when there are changes. */
  onCancel: () => void;
  /** Closes after the campaign is created. */
  onClose: () => void;
  /** Whether the form now differs from what it opened with or last saved as a draft. */
  onChanged: (changed: boolean) => void;
}

/**
 * The four steps (spec part 2 §2): details, the e-mail (kept as a library template), the recipients
 * with their live count (Next stays off at 0), then a review with a preview and a test. Save as
 * Draft saves the draft and stays (a test of it can then be sent); Create Campaign saves it and closes.
 */
function StreamlinedCreatorSteps({ onCancel, onClose, onChanged }: StreamlinedCreatorStepsProps) {
  const toast = useToast();
  const accounts = useEmailAccounts();
  const [step, setStep] = useState(1);
  const [form, setForm] = useState<CreatorForm>(emptyCreatorForm);
  const [lastSaved, setLastSaved] = useState<CreatorForm>(emptyCreatorForm);
  const [showErrors, setShowErrors] = useState(false);
  const [template, setTemplate] = useState<SavedCreatorTemplate | null>(null);
  const [draft, setDraft] = useState<SavedCampaign | null>(null);
  const save = useSaveCreatorCampaign(setTemplate);
  const audience = useAudienceCount(form.audience, step >= 3);
  const [pending, setPending] = useState<'draft' | 'create' | null>(null);

  // The primary account is the first choice once the accounts are known.
  const sender = form.sender ?? (accounts.data ? defaultSender(accounts.data) : null);
  const current = { ...form, sender };
  const errors = showErrors ? stepErrors(step, current) : {};
  const changed = formChanged(lastSaved, current, sender);
  useEffect(() => onChanged(changed), [onChanged, changed]);

  const handleChange = (changes: Partial<CreatorForm>) => setForm((before) => ({ ...before, sender: before.sender ?? sender, ...changes }));
  const handleNext = () => {
    if (Object.keys(stepErrors(step, current)).length > 0) return setShowErrors(true);
    setShowErrors(false);
    setStep((before) => Math.min(CREATOR_STEPS.length, before + 1));
  };
  const handlePrevious = () => {
    setShowErrors(false);
    setStep((before) => Math.max(1, before - 1));
  };

  const handleSave = (kind: 'draft' | 'create') => {
    const incomplete = firstIncompleteStep(current);
    if (incomplete !== null) {
      setStep(incomplete);
      return setShowErrors(true);
    }
    setPending(kind);
    save.mutate(
      { form: current, recipientCount: audience.count ?? null, template, campaignId: draft?.id ?? null },
      {
        onSuccess: (saved) => {
          setDraft(saved);
          if (kind === 'draft') {
            setLastSaved(current);
            toast({ title: 'Draft Saved', description: `"${saved.name}" is saved as a draft. Send yourself a test, or create it when it is ready.` });
            return;
          }
          toast({ title: 'Campaign Created', description: 'Your campaign has been created successfully' });
          onClose();
        },
        onError: (error) => {
          const reason = failureMessage(error, '');
          toast({ title: 'Error', description: reason ? `${CREATE_FAILED} ${reason}` : CREATE_FAILED, variant: 'destructive' });
        },
        onSettled: () => setPending(null),
      },
    );
  };

  const blockedByAudience = step === 3 && (!audience.ready || audience.count === 0);

  return (
    <>
      <WizardProgress step={step} titles={CREATOR_STEPS} />
      {step === 1 && <CreatorDetailsStep form={current} errors={errors} accounts={accounts.data} accountsLoading={accounts.isPending} onChange={handleChange} />}
      {step === 2 && <CreatorContentStep form={current} errors={errors} onChange={handleChange} />}
      {step === 3 && <CreatorRecipientsStep value={form.audience} onChange={(chosen) => handleChange({ audience: chosen })} audience={audience} />}
      {step === 4 && <CreatorReviewStep form={current} accounts={accounts.data ?? []} recipientCount={audience.count} draftId={draft?.id ?? null} />}
      <Flex justify="space-between" gap={8} wrap style={{ marginTop: 24 }}>
        {step === 1 ? <Button onClick={onCancel}>Cancel</Button> : <Button onClick={handlePrevious}>Previous</Button>}
        {step < CREATOR_STEPS.length ? (
          <Button type="primary" onClick={handleNext} disabled={blockedByAudience}>
            Next
          </Button>
        ) : (
          <Flex gap={8} wrap>
            <Button onClick={() => handleSave('draft')} loading={pending === 'draft'} disabled={pending === 'create'}>
              {draft ? 'Save Draft Changes' : 'Save as Draft'}
            </Button>
            <Button type="primary" onClick={() => handleSave('create')} loading={pending === 'create'} disabled={pending === 'draft'}>
              {pending === 'create' ? 'Creating...' : 'Create Campaign'}
            </Button>
          </Flex>
        )}
      </Flex>
    </>
  );
}
