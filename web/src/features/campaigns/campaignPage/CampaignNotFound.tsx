import type { ReactNode } from 'react';
import { Result } from 'antd';

/** 'Campaign not found', with the way back to the list. */
export function CampaignNotFound({ action }: { action: ReactNode }) {
  return <Result status="404" title="Campaign not found" subTitle="There is no campaign at this address; it may have been mistyped." extra={action} />;
}
