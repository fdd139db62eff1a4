import { useEffect, useRef } from 'react';
import { Alert, Button, Col, Flex, Progress, Result, Row, Statistic, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { realtimeStatusAtom } from '../../shared/realtime/realtimeAtoms.ts';
import { invalidateFor } from '../../app/invalidatesFor.ts';
import { contactImportsQueries, IMPORT_POLL_INTERVAL_LIVE_MS, IMPORT_POLL_INTERVAL_MS } from './contactImportsQueries.ts';
import { ImportRejectionsList } from './ImportRejectionsList.tsx';
import { isImportRunning } from './importMapping.ts';

interface ImportProgressStepProps {
  importId: string;
  onImportAnother: () => void;
  onDone: () => void;
}

export function ImportProgressStep({ importId, onImportAnother, onDone }: ImportProgressStepProps) {
  const queryClient = useQueryClient();
  // Pushed live over the socket when it is open; polled every second otherwise.
  const live = useAtomValue(realtimeStatusAtom) === 'connected';
  const { data: progress, error } = useQuery(
    contactImportsQueries.progress(importId, live ? IMPORT_POLL_INTERVAL_LIVE_MS : IMPORT_POLL_INTERVAL_MS),
  );
  const running = progress === undefined || isImportRunning(progress);
  const finished = progress !== undefined && !running;

  // The lists show the new contacts once the import has ended.
  const refreshed = useRef(false);
  useEffect(() => {
    if (!finished || refreshed.current) return;
    refreshed.current = true;
    void invalidateFor(queryClient, ['contacts_changed']);
  }, [finished, queryClient]);

  const failed = progress?.status === 'failed';
  const counters = [
    { title: 'Processed', value: progress?.processed ?? 0 },
    { title: 'Imported', value: progress?.imported ?? 0 },
    { title: 'Merged', value: progress?.merged ?? 0 },
    { title: 'Rejected', value: progress?.rejected ?? 0 },
  ];

  return (
    <Flex vertical gap={16}>
      {error && <Alert type="error" showIcon title="Could not read the import's progress" description={error.message} />}
      {finished ? (
        <Result
          status={failed ? 'error' : 'success'}
          title={failed ? 'Import failed' : 'Import complete'}
          subTitle={
            failed
              ? (progress.error ?? 'The import stopped before the end of the file.')
              : `${progress.imported} imported, ${progress.merged} merged, ${progress.rejected} rejected`
          }
          style={{ padding: '8px 0' }}
        />
      ) : (
        <Flex vertical gap={4}>
          <Typography.Text>Importing contacts...</Typography.Text>
          <Progress percent={100} status="active" showInfo={false} aria-label="Import progress" />
        </Flex>
      )}
      <section aria-label="Import counters" aria-live="polite">
        <Row gutter={[16, 16]}>
          {counters.map((counter) => (
            <Col key={counter.title} xs={12} sm={6}>
              <Statistic title={counter.title} value={counter.value} />
            </Col>
          ))}
        </Row>
      </section>
      {finished && progress.rejected > 0 && <ImportRejectionsList importId={importId} />}
      <Flex justify="flex-end" gap={8} wrap>
        {finished && <Button onClick={onImportAnother}>Import Another File</Button>}
        <Button type="primary" onClick={onDone}>
          {finished ? 'Done' : 'Close'}
        </Button>
      </Flex>
    </Flex>
  );
}
