import type { ReactNode } from 'react';
import { Flex, Layout, Typography } from 'antd';

interface HeaderedPageProps {
  title: string;
  subtitle: string;
  /** The header's buttons, beside the title (below it on a narrow screen). */
  actions: ReactNode;
  children?: ReactNode;
}

/** The frame of a work screen: a white header with its title, subtitle and buttons over the content. */
export function HeaderedPage({ title, subtitle, actions, children }: HeaderedPageProps) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', padding: '12px 16px', height: 'auto', lineHeight: 1.4 }}
      >
        {/* Lined up with the content below it (1200 px less its padding), however wide the window. */}
        <Flex align="center" justify="space-between" gap={12} wrap style={{ maxWidth: 1168, margin: '0 auto' }}>
          <div>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
              {title}
            </Typography.Title>
            <Typography.Text type="secondary">{subtitle}</Typography.Text>
          </div>
          <Flex gap={8} wrap>
            {actions}
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: '24px 16px', width: '100%', maxWidth: 1200, margin: '0 auto' }}>{children}</Layout.Content>
    </Layout>
  );
}
