import { Flex, Progress, Steps } from 'antd';

interface WizardProgressProps {
  step: number;
  titles: readonly string[];
}

/** A wizard's steps and its progress bar: step / number of steps. */
export function WizardProgress({ step, titles }: WizardProgressProps) {
  const percent = Math.round((step / titles.length) * 100);
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Progress percent={percent} showInfo={false} aria-label={`Step ${step} of ${titles.length}`} />
      <Steps size="small" current={step - 1} items={titles.map((title) => ({ title }))} responsive />
    </Flex>
  );
}
