import { Alert, Flex, Spin, Typography } from 'antd';
import { AudienceCountText } from '../audience/AudienceCountText.tsx';
import { citiesByContacts, distinctCities } from '../audience/campaignContacts.ts';
import { CityCheckboxes } from '../audience/CityCheckboxes.tsx';
import type { AudienceChoice } from '../audience/recipientFilter.ts';
import { TierCheckboxes } from '../audience/TierCheckboxes.tsx';
import type { useAudienceCount } from '../audience/useAudienceCount.ts';
import { useCampaignContacts } from '../audience/useCampaignContacts.ts';

interface CreatorRecipientsStepProps {
  value: AudienceChoice;
  onChange: (audience: AudienceChoice) => void;
  audience: ReturnType<typeof useAudienceCount>;
}

/** Step 3: the recipients by city and by performance tier (none ticked: every one), and how many they are now. */
export function CreatorRecipientsStep({ value, onChange, audience }: CreatorRecipientsStepProps) {
  const contacts = useCampaignContacts();
  const cities = citiesByContacts(distinctCities(contacts.data?.contacts ?? []));
  return (
    <section aria-label="Select Recipients">
      <Typography.Paragraph type="secondary">Tick cities and tiers to narrow the audience; with none ticked, every active contact with an e-mail address gets it.</Typography.Paragraph>
      <Flex gap={24} wrap>
        <Flex vertical gap={8} style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography.Text strong>Performance Tiers</Typography.Text>
          <TierCheckboxes value={value.performanceTiers} onChange={(performanceTiers) => onChange({ ...value, performanceTiers })} />
        </Flex>
        <Flex vertical gap={8} style={{ flex: '2 1 260px', minWidth: 0 }}>
          <Typography.Text strong>Cities</Typography.Text>
          {contacts.isPending ? (
            <Spin size="small" />
          ) : contacts.isError ? (
            <Alert type="warning" showIcon title="The cities could not be loaded" description={contacts.error.message.replace(/^\d{3}:\s*/, '')} />
          ) : (
            <CityCheckboxes cities={cities} value={value.cities} onChange={(chosen) => onChange({ ...value, cities: chosen })} />
          )}
        </Flex>
      </Flex>
      <div style={{ marginTop: 16 }}>
        <AudienceCountText audience={audience} unit="recipient" />
      </div>
      {audience.ready && audience.count === 0 && (
        <Alert style={{ marginTop: 8 }} type="warning" showIcon title="No recipients: choose other cities or tiers to go on." />
      )}
    </section>
  );
}
