/**
 * How scores are shown: the spec's colour bands (≥90, ≥80, ≥70, ≥60, below) and spam-risk colours;
 * 'Emails scoring above 80 typically deliver well.'
 */
export const DELIVERS_WELL_NOTE = 'Emails scoring above 80 typically deliver well.';

const BANDS: readonly [min: number, color: string][] = [
  [90, '#389e0d'],
  [80, '#7cb305'],
  [70, '#d4b106'],
  [60, '#d46b08'],
];
const LOWEST = '#cf1322';

/** The colour of a 0–100 score. */
export function scoreColor(score: number): string {
  return BANDS.find(([min]) => score >= min)?.[1] ?? LOWEST;
}

/** Tag colours of the spam risk (low green, medium gold, high red). */
export function spamRiskColor(risk: string): string {
  if (risk === 'low') return 'green';
  if (risk === 'medium') return 'gold';
  return 'red';
}

/** 'Low spam risk'. */
export function spamRiskLabel(risk: string): string {
  return `${risk.charAt(0).toUpperCase()}${risk.slice(1)} spam risk`;
}

/** Tag colours of an issue's severity and of a recommendation's impact. */
export function severityColor(level: string): string {
  if (level === 'critical' || level === 'high') return 'red';
  if (level === 'warning' || level === 'medium') return 'orange';
  return 'blue';
}
