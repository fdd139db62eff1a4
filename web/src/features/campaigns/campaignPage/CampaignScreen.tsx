import { Suspense } from 'react';
import { Alert, Button, Card, Col, Flex, Row } from 'antd';
import { SendOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../shared/layout/FullPageSpinner.tsx';
import { PageLayout } from '../../../shared/layout/PageLayout.tsx';
import { lazyNamed } from '../../../shared/lazy/lazyNamed.ts';
import { OpenedOnce } from '../../../shared/lazy/OpenedOnce.tsx';
import { useCampaignSending } from '../sending/useCampaignSending.ts';
import { CampaignStatusBadge } from '../shared/CampaignStatusBadge.tsx';
import { canSend, draftNoticeText } from '../shared/campaignDisplay.ts';
import { useCampaign } from '../shared/useCampaign.ts';
import { CampaignDefinitionCard } from './CampaignDefinitionCard.tsx';
import { CampaignLifecycleButtons } from './CampaignLifecycleButtons.tsx';
import { CampaignFigures } from './CampaignFigures.tsx';

/** Loaded when a send starts from this page. */
const SendingCampaignModal = lazyNamed(() => import('../sending/SendingCampaignModal.tsx'), 'SendingCampaignModal');
/** The parts below the figures and the definition (their tables and timeline) load beside the page, not before it. */
const AbTestResults = lazyNamed(() => import('../abTest/AbTestResults.tsx'), 'AbTestResults');
const SequenceProgress = lazyNamed(() => import('../sequence/SequenceProgress.tsx'), 'SequenceProgress');
const CampaignRecipientsCard = lazyNamed(() => import('./CampaignRecipientsCard.tsx'), 'CampaignRecipientsCard');
const CampaignTimelineCard = lazyNamed(() => import('./CampaignTimelineCard.tsx'), 'CampaignTimelineCard');
const CampaignNotFound = lazyNamed(() => import('./CampaignNotFound.tsx'), 'CampaignNotFound');

/** A card's place while its code loads. */
const loadingCard = (title: string) => <Card title={title} loading />;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /campaigns/{id}: the campaign's figures, status and definition, its timeline (who did what,
 * when and why) and every recipient with the outcome of its e-mail; 'Campaign not found' otherwise.
 */
export function CampaignScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const valid = UUID.test(id);
  const { data: campaign, isPending, error, notFound } = useCampaign(valid ? id : '');
  const sending = useCampaignSending();
  const backToList = (
    <Button icon={<UnorderedListOutlined aria-hidden />} onClick={() => navigate('/campaigns')}>
      Email Campaigns
    </Button>
  );

  if (!valid || notFound) {
    return (
      <PageLayout title="Campaign">
        <Suspense fallback={null}>
          <CampaignNotFound action={backToList} />
        </Suspense>
      </PageLayout>
    );
  }
  if (isPending) return <FullPageSpinner label="Loading campaign..." />;
  if (error || !campaign) {
    return (
      <PageLayout title="Campaign" extra={backToList}>
        <Alert type="error" showIcon title={error?.message ?? 'Failed to load the campaign'} />
      </PageLayout>
    );
  }

  return (
    <PageLayout
      title={campaign.name}
      extra={
        <Flex gap={8} wrap align="center">
          <CampaignStatusBadge status={campaign.status} />
          {canSend(campaign) && (
            <Button type="primary" icon={<SendOutlined aria-hidden />} loading={sending.sending} onClick={() => sending.start(campaign)}>
              Send
            </Button>
          )}
          <CampaignLifecycleButtons campaign={campaign} />
          {backToList}
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        {draftNoticeText(campaign) && <Alert type="warning" showIcon title={draftNoticeText(campaign)} />}
        <CampaignFigures campaign={campaign} />
        <Suspense fallback={null}>
          <AbTestResults campaign={campaign} />
          <SequenceProgress campaign={campaign} />
        </Suspense>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <Flex vertical gap={16}>
              <CampaignDefinitionCard campaign={campaign} />
              <Suspense fallback={loadingCard('Recipients')}>
                <CampaignRecipientsCard campaignId={campaign.id} started={campaign.sentAt !== null} />
              </Suspense>
            </Flex>
          </Col>
          <Col xs={24} lg={10}>
            <Suspense fallback={loadingCard('Timeline')}>
              <CampaignTimelineCard campaignId={campaign.id} />
            </Suspense>
          </Col>
        </Row>
      </Flex>
      <OpenedOnce open={sending.send !== null}>
        <SendingCampaignModal send={sending.send} onClose={sending.close} />
      </OpenedOnce>
    </PageLayout>
  );
}
