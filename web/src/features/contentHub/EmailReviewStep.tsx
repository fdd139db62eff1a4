import type { ChangeEvent } from 'react';
import { Alert, Button, Flex, Input, Radio, Typography } from 'antd';
import type { RadioChangeEvent } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { GeneratedByTag } from '../../shared/ai/GeneratedByTag.tsx';
import type { WizardTemplatesAnswer } from './contentHubTypes.ts';
import { WizardTemplateCard } from './WizardTemplateCard.tsx';

interface EmailReviewStepProps {
  result: WizardTemplatesAnswer;
  selectedId: string | null;
  onSelect: (id: string) => void;
  feedback: string;
  onFeedbackChange: (feedback: string) => void;
  onRefine: () => void;
  refining: boolean;
  onRegenerate: () => void;
  regenerating: boolean;
}

/** Step 3: the generated e-mails to choose from, who wrote them, refinement with feedback and new variations. */
export function EmailReviewStep({ result, selectedId, onSelect, feedback, onFeedbackChange, onRefine, refining, onRegenerate, regenerating }: EmailReviewStepProps) {
  const handleSelect = (event: RadioChangeEvent) => onSelect(event.target.value as string);
  const handleFeedbackChange = (event: ChangeEvent<HTMLTextAreaElement>) => onFeedbackChange(event.target.value);
  const busy = refining || regenerating;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong>
            {result.templates.length} {result.templates.length === 1 ? 'template' : 'templates'} generated
          </Typography.Text>
          <GeneratedByTag mark={result} />
        </Flex>
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onRegenerate} loading={regenerating} disabled={busy && !regenerating}>
          Generate New Variations
        </Button>
      </Flex>
      <Radio.Group value={selectedId} onChange={handleSelect} aria-label="Generated templates" style={{ width: '100%' }}>
        <Flex vertical gap={12} role="list" aria-label="Generated templates">
          {result.templates.map((template) => (
            <div role="listitem" key={template.id}>
              <WizardTemplateCard template={template} selected={template.id === selectedId} />
            </div>
          ))}
        </Flex>
      </Radio.Group>
      <section aria-label="Refine templates">
        <Typography.Text strong>Refine with feedback</Typography.Text>
        <Flex vertical gap={8} style={{ marginTop: 8 }}>
          <Input.TextArea
            aria-label="Feedback"
            rows={3}
            maxLength={2000}
            value={feedback}
            onChange={handleFeedbackChange}
            placeholder="What should change? e.g. shorter, friendlier, stress the free trial, new subject lines"
          />
          <div>
            <Button onClick={onRefine} loading={refining} disabled={busy && !refining}>
              {refining ? 'Refining...' : 'Refine Templates'}
            </Button>
          </div>
        </Flex>
      </section>
      <Alert
        type="info"
        showIcon
        title="Create Campaign"
        description="saves the chosen e-mail to your email templates and makes a draft e-mail campaign on it for the chosen tiers, ready to review and send."
      />
    </Flex>
  );
}
