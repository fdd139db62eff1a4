import { useState } from 'react';
import { Flex, Steps } from 'antd';
import type { ImportField } from '@outreach/contracts';
import type { ImportMapping, UploadedImport } from './contactImportsTypes.ts';
import { ImportMappingStep } from './ImportMappingStep.tsx';
import { ImportProgressStep } from './ImportProgressStep.tsx';
import { ImportUploadStep } from './ImportUploadStep.tsx';
import { initialMapping } from './importMapping.ts';
import { useStartContactImport } from './useStartContactImport.ts';
import { useUploadContactImport } from './useUploadContactImport.ts';

const STEPS = [{ title: 'Upload' }, { title: 'Map Columns' }, { title: 'Import' }];

interface ImportContactsFlowProps {
  onClose: () => void;
}

export function ImportContactsFlow({ onClose }: ImportContactsFlowProps) {
  const upload = useUploadContactImport();
  const start = useStartContactImport();
  const [uploaded, setUploaded] = useState<UploadedImport | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [startedImportId, setStartedImportId] = useState<string | null>(null);

  const current = startedImportId ? 2 : uploaded ? 1 : 0;

  const handleFile = (file: File) => {
    upload.mutate(file, {
      onSuccess: (answer) => {
        setUploaded(answer);
        setMapping(initialMapping(answer.columns, answer.suggestedMapping));
      },
    });
  };
  const handleMappingChange = (column: string, field: ImportField | null) => setMapping((previous) => ({ ...previous, [column]: field }));
  const handleBack = () => {
    setUploaded(null);
    upload.reset();
    start.reset();
  };
  const handleStart = () => {
    if (!uploaded) return;
    start.mutate({ importId: uploaded.importId, mapping }, { onSuccess: () => setStartedImportId(uploaded.importId) });
  };
  const handleImportAnother = () => {
    setStartedImportId(null);
    handleBack();
  };

  return (
    <Flex vertical gap={24}>
      <Steps current={current} items={STEPS} size="small" responsive />
      {current === 0 && <ImportUploadStep uploading={upload.isPending} error={upload.error} onFile={handleFile} />}
      {current === 1 && uploaded && (
        <ImportMappingStep
          uploaded={uploaded}
          mapping={mapping}
          starting={start.isPending}
          startError={start.error}
          onMappingChange={handleMappingChange}
          onBack={handleBack}
          onStart={handleStart}
        />
      )}
      {current === 2 && startedImportId && (
        <ImportProgressStep importId={startedImportId} onImportAnother={handleImportAnother} onDone={onClose} />
      )}
    </Flex>
  );
}
