import { useAtomValue } from 'jotai';
import { analysisSubjects } from './analysisSubjects.ts';
import { DeliverabilityAnalysis } from './DeliverabilityAnalysis.tsx';
import { templateDraftAtom } from './templatesAtoms.ts';

/** The builder's deliverability analysis: the draft's content and one of its subject lines. */
export function DeliverabilityPanel() {
  const draft = useAtomValue(templateDraftAtom);
  return <DeliverabilityAnalysis subjects={analysisSubjects(draft.subjectLines)} content={draft.content} />;
}
