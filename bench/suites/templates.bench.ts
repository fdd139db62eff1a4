import { compileTemplate, escapeHtml, type TemplateData } from '@outreach/domain';
import { toFigure } from '../support/figures.ts';
import { compareOptions } from '../support/progress.ts';
import type { Figure, Suite } from '../support/suite.ts';
import { compare, type Workload } from '../support/timing.ts';

const CONTACTS = 10_000;

/** One e-mail template as staff write it: a subject and a plain-text body using ten variables, one with a fallback. */
const SUBJECT = '{{firstName | default: "Hi there"}}, {{listingCount}} listings in {{city}} deserve more reach';
const BODY = `Hi {{firstName | default: "there"}},

I noticed {{company}} has {{listingCount}} active listings in {{city}}, {{state}}. With {{yearsExperience}} years in {{primaryMarket}}, you know how much time goes into every listing page, every portal and every follow-up.

ListingPro puts all of that in one place: one listing page, syndicated to the major portals, every lead tracked until it closes. Agents in the {{performanceTier}} group save about five hours a week, and the first 7 days are on us.

I had a look at {{website}} and think a two-minute overview would be worth your time. Would Thursday or Friday suit you better?

Best regards,
Dana Miller
ListingPro
P.S. Happy to send a short video instead, {{lastName}} family names and all.`;

const FIRST_NAMES = ['Ana', 'Ben', 'Chloé', 'Dmitri', 'Eve', "O'Brien", 'Zoë 🏡', ''];
const CITIES = ['Austin', 'Round Rock', 'Cedar Park', 'San Marcos', 'Georgetown'];

/** The contacts of one round: varied values, every eighth without a first name (the fallback shows). */
function contacts(): TemplateData[] {
  return Array.from({ length: CONTACTS }, (_, i) => ({
    firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
    lastName: `Agent${i}`,
    company: `Realty Group ${i % 97} & Partners`,
    listingCount: (i * 7) % 61,
    city: CITIES[i % CITIES.length]!,
    state: 'TX',
    yearsExperience: 1 + (i % 30),
    primaryMarket: `${CITIES[(i + 2) % CITIES.length]} Metro`,
    performanceTier: i % 3 === 0 ? 'elite' : 'active',
    website: `www.agent${i}.example.com`,
  }));
}

/**
 * The plain baseline: one regular-expression pass per text replacing `{{name}}` with the contact's
 * value and `{{name | default: "x"}}` with the value or x — the least a mail merge can do.
 */
const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:\|\s*default:\s*"([^"]*)"\s*)?\}\}/g;
function replaceAll(text: string, data: TemplateData, escape: (value: string) => string): string {
  return text.replace(PLACEHOLDER, (_, name: string, fallback: string | undefined) => {
    const value = data[name];
    const shown = value === null || value === undefined || String(value).trim() === '' ? (fallback ?? '') : String(value);
    return escape(shown);
  });
}

const asIs = (value: string) => value;

interface Rendered {
  subjects: string[];
  bodies: string[];
}

/** Render the subject (text) and the body (text or HTML) for every contact, through the template language or the plain replace. */
function workloads(bodyMode: 'text' | 'html', direct = true): [Workload, Workload] {
  const data = contacts();
  let ours: Rendered = { subjects: [], bodies: [] };
  let plain: Rendered = { subjects: [], bodies: [] };
  const check = () => {
    if (ours.subjects.length !== CONTACTS || plain.subjects.length !== CONTACTS) return;
    for (let i = 0; i < CONTACTS; i++) {
      if (ours.subjects[i] !== plain.subjects[i] || ours.bodies[i] !== plain.bodies[i]) throw new Error(`contact ${i}: the template language and the plain replace rendered different e-mails`);
    }
  };
  const measured: Workload = {
    async prepare() {
      return {
        items: CONTACTS,
        async run() {
          const subject = compileTemplate(SUBJECT, 'text', 'Subject', { direct });
          const body = compileTemplate(BODY, bodyMode, 'Body', { direct });
          const out: Rendered = { subjects: new Array<string>(CONTACTS), bodies: new Array<string>(CONTACTS) };
          for (let i = 0; i < CONTACTS; i++) {
            out.subjects[i] = subject.render(data[i]!);
            out.bodies[i] = body.render(data[i]!);
          }
          ours = out;
        },
        async verify() {
          check();
        },
      };
    },
  };
  const escape = bodyMode === 'html' ? escapeHtml : asIs;
  const baseline: Workload = {
    async prepare() {
      return {
        items: CONTACTS,
        async run() {
          const out: Rendered = { subjects: new Array<string>(CONTACTS), bodies: new Array<string>(CONTACTS) };
          for (let i = 0; i < CONTACTS; i++) {
            out.subjects[i] = replaceAll(SUBJECT, data[i]!, asIs);
            out.bodies[i] = replaceAll(BODY, data[i]!, escape);
          }
          plain = out;
        },
        async verify() {
          check();
        },
      };
    },
  };
  return [measured, baseline];
}

export const templatesSuite: Suite = {
  name: 'templates',
  description: 'template language: one e-mail (subject + body, ten variables) rendered for 10,000 contacts against a plain string replace',
  async run(context) {
    const options = compareOptions(context);
    const figures: Figure[] = [];
    context.log(`render subject + plain-text body for ${CONTACTS} contacts`);
    figures.push(
      toFigure(
        {
          id: 'templates.render.text',
          name: `render an e-mail for ${CONTACTS.toLocaleString('en-US')} contacts (text)`,
          unit: 'e-mails/s',
          baselineDescription: 'one regex replace per text of {{name}} and {{name | default: "x"}}, same contacts, same output',
          target: 0.5,
          notes: 'compiled once per round (parse, variable check); every rendered e-mail checked equal to the baseline’s',
        },
        await compare(...workloads('text'), options),
      ),
    );
    context.log(`render subject + HTML body (values escaped) for ${CONTACTS} contacts`);
    figures.push(
      toFigure(
        {
          id: 'templates.render.html',
          name: `render an e-mail for ${CONTACTS.toLocaleString('en-US')} contacts (HTML, values escaped)`,
          unit: 'e-mails/s',
          baselineDescription: 'the same regex replace, each value HTML-escaped',
          target: 0.5,
          notes: 'as above, the body rendered as HTML',
        },
        await compare(...workloads('html'), options),
      ),
    );
    context.log(`the same through Liquid's own renderer, without the direct one`);
    figures.push(
      toFigure(
        {
          id: 'templates.render.liquidOnly',
          name: `render an e-mail for ${CONTACTS.toLocaleString('en-US')} contacts (text, Liquid's renderer only)`,
          unit: 'e-mails/s',
          baselineDescription: 'the same regex replace',
          notes: 'parsed once, rendered by LiquidJS for every contact: what the direct renderer of plain outputs saves (templates with tags still render this way)',
        },
        await compare(...workloads('text', false), options),
      ),
    );
    return figures;
  },
};
