import { Button, Card, Flex, Form, Input, Select, Typography, type FormRule } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { COMPANY_PROFILE_LIMITS } from '@outreach/contracts';
import { fieldErrors, INDUSTRY_OPTIONS, profileFormValues, saveProfileBody, TONE_OPTIONS, type CompanyProfileFormValues } from './companyProfileForm.ts';
import type { CompanyProfileFields } from './companyProfileTypes.ts';
import { KeyBenefitsInput } from './KeyBenefitsInput.tsx';
import { useSaveCompanyProfile } from './useSaveCompanyProfile.ts';

/** A form rule from one of the profile's field checks (the messages are the spec's). */
function checked<T>(check: (value: T) => string | undefined): FormRule {
  return {
    validator: (_rule, value: T) => {
      const message = check(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

/** The company profile the AI generators write from: the saved one, or the spec's defaults before the first save. */
export function CompanyProfileForm({ profile }: { profile: CompanyProfileFields | null }) {
  const navigate = useNavigate();
  const save = useSaveCompanyProfile();
  const handleFinish = (values: CompanyProfileFormValues) => save.mutate(saveProfileBody(values));
  const handleCancel = () => navigate('/dashboard');

  return (
    <Card>
      <Typography.Paragraph type="secondary">
        Describe your business so the AI can generate better email content for your campaigns.
      </Typography.Paragraph>
      <Form<CompanyProfileFormValues>
        name="company-profile"
        layout="vertical"
        requiredMark={false}
        initialValues={profileFormValues(profile)}
        onFinish={handleFinish}
      >
        <Form.Item label="Company Name" name="name" rules={[checked(fieldErrors.name)]}>
          <Input placeholder="Your company name" maxLength={COMPANY_PROFILE_LIMITS.nameMax} autoComplete="organization" />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item label="Industry" name="industry" style={{ flex: '1 1 240px' }}>
            <Select aria-label="Industry" options={INDUSTRY_OPTIONS} />
          </Form.Item>
          <Form.Item label="Email Tone" name="tone" style={{ flex: '1 1 240px' }}>
            <Select aria-label="Email Tone" options={TONE_OPTIONS} />
          </Form.Item>
        </Flex>
        <Form.Item label="Target Audience" name="targetAudience" rules={[checked(fieldErrors.targetAudience)]}>
          <Input placeholder="Who you sell to" maxLength={COMPANY_PROFILE_LIMITS.targetAudienceMax} />
        </Form.Item>
        <Form.Item label="Company Description" name="companyDescription" rules={[checked(fieldErrors.companyDescription)]}>
          <Input.TextArea
            placeholder="What your company does and what makes it different"
            autoSize={{ minRows: 4, maxRows: 10 }}
            maxLength={COMPANY_PROFILE_LIMITS.descriptionMax}
          />
        </Form.Item>
        <Form.Item
          label="Key Benefits"
          name="keyBenefits"
          extra="Type a benefit or feature and press Enter or Add."
          rules={[checked(fieldErrors.keyBenefits)]}
        >
          <KeyBenefitsInput />
        </Form.Item>
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={handleCancel}>Cancel</Button>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={save.isPending}>
            Save
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
