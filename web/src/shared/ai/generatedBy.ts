import type { GeneratedBy } from '@outreach/contracts/aiContent.ts';

export type { GeneratedBy };

/** What every generator's answer carries beside its text: who wrote it and the record kept of it. */
export interface GenerationMark {
  generatedBy: GeneratedBy;
  model: string | null;
  generationId: string;
}

/** The label of text the built-in offline writer wrote (no AI model is configured on the server). */
export const WRITTEN_WITHOUT_AI = 'Written without AI';

/** The mark of text the offline writer wrote, for text kept after its answer (a draft's content, its subject lines). */
export const OFFLINE_WRITER: Pick<GenerationMark, 'generatedBy' | 'model'> = { generatedBy: 'offline', model: null };

/** Whether the built-in offline writer wrote the text (labelled 'Written without AI'). */
export function writtenOffline(mark: Pick<GenerationMark, 'generatedBy'>): boolean {
  return mark.generatedBy === 'offline';
}

/** 'Written without AI' for the offline writer; 'Written by AI ({model})' for the configured model. */
export function generatedByLabel(mark: Pick<GenerationMark, 'generatedBy' | 'model'>): string {
  if (writtenOffline(mark)) return WRITTEN_WITHOUT_AI;
  return mark.model ? `Written by AI (${mark.model})` : 'Written by AI';
}
