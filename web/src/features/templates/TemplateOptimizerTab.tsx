import { useState } from 'react';
import { Button, Card, Col, Flex, Input, Row, Select, Typography } from 'antd';
import { ExperimentOutlined, FormOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useToast } from '../../shared/toast/useToast.ts';
import { AI_CALLS } from './aiCalls.ts';
import { OptimizationResultCard } from './OptimizationResultCard.tsx';
import { builderDraftFromOptimizer, optimizerBlocker } from './optimizerDraft.ts';
import { CONTENT_ROWS } from './TemplateBuilderCard.tsx';
import { TemplateDeliverabilityCard } from './TemplateDeliverabilityCard.tsx';
import { templateDraftAtom, templatesTabAtom } from './templatesAtoms.ts';
import { templatesQueries } from './templatesQueries.ts';
import { useAiCall } from './useAiCall.ts';
import { useAiCompanyProfile } from '../companyProfile/useAiCompanyProfile.ts';

/**
 * AI Template Optimizer: a subject and content (typed, or loaded from the library), Optimize
 * Content (improved subject and content with Apply, recommendations) and Check Deliverability
 * (score, spam risk, issues, improvements); the result can go on in the Template Builder.
 */
export function TemplateOptimizerTab() {
  const toast = useToast();
  const { data: templates } = useQuery(templatesQueries.list({ type: 'email' }));
  const { profile } = useAiCompanyProfile();
  const setDraft = useSetAtom(templateDraftAtom);
  const setTab = useSetAtom(templatesTabAtom);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const optimize = useAiCall(AI_CALLS.optimizeTemplate);
  const analyze = useAiCall(AI_CALLS.analyzeTemplateDeliverability);
  const loaded = templates?.find((template) => template.id === loadedId) ?? null;

  const blocked = (action: 'optimize' | 'analyze') => {
    const message = optimizerBlocker(subject, content, action);
    if (message) toast({ title: 'Missing Information', description: message, variant: 'destructive' });
    return message !== null;
  };
  const handleLoad = (id: string | null) => {
    setLoadedId(id);
    const template = templates?.find((candidate) => candidate.id === id);
    if (!template) return;
    setSubject(template.subjectLines[0] ?? '');
    setContent(template.content);
  };
  const handleOptimize = () => {
    if (blocked('optimize')) return;
    optimize.mutate({ subject, content, ...(profile ? { companyProfile: profile } : {}) });
  };
  const handleAnalyze = () => {
    if (blocked('analyze')) return;
    analyze.mutate({ subject, content });
  };
  const handleUseInBuilder = () => {
    setDraft(builderDraftFromOptimizer(subject, content, loaded));
    setTab('builder');
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title="AI Template Optimizer">
          <Typography.Paragraph type="secondary">Improve a subject and email with AI recommendations, and check how well it will be delivered.</Typography.Paragraph>
          <Flex vertical gap={4} style={{ marginBottom: 16 }}>
            <Typography.Text strong>Load from library (optional)</Typography.Text>
            <Select
              aria-label="Load a template"
              placeholder="Choose a template"
              allowClear
              value={loadedId}
              onChange={(id) => handleLoad(id ?? null)}
              options={(templates ?? []).map((template) => ({ value: template.id, label: template.name }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Flex>
          <Flex vertical gap={4} style={{ marginBottom: 16 }}>
            <Typography.Text strong>
              <label htmlFor="optimizer-subject">Subject Line</label>
            </Typography.Text>
            <Input id="optimizer-subject" placeholder="The subject to optimize" value={subject} maxLength={300} onChange={(event) => setSubject(event.target.value)} />
          </Flex>
          <Flex vertical gap={4} style={{ marginBottom: 16 }}>
            <Typography.Text strong>
              <label htmlFor="optimizer-content">Email Content</label>
            </Typography.Text>
            <Input.TextArea id="optimizer-content" rows={CONTENT_ROWS} placeholder="The email to optimize" value={content} onChange={(event) => setContent(event.target.value)} />
          </Flex>
          <Flex gap={8} wrap>
            <Button type="primary" icon={<ExperimentOutlined aria-hidden />} loading={optimize.isPending} onClick={handleOptimize}>
              Optimize Content
            </Button>
            <Button icon={<SafetyCertificateOutlined aria-hidden />} loading={analyze.isPending} onClick={handleAnalyze}>
              Check Deliverability
            </Button>
            <Button icon={<FormOutlined aria-hidden />} disabled={subject.trim() === '' && content.trim() === ''} onClick={handleUseInBuilder}>
              Use in Template Builder
            </Button>
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Flex vertical gap={16}>
          {optimize.data && <OptimizationResultCard result={optimize.data} subject={subject} content={content} onApplySubject={setSubject} onApplyContent={setContent} />}
          {analyze.data && <TemplateDeliverabilityCard result={analyze.data} />}
          {!optimize.data && !analyze.data && (
            <Card size="small">
              <Typography.Text type="secondary">Optimize Content or Check Deliverability to see recommendations here.</Typography.Text>
            </Card>
          )}
        </Flex>
      </Col>
    </Row>
  );
}
