import { Suspense, useRef, useState } from 'react';
import { Alert, Col, Flex, Row } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { errorStatus } from '../../shared/api/apiFetch.ts';
import { FullPageSpinner } from '../../shared/layout/FullPageSpinner.tsx';
import { PageLayout } from '../../shared/layout/PageLayout.tsx';
import { contactDisplayName } from '../contacts/contactDisplay.ts';
import { contactsQueries, NOT_FOUND_STATUSES } from '../contacts/contactsQueries.ts';
import { AgentHeaderBadges } from './AgentHeaderBadges.tsx';
import { AgentSummaryCards } from './AgentSummaryCards.tsx';
import { showsServiceAreas } from './agentDetailFields.ts';
import { BusinessInformationCard } from './BusinessInformationCard.tsx';
import { CallHistoryCard } from './CallHistoryCard.tsx';
import { ContactHistoryCard } from './ContactHistoryCard.tsx';
import { ContactInformationCard } from './ContactInformationCard.tsx';
import { SalesMarketingCard } from './SalesMarketingCard.tsx';
import { ServiceAreasCard } from './ServiceAreasCard.tsx';
import { lazyNamed } from '../../shared/lazy/lazyNamed.ts';
import { OpenedOnce } from '../../shared/lazy/OpenedOnce.tsx';

/** Dialogs are loaded when first opened, the not-found screen when an agent is missing. */
const AgentNotFound = lazyNamed(() => import('./AgentNotFound.tsx'), 'AgentNotFound');
const LogCallModal = lazyNamed(() => import('../calling/LogCallModal.tsx'), 'LogCallModal');
const PerformanceAnalyticsModal = lazyNamed(() => import('./PerformanceAnalyticsModal.tsx'), 'PerformanceAnalyticsModal');

export function AgentDetailScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: contact, isLoading, error } = useQuery({ ...contactsQueries.detail(id), enabled: id !== '' });
  const historyRef = useRef<HTMLElement>(null);
  const [followUpOpen, setFollowUpOpen] = useState(false);
  const [analyticsOpen, setAnalyticsOpen] = useState(false);

  // A missing contact, or an id that cannot be one, shows Agent Not Found.
  if (id === '' || NOT_FOUND_STATUSES.includes(errorStatus(error) ?? 0)) {
    return (
      <Suspense fallback={<FullPageSpinner label="Loading agent..." />}>
        <AgentNotFound />
      </Suspense>
    );
  }
  if (isLoading) return <FullPageSpinner label="Loading agent..." />;
  if (error || !contact) {
    return (
      <PageLayout title="Agent Details">
        <Alert type="error" showIcon title={error?.message ?? 'Failed to load the agent'} />
      </PageLayout>
    );
  }

  const handleAddToCampaign = () => navigate('/campaigns');
  const handleScheduleFollowUp = () => setFollowUpOpen(true);
  const handleCloseFollowUp = () => setFollowUpOpen(false);
  const handleViewHistory = () => {
    historyRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    historyRef.current?.focus({ preventScroll: true });
  };
  const handleShowAnalytics = () => setAnalyticsOpen(true);
  const handleCloseAnalytics = () => setAnalyticsOpen(false);
  const name = contactDisplayName(contact);

  return (
    <PageLayout title={name}>
      <AgentHeaderBadges contact={contact} />
      <Flex vertical gap={16}>
        <AgentSummaryCards contact={contact} />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Flex vertical gap={16}>
              <ContactInformationCard contact={contact} />
              <BusinessInformationCard contact={contact} />
              {contact.serviceAreas && showsServiceAreas(contact.serviceAreas) && <ServiceAreasCard serviceAreas={contact.serviceAreas} />}
            </Flex>
          </Col>
          <Col xs={24} lg={8}>
            <Flex vertical gap={16}>
              <SalesMarketingCard
                key={contact.id}
                contact={contact}
                onAddToCampaign={handleAddToCampaign}
                onScheduleFollowUp={handleScheduleFollowUp}
                onViewHistory={handleViewHistory}
                onShowAnalytics={handleShowAnalytics}
              />
              <CallHistoryCard contactId={contact.id} />
            </Flex>
          </Col>
        </Row>
        <ContactHistoryCard ref={historyRef} contactId={contact.id} />
      </Flex>
      <OpenedOnce open={followUpOpen}>
        <LogCallModal
          target={{ contactId: contact.id, name, phone: contact.mobilePhone ?? contact.phone }}
          open={followUpOpen}
          followUp
          onClose={handleCloseFollowUp}
        />
      </OpenedOnce>
      <OpenedOnce open={analyticsOpen}>
        <PerformanceAnalyticsModal contact={contact} open={analyticsOpen} onClose={handleCloseAnalytics} />
      </OpenedOnce>
    </PageLayout>
  );
}
