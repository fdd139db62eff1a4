import type { ChangeEvent } from 'react';
import { Alert, Button, Descriptions, Flex, Input, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { TIER_LABELS } from '@outreach/contracts/choices.ts';
import { useCopyToClipboard } from '../../shared/hooks/useCopyToClipboard.ts';
import { SmsLengthIndicator } from '../../shared/sms/SmsLengthIndicator.tsx';
import { audienceSize, formatCount, SMS_WIZARD_TIER_SIZES } from './contentHubChoices.ts';
import type { Tier } from './contentHubTypes.ts';

interface SmsReviewStepProps {
  goalTitle: string;
  tiers: readonly Tier[];
  campaignName: string;
  onCampaignNameChange: (name: string) => void;
  message: string;
  onMessageChange: (message: string) => void;
}

/** Step 4: the campaign's name, the chosen text (editable, with its live length and segments) and whom it is for. */
export function SmsReviewStep({ goalTitle, tiers, campaignName, onCampaignNameChange, message, onMessageChange }: SmsReviewStepProps) {
  const copy = useCopyToClipboard();
  const handleNameChange = (event: ChangeEvent<HTMLInputElement>) => onCampaignNameChange(event.target.value);
  const handleMessageChange = (event: ChangeEvent<HTMLTextAreaElement>) => onMessageChange(event.target.value);
  const handleCopy = () => void copy(message, 'Message');
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Text strong>
          <label htmlFor="sms-wizard-campaign-name">Campaign Name</label>
        </Typography.Text>
        <Input id="sms-wizard-campaign-name" value={campaignName} onChange={handleNameChange} maxLength={200} placeholder="e.g. Spring demo invitations" style={{ marginTop: 4 }} />
      </div>
      <div>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text strong>
            <label htmlFor="sms-wizard-message">Message</label>
          </Typography.Text>
          <SmsLengthIndicator message={message} />
        </Flex>
        <Input.TextArea id="sms-wizard-message" rows={4} value={message} onChange={handleMessageChange} style={{ marginTop: 4 }} />
        <Button icon={<CopyOutlined aria-hidden />} onClick={handleCopy} style={{ marginTop: 8 }}>
          Copy to Clipboard
        </Button>
      </div>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'goal', label: 'Goal', children: goalTitle },
          { key: 'audience', label: 'Audience', children: tiers.map((tier) => `${TIER_LABELS[tier]} Agents`).join(', ') },
          { key: 'size', label: 'Agents in these tiers', children: formatCount(audienceSize(tiers, SMS_WIZARD_TIER_SIZES)) },
        ]}
      />
      <Alert
        type="info"
        showIcon
        title="SMS campaigns are not available yet"
        description="Create Campaign saves this text as an SMS template under the campaign's name, ready to send when SMS campaigns arrive."
      />
    </Flex>
  );
}
