import { Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '../features/auth/ProtectedRoute.tsx';
import { AgentDetailPage } from '../pages/AgentDetailPage.tsx';
import { AiMarketingPage } from '../pages/AiMarketingPage.tsx';
import { AuthPage } from '../pages/AuthPage.tsx';
import { CampaignsPage } from '../pages/CampaignsPage.tsx';
import { CompanyProfilePage } from '../pages/CompanyProfilePage.tsx';
import { ContactsPage } from '../pages/ContactsPage.tsx';
import { ContentHubPage } from '../pages/ContentHubPage.tsx';
import { DashboardPage } from '../pages/DashboardPage.tsx';
import { DeliverabilityPage } from '../pages/DeliverabilityPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { OutboundCallingPage } from '../pages/OutboundCallingPage.tsx';
import { SalesDashboardPage } from '../pages/SalesDashboardPage.tsx';
import { SettingsPage } from '../pages/SettingsPage.tsx';
import { SmsPage } from '../pages/SmsPage.tsx';

export function AppRoutes() {
  return (
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
        <Route path="/agent/:id" element={<AgentDetailPage />} />
        <Route path="/company-profile" element={<CompanyProfilePage />} />
        <Route path="/ai-marketing" element={<AiMarketingPage />} />
        <Route path="/content-hub" element={<ContentHubPage />} />
        <Route path="/deliverability" element={<DeliverabilityPage />} />
        <Route path="/sms" element={<SmsPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
