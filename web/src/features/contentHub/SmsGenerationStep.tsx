import { Button, Card, Flex, Radio, Typography } from 'antd';
import type { RadioChangeEvent } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { GeneratedByTag } from '../../shared/ai/GeneratedByTag.tsx';
import { SmsLengthIndicator } from '../../shared/sms/SmsLengthIndicator.tsx';
import type { SmsWizardAnswer } from './contentHubTypes.ts';

interface SmsGenerationStepProps {
  result: SmsWizardAnswer;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onRegenerate: () => void;
  regenerating: boolean;
}

/** Step 3: the generated texts, each with its live length and segments, one to choose. */
export function SmsGenerationStep({ result, selectedId, onSelect, onRegenerate, regenerating }: SmsGenerationStepProps) {
  const handleSelect = (event: RadioChangeEvent) => onSelect(event.target.value as string);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong>Choose a text message</Typography.Text>
          <GeneratedByTag mark={result} />
        </Flex>
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onRegenerate} loading={regenerating}>
          Regenerate
        </Button>
      </Flex>
      <Radio.Group value={selectedId} onChange={handleSelect} aria-label="Generated text messages" style={{ width: '100%' }}>
        <Flex vertical gap={12}>
          {result.templates.map((template) => (
            <Card key={template.id} size="small" aria-label={template.name} style={{ borderColor: template.id === selectedId ? '#1677ff' : undefined }}>
              <Flex vertical gap={8}>
                <Radio value={template.id}>
                  <Typography.Text strong>{template.name}</Typography.Text>
                </Radio>
                {template.description && <Typography.Text type="secondary">{template.description}</Typography.Text>}
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0, padding: 12, background: '#fafafa', borderRadius: 6 }}>
                  {template.message}
                </Typography.Paragraph>
                <Flex gap={8} align="center" wrap>
                  <SmsLengthIndicator message={template.message} />
                  <Typography.Text type="secondary">about {template.estimatedLength} characters once personalised</Typography.Text>
                </Flex>
              </Flex>
            </Card>
          ))}
        </Flex>
      </Radio.Group>
    </Flex>
  );
}
