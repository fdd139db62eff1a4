import { Button, Flex, Typography } from 'antd';
import { BulbOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { AI_CONTENT_BUTTONS, IMPROVE_BUTTONS } from './aiCalls.ts';

export type ContentAiAction = (typeof AI_CONTENT_BUTTONS)[number]['campaignType'] | (typeof IMPROVE_BUTTONS)[number]['focus'];

interface TemplateContentAiProps {
  /** The action running now, if any. */
  running: ContentAiAction | null;
  onGenerate: (campaignType: (typeof AI_CONTENT_BUTTONS)[number]['campaignType']) => void;
  onImprove: (focus: (typeof IMPROVE_BUTTONS)[number]['focus']) => void;
}

/** The AI content buttons (Introduction, Product Update, Demo Request) and the improve buttons (More Persuasive, More Concise, Add Benefits). */
export function TemplateContentAi({ running, onGenerate, onImprove }: TemplateContentAiProps) {
  const busy = running !== null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8} wrap role="group" aria-label="Generate with AI">
        <Typography.Text type="secondary" style={{ minWidth: 110 }}>
          <ThunderboltOutlined aria-hidden /> Generate with AI
        </Typography.Text>
        {AI_CONTENT_BUTTONS.map(({ campaignType, label }) => (
          <Button key={campaignType} size="small" loading={running === campaignType} disabled={busy && running !== campaignType} onClick={() => onGenerate(campaignType)}>
            {label}
          </Button>
        ))}
      </Flex>
      <Flex align="center" gap={8} wrap role="group" aria-label="Improve content">
        <Typography.Text type="secondary" style={{ minWidth: 110 }}>
          <BulbOutlined aria-hidden /> Improve
        </Typography.Text>
        {IMPROVE_BUTTONS.map(({ focus, label }) => (
          <Button key={focus} size="small" loading={running === focus} disabled={busy && running !== focus} onClick={() => onImprove(focus)}>
            {label}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
