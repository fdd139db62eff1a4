import { Alert, Flex, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { contactImportsQueries } from './contactImportsQueries.ts';
import type { ImportRejection } from './contactImportsTypes.ts';
import { rejectionsCsvUrl } from './importMapping.ts';

const COLUMNS: TableProps<ImportRejection>['columns'] = [
  { title: 'Line', dataIndex: 'line', key: 'line', width: 80 },
  { title: 'Reason', dataIndex: 'reason', key: 'reason' },
];

interface ImportRejectionsListProps {
  importId: string;
}

/** The rows the import refused, with their line and reason, and the same rows as a CSV download. */
export function ImportRejectionsList({ importId }: ImportRejectionsListProps) {
  const { data, isLoading, error } = useQuery(contactImportsQueries.rejections(importId));
  return (
    <section aria-label="Rejected rows">
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          Rejected rows
        </Typography.Title>
        <a href={rejectionsCsvUrl(importId)} download="rejected-rows.csv">
          <DownloadOutlined aria-hidden /> Download rejected rows
        </a>
      </Flex>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 8 }} />}
      <Table<ImportRejection>
        rowKey="line"
        columns={COLUMNS}
        dataSource={data ?? []}
        loading={isLoading}
        size="small"
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </section>
  );
}
