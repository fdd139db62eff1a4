export { AudienceCountText } from './AudienceCountText.tsx';
export { CityCheckboxes } from './CityCheckboxes.tsx';
export { TierCheckboxes } from './TierCheckboxes.tsx';
export { californiaCities, citiesByContacts, distinctCities, EDIT_DIALOG_CITY_LIMIT, type CityChoice } from './campaignContacts.ts';
export { EMPTY_AUDIENCE, audienceCountSearch, recipientFilterOf, type AudienceChoice, type Tier } from './recipientFilter.ts';
export { useAudienceCount, type AudienceCount } from './useAudienceCount.ts';
export { useCampaignContacts, CAMPAIGN_SCREEN_STALE_MS } from './useCampaignContacts.ts';
