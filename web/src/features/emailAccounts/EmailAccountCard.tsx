import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { ApiOutlined, CheckCircleFilled, CloseCircleFilled, DeleteOutlined, EditOutlined, FireOutlined, StarOutlined } from '@ant-design/icons';
import { connectionSummary, lastTestSummary, warmupSummary } from './emailAccountDisplay.ts';
import type { EmailAccount } from './emailAccountTypes.ts';

export interface EmailAccountActions {
  onTest: (account: EmailAccount) => void;
  onSetPrimary: (account: EmailAccount) => void;
  onEdit: (account: EmailAccount) => void;
  onDelete: (account: EmailAccount) => void;
  /** The id of the account each action is running for, if any. */
  testing: string | null;
  settingPrimary: string | null;
  deleting: string | null;
}

/** One account: its badges, where it sends from and through, its warm-up, its last test and its actions. */
export function EmailAccountCard({ account, actions }: { account: EmailAccount; actions: EmailAccountActions }) {
  const lastTest = lastTestSummary(account.lastTest);
  const handleTest = () => actions.onTest(account);
  const handleSetPrimary = () => actions.onSetPrimary(account);
  const handleEdit = () => actions.onEdit(account);
  const handleConfirmDelete = () => actions.onDelete(account);

  return (
    <Card
      size="small"
      role="article"
      aria-label={account.name}
      style={{ height: '100%' }}
      title={
        <Flex gap={8} align="center" wrap style={{ whiteSpace: 'normal', padding: '4px 0' }}>
          <span style={{ overflowWrap: 'anywhere' }}>{account.name}</span>
          {account.isPrimary && <Tag color="gold">Primary</Tag>}
          {!account.isActive && <Tag color="default">Inactive</Tag>}
        </Flex>
      }
    >
      <Flex vertical gap={6} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography.Text>
          {account.fromName} &lt;{account.fromEmail}&gt;
        </Typography.Text>
        <Typography.Text type="secondary">{connectionSummary(account)}</Typography.Text>
        <Typography.Text>
          <FireOutlined aria-hidden style={{ color: '#fa8c16', marginRight: 6 }} />
          {warmupSummary(account)}
        </Typography.Text>
        <div aria-label="Last test" role="group">
          <Typography.Text type="secondary">{lastTest.when}</Typography.Text>
          {lastTest.outcome && (
            <Flex gap={6} align="baseline" style={{ marginTop: 2 }}>
              {lastTest.outcome === 'success' ? (
                <CheckCircleFilled aria-hidden style={{ color: '#52c41a' }} />
              ) : (
                <CloseCircleFilled aria-hidden style={{ color: '#ff4d4f' }} />
              )}
              <Typography.Text type={lastTest.outcome === 'success' ? 'success' : 'danger'}>
                {lastTest.outcome === 'success' ? 'Success' : 'Failed'}: {lastTest.message}
              </Typography.Text>
            </Flex>
          )}
        </div>
        <Flex gap={8} wrap style={{ marginTop: 8 }}>
          <Button size="small" icon={<ApiOutlined aria-hidden />} loading={actions.testing === account.id} onClick={handleTest}>
            Test
          </Button>
          {!account.isPrimary && (
            <Button
              size="small"
              icon={<StarOutlined aria-hidden />}
              disabled={!account.isActive}
              title={account.isActive ? undefined : 'An inactive account cannot be the primary'}
              loading={actions.settingPrimary === account.id}
              onClick={handleSetPrimary}
            >
              Set Primary
            </Button>
          )}
          <Button size="small" icon={<EditOutlined aria-hidden />} onClick={handleEdit}>
            Edit
          </Button>
          <Popconfirm
            title="Delete email account"
            description={`Are you sure you want to delete ${account.name}? Its stored password or API key is deleted with it.`}
            okText="Delete"
            cancelText="Cancel"
            okButtonProps={{ danger: true }}
            onConfirm={handleConfirmDelete}
          >
            <Button size="small" danger icon={<DeleteOutlined aria-hidden />} loading={actions.deleting === account.id}>
              Delete
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </Card>
  );
}
