import { Flex } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { Tier } from '@outreach/contracts';
import { isTier, TIER_PARAM } from './callingLists.ts';
import { ReadyToCallPrompt } from './ReadyToCallPrompt.tsx';
import { SalesContactList } from './SalesContactList.tsx';
import { TierPicker } from './TierPicker.tsx';

/** The tier picker (the tier lives in the address: ?tier=elite) and, once one is chosen, its agents. */
export function SalesAgentsTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get(TIER_PARAM);
  const tier = isTier(param) ? param : null;

  const handleSelectTier = (next: Tier) => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set(TIER_PARAM, next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <Flex vertical gap={24}>
      <TierPicker selected={tier} onSelect={handleSelectTier} />
      {tier ? <SalesContactList key={tier} tier={tier} /> : <ReadyToCallPrompt />}
    </Flex>
  );
}
