import { useState } from 'react';
import { Alert, Button, Card, Col, Empty, Flex, Grid, Row, Skeleton, Typography } from 'antd';
import { InboxOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { lazyNamed } from '../../shared/lazy/lazyNamed.ts';
import { OpenedOnce } from '../../shared/lazy/OpenedOnce.tsx';
import { OUTBOX_ROUTE } from '../outbox/outboxDisplay.ts';
import { EmailAccountCard, type EmailAccountActions } from './EmailAccountCard.tsx';
import { groupByProvider } from './emailAccountDisplay.ts';
import { SendTestEmailCard } from './SendTestEmailCard.tsx';
import { emailAccountsQueries } from './emailAccountsQueries.ts';
import type { EmailAccount } from './emailAccountTypes.ts';
import { useDeleteEmailAccount } from './useDeleteEmailAccount.ts';
import { useSetPrimaryEmailAccount } from './useSetPrimaryEmailAccount.ts';
import { useTestEmailAccount } from './useTestEmailAccount.ts';

/** The dialog is loaded when first opened. */
const EmailAccountModal = lazyNamed(() => import('./EmailAccountModal.tsx'), 'EmailAccountModal');

const runningFor = (mutation: { isPending: boolean; variables: EmailAccount | undefined }) =>
  mutation.isPending && mutation.variables ? mutation.variables.id : null;

/** Settings → Email Accounts: the mailboxes the team sends from, grouped by provider. */
export function EmailAccountsTab() {
  const { data: accounts, isLoading, error } = useQuery(emailAccountsQueries.all());
  const test = useTestEmailAccount();
  const setPrimary = useSetPrimaryEmailAccount();
  const remove = useDeleteEmailAccount();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<EmailAccount | null>(null);
  // Each opening gets a fresh dialog, so that nothing typed before (a password) is still in it.
  const [dialogKey, setDialogKey] = useState(0);
  const openDialog = (account: EmailAccount | null) => {
    setEditing(account);
    setDialogKey((key) => key + 1);
    setDialogOpen(true);
  };

  const navigate = useNavigate();
  // On a phone the outbox button is its icon alone, leaving the card's title room.
  const compact = Grid.useBreakpoint().sm === false;
  const handleOutbox = () => navigate(OUTBOX_ROUTE);
  const handleAdd = () => openDialog(null);
  const handleClose = () => setDialogOpen(false);
  const actions: EmailAccountActions = {
    onTest: (account) => test.mutate(account),
    onSetPrimary: (account) => setPrimary.mutate(account),
    onEdit: openDialog,
    onDelete: (account) => remove.mutate(account),
    testing: runningFor(test),
    settingPrimary: runningFor(setPrimary),
    deleting: runningFor(remove),
  };
  const addButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={handleAdd}>
      Add Account
    </Button>
  );

  return (
    <section aria-label="Email Accounts">
      <Card
        title="Email Accounts"
        extra={
          <Flex gap={8} wrap justify="flex-end">
            <Button icon={<InboxOutlined aria-hidden />} onClick={handleOutbox} aria-label="View outbox" title={compact ? 'View outbox' : undefined}>
              {compact ? null : 'View outbox'}
            </Button>
            {addButton}
          </Flex>
        }
      >
        <Typography.Paragraph type="secondary">
          The mailboxes the team sends from. New accounts warm up from 50 emails on day 1 to their daily limit over 30 days.
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon title="Failed to load email accounts" description={error.message} style={{ marginBottom: 16 }} />}
        {isLoading && <Skeleton active paragraph={{ rows: 4 }} />}
        {accounts && accounts.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No email accounts yet. Add the mailbox your team sends from.">
            {addButton}
          </Empty>
        )}
        <Flex vertical gap={24}>
          {groupByProvider(accounts ?? []).map((group) => (
            <section key={group.provider} aria-label={`${group.label} accounts`}>
              <Typography.Title level={5}>{group.label}</Typography.Title>
              <Row gutter={[16, 16]}>
                {group.accounts.map((account) => (
                  <Col key={account.id} xs={24} lg={12}>
                    <EmailAccountCard account={account} actions={actions} />
                  </Col>
                ))}
              </Row>
            </section>
          ))}
        </Flex>
        <OpenedOnce open={dialogOpen}>
          <EmailAccountModal key={dialogKey} account={editing} open={dialogOpen} onClose={handleClose} />
        </OpenedOnce>
      </Card>
      {(accounts || error) && (
        <div style={{ marginTop: 16 }}>
          <SendTestEmailCard accounts={accounts ?? []} />
        </div>
      )}
    </section>
  );
}
