import { useState } from 'react';
import { Card, Flex, Typography } from 'antd';
import { useToast } from '../../../shared/toast/useToast.ts';
import { SendTestButton, TestAddressInput } from '../../emailAccounts/TestAddressControls.tsx';
import { testEmailProblem } from '../../emailAccounts/testEmailForm.ts';
import { useSendCampaignTest } from './useSendCampaignTest.ts';

/**
 * Send Test Email for a saved campaign: one address, Enter sends; the campaign's first e-mail goes
 * to it filled in with sample values, from the campaign's mailbox.
 */
export function CampaignTestEmailCard({ campaignId }: { campaignId: string }) {
  const toast = useToast();
  const [address, setAddress] = useState('');
  const send = useSendCampaignTest(campaignId, () => setAddress(''));

  const handleSend = () => {
    if (send.isPending) return;
    const problem = testEmailProblem(address);
    if (problem) return toast({ ...problem, variant: 'destructive' });
    send.mutate(address);
  };

  return (
    <section aria-label="Send Test Email">
      <Card title="Send Test Email" size="small">
        <Typography.Paragraph type="secondary">The campaign's first e-mail, filled in with sample values, goes to this address from its mailbox.</Typography.Paragraph>
        <Flex gap={8} wrap>
          <TestAddressInput value={address} onChange={setAddress} onSend={handleSend} />
          <SendTestButton onSend={handleSend} sending={send.isPending} />
        </Flex>
      </Card>
    </section>
  );
}
