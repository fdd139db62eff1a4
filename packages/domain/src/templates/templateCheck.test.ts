import { searchTemplateVariables, TEMPLATE_VARIABLE_GROUPS, TEMPLATE_VARIABLES } from '@outreach/contracts/templateVariables.ts';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../kit/errors.ts';
import { checkTemplate, closestVariable, requireValidTemplate } from './templateCheck.ts';

describe('the variable catalogue', () => {
  it('holds the spec’s groups and variables, in its order', () => {
    const grouped = Object.fromEntries(TEMPLATE_VARIABLE_GROUPS.map((group) => [group, TEMPLATE_VARIABLES.filter((v) => v.group === group).map((v) => v.name)]));
    expect(grouped).toEqual({
      Personal: ['firstName', 'lastName', 'agentName', 'email', 'phone', 'mobilePhone', 'officePhone'],
      Professional: ['positionTitle', 'agentType', 'company', 'officeCompanyName', 'licenseNumber', 'yearsExperience'],
      Location: ['city', 'state', 'zipCode', 'county', 'serviceAreas', 'primaryMarket', 'areasServiced'],
      Performance: ['performanceTier', 'listingCount', 'soldCount', 'currentListings', 'totalSales', 'reviewCount', 'marketActivityScore'],
      Additional: ['specialties', 'website', 'officeAddress'],
    });
    for (const variable of TEMPLATE_VARIABLES) expect(variable.label && variable.description && variable.sample).toBeTruthy();
  });

  it('searches by name, label, description or group; nothing found is an empty list', () => {
    expect(searchTemplateVariables('phone').flatMap((g) => g.variables.map((v) => v.name))).toEqual(['phone', 'mobilePhone', 'officePhone']);
    expect(searchTemplateVariables('LOCATION').map((g) => g.group)).toEqual(['Location']);
    expect(searchTemplateVariables('zzz')).toEqual([]);
    expect(searchTemplateVariables('').flatMap((g) => g.variables)).toHaveLength(TEMPLATE_VARIABLES.length);
  });
});

describe('checkTemplate', () => {
  it('lists the variables used, each once, aliases included', () => {
    expect(checkTemplate('Hi {{firstName}} {{ first_name | default: "x" }} {% if city %}{{city}}{% endif %} {{firstName}}')).toMatchObject({
      variables: ['firstName', 'first_name', 'city'],
      problems: [],
    });
    expect(checkTemplate('No variables at all 😀').variables).toEqual([]);
  });

  it('names an unknown variable, where it is, and the variable probably meant', () => {
    expect(checkTemplate('Hello\n  {{ fristName }} and {{ favouriteColour }}').problems).toEqual([
      { kind: 'unknown_variable', variable: 'fristName', message: 'unknown variable {{fristName}} (did you mean {{firstName}}?)', line: 2, column: 6 },
      { kind: 'unknown_variable', variable: 'favouriteColour', message: 'unknown variable {{favouriteColour}}', line: 2, column: 26 },
    ]);
    expect(closestVariable('compnay')).toBe('company');
    expect(closestVariable('zzz')).toBeUndefined();
  });

  it.each([
    ['Hi {{firstName', 'syntax', 'syntax error: output "{{firstName" not closed'],
    ['{% if city %}open', 'syntax', 'syntax error: tag {% if city %} not closed'],
    ['Hi {{}}', 'syntax', 'syntax error: invalid value expression: ""'],
    ['{% include "footer" %}', 'unsupported', 'the {% include %} tag is not supported (templates may use if, unless, case)'],
    ['{% assign x = 1 %}', 'unsupported', 'the {% assign %} tag is not supported (templates may use if, unless, case)'],
    ['{{ firstName | raw }}', 'unsupported', expect.stringMatching(/^unknown filter "raw"/)],
    ['{{ firstName.size }}', 'unsupported', '{{firstName.size}}: variables have no properties, use {{firstName}}'],
  ])('%j is refused (%s)', (source, kind, message) => {
    expect(checkTemplate(source).problems[0]).toMatchObject({ kind, message });
  });

  it('refuses at save time with a 400 naming the field, the problem and where', () => {
    const refusal = () => requireValidTemplate('Hi {{frstName}}', { label: 'Subject line 2', path: 'subjectLines.1' });
    expect(refusal).toThrow('Subject line 2: unknown variable {{frstName}} (did you mean {{firstName}}?) at line 1, column 6');
    try {
      refusal();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).details).toEqual({ errors: [{ path: 'subjectLines.1', message: expect.stringContaining('{{frstName}}') }] });
    }
    expect(requireValidTemplate('Hi {{firstName}}', { label: 'Content', path: 'content' })).toEqual(['firstName']);
  });
});
