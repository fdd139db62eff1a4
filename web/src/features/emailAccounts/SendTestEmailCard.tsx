import { useState } from 'react';
import { Card, Flex, Select, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useToast } from '../../shared/toast/useToast.ts';
import { OUTBOX_ROUTE } from '../outbox/outboxDisplay.ts';
import type { EmailAccount } from './emailAccountTypes.ts';
import { SendTestButton, TestAddressInput } from './TestAddressControls.tsx';
import { chosenSender, senderOptions, testEmailProblem } from './testEmailForm.ts';
import { useSendTestEmail } from './useSendTestEmail.ts';

/**
 * Send Test Email: one address (Enter sends), from the primary mailbox or another active one; with
 * no mailbox set up the sandbox simulates it, and the outbox shows the message as it would have gone out.
 */
export function SendTestEmailCard({ accounts }: { accounts: readonly EmailAccount[] }) {
  const toast = useToast();
  const [address, setAddress] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const send = useSendTestEmail(() => setAddress(''));
  const options = senderOptions(accounts);
  const from = chosenSender(accounts, chosen);

  const handleSend = () => {
    if (send.isPending) return;
    const problem = testEmailProblem(address);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    send.mutate({ to: address, emailAccountId: from });
  };

  return (
    <section aria-label="Send Test Email">
      <Card title="Send Test Email" size="small">
        <Typography.Paragraph type="secondary">
          {options.length > 0
            ? 'Sends a short test e-mail through the chosen mailbox, within its limits.'
            : 'No mailbox is set up yet: the sandbox simulates the e-mail, and the outbox shows it as it would have gone out.'}{' '}
          <Link to={OUTBOX_ROUTE}>View outbox</Link>
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <TestAddressInput value={address} onChange={setAddress} onSend={handleSend} />
          {options.length > 0 && (
            <Select
              aria-label="From"
              value={from}
              options={options}
              placeholder="Sandbox (no primary mailbox)"
              onChange={setChosen}
              style={{ flex: '1 1 220px', minWidth: 0 }}
            />
          )}
          <SendTestButton onSend={handleSend} sending={send.isPending} />
        </Flex>
      </Card>
    </section>
  );
}
