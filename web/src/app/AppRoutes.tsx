import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '../features/auth/ProtectedRoute.tsx';
import { FullPageSpinner } from '../shared/layout/FullPageSpinner.tsx';
import { lazyNamed } from '../shared/lazy/lazyNamed.ts';

/** A page loaded with its route: a browser downloads the code of the screens it opens, no more. */
const page = lazyNamed;

const AgentDetailPage = page(() => import('../pages/AgentDetailPage.tsx'), 'AgentDetailPage');
const AiMarketingPage = page(() => import('../pages/AiMarketingPage.tsx'), 'AiMarketingPage');
const AuthPage = page(() => import('../pages/AuthPage.tsx'), 'AuthPage');
const CampaignPage = page(() => import('../pages/CampaignPage.tsx'), 'CampaignPage');
const CampaignsPage = page(() => import('../pages/CampaignsPage.tsx'), 'CampaignsPage');
const CompanyProfilePage = page(() => import('../pages/CompanyProfilePage.tsx'), 'CompanyProfilePage');
const ContactsPage = page(() => import('../pages/ContactsPage.tsx'), 'ContactsPage');
const ContentHubPage = page(() => import('../pages/ContentHubPage.tsx'), 'ContentHubPage');
const DashboardPage = page(() => import('../pages/DashboardPage.tsx'), 'DashboardPage');
const DeliverabilityPage = page(() => import('../pages/DeliverabilityPage.tsx'), 'DeliverabilityPage');
const NotFoundPage = page(() => import('../pages/NotFoundPage.tsx'), 'NotFoundPage');
const OutboxPage = page(() => import('../pages/OutboxPage.tsx'), 'OutboxPage');
const OutboundCallingPage = page(() => import('../pages/OutboundCallingPage.tsx'), 'OutboundCallingPage');
const SalesDashboardPage = page(() => import('../pages/SalesDashboardPage.tsx'), 'SalesDashboardPage');
const SettingsPage = page(() => import('../pages/SettingsPage.tsx'), 'SettingsPage');
const SmsPage = page(() => import('../pages/SmsPage.tsx'), 'SmsPage');

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner label="Loading..." />}>
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route element={<ProtectedRoute />}>
          <Route path="/" element={<OutboundCallingPage />} />
          <Route path="/calling" element={<OutboundCallingPage />} />
          <Route path="/outbound-calling" element={<OutboundCallingPage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/sales-dashboard" element={<SalesDashboardPage />} />
          <Route path="/contacts" element={<ContactsPage />} />
          <Route path="/campaigns" element={<CampaignsPage />} />
          <Route path="/campaigns/:id" element={<CampaignPage />} />
          <Route path="/agent/:id" element={<AgentDetailPage />} />
          <Route path="/company-profile" element={<CompanyProfilePage />} />
          <Route path="/ai-marketing" element={<AiMarketingPage />} />
          <Route path="/content-hub" element={<ContentHubPage />} />
          <Route path="/deliverability" element={<DeliverabilityPage />} />
          <Route path="/sms" element={<SmsPage />} />
          <Route path="/outbox" element={<OutboxPage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
