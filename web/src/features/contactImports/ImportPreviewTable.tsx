import { Table } from 'antd';
import type { TableProps } from 'antd';
import { IMPORT_FIELD_LABELS, PREVIEW_ROW_KEY, type PreviewTable } from './importMapping.ts';

interface ImportPreviewTableProps {
  preview: PreviewTable;
}

/** The file's sample rows as they will be imported: one column per mapped field. */
export function ImportPreviewTable({ preview }: ImportPreviewTableProps) {
  const columns: TableProps<Record<string, string>>['columns'] = preview.columns.map(({ column, field }) => ({
    key: column,
    dataIndex: column,
    title: IMPORT_FIELD_LABELS[field],
    ellipsis: true,
  }));
  return (
    <Table<Record<string, string>>
      aria-label="Import preview"
      rowKey={PREVIEW_ROW_KEY}
      columns={columns}
      dataSource={preview.columns.length > 0 ? preview.rows : []}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: preview.columns.length > 0 ? 'The file has no rows' : 'No columns are mapped yet' }}
    />
  );
}
