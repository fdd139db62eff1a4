import { TEMPLATE_SAMPLE_VALUES, TEMPLATE_VARIABLES } from '@outreach/contracts/templateVariables.ts';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../kit/errors.ts';
import { cachedTemplate, compileTemplate, renderEmail, renderPreview, renderTemplate, renderWithLiquid, type TemplateData } from './templateRender.ts';

const NAMES = TEMPLATE_VARIABLES.map((variable) => variable.name);
const HOSTILE = `<script>alert("x")</script> & 'Tom' "Jerry" > <`;
const HOSTILE_ESCAPED = '&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; &#39;Tom&#39; &#34;Jerry&#34; &gt; &lt;';
const EMOJI = 'Zoë 🏡✨ 👩🏽‍💼';

/** Both renderers, the direct one and Liquid's own, must agree on every case. */
function renderBoth(source: string, data: TemplateData, mode: 'html' | 'text'): string {
  const direct = compileTemplate(source, mode).render(data);
  expect(direct).toBe(renderWithLiquid(source, data, mode));
  return direct;
}

describe.each(NAMES)('{{%s}}', (name) => {
  const plain = `[{{${name}}}]`;
  const withFallback = `[{{ ${name} | default: "n/a" }}]`;

  it('shows the value, as text and as HTML', () => {
    expect(renderBoth(plain, { [name]: 'Value 1' }, 'text')).toBe('[Value 1]');
    expect(renderBoth(plain, { [name]: 'Value 1' }, 'html')).toBe('[Value 1]');
  });

  it.each([
    ['missing', {}],
    ['null', { [name]: null }],
    ['empty', { [name]: '' }],
  ])('shows nothing when %s, and the fallback with default', (_, data) => {
    expect(renderBoth(plain, data, 'text')).toBe('[]');
    expect(renderBoth(plain, data, 'html')).toBe('[]');
    expect(renderBoth(withFallback, data, 'text')).toBe('[n/a]');
    expect(renderBoth(withFallback, data, 'html')).toBe('[n/a]');
  });

  it('takes the fallback for a value of only spaces', () => {
    expect(renderBoth(withFallback, { [name]: '   ' }, 'text')).toBe('[n/a]');
  });

  it('escapes HTML special characters in HTML only', () => {
    expect(renderBoth(plain, { [name]: HOSTILE }, 'html')).toBe(`[${HOSTILE_ESCAPED}]`);
    expect(renderBoth(plain, { [name]: HOSTILE }, 'text')).toBe(`[${HOSTILE}]`);
    expect(renderBoth(withFallback, { [name]: HOSTILE }, 'html')).toBe(`[${HOSTILE_ESCAPED}]`);
  });

  it('keeps emoji and accents whole', () => {
    expect(renderBoth(plain, { [name]: EMOJI }, 'html')).toBe(`[${EMOJI}]`);
    expect(renderBoth(withFallback, { [name]: EMOJI }, 'text')).toBe(`[${EMOJI}]`);
  });

  it('shows numbers as written, zero included', () => {
    expect(renderBoth(withFallback, { [name]: 0 }, 'text')).toBe('[0]');
    expect(renderBoth(plain, { [name]: 48.5 }, 'html')).toBe('[48.5]');
  });
});

describe('a whole message', () => {
  const body = [
    'Hi {{firstName | default: "there"}},',
    '',
    'Agents at {{company}} in {{city}}, {{state}} with {{listingCount}} listings use us. 🏠',
    '{% if yearsExperience %}{{yearsExperience}} years in {{primaryMarket | default: "your market"}}!{% else %}New to the market?{% endif %}',
    '<a href="https://example.com/?agent={{email}}">Start your trial</a>',
  ].join('\n');

  it('renders every contact alike through both renderers, tags and all', () => {
    const contact = { firstName: 'Ana <3', company: 'Smith & Sons', city: 'Austin', state: 'TX', listingCount: 12, yearsExperience: 7, email: 'ana+1@x.com' };
    expect(renderBoth(body, contact, 'html')).toBe(
      [
        'Hi Ana &lt;3,',
        '',
        'Agents at Smith &amp; Sons in Austin, TX with 12 listings use us. 🏠',
        '7 years in your market!',
        '<a href="https://example.com/?agent=ana+1@x.com">Start your trial</a>',
      ].join('\n'),
    );
    expect(renderBoth(body, {}, 'text').split('\n')).toEqual(['Hi there,', '', 'Agents at  in ,  with  listings use us. 🏠', 'New to the market?', '<a href="https://example.com/?agent=">Start your trial</a>']);
  });

  it('renders the spec’s default variables (first_name, last_name, company, location) from a contact', () => {
    const source = '{{first_name}} {{last_name}} of {{company}}, {{location}}';
    expect(renderBoth(source, { firstName: 'Ana', lastName: 'Ruiz', company: 'KW', city: 'Austin', state: 'TX' }, 'text')).toBe('Ana Ruiz of KW, Austin, TX');
    expect(renderBoth(source, { firstName: 'Ana', city: 'Austin' }, 'text')).toBe('Ana  of , Austin');
    expect(renderBoth('{{location | default: "your area"}}', {}, 'html')).toBe('your area');
  });

  it('uses string filters', () => {
    expect(renderBoth('{{ firstName | upcase }} {{ city | downcase | prepend: "in " }}', { firstName: 'ana', city: 'AUSTIN' }, 'html')).toBe('ANA in austin');
  });

  it('previews with the catalogue’s sample values', () => {
    expect(renderPreview('Hi {{firstName}} from {{company}} in {{location}}')).toBe(`Hi ${TEMPLATE_SAMPLE_VALUES.firstName} from ${TEMPLATE_SAMPLE_VALUES.company} in Austin, TX`);
  });

  it('renders an e-mail: the subject on one line, the body as text and as escaped HTML', () => {
    const email = renderEmail({ subject: '{{firstName}}, a tool for {{company}}\n', content: 'Hello {{firstName}} & team' }, { firstName: 'Jo<', company: 'A&B' });
    expect(email).toEqual({ subject: 'Jo<, a tool for A&B', text: 'Hello Jo< & team', html: 'Hello Jo&lt; & team' });
  });

  it('never reads what a contact object inherits', () => {
    expect(renderBoth('[{{firstName}}]', Object.create({ firstName: 'inherited' }) as TemplateData, 'text')).toBe('[]');
  });
});

describe('refusals and the cache', () => {
  it('refuses to compile a text with an unknown variable or a syntax error', () => {
    expect(() => compileTemplate('Hi {{fristName}}', 'text', 'Subject line 1')).toThrow(
      new DomainError('invalid', 'Subject line 1: unknown variable {{fristName}} (did you mean {{firstName}}?) at line 1, column 6'),
    );
    expect(() => renderTemplate('Hi {{firstName', {}, 'html')).toThrow('Template: syntax error: output "{{firstName" not closed at line 1, column 4');
  });

  it('parses a text once for any number of renders', () => {
    const first = cachedTemplate('Hello {{city}}', 'html');
    expect(cachedTemplate('Hello {{city}}', 'html')).toBe(first);
    expect(cachedTemplate('Hello {{city}}', 'text')).not.toBe(first);
  });
});
