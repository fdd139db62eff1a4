/**
 * The variables a template may use as double-brace placeholders (`{{firstName}}`), in the groups the
 * Add Variable picker shows (spec part 2 §3), each with what it holds and a sample value for live
 * previews. Free of zod so the web's picker imports it without loading the schemas.
 */

export const TEMPLATE_VARIABLE_GROUPS = ['Personal', 'Professional', 'Location', 'Performance', 'Additional'] as const;
export type TemplateVariableGroup = (typeof TEMPLATE_VARIABLE_GROUPS)[number];

export interface TemplateVariable {
  /** The placeholder's name: `{{name}}`. */
  name: string;
  group: TemplateVariableGroup;
  /** What the picker shows as its title. */
  label: string;
  description: string;
  /** Shown in previews in place of the variable. */
  sample: string;
}

const v = (group: TemplateVariableGroup, name: string, label: string, description: string, sample: string): TemplateVariable => ({ name, group, label, description, sample });

export const TEMPLATE_VARIABLES: readonly TemplateVariable[] = [
  v('Personal', 'firstName', 'First Name', "The agent's first name", 'Sarah'),
  v('Personal', 'lastName', 'Last Name', "The agent's last name", 'Johnson'),
  v('Personal', 'agentName', 'Agent Name', "The agent's full name as listed", 'Sarah Johnson'),
  v('Personal', 'email', 'Email', "The agent's e-mail address", 'sarah.johnson@example.com'),
  v('Personal', 'phone', 'Phone', "The agent's main phone number", '(512) 555-0142'),
  v('Personal', 'mobilePhone', 'Mobile Phone', "The agent's mobile number", '(512) 555-0187'),
  v('Personal', 'officePhone', 'Office Phone', "The agent's office number", '(512) 555-0100'),
  v('Professional', 'positionTitle', 'Position Title', "The agent's title", 'Broker Associate'),
  v('Professional', 'agentType', 'Agent Type', 'Kind of agent (listing, buyer, team lead…)', 'Listing Agent'),
  v('Professional', 'company', 'Company', 'The brokerage the agent works for', 'Keller Williams Realty'),
  v('Professional', 'officeCompanyName', 'Office Company Name', "The name of the agent's office", 'KW Austin Northwest'),
  v('Professional', 'licenseNumber', 'License Number', "The agent's real-estate license number", 'TX-0654321'),
  v('Professional', 'yearsExperience', 'Years of Experience', 'Years the agent has been in real estate', '12'),
  v('Location', 'city', 'City', 'The city the agent works in', 'Austin'),
  v('Location', 'state', 'State', 'The state the agent works in', 'TX'),
  v('Location', 'zipCode', 'ZIP Code', "The ZIP code of the agent's office", '78701'),
  v('Location', 'county', 'County', 'The county the agent works in', 'Travis'),
  v('Location', 'serviceAreas', 'Service Areas', 'Areas the agent serves', 'Austin, Round Rock, Cedar Park'),
  v('Location', 'primaryMarket', 'Primary Market', "The agent's main market", 'Austin Metro'),
  v('Location', 'areasServiced', 'Areas Serviced', 'Neighbourhoods the agent covers', 'Downtown, Westlake, Mueller'),
  v('Performance', 'performanceTier', 'Performance Tier', "The agent's tier by listings", 'High Performer'),
  v('Performance', 'listingCount', 'Listing Count', 'Listings the agent has', '27'),
  v('Performance', 'soldCount', 'Sold Count', 'Homes the agent has sold', '143'),
  v('Performance', 'currentListings', 'Current Listings', 'Listings active right now', '9'),
  v('Performance', 'totalSales', 'Total Sales', "The agent's total sales volume", '$48.2M'),
  v('Performance', 'reviewCount', 'Review Count', 'Reviews the agent has received', '86'),
  v('Performance', 'marketActivityScore', 'Market Activity Score', 'How active the agent is in the market (0–100)', '78'),
  v('Additional', 'specialties', 'Specialties', "The agent's specialties", 'Luxury homes, First-time buyers'),
  v('Additional', 'website', 'Website', "The agent's website", 'www.sarahjohnsonhomes.com'),
  v('Additional', 'officeAddress', 'Office Address', "The agent's office address", '500 Congress Ave, Austin, TX 78701'),
];

/**
 * Older names the template screens put in a template's variable list by default (first_name,
 * last_name, company, location): accepted everywhere a variable is, each standing for a catalogue
 * variable or, for `location`, the city and state together.
 */
export const TEMPLATE_VARIABLE_ALIASES: Readonly<Record<string, { for: string; description: string; sample: string }>> = {
  first_name: { for: 'firstName', description: 'Same as {{firstName}}', sample: 'Sarah' },
  last_name: { for: 'lastName', description: 'Same as {{lastName}}', sample: 'Johnson' },
  location: { for: 'city, state', description: 'City and state, e.g. "Austin, TX"', sample: 'Austin, TX' },
};

/** The variable list a new template starts with on the template screens. */
export const DEFAULT_TEMPLATE_VARIABLES = ['first_name', 'last_name', 'company', 'location'] as const;

const byName = new Map(TEMPLATE_VARIABLES.map((variable) => [variable.name, variable]));

/** Every name a template may use: the catalogue and the aliases. */
export const TEMPLATE_VARIABLE_NAMES: readonly string[] = [...TEMPLATE_VARIABLES.map((variable) => variable.name), ...Object.keys(TEMPLATE_VARIABLE_ALIASES)];

export function isTemplateVariable(name: string): boolean {
  return byName.has(name) || Object.hasOwn(TEMPLATE_VARIABLE_ALIASES, name);
}

/** The catalogue entry of a name, or undefined (aliases have none). */
export function templateVariable(name: string): TemplateVariable | undefined {
  return byName.get(name);
}

/** Sample values of every variable and alias, for previews. */
export const TEMPLATE_SAMPLE_VALUES: Readonly<Record<string, string>> = Object.fromEntries([
  ...TEMPLATE_VARIABLES.map((variable) => [variable.name, variable.sample] as const),
  ...Object.entries(TEMPLATE_VARIABLE_ALIASES).map(([name, alias]) => [name, alias.sample] as const),
]);

/**
 * The picker's search: variables whose name, label, description or group contain the text
 * (case-insensitive), grouped in catalogue order; groups without a match are left out. An empty
 * result is shown as 'No variables found.'
 */
export function searchTemplateVariables(text: string): { group: TemplateVariableGroup; variables: TemplateVariable[] }[] {
  const needle = text.trim().toLowerCase();
  const matches = TEMPLATE_VARIABLES.filter((variable) =>
    needle === '' || [variable.name, variable.label, variable.description, variable.group].some((field) => field.toLowerCase().includes(needle)),
  );
  return TEMPLATE_VARIABLE_GROUPS.map((group) => ({ group, variables: matches.filter((variable) => variable.group === group) })).filter((entry) => entry.variables.length > 0);
}

/** The placeholder the picker inserts for a variable. */
export const placeholderFor = (name: string) => `{{${name}}}`;
