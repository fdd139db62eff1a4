import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Progress, Statistic, Steps, Typography } from 'antd';
import { failureMessage } from '../../../shared/api/failureMessage.ts';
import { campaignsQueries } from '../shared/campaignsQueries.ts';
import type { Campaign, CampaignSendAnswer } from '../shared/campaignTypes.ts';
import { campaignSentToast, sendNotStarted, sendSteps, settledCount } from '../shared/sendProgress.ts';
import { SEND_FAILED_MESSAGE } from '../shared/useSendCampaign.ts';
import { DEFERRED_NOTE, deferralText, deferredTitle } from './deferredEmails.ts';

export interface CampaignSendState {
  campaign: Pick<Campaign, 'id' | 'name'>;
  pending: boolean;
  answer: CampaignSendAnswer | undefined;
  error: unknown;
}

interface SendingCampaignModalProps {
  send: CampaignSendState | null;
  onClose: () => void;
}

export const SENDING_NOTE = 'This may take a few minutes. Invalid emails are skipped to protect your sender reputation.';

/**
 * The Sending Campaign modal: verifying the e-mail addresses, sending to the verified recipients,
 * updating the contacts' verification status, each step as the send's answer and the
 * `campaign_progress` live updates tell it, with the sent, skipped and failed counts, and the
 * e-mails deferred to a later time (a mailbox's daily limit…) with why and until when, as the
 * `campaign_deferrals` live updates tell; or that nothing was sent when the verification left no
 * one (the campaign is a draft again). Closing it leaves the send going on.
 */
export function SendingCampaignModal({ send, onClose }: SendingCampaignModalProps) {
  return (
    <Modal
      open={send !== null}
      title="Sending Campaign"
      onCancel={onClose}
      footer={
        <Button type={send && !send.pending ? 'primary' : 'default'} onClick={onClose}>
          Close
        </Button>
      }
      maskClosable={false}
      closable={false}
      destroyOnHidden
      width={520}
    >
      {send && <SendingCampaignBody send={send} />}
    </Modal>
  );
}

function SendingCampaignBody({ send }: { send: CampaignSendState }) {
  const { data: progress } = useQuery({ ...campaignsQueries.sendProgress(send.campaign.id), enabled: send.answer !== undefined });
  const failed = send.error !== null && send.error !== undefined;
  const verificationStats = progress?.verificationStats ?? send.answer?.verificationStats ?? send.answer?.progress.verificationStats ?? null;
  const shown = send.answer ? progress : undefined;
  const total = shown?.recipientCount ?? 0;
  const settled = shown ? settledCount(shown) : 0;
  const completed = shown?.phase === 'completed';
  // Reloaded as the `campaign_deferrals` live update tells.
  const deferrals = useQuery({ ...campaignsQueries.deferrals(send.campaign.id), enabled: shown?.phase === 'sending' });
  const deferred = shown?.phase === 'sending' ? deferrals.data : undefined;
  const deferredCount = deferred?.total ?? 0;
  const steps = sendSteps({ progress: shown, verificationStats, failed, deferred: deferredCount });

  return (
    <Flex vertical gap={16} data-testid="sending-campaign">
      <Typography.Text strong>{send.campaign.name}</Typography.Text>
      <Steps
        orientation="vertical"
        size="small"
        items={steps.map((step) => ({
          key: step.key,
          title: step.title,
          status: step.state,
          description: <span data-step={step.key} data-state={step.state}>{step.description}</span>,
        }))}
      />
      {shown && shown.phase !== 'verifying' && (
        <>
          <Progress percent={total === 0 ? 100 : Math.floor((settled / total) * 100)} status={completed ? 'success' : 'active'} aria-label="Send progress" />
          <Flex gap={24} wrap>
            <Statistic title="Sent" value={shown.sentCount} />
            <Statistic title="Skipped" value={shown.skippedCount} />
            <Statistic title="Failed" value={shown.failedCount} />
            {shown.unknownCount > 0 && <Statistic title="Unknown" value={shown.unknownCount} />}
            {deferredCount > 0 && <Statistic title="Deferred" value={deferredCount} />}
          </Flex>
        </>
      )}
      {!failed && deferred && deferredCount > 0 && (
        <Alert
          type="warning"
          showIcon
          title={deferredTitle(deferred)}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid="deferred-emails">
              {deferred.groups.map((group) => (
                <li key={group.reason}>{deferralText(group)}</li>
              ))}
            </ul>
          }
        />
      )}
      {failed ? (
        <Alert type="error" showIcon title="Campaign Failed" description={failureMessage(send.error, SEND_FAILED_MESSAGE)} />
      ) : sendNotStarted(shown) ? (
        <Alert type="error" showIcon title="Campaign Not Sent" description={`${campaignSentToast(verificationStats).description} It is a draft again.`} />
      ) : completed ? (
        <Alert type="success" showIcon title="Every e-mail of the campaign has its outcome." />
      ) : (
        <Alert type="info" showIcon title={deferredCount > 0 ? DEFERRED_NOTE : SENDING_NOTE} />
      )}
    </Flex>
  );
}
