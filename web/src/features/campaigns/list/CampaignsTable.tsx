import { Button, Flex, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { CopyOutlined, EditOutlined, EyeOutlined, SendOutlined } from '@ant-design/icons';
import { CampaignStatusBadge } from '../shared/CampaignStatusBadge.tsx';
import { campaignTypeLabel, canSend, editBlockedReason, rateText, scheduleMissedText, sentText, type RateKind } from '../shared/campaignDisplay.ts';
import type { Campaign } from '../shared/campaignTypes.ts';

export const EMPTY_CAMPAIGNS_TEXT = 'No campaigns yet. Create your first campaign to get started.';

export interface CampaignRowActions {
  onView: (campaign: Campaign) => void;
  onEdit: (campaign: Campaign) => void;
  onCopy: (campaign: Campaign) => void;
  onSend: (campaign: Campaign) => void;
  /** The campaign being copied (its Copy button spins). */
  copyingId: string | null;
  /** A copy or a send is under way: the other copies and sends wait. */
  busy: boolean;
}

interface CampaignsTableProps extends CampaignRowActions {
  campaigns: readonly Campaign[];
  loading: boolean;
}

function Rate({ campaign, kind }: { campaign: Campaign; kind: RateKind }) {
  const text = rateText(campaign, kind);
  return text === 'Tracking off' ? (
    <Tooltip title={`${kind === 'opens' ? 'Open' : 'Click'} tracking is off for this campaign`}>
      <Typography.Text type="secondary">—</Typography.Text> <Typography.Text type="secondary" style={{ fontSize: 12 }}>Tracking off</Typography.Text>
    </Tooltip>
  ) : (
    <span>{text}</span>
  );
}

/** Edit: on for drafts and scheduled campaigns; for the others off, its tooltip saying why and pointing to Copy. */
function EditAction({ campaign, onEdit }: { campaign: Campaign; onEdit: (campaign: Campaign) => void }) {
  const blocked = editBlockedReason(campaign);
  return (
    <Tooltip title={blocked ?? 'Edit'}>
      <Button
        size="small"
        type="text"
        icon={<EditOutlined aria-hidden />}
        aria-label={`Edit ${campaign.name}`}
        aria-description={blocked ?? undefined}
        disabled={blocked !== null}
        onClick={() => onEdit(campaign)}
      />
    </Tooltip>
  );
}

/** The Recent Campaigns table: Campaign, Recipients, Status, Open Rate, Click Rate, Sent, Actions (view, edit for drafts and scheduled campaigns, copy, send for drafts). */
export function CampaignsTable({ campaigns, loading, onView, onEdit, onCopy, onSend, copyingId, busy }: CampaignsTableProps) {
  const columns: TableColumnsType<Campaign> = [
    {
      title: 'Campaign',
      key: 'campaign',
      render: (_, campaign) => (
        <Flex vertical>
          <Typography.Text strong>{campaign.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {campaignTypeLabel(campaign)}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Recipients', dataIndex: 'recipientCount', key: 'recipients', render: (count: number) => count.toLocaleString('en-US') },
    { title: 'Status', dataIndex: 'status', key: 'status', render: (_, campaign) => <CampaignStatusBadge status={campaign.status} notice={scheduleMissedText(campaign)} /> },
    { title: 'Open Rate', key: 'openRate', render: (_, campaign) => <Rate campaign={campaign} kind="opens" /> },
    { title: 'Click Rate', key: 'clickRate', render: (_, campaign) => <Rate campaign={campaign} kind="clicks" /> },
    { title: 'Sent', key: 'sent', render: (_, campaign) => sentText(campaign) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, campaign) => (
        <Flex gap={4}>
          <Tooltip title="View">
            <Button size="small" type="text" icon={<EyeOutlined aria-hidden />} aria-label={`View ${campaign.name}`} onClick={() => onView(campaign)} />
          </Tooltip>
          <EditAction campaign={campaign} onEdit={onEdit} />
          <Tooltip title="Copy">
            <Button
              size="small"
              type="text"
              icon={<CopyOutlined aria-hidden />}
              aria-label={`Copy ${campaign.name}`}
              loading={copyingId === campaign.id}
              disabled={busy && copyingId !== campaign.id}
              onClick={() => onCopy(campaign)}
            />
          </Tooltip>
          {canSend(campaign) && (
            <Tooltip title="Send">
              <Button
                size="small"
                type="text"
                icon={<SendOutlined aria-hidden />}
                aria-label={`Send ${campaign.name}`}
                disabled={busy}
                onClick={() => onSend(campaign)}
              />
            </Tooltip>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Table<Campaign>
      rowKey="id"
      columns={columns}
      dataSource={campaigns as Campaign[]}
      loading={loading}
      pagination={campaigns.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      size="middle"
      locale={{ emptyText: EMPTY_CAMPAIGNS_TEXT }}
    />
  );
}
