import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card, Flex, Select, Tag, Typography } from 'antd';
import { BulbOutlined, CheckCircleOutlined, SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { AI_CALLS } from './aiCalls.ts';
import type { AnalysisSubject } from './analysisSubjects.ts';
import { AnalysisList } from './AnalysisList.tsx';
import { DELIVERS_WELL_NOTE, scoreColor, spamRiskColor, spamRiskLabel } from './deliverabilityDisplay.ts';
import type { EmailDeliverabilityAnalysis } from './templateTypes.ts';
import { useAiCall } from './useAiCall.ts';

const BOTH_REQUIRED = 'Please provide both email content and subject line';

interface DeliverabilityAnalysisProps {
  /** The subject lines to choose from (the first is analysed unless another is chosen). */
  subjects: readonly AnalysisSubject[];
  content: string;
  /** Analyse as soon as a subject line and content are there, and again when another subject line is chosen. */
  autoAnalyze?: boolean;
  /** Said under the score (where the analysis is shown for information only). */
  note?: string;
}

/**
 * The deliverability analysis of an e-mail: its content and one of its subject lines scored by the
 * server's content analysis (score, grade, spam risk, strengths, issues, recommendations). The
 * button waits for both (spec part 2 §5).
 */
export function DeliverabilityAnalysis({ subjects, content, autoAnalyze = false, note }: DeliverabilityAnalysisProps) {
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, Math.max(subjects.length - 1, 0));
  const subject = subjects[index]?.subject ?? '';
  const analyze = useAiCall(AI_CALLS.analyzeDeliverability);
  const { mutate } = analyze;
  const [analysed, setAnalysed] = useState<{ subject: string; content: string; result: EmailDeliverabilityAnalysis } | null>(null);
  const ready = subject.trim() !== '' && content.trim() !== '';
  const changed = analysed !== null && (analysed.subject !== subject || analysed.content !== content);

  const analyzeNow = useCallback(() => {
    const input = { subjectLine: subject, emailContent: content };
    mutate(input, { onSuccess: (result) => setAnalysed({ subject: input.subjectLine, content: input.emailContent, result }) });
  }, [mutate, subject, content]);

  // Analysed once for each subject line chosen; an edit of the text waits for the button.
  const autoAnalysed = useRef<number | null>(null);
  useEffect(() => {
    if (!autoAnalyze || !ready || autoAnalysed.current === index) return;
    autoAnalysed.current = index;
    analyzeNow();
  }, [autoAnalyze, ready, index, analyzeNow]);

  const result = analysed?.result;

  return (
    <Card title="Deliverability Analysis" size="small">
      <section aria-label="Deliverability analysis">
        <Flex vertical gap={8}>
          {subjects.length > 1 && (
            <Select
              aria-label="Subject line to analyze"
              value={index}
              onChange={setChosen}
              options={subjects.map((line, i) => ({ value: i, label: line.label }))}
            />
          )}
          <Button icon={<SafetyCertificateOutlined aria-hidden />} disabled={!ready} loading={analyze.isPending} onClick={analyzeNow}>
            Analyze Deliverability
          </Button>
          {!ready && <Typography.Text type="secondary">{BOTH_REQUIRED}</Typography.Text>}
          {result && (
            <Flex vertical gap={12} aria-live="polite">
              <Flex align="center" gap={12} wrap>
                <span aria-label="Deliverability score" style={{ fontSize: 32, fontWeight: 600, color: scoreColor(result.score), lineHeight: 1 }}>
                  {result.score}
                </span>
                <Typography.Text type="secondary">/ 100</Typography.Text>
                <Tag>Grade {result.grade}</Tag>
                <Tag color={spamRiskColor(result.spamRisk)}>{spamRiskLabel(result.spamRisk)}</Tag>
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {DELIVERS_WELL_NOTE}
                {note && ` ${note}`}
                {changed && ' The email changed since this analysis: analyze it again.'}
              </Typography.Text>
              <AnalysisList title="Strengths" items={result.strengths} icon={<CheckCircleOutlined aria-hidden style={{ color: '#52c41a' }} />} />
              <AnalysisList title="Issues" items={result.issues} icon={<WarningOutlined aria-hidden style={{ color: '#fa8c16' }} />} />
              <AnalysisList title="Recommendations" items={result.recommendations} icon={<BulbOutlined aria-hidden style={{ color: '#1677ff' }} />} />
            </Flex>
          )}
        </Flex>
      </section>
    </Card>
  );
}
