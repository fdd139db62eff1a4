import { describe, expect, it } from 'vitest';
import { scoreColor, severityColor, spamRiskColor, spamRiskLabel } from './deliverabilityDisplay.ts';

describe('deliverability display', () => {
  it('colours scores in the bands ≥90, ≥80, ≥70, ≥60 and below', () => {
    const colors = [95, 90, 85, 80, 75, 70, 65, 60, 59, 0].map(scoreColor);
    expect(colors[0]).toBe(colors[1]);
    expect(colors[2]).toBe(colors[3]);
    expect(colors[4]).toBe(colors[5]);
    expect(colors[6]).toBe(colors[7]);
    expect(colors[8]).toBe(colors[9]);
    expect(new Set([colors[0], colors[2], colors[4], colors[6], colors[8]]).size).toBe(5);
  });

  it('names and colours spam risk, severity and impact', () => {
    expect(spamRiskLabel('medium')).toBe('Medium spam risk');
    expect([spamRiskColor('low'), spamRiskColor('medium'), spamRiskColor('high')]).toEqual(['green', 'gold', 'red']);
    expect([severityColor('critical'), severityColor('warning'), severityColor('info')]).toEqual(['red', 'orange', 'blue']);
    expect([severityColor('high'), severityColor('medium'), severityColor('low')]).toEqual(['red', 'orange', 'blue']);
  });
});
