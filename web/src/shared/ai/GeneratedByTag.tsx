import { Tag } from 'antd';
import { generatedByLabel, writtenOffline, type GenerationMark } from './generatedBy.ts';
import { HintTooltip } from '../tooltip/HintTooltip.tsx';

const OFFLINE_HINT = 'No AI model is configured on the server: the built-in writer wrote this from your company profile, the audience and the goal.';

/** Who wrote a generated text: 'Written without AI' (the offline writer) or the AI model. */
export function GeneratedByTag({ mark }: { mark: Pick<GenerationMark, 'generatedBy' | 'model'> }) {
  const label = generatedByLabel(mark);
  if (writtenOffline(mark)) {
    return (
      <HintTooltip title={OFFLINE_HINT}>
        <Tag color="default" style={{ marginInlineEnd: 0 }}>
          {label}
        </Tag>
      </HintTooltip>
    );
  }
  return (
    <Tag color="purple" style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}
