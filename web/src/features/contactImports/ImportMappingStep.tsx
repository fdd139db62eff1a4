import { Alert, Button, Flex, Select, Typography } from 'antd';
import { IMPORT_FIELDS, type ImportField } from '@outreach/contracts';
import type { ImportMapping, UploadedImport } from './contactImportsTypes.ts';
import { ImportPreviewTable } from './ImportPreviewTable.tsx';
import { IMPORT_FIELD_LABELS, isImportField, mappedPreview, mappingProblem } from './importMapping.ts';

/** The Select's value for 'Do not import' (the mapping itself holds null). */
const SKIP = '__skip__';
const FIELD_OPTIONS = [
  { value: SKIP, label: 'Do not import' },
  ...IMPORT_FIELDS.map((field) => ({ value: field, label: IMPORT_FIELD_LABELS[field] })),
];

interface ImportMappingStepProps {
  uploaded: UploadedImport;
  mapping: ImportMapping;
  starting: boolean;
  startError: Error | null;
  onMappingChange: (column: string, field: ImportField | null) => void;
  onBack: () => void;
  onStart: () => void;
}

export function ImportMappingStep({ uploaded, mapping, starting, startError, onMappingChange, onBack, onStart }: ImportMappingStepProps) {
  const problem = mappingProblem(mapping);
  const preview = mappedPreview(uploaded.columns, uploaded.sampleRows, mapping);

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
          Map columns{uploaded.fileName ? ` of ${uploaded.fileName}` : ''}
        </Typography.Title>
        <Typography.Text type="secondary">Choose the contact field each CSV column fills, or Do not import.</Typography.Text>
      </div>
      <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {uploaded.columns.map((column) => (
          <li key={column}>
            <Flex gap={12} align="center" wrap>
              <Typography.Text strong style={{ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' }}>
                {column}
              </Typography.Text>
              <Select<string>
                value={mapping[column] ?? SKIP}
                options={FIELD_OPTIONS}
                aria-label={`Field for column ${column}`}
                onChange={(value) => onMappingChange(column, isImportField(value) ? value : null)}
                style={{ flex: '1 1 200px', minWidth: 0 }}
              />
            </Flex>
          </li>
        ))}
      </Flex>
      <div>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          Preview
        </Typography.Title>
        <ImportPreviewTable preview={preview} />
      </div>
      {problem && <Alert type="warning" showIcon title={problem} />}
      {startError && <Alert type="error" showIcon title="Import Failed" description={startError.message} />}
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={onBack} disabled={starting}>
          Choose Another File
        </Button>
        <Button type="primary" onClick={onStart} disabled={problem !== null} loading={starting}>
          Import
        </Button>
      </Flex>
    </Flex>
  );
}
