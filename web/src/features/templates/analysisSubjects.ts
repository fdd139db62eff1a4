/** A subject line the deliverability analysis can score, and how the choice of it is labelled. */
export interface AnalysisSubject {
  label: string;
  subject: string;
}

/**
 * The filled subject lines, each labelled with itself, or with its variant's letter when the
 * e-mail is an A/B test ('A: Sell faster'); a blank line is left out and the others keep their letter.
 */
export function analysisSubjects(subjects: readonly string[], variantKeys?: readonly string[]): AnalysisSubject[] {
  return subjects.flatMap((line, index) => {
    const subject = line.trim();
    if (subject === '') return [];
    const key = variantKeys?.[index];
    return [{ label: key === undefined ? subject : `${key}: ${subject}`, subject }];
  });
}

/** Said where a campaign shows the analysis: it informs, and sending does not wait on it. */
export const CAMPAIGN_ANALYSIS_NOTE = 'For your information only: the campaign can be sent whatever the score.';
