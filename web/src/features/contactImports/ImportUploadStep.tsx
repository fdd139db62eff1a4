import { Alert, Flex, Spin, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { InboxOutlined } from '@ant-design/icons';

interface ImportUploadStepProps {
  uploading: boolean;
  error: Error | null;
  onFile: (file: File) => void;
}

export function ImportUploadStep({ uploading, error, onFile }: ImportUploadStepProps) {
  // The file goes to the server through apiFetch, not through antd's own upload request.
  const handleBeforeUpload: UploadProps['beforeUpload'] = (file) => {
    onFile(file);
    return Upload.LIST_IGNORE;
  };
  return (
    <Flex vertical gap={16}>
      {error && <Alert type="error" showIcon title="Upload Failed" description={error.message} />}
      <Spin spinning={uploading} description="Reading file...">
        <Upload.Dragger
          accept=".csv,text/csv"
          multiple={false}
          showUploadList={false}
          disabled={uploading}
          beforeUpload={handleBeforeUpload}
          aria-label="Upload a CSV file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">Click or drag a CSV file to this area</p>
          <p className="ant-upload-hint">One contact per row, with a header row naming the columns.</p>
        </Upload.Dragger>
      </Spin>
      <Typography.Text type="secondary">
        You will map the file&apos;s columns to contact fields before anything is imported.
      </Typography.Text>
    </Flex>
  );
}
