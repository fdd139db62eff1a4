import { useState } from 'react';
import { Alert, Button, Card, Flex } from 'antd';
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '../../../shared/layout/PageLayout.tsx';
import { lazyNamed } from '../../../shared/lazy/lazyNamed.ts';
import { OpenedOnce } from '../../../shared/lazy/OpenedOnce.tsx';
import { useExclusiveMutate } from '../../../shared/hooks/useExclusiveMutate.ts';
import { useCampaignSending } from '../sending/useCampaignSending.ts';
import type { Campaign } from '../shared/campaignTypes.ts';
import { useCampaigns } from '../shared/useCampaigns.ts';
import { useCopyCampaign } from '../shared/useCopyCampaign.ts';
import { CampaignsTable } from './CampaignsTable.tsx';

const StreamlinedCreator = lazyNamed(() => import('../creator/StreamlinedCreator.tsx'), 'StreamlinedCreator');
const AdvancedSetup = lazyNamed(() => import('../advancedSetup/AdvancedSetup.tsx'), 'AdvancedSetup');
const EditCampaignDialog = lazyNamed(() => import('../editDialog/EditCampaignDialog.tsx'), 'EditCampaignDialog');
const SendingCampaignModal = lazyNamed(() => import('../sending/SendingCampaignModal.tsx'), 'SendingCampaignModal');

export const EMPTY_SEQUENCES_TEXT = 'No sequences yet. Build your first with New Sequence: its steps go out one after another, each on its own delay.';

interface CampaignsScreenProps {
  /** 'sequence': the dashboard's Email Sequences section, the same screen for sequences alone. */
  only?: 'sequence';
}

/**
 * The Email Campaigns page: Streamlined Creator and Advanced Setup (whose 'send immediately' is
 * followed in the Sending Campaign modal), the Recent Campaigns table
 * with its row actions (view, edit, copy, send for drafts), and the Sending Campaign modal.
 * For sequences alone, New Sequence opens Advanced Setup with the sequence type chosen.
 */
export function CampaignsScreen({ only }: CampaignsScreenProps) {
  const navigate = useNavigate();
  const { data: all = [], isPending, error } = useCampaigns();
  const campaigns = only ? all.filter((campaign) => campaign.type === only) : all;
  const tableTitle = only ? 'Sequences' : 'Recent Campaigns';
  const copy = useCopyCampaign();
  // A double-click on Copy makes one copy.
  const copyCampaign = useExclusiveMutate(copy);
  const sending = useCampaignSending();
  const [creatorOpen, setCreatorOpen] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [editing, setEditing] = useState<Campaign | null>(null);

  const copyingId = copy.isPending ? (copy.variables?.id ?? null) : null;

  return (
    <PageLayout
      title={only ? 'Email Sequences' : 'Email Campaigns'}
      extra={
        only ? (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdvancedOpen(true)}>
            New Sequence
          </Button>
        ) : (
          <Flex gap={8} wrap>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreatorOpen(true)}>
              Streamlined Creator
            </Button>
            <Button icon={<SettingOutlined aria-hidden />} onClick={() => setAdvancedOpen(true)}>
              Advanced Setup
            </Button>
          </Flex>
        )
      }
    >
      <Card title={tableTitle} role="region" aria-label={tableTitle} styles={{ body: { padding: 0 } }}>
        {error && <Alert type="error" showIcon title="Failed to load campaigns" description={error.message} style={{ margin: 16 }} />}
        <CampaignsTable
          campaigns={campaigns}
          loading={isPending}
          emptyText={only ? EMPTY_SEQUENCES_TEXT : undefined}
          copyingId={copyingId}
          busy={copy.isPending || sending.sending}
          onView={(campaign) => navigate(`/campaigns/${campaign.id}`)}
          onEdit={setEditing}
          onCopy={(campaign) => copyCampaign(campaign)}
          onSend={sending.start}
        />
      </Card>
      <OpenedOnce open={creatorOpen}>
        <StreamlinedCreator open={creatorOpen} onClose={() => setCreatorOpen(false)} />
      </OpenedOnce>
      <OpenedOnce open={advancedOpen}>
        <AdvancedSetup open={advancedOpen} onClose={() => setAdvancedOpen(false)} onSendNow={sending.start} initialType={only} />
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
