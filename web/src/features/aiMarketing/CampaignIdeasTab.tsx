import { useState, type ChangeEvent } from 'react';
import { Button, Col, Flex, Input, Row, Select, Typography } from 'antd';
import { BulbOutlined } from '@ant-design/icons';
import { GeneratedByTag } from '../../shared/ai/GeneratedByTag.tsx';
import { useGeneration } from '../../shared/ai/useGeneration.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { useAiCompanyProfile } from '../companyProfile/useAiCompanyProfile.ts';
import { IDEA_AUDIENCES, IDEA_CAMPAIGN_TYPES, ideasProblem } from './aiMarketingChoices.ts';
import { MARKETING_IDEAS_PATH } from './aiMarketingQueries.ts';
import type { MarketingIdeasAnswer, MarketingIdeasInput } from './aiMarketingTypes.ts';
import { FieldLabel } from './FieldLabel.tsx';
import { MarketingIdeaCard } from './MarketingIdeaCard.tsx';

const FAILURE = { title: 'Failed to generate marketing ideas', fallback: 'Please try again.' };
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Campaign Ideas: an audience and a campaign type (both required), an optional focus, then the ideas. */
export function CampaignIdeasTab() {
  const toast = useToast();
  const { profile } = useAiCompanyProfile();
  const [targetAudience, setTargetAudience] = useState<string | undefined>();
  const [campaignType, setCampaignType] = useState<string | undefined>();
  const [specialFocus, setSpecialFocus] = useState('');
  const generate = useGeneration<MarketingIdeasInput, MarketingIdeasAnswer>(MARKETING_IDEAS_PATH, FAILURE);

  const handleFocusChange = (event: ChangeEvent<HTMLInputElement>) => setSpecialFocus(event.target.value);
  const handleGenerate = () => {
    const problem = ideasProblem(targetAudience, campaignType);
    if (problem) return toast({ title: 'Missing Information', description: problem, variant: 'destructive' });
    generate.mutate({
      targetAudience: targetAudience!,
      campaignType: campaignType!,
      ...(specialFocus.trim() ? { specialFocus: specialFocus.trim() } : {}),
      ...(profile ? { companyProfile: profile } : {}),
    });
  };

  const result = generate.data;
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <FieldLabel htmlFor="ideas-target-audience">Target Audience</FieldLabel>
          <Select id="ideas-target-audience" value={targetAudience} onChange={setTargetAudience} options={options(IDEA_AUDIENCES)} placeholder="Select target audience" style={{ width: '100%' }} />
        </Col>
        <Col xs={24} md={8}>
          <FieldLabel htmlFor="ideas-campaign-type">Campaign Type</FieldLabel>
          <Select id="ideas-campaign-type" value={campaignType} onChange={setCampaignType} options={options(IDEA_CAMPAIGN_TYPES)} placeholder="Select campaign type" style={{ width: '100%' }} />
        </Col>
        <Col xs={24} md={8}>
          <FieldLabel htmlFor="ideas-special-focus">Special Focus (optional)</FieldLabel>
          <Input id="ideas-special-focus" value={specialFocus} onChange={handleFocusChange} maxLength={500} placeholder="e.g. spring listing season" />
        </Col>
      </Row>
      <div>
        <Button type="primary" icon={<BulbOutlined aria-hidden />} onClick={handleGenerate} loading={generate.isPending}>
          {generate.isPending ? 'Generating...' : 'Generate Ideas'}
        </Button>
      </div>
      {result && (
        <section aria-label="Campaign ideas">
          <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }}>
            <Typography.Text strong>
              {result.ideas.length} {result.ideas.length === 1 ? 'idea' : 'ideas'}
            </Typography.Text>
            <GeneratedByTag mark={result} />
          </Flex>
          <Row gutter={[16, 16]}>
            {result.ideas.map((idea, index) => (
              <Col key={`${result.generationId}-${index}`} xs={24} lg={12}>
                <MarketingIdeaCard idea={idea} />
              </Col>
            ))}
          </Row>
        </section>
      )}
    </Flex>
  );
}
