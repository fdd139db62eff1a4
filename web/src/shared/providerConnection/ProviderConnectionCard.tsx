import type { ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { formatDateTime } from '../format/formatDate.ts';

/** A provider connection's status as the server answers it (Microsoft 365, Google Workspace). */
export interface ProviderConnectionStatus {
  connected: boolean;
  email: string | null;
  connectedAt: string | null;
  configured: boolean;
  setupMessage: string | null;
}

interface ProviderConnectionCardProps {
  /** The provider as users name it: 'Microsoft 365', 'Google Workspace'. */
  label: string;
  testId: string;
  /** What connecting gives, shown above the status. */
  about: ReactNode;
  /** The full-page redirect that starts the provider's sign-in. */
  connectPath: string;
  status: ProviderConnectionStatus | undefined;
  isLoading: boolean;
  error: Error | null;
  disconnect: { mutate: () => void; isPending: boolean };
}

/**
 * A provider's card on Legacy Settings: Not Connected → Connected through the provider's sign-in
 * (a full-page redirect), the connected mailbox and since when, Disconnect after confirmation;
 * without the server's app registration, what is missing.
 */
export function ProviderConnectionCard({ label, testId, about, connectPath, status, isLoading, error, disconnect }: ProviderConnectionCardProps) {
  return (
    <Card title={label} extra={status && (status.connected ? <Tag color="success">Connected</Tag> : <Tag>Not Connected</Tag>)} data-testid={testId}>
      {isLoading && <Skeleton active paragraph={{ rows: 3 }} />}
      {error && !status && <Alert type="error" showIcon title={`Failed to load the ${label} status`} description={error.message} />}
      {status && (
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {about}
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
                title={`Disconnect ${label}`}
                description={`Disconnect ${status.email ?? 'this account'}? E-mail will no longer be sent through it.`}
                okText="Disconnect"
                cancelText="Cancel"
                okButtonProps={{ danger: true }}
                onConfirm={() => disconnect.mutate()}
              >
                <Button danger loading={disconnect.isPending}>
                  Disconnect
                </Button>
              </Popconfirm>
            </>
          ) : (
            <>
              {!status.configured && <Alert type="warning" showIcon title={status.setupMessage} />}
              <Button type="primary" disabled={!status.configured} onClick={() => window.location.assign(connectPath)} title={status.setupMessage ?? undefined}>
                {status.configured ? `Connect ${label}` : `Connect ${label} (not set up)`}
              </Button>
            </>
          )}
        </Flex>
      )}
    </Card>
  );
}
