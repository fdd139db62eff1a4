import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../shared/format/formatDate.ts';
import { GOOGLE_CONNECT_PATH, googleConnectionQueries } from './googleConnectionQueries.ts';
import { useDisconnectGoogle } from './useDisconnectGoogle.ts';

/**
 * Google Workspace on Legacy Settings: Not Connected → Connected through Google's sign-in (a
 * full-page redirect to /auth/google), the connected mailbox and since when, Disconnect after
 * confirmation.
 */
export function GoogleConnectionCard() {
  const { data: status, isLoading, error } = useQuery(googleConnectionQueries.status());
  const disconnect = useDisconnectGoogle();

  const handleConnect = () => {
    window.location.assign(GOOGLE_CONNECT_PATH);
  };
  const handleConfirmDisconnect = () => {
    disconnect.mutate();
  };

  return (
    <Card
      title="Google Workspace"
      extra={status && (status.connected ? <Tag color="success">Connected</Tag> : <Tag>Not Connected</Tag>)}
      data-testid="google-connection-card"
    >
      {isLoading && <Skeleton active paragraph={{ rows: 3 }} />}
      {error && !status && <Alert type="error" showIcon title="Failed to load the Google Workspace status" description={error.message} />}
      {status && (
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            Send from your Google Workspace mailbox (2,000+ e-mails per day; a personal Gmail account sends 500). Connecting needs admin access to your business
            domain.
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
                title="Disconnect Google Workspace"
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
                {status.configured ? 'Connect Google Workspace' : 'Connect Google Workspace (not set up)'}
              </Button>
            </>
          )}
        </Flex>
      )}
    </Card>
  );
}
