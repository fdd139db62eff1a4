import { describe, expect, it } from 'vitest';
import { TEMPLATE_SAMPLE_VALUES } from '@outreach/contracts/templateVariables.ts';
import { previewWithSamples, unknownVariablesIn, variablesIn } from './templatePreview.ts';

describe('template preview', () => {
  it('puts the sample values of first_name, last_name, company and location in place', () => {
    expect(previewWithSamples('Hi {{first_name}} {{last_name}} of {{company}} in {{location}}')).toBe(
      `Hi Sarah Johnson of ${TEMPLATE_SAMPLE_VALUES.company} in Austin, TX`,
    );
  });

  it('reads spaces and filters inside the braces, and leaves unknown variables as written', () => {
    expect(previewWithSamples('Hi {{ firstName }}, {{firstName | default: "there"}} {{nobody}} {{ broken')).toBe('Hi Sarah, Sarah {{nobody}} {{ broken');
  });

  it('names the variables used, and those the catalogue does not know', () => {
    expect(variablesIn(['Hi {{firstName}}', '{{city}} and {{firstName}} {{oops}}'])).toEqual(['firstName', 'city', 'oops']);
    expect(unknownVariablesIn(['Hi {{firstName}} {{first_nme}}'])).toEqual(['first_nme']);
  });

  it('keeps emoji and HTML characters as they are', () => {
    expect(previewWithSamples('🏡 <b>{{city}}</b> & co')).toBe('🏡 <b>Austin</b> & co');
  });
});
