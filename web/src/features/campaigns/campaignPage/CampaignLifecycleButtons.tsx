import { Button, Popconfirm } from 'antd';
import { CaretRightOutlined, PauseOutlined, StopOutlined } from '@ant-design/icons';
import { canCancel, canPause, canResume } from '../shared/campaignDisplay.ts';
import type { Campaign } from '../shared/campaignTypes.ts';
import { useCampaignLifecycle } from '../shared/useCampaignLifecycle.ts';

/**
 * Pause (a scheduled or sending campaign: nothing more goes out, e-mails already queued wait),
 * Resume (a paused one goes on where it stopped) and Cancel (for good, after a confirmation).
 */
export function CampaignLifecycleButtons({ campaign }: { campaign: Campaign }) {
  const lifecycle = useCampaignLifecycle();
  const pending = lifecycle.isPending ? lifecycle.variables.action : null;
  return (
    <>
      {canPause(campaign) && (
        <Button icon={<PauseOutlined aria-hidden />} loading={pending === 'pause'} onClick={() => lifecycle.mutate({ campaign, action: 'pause' })}>
          Pause
        </Button>
      )}
      {canResume(campaign) && (
        <Button type="primary" icon={<CaretRightOutlined aria-hidden />} loading={pending === 'resume'} onClick={() => lifecycle.mutate({ campaign, action: 'resume' })}>
          Resume
        </Button>
      )}
      {canCancel(campaign) && (
        <Popconfirm
          title="Cancel campaign"
          description="Nothing more of this campaign will be sent; what was sent stays sent. This cannot be undone."
          okText="Yes, Cancel It"
          cancelText="Keep It"
          okButtonProps={{ danger: true }}
          onConfirm={() => lifecycle.mutate({ campaign, action: 'cancel' })}
        >
          <Button danger icon={<StopOutlined aria-hidden />} loading={pending === 'cancel'}>
            Cancel Campaign
          </Button>
        </Popconfirm>
      )}
    </>
  );
}
