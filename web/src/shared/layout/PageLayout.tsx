import { useContext, type ReactNode } from 'react';
import { Button, Flex, Layout } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { EmbeddedPageContext } from './EmbeddedPage.tsx';
import { PageTitle } from './PageTitle.tsx';

interface PageLayoutProps {
  title: string;
  /** Shown beside the title (below it on a narrow screen): status, counters, buttons of the screen. */
  extra?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of a stand-alone screen: a bar leading back to the main dashboard and the screen's
 * title. Inside the dashboard (`EmbeddedPage`) only the screen itself, its `extra` first.
 */
export function PageLayout({ title, extra, children }: PageLayoutProps) {
  const navigate = useNavigate();
  const embedded = useContext(EmbeddedPageContext);
  const handleBack = () => navigate('/dashboard');

  if (embedded) {
    return (
      <>
        {extra !== undefined && (
          <Flex justify="flex-end" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
            {extra}
          </Flex>
        )}
        {children}
      </>
    );
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', padding: '0 16px', display: 'flex', alignItems: 'center' }}
      >
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={handleBack}>
          Back to Dashboard
        </Button>
      </Layout.Header>
      <Layout.Content style={{ padding: '24px 16px', width: '100%', maxWidth: 1200, margin: '0 auto' }}>
        {extra === undefined ? (
          <PageTitle>{title}</PageTitle>
        ) : (
          <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
            <PageTitle flush>{title}</PageTitle>
            {extra}
          </Flex>
        )}
        {children}
      </Layout.Content>
    </Layout>
  );
}
