import { Flex, Spin, theme } from 'antd';

/** A page-sized spinner with a line of text; built from antd's core only, as the first page may show it. */
export function FullPageSpinner({ label }: { label: string }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh' }} role="status">
      <Spin size="large" />
      <span style={{ color: token.colorTextSecondary, fontSize: token.fontSize }}>{label}</span>
    </Flex>
  );
}
