import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { WRITTEN_WITHOUT_AI, writtenOffline } from '../../shared/ai/generatedBy.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { AI_CALLS, IMPROVE_BUTTONS, SUBJECT_LINES_GENERATED, SUBJECT_LINES_WITH_EMAIL, type AI_CONTENT_BUTTONS } from './aiCalls.ts';
import { useAiCompanyProfile } from '../companyProfile/useAiCompanyProfile.ts';
import { aiBlocker } from './aiRequirements.ts';
import type { ContentAiAction } from './TemplateContentAi.tsx';
import { filledSubjectLines, withGeneratedSubjectLines } from './templateDraft.ts';
import { templateDraftAtom } from './templatesAtoms.ts';
import type { GeneratedBy, TemplateDraft } from './templateTypes.ts';
import { useAiCall } from './useAiCall.ts';

const byWhom = (mark: { generatedBy: GeneratedBy }) => (writtenOffline(mark) ? ` ${WRITTEN_WITHOUT_AI}, from your company profile.` : '');

/**
 * The builder's AI actions: an e-mail of a kind (its content and first three subject lines), the
 * content improved, five subject lines from the content added after the ones typed. Each needs the company profile ('Setup
 * Required'); subject lines and improvements also need content ('Please add email content first').
 */
export function useTemplateBuilderAi(draft: TemplateDraft) {
  const setDraft = useSetAtom(templateDraftAtom);
  const toast = useToast();
  const { profile } = useAiCompanyProfile();
  const [running, setRunning] = useState<ContentAiAction | null>(null);
  const generateEmail = useAiCall(AI_CALLS.generateEmail);
  const improveContent = useAiCall(AI_CALLS.improveContent);
  const generateSubjectLines = useAiCall(AI_CALLS.generateSubjectLines);

  /** The profile when the action may run; else the reason, told in a toast. */
  const readyProfile = (content: string | null) => {
    const blocker = aiBlocker(profile, content);
    if (blocker) toast({ ...blocker, variant: 'destructive' });
    return blocker ? null : profile;
  };
  const settle = { onSettled: () => setRunning(null) };

  const generate = (campaignType: (typeof AI_CONTENT_BUTTONS)[number]['campaignType']) => {
    const companyProfile = readyProfile(null);
    if (!companyProfile) return;
    setRunning(campaignType);
    generateEmail.mutate(
      { companyProfile, campaignType },
      {
        ...settle,
        onSuccess: (email) => {
          const subjects = email.subjectLines.length > 0;
          setDraft((current) => ({
            ...current,
            content: email.content,
            subjectLines: subjects ? email.subjectLines.slice(0, SUBJECT_LINES_WITH_EMAIL) : current.subjectLines,
            writtenOffline: { content: writtenOffline(email), subjectLines: subjects ? writtenOffline(email) : current.writtenOffline.subjectLines },
          }));
          toast({ title: 'Content Generated', description: `Your email and subject lines are ready to review.${byWhom(email)}` });
        },
      },
    );
  };

  const improve = (focus: (typeof IMPROVE_BUTTONS)[number]['focus']) => {
    const companyProfile = readyProfile(draft.content);
    if (!companyProfile) return;
    setRunning(focus);
    improveContent.mutate(
      { currentContent: draft.content, companyProfile, improvementFocus: focus },
      {
        ...settle,
        onSuccess: (improved) => {
          setDraft((current) => ({ ...current, content: improved.content, writtenOffline: { ...current.writtenOffline, content: writtenOffline(improved) } }));
          const label = IMPROVE_BUTTONS.find((button) => button.focus === focus)?.label ?? focus;
          toast({ title: 'Content Improved', description: `${label}: your email has been rewritten.${byWhom(improved)}` });
        },
      },
    );
  };

  const generateSubjects = () => {
    const companyProfile = readyProfile(draft.content);
    if (!companyProfile) return;
    generateSubjectLines.mutate(
      { emailContent: draft.content, companyProfile },
      {
        onSuccess: (answer) => {
          const generated = answer.subjectLines.slice(0, SUBJECT_LINES_GENERATED);
          if (generated.length === 0) return;
          const typed = filledSubjectLines(draft.subjectLines).length > 0;
          const merged = withGeneratedSubjectLines(draft.subjectLines, generated);
          if (merged.added === 0) {
            toast({ title: 'No New Subject Lines', description: typed ? 'Your subject lines already include these, or the template has the most it can hold.' : 'No subject lines were generated.' });
            return;
          }
          setDraft((current) => {
            const next = withGeneratedSubjectLines(current.subjectLines, generated);
            return { ...current, subjectLines: next.lines, writtenOffline: { ...current.writtenOffline, subjectLines: writtenOffline(answer) } };
          });
          const count = `${merged.added} subject line${merged.added === 1 ? '' : 's'}`;
          toast({ title: 'Subject Lines Generated', description: `${typed ? `${count} added after yours.` : `${count} to choose from.`}${byWhom(answer)}` });
        },
      },
    );
  };

  return { running, generate, improve, generateSubjects, generatingSubjects: generateSubjectLines.isPending };
}
