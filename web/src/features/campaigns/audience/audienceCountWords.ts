/** What an audience count counts: recipients (the creators), or agents selected (the edit dialog). */
export type AudienceUnit = 'recipient' | 'agent';

const UNIT_WORDS: Record<AudienceUnit, { one: string; other: string }> = {
  recipient: { one: 'recipient', other: 'recipients' },
  agent: { one: 'agent selected', other: 'agents selected' },
};

/** The words after a count: '1 recipient', '2 recipients', '1 agent selected', '0 agents selected'. */
export function audienceUnitWords(count: number, unit: AudienceUnit): string {
  const words = UNIT_WORDS[unit];
  return count === 1 ? words.one : words.other;
}

/** What the count leaves out: '(1 suppressed or invalid address left out)', or '' when nothing is. */
export function leftOutText(left: number): string {
  if (left <= 0) return '';
  return `(${left.toLocaleString('en-US')} suppressed or invalid address${left === 1 ? '' : 'es'} left out)`;
}
