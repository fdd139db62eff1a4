export const DASHBOARD_SECTIONS = [
  { id: 'overview', title: 'Overview Dashboard' },
  { id: 'contacts', title: 'Contact Management' },
  { id: 'campaigns', title: 'Email Campaigns' },
  { id: 'sequences', title: 'Email Sequences' },
  { id: 'sms-campaigns', title: 'SMS Campaigns' },
  { id: 'sms', title: 'SMS Conversations' },
  { id: 'templates', title: 'Email Templates' },
  { id: 'content-hub', title: 'Property Promoter Content Hub' },
  { id: 'ai-marketing', title: 'AI Marketing Ideas' },
  { id: 'warmup', title: 'Email Warm-up Manager' },
  { id: 'deliverability', title: 'Email Deliverability' },
  { id: 'analytics', title: 'Analytics & Reports' },
  { id: 'company-profile', title: 'Company Profile' },
  { id: 'settings', title: 'Settings' },
] as const;

export type DashboardSectionId = (typeof DASHBOARD_SECTIONS)[number]['id'];

export const DEFAULT_DASHBOARD_SECTION: DashboardSectionId = 'overview';

/** Sections that are screens of their own: choosing them leaves the dashboard. */
export const SECTION_ROUTES: Partial<Record<DashboardSectionId, string>> = {
  'company-profile': '/company-profile',
  'content-hub': '/content-hub',
  sms: '/sms',
  contacts: '/contacts',
};

export function isDashboardSectionId(value: string | null): value is DashboardSectionId {
  return DASHBOARD_SECTIONS.some((section) => section.id === value);
}

export function sectionTitle(id: DashboardSectionId): string {
  return DASHBOARD_SECTIONS.find((section) => section.id === id)?.title ?? '';
}
