import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { AI_CALLS } from '../templates/aiCalls.ts';
import { TemplateDeliverabilityCard } from '../templates/TemplateDeliverabilityCard.tsx';
import type { TemplateDeliverabilityResult } from '../templates/templateTypes.ts';
import { useAiCall } from '../templates/useAiCall.ts';
import { PartScores } from './PartScores.tsx';

interface Analysed {
  subject: string;
  content: string;
  result: TemplateDeliverabilityResult;
}

/**
 * Content Analyzer: a subject and content scored by the server's content analysis (subject,
 * content and overall score, issues and improvements). Analyze Content waits for a subject; a
 * refusal or failure is told in a toast in the server's words.
 */
export function ContentAnalyzerTab() {
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [analysed, setAnalysed] = useState<Analysed | null>(null);
  const analyze = useAiCall(AI_CALLS.analyzeTemplateDeliverability);
  const changed = analysed !== null && (analysed.subject !== subject || analysed.content !== content);

  const handleAnalyze = () => {
    const input = { subject, content };
    analyze.mutate(input, { onSuccess: (result) => setAnalysed({ ...input, result }) });
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small" title="Analyze Email Content">
        <Form layout="vertical" onFinish={handleAnalyze}>
          <Form.Item label="Subject Line" htmlFor="deliverability-subject">
            <Input id="deliverability-subject" value={subject} onChange={(event) => setSubject(event.target.value)} placeholder="Enter your email subject line" />
          </Form.Item>
          <Form.Item label="Email Content" htmlFor="deliverability-content">
            <Input.TextArea id="deliverability-content" rows={8} value={content} onChange={(event) => setContent(event.target.value)} placeholder="Paste your email content here" />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SafetyCertificateOutlined aria-hidden />} disabled={subject.trim() === ''} loading={analyze.isPending}>
            Analyze Content
          </Button>
        </Form>
      </Card>
      {analysed && (
        <section aria-label="Content analysis" aria-live="polite">
          <Flex vertical gap={12}>
            <PartScores result={analysed.result} />
            {changed && <Typography.Text type="secondary">The email changed since this analysis: analyze it again.</Typography.Text>}
            <TemplateDeliverabilityCard result={analysed.result} />
          </Flex>
        </section>
      )}
    </Flex>
  );
}
