import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../shared/format/formatDate.ts';
import { MICROSOFT_CONNECT_PATH, microsoftConnectionQueries } from './microsoftConnectionQueries.ts';
import { useDisconnectMicrosoft } from './useDisconnectMicrosoft.ts';

/**
 * Microsoft 365 on Legacy Settings: Not Connected → Connected through Microsoft's sign-in (a
 * full-page redirect), the connected mailbox and since when, Disconnect after confirmation. The
 * status is polled every 5 seconds while the tab is visible.
 */
export function MicrosoftConnectionCard() {
  const { data: status, isLoading, error } = useQuery(microsoftConnectionQueries.status());
  const disconnect = useDisconnectMicrosoft();

  const handleConnect = () => {
    window.location.assign(MICROSOFT_CONNECT_PATH);
  };
  const handleConfirmDisconnect = () => {
    disconnect.mutate();
  };

  return (
    <Card
      title="Microsoft 365"
      extra={status && (status.connected ? <Tag color="success">Connected</Tag> : <Tag>Not Connected</Tag>)}
      data-testid="microsoft-connection-card"
    >
      {isLoading && <Skeleton active paragraph={{ rows: 3 }} />}
      {error && !status && <Alert type="error" showIcon title="Failed to load the Microsoft 365 status" description={error.message} />}
      {status && (
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            Send from your Microsoft 365 mailbox (10,000+ e-mails per day). Connecting needs admin access to your business domain.
          </Typography.Paragraph>
          {status.connected ? (
            <>
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'email', label: 'Email', children: status.email },
                  { key: 'connectedAt', label: 'Connected since', children: formatDateTime(status.connectedAt) },
                ]}
              />
              <Popconfirm
                title="Disconnect Microsoft 365"
                description={`Disconnect ${status.email ?? 'this account'}? E-mail will no longer be sent through it.`}
                okText="Disconnect"
                cancelText="Cancel"
                okButtonProps={{ danger: true }}
                onConfirm={handleConfirmDisconnect}
              >
                <Button danger loading={disconnect.isPending}>
                  Disconnect
                </Button>
              </Popconfirm>
            </>
          ) : (
            <>
              {!status.configured && <Alert type="warning" showIcon title={status.setupMessage} />}
              <Button type="primary" disabled={!status.configured} onClick={handleConnect} title={status.setupMessage ?? undefined}>
                {status.configured ? 'Connect Microsoft 365' : 'Connect Microsoft 365 (not set up)'}
              </Button>
            </>
          )}
        </Flex>
      )}
    </Card>
  );
}
