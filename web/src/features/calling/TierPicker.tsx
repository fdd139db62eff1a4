import { Col, Row } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { TIERS, type Tier } from '@outreach/contracts';
import { callingQueries } from './callingQueries.ts';
import { TierCard } from './TierCard.tsx';

interface TierPickerProps {
  selected: Tier | null;
  onSelect: (tier: Tier) => void;
}

export function TierPicker({ selected, onSelect }: TierPickerProps) {
  const { data: counts } = useQuery(callingQueries.tierCounts());
  return (
    <section aria-label="Performance tiers">
      <Row gutter={[12, 12]}>
        {TIERS.map((tier) => (
          <Col key={tier} xs={12} sm={8} lg={{ flex: '1 1 0' }}>
            <TierCard tier={tier} count={counts?.[tier]} selected={selected === tier} onSelect={onSelect} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
