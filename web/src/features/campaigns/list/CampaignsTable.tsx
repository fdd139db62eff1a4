import { useState } from 'react';
import { Button, Flex, Pagination, Spin, Typography } from 'antd';
import { CopyOutlined, EditOutlined, EyeOutlined, SendOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import '../../../shared/table/plainTable.css';
import { CampaignStatusBadge } from '../shared/CampaignStatusBadge.tsx';
import { campaignTypeLabel, canSend, editBlockedReason, rateText, draftNoticeText, sentText, type RateKind } from '../shared/campaignDisplay.ts';
import type { Campaign } from '../shared/campaignTypes.ts';
import { HintTooltip } from '../../../shared/tooltip/HintTooltip.tsx';

export const EMPTY_CAMPAIGNS_TEXT = 'No campaigns yet. Create your first campaign to get started.';
/** Campaigns a page of the table shows, when there are more. */
export const CAMPAIGNS_PAGE_SIZE = 20;

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
  /** What an empty table says (the Email Campaigns page's text by default). */
  emptyText?: string;
}

function Rate({ campaign, kind }: { campaign: Campaign; kind: RateKind }) {
  const text = rateText(campaign, kind);
  return text === 'Tracking off' ? (
    <HintTooltip title={`${kind === 'opens' ? 'Open' : 'Click'} tracking is off for this campaign`}>
      <Typography.Text type="secondary">—</Typography.Text> <Typography.Text type="secondary" style={{ fontSize: 12 }}>Tracking off</Typography.Text>
    </HintTooltip>
  ) : (
    <span>{text}</span>
  );
}

/** Edit: on for drafts and scheduled campaigns; for the others off, its tooltip saying why and pointing to Copy. */
function EditAction({ campaign, onEdit }: { campaign: Campaign; onEdit: (campaign: Campaign) => void }) {
  const blocked = editBlockedReason(campaign);
  return (
    <HintTooltip title={blocked ?? 'Edit'}>
      <Button
        size="small"
        type="text"
        icon={<EditOutlined aria-hidden />}
        aria-label={`Edit ${campaign.name}`}
        aria-description={blocked ?? undefined}
        disabled={blocked !== null}
        onClick={() => onEdit(campaign)}
      />
    </HintTooltip>
  );
}

interface Column {
  title: string;
  render: (campaign: Campaign) => ReactNode;
}

/**
 * The Recent Campaigns table: Campaign, Recipients, Status, Open Rate, Click Rate, Sent, Actions
 * (view, edit for drafts and scheduled campaigns, copy, send for drafts), 20 a page when there are
 * more. A plain table drawn like antd's (`plainTable.css`): antd's Table would weigh more than the
 * rest of the page.
 */
export function CampaignsTable({ campaigns, loading, emptyText = EMPTY_CAMPAIGNS_TEXT, onView, onEdit, onCopy, onSend, copyingId, busy }: CampaignsTableProps) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(campaigns.length / CAMPAIGNS_PAGE_SIZE));
  // A page that no longer exists (campaigns gone) shows the last one.
  const current = Math.min(page, pages);
  const shown = campaigns.slice((current - 1) * CAMPAIGNS_PAGE_SIZE, current * CAMPAIGNS_PAGE_SIZE);

  const columns: Column[] = [
    {
      title: 'Campaign',
      render: (campaign) => (
        <Flex vertical>
          <Typography.Text strong>{campaign.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {campaignTypeLabel(campaign)}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: 'Recipients', render: (campaign) => campaign.recipientCount.toLocaleString('en-US') },
    { title: 'Status', render: (campaign) => <CampaignStatusBadge status={campaign.status} notice={draftNoticeText(campaign)} /> },
    { title: 'Open Rate', render: (campaign) => <Rate campaign={campaign} kind="opens" /> },
    { title: 'Click Rate', render: (campaign) => <Rate campaign={campaign} kind="clicks" /> },
    { title: 'Sent', render: (campaign) => sentText(campaign) },
    {
      title: 'Actions',
      render: (campaign) => (
        <Flex gap={4}>
          <HintTooltip title="View">
            <Button size="small" type="text" icon={<EyeOutlined aria-hidden />} aria-label={`View ${campaign.name}`} onClick={() => onView(campaign)} />
          </HintTooltip>
          <EditAction campaign={campaign} onEdit={onEdit} />
          <HintTooltip title="Copy">
            <Button
              size="small"
              type="text"
              icon={<CopyOutlined aria-hidden />}
              aria-label={`Copy ${campaign.name}`}
              loading={copyingId === campaign.id}
              disabled={busy && copyingId !== campaign.id}
              onClick={() => onCopy(campaign)}
            />
          </HintTooltip>
          {canSend(campaign) && (
            <HintTooltip title="Send">
              <Button size="small" type="text" icon={<SendOutlined aria-hidden />} aria-label={`Send ${campaign.name}`} disabled={busy} onClick={() => onSend(campaign)} />
            </HintTooltip>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Spin spinning={loading}>
      <div className="plain-table">
        <table>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.title} scope="col" style={{ whiteSpace: 'nowrap' }}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((campaign) => (
              <tr key={campaign.id}>
                {columns.map((column) => (
                  <td key={column.title}>{column.render(campaign)}</td>
                ))}
              </tr>
            ))}
            {!loading && campaigns.length === 0 && (
              <tr>
                <td className="plain-table__empty" colSpan={columns.length}>
                  <Typography.Text type="secondary">{emptyText}</Typography.Text>
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <Flex justify="flex-end" style={{ padding: 16 }}>
          <Pagination simple current={current} pageSize={CAMPAIGNS_PAGE_SIZE} total={campaigns.length} onChange={setPage} showSizeChanger={false} />
        </Flex>
      )}
    </Spin>
  );
}
