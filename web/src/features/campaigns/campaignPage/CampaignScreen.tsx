import { Alert, Button, Col, Flex, Result, Row } from 'antd';
import { SendOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router-dom';
import { FullPageSpinner } from '../../../shared/layout/FullPageSpinner.tsx';
import { PageLayout } from '../../../shared/layout/PageLayout.tsx';
import { lazyNamed } from '../../../shared/lazy/lazyNamed.ts';
import { OpenedOnce } from '../../../shared/lazy/OpenedOnce.tsx';
import { useCampaignSending } from '../sending/useCampaignSending.ts';
import { CampaignStatusBadge } from '../shared/CampaignStatusBadge.tsx';
import { canSend, scheduleMissedText } from '../shared/campaignDisplay.ts';
import { useCampaign } from '../shared/useCampaign.ts';
import { AbTestResults } from '../abTest/AbTestResults.tsx';
import { SequenceProgress } from '../sequence/SequenceProgress.tsx';
import { CampaignDefinitionCard } from './CampaignDefinitionCard.tsx';
import { CampaignLifecycleButtons } from './CampaignLifecycleButtons.tsx';
import { CampaignFigures } from './CampaignFigures.tsx';
import { CampaignRecipientsCard } from './CampaignRecipientsCard.tsx';
import { CampaignTimelineCard } from './CampaignTimelineCard.tsx';

/** Loaded when a send starts from this page. */
const SendingCampaignModal = lazyNamed(() => import('../sending/SendingCampaignModal.tsx'), 'SendingCampaignModal');

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
        <Result status="404" title="Campaign not found" subTitle="There is no campaign at this address; it may have been mistyped." extra={backToList} />
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
        {scheduleMissedText(campaign) && <Alert type="warning" showIcon title={scheduleMissedText(campaign)} />}
        <CampaignFigures campaign={campaign} />
        <AbTestResults campaign={campaign} />
        <SequenceProgress campaign={campaign} />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <Flex vertical gap={16}>
              <CampaignDefinitionCard campaign={campaign} />
              <CampaignRecipientsCard campaignId={campaign.id} />
            </Flex>
          </Col>
          <Col xs={24} lg={10}>
            <CampaignTimelineCard campaignId={campaign.id} />
          </Col>
        </Row>
      </Flex>
      <OpenedOnce open={sending.send !== null}>
        <SendingCampaignModal send={sending.send} onClose={sending.close} />
      </OpenedOnce>
    </PageLayout>
  );
}
