import { useState } from 'react';
import { Alert, Button, Card, Flex } from 'antd';
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '../../../shared/layout/PageLayout.tsx';
import { lazyNamed } from '../../../shared/lazy/lazyNamed.ts';
import { OpenedOnce } from '../../../shared/lazy/OpenedOnce.tsx';
import { useCampaignSending } from '../sending/useCampaignSending.ts';
import type { Campaign } from '../shared/campaignTypes.ts';
import { useCampaigns } from '../shared/useCampaigns.ts';
import { useCopyCampaign } from '../shared/useCopyCampaign.ts';
import { CampaignsTable } from './CampaignsTable.tsx';

const StreamlinedCreator = lazyNamed(() => import('../creator/StreamlinedCreator.tsx'), 'StreamlinedCreator');
const AdvancedSetup = lazyNamed(() => import('../advancedSetup/AdvancedSetup.tsx'), 'AdvancedSetup');
const EditCampaignDialog = lazyNamed(() => import('../editDialog/EditCampaignDialog.tsx'), 'EditCampaignDialog');
const SendingCampaignModal = lazyNamed(() => import('../sending/SendingCampaignModal.tsx'), 'SendingCampaignModal');

/**
 * The Email Campaigns page: Streamlined Creator and Advanced Setup (whose 'send immediately' is
 * followed in the Sending Campaign modal), the Recent Campaigns table
 * with its row actions (view, edit, copy, send for drafts), and the Sending Campaign modal.
 */
export function CampaignsScreen() {
  const navigate = useNavigate();
  const { data: campaigns = [], isPending, error } = useCampaigns();
  const copy = useCopyCampaign();
  const sending = useCampaignSending();
  const [creatorOpen, setCreatorOpen] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [editing, setEditing] = useState<Campaign | null>(null);

  const copyingId = copy.isPending ? (copy.variables?.id ?? null) : null;

  return (
    <PageLayout
      title="Email Campaigns"
      extra={
        <Flex gap={8} wrap>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreatorOpen(true)}>
            Streamlined Creator
          </Button>
          <Button icon={<SettingOutlined aria-hidden />} onClick={() => setAdvancedOpen(true)}>
            Advanced Setup
          </Button>
        </Flex>
      }
    >
      <Card title="Recent Campaigns" role="region" aria-label="Recent Campaigns" styles={{ body: { padding: 0 } }}>
        {error && <Alert type="error" showIcon title="Failed to load campaigns" description={error.message} style={{ margin: 16 }} />}
        <CampaignsTable
          campaigns={campaigns}
          loading={isPending}
          copyingId={copyingId}
          busy={copy.isPending || sending.sending}
          onView={(campaign) => navigate(`/campaigns/${campaign.id}`)}
          onEdit={setEditing}
          onCopy={(campaign) => copy.mutate(campaign)}
          onSend={sending.start}
        />
      </Card>
      <OpenedOnce open={creatorOpen}>
        <StreamlinedCreator open={creatorOpen} onClose={() => setCreatorOpen(false)} />
      </OpenedOnce>
      <OpenedOnce open={advancedOpen}>
        <AdvancedSetup open={advancedOpen} onClose={() => setAdvancedOpen(false)} onSendNow={sending.start} />
      </OpenedOnce>
      <OpenedOnce open={editing !== null}>
        <EditCampaignDialog campaign={editing ?? undefined} open={editing !== null} onClose={() => setEditing(null)} />
      </OpenedOnce>
      <OpenedOnce open={sending.send !== null}>
        <SendingCampaignModal send={sending.send} onClose={sending.close} />
      </OpenedOnce>
    </PageLayout>
  );
}
