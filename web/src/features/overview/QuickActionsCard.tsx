import { Button, Card, Flex, Typography } from 'antd';
import { FileTextOutlined, MailOutlined, UserAddOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { DashboardSectionId } from '../dashboard/dashboardSections.ts';

interface QuickAction {
  section: DashboardSectionId;
  label: string;
  hint: string;
  icon: ReactNode;
}

const ACTIONS: QuickAction[] = [
  { section: 'campaigns', label: 'Create Campaign', hint: 'Start a new email campaign', icon: <MailOutlined aria-hidden /> },
  { section: 'contacts', label: 'Import Contacts', hint: 'Add new real estate agents', icon: <UserAddOutlined aria-hidden /> },
  { section: 'templates', label: 'Create Template', hint: 'Write a reusable email', icon: <FileTextOutlined aria-hidden /> },
];

interface QuickActionsCardProps {
  onSelectSection: (section: DashboardSectionId) => void;
}

export function QuickActionsCard({ onSelectSection }: QuickActionsCardProps) {
  return (
    <Card title="Quick Actions" role="region" aria-label="Quick Actions" style={{ height: '100%' }}>
      <Flex vertical gap={8}>
        {ACTIONS.map((action) => (
          <Button
            key={action.section}
            icon={action.icon}
            aria-label={action.label}
            onClick={() => onSelectSection(action.section)}
            style={{ height: 'auto', padding: '8px 12px', justifyContent: 'flex-start', textAlign: 'start' }}
            block
          >
            <Flex vertical style={{ minWidth: 0 }}>
              <span>{action.label}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
                {action.hint}
              </Typography.Text>
            </Flex>
          </Button>
        ))}
      </Flex>
    </Card>
  );
}
