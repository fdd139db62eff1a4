import { Button, Popconfirm } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useImportToProduction } from './useImportToProduction.ts';

/** Asks for confirmation first, then moves every staged agent into the contacts. */
export function ImportToProductionButton() {
  const importAll = useImportToProduction();
  const handleConfirm = () => importAll.mutate();
  return (
    <Popconfirm
      title="Import to Production"
      description={<div style={{ maxWidth: 280 }}>Transfer all staged agents into your contacts database? Agents already there are merged.</div>}
      okText="Import"
      cancelText="Cancel"
      onConfirm={handleConfirm}
    >
      <Button type="primary" icon={<CloudUploadOutlined aria-hidden />} loading={importAll.isPending}>
        {importAll.isPending ? 'Importing...' : 'Import to Production'}
      </Button>
    </Popconfirm>
  );
}
