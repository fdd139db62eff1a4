import { Card, Empty, Flex, Statistic, Tag, Typography } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { TIER_CRITERIA, TIER_LABELS, type Tier } from '@outreach/contracts';
import { callingContactName } from '../calling/callingLists.ts';
import type { CallingContact } from '../calling/callingTypes.ts';
import { locationText, TIER_COLORS } from '../contacts/contactDisplay.ts';
import { formatPhone } from '../../shared/format/formatPhone.ts';

interface TopPerformerTierCardProps {
  tier: Tier;
  totalCount: number;
  contacts: CallingContact[];
}

/** A tier's total and its sample agents. */
export function TopPerformerTierCard({ tier, totalCount, contacts }: TopPerformerTierCardProps) {
  return (
    <section aria-label={TIER_LABELS[tier]} style={{ height: '100%' }}>
      <Card
        title={
          <Flex gap={8} align="center" wrap>
            <Tag color={TIER_COLORS[tier]} style={{ marginInlineEnd: 0 }}>
              {TIER_LABELS[tier]}
            </Tag>
            <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
              {TIER_CRITERIA[tier]}
            </Typography.Text>
          </Flex>
        }
        style={{ height: '100%' }}
      >
        <div role="group" aria-label="Agents">
          <Statistic title="Agents" value={totalCount} />
        </div>
        {contacts.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No agents in this tier yet" />
        ) : (
          <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', padding: 0, margin: '16px 0 0' }}>
            {contacts.map((contact) => {
              const name = callingContactName(contact);
              const place = locationText(contact.city, contact.state);
              return (
                <li key={contact.id} style={{ borderTop: '1px solid #f0f0f0', paddingTop: 12, overflowWrap: 'anywhere' }}>
                  <Flex justify="space-between" gap={8}>
                    {contact.is_contact ? (
                      <Link to={`/agent/${encodeURIComponent(contact.id)}`}>
                        <Typography.Text strong style={{ color: 'inherit' }}>
                          {name}
                        </Typography.Text>
                      </Link>
                    ) : (
                      <Typography.Text strong>{name}</Typography.Text>
                    )}
                    <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                      {contact.listing_count} listings
                    </Typography.Text>
                  </Flex>
                  {(contact.company || place) && (
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
                      {[contact.company, place].filter(Boolean).join(' · ')}
                    </Typography.Text>
                  )}
                  {contact.phone && (
                    <a href={`tel:${contact.phone}`}>
                      <PhoneOutlined aria-hidden /> {formatPhone(contact.phone)}
                    </a>
                  )}
                </li>
              );
            })}
          </Flex>
        )}
      </Card>
    </section>
  );
}
