import { Flex, Form, Input, Modal, Select, type FormRule } from 'antd';
import { COMPANY_PROFILE_LIMITS } from '@outreach/contracts/companyProfileChoices.ts';
import { fieldErrors, INDUSTRY_OPTIONS, profileFormValues, saveProfileBody, TONE_OPTIONS, type CompanyProfileFormValues } from '../companyProfile/companyProfileForm.ts';
import type { CompanyProfileFields } from '../companyProfile/companyProfileTypes.ts';
import { KeyBenefitsInput } from '../companyProfile/KeyBenefitsInput.tsx';
import { useSaveCompanyProfile } from '../companyProfile/useSaveCompanyProfile.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { hasRequiredProfileFields, PROFILE_VALIDATION_ERROR } from './quickProfile.ts';

/** A form rule from one of the profile's length checks (a blank field is the toast's to report). */
function checked<T>(check: (value: T) => string | undefined): FormRule {
  return {
    validator: (_rule, value: T) => {
      const message = check(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

interface QuickProfileModalProps {
  profile: CompanyProfileFields | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The company profile edited without leaving the templates: the generators' profile saved at once
 * (and kept in the browser); a missing name, description or benefit says 'Validation Error'.
 */
export function QuickProfileModal({ profile, open, onClose }: QuickProfileModalProps) {
  const [form] = Form.useForm<CompanyProfileFormValues>();
  const toast = useToast();
  const save = useSaveCompanyProfile({ onSaved: onClose });

  const handleSave = async () => {
    const values = form.getFieldsValue(true) as CompanyProfileFormValues;
    if (!hasRequiredProfileFields(values)) {
      toast({ ...PROFILE_VALIDATION_ERROR, variant: 'destructive' });
      return;
    }
    try {
      await form.validateFields();
    } catch {
      return; // the fields say what is wrong
    }
    save.mutate(saveProfileBody(values));
  };

  return (
    <Modal
      title="AI Company Profile"
      open={open}
      okText="Save Profile"
      confirmLoading={save.isPending}
      onOk={() => void handleSave()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CompanyProfileFormValues> form={form} name="template-company-profile" layout="vertical" requiredMark={false} initialValues={profileFormValues(profile)}>
        <Form.Item label="Company Name" name="name" rules={[checked((value: string) => (value.trim() === '' ? undefined : fieldErrors.name(value)))]}>
          <Input maxLength={COMPANY_PROFILE_LIMITS.nameMax} autoComplete="organization" />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item label="Industry" name="industry" style={{ flex: '1 1 200px' }}>
            <Select aria-label="Industry" options={INDUSTRY_OPTIONS} />
          </Form.Item>
          <Form.Item label="Email Tone" name="tone" style={{ flex: '1 1 160px' }}>
            <Select aria-label="Email Tone" options={TONE_OPTIONS} />
          </Form.Item>
        </Flex>
        <Form.Item label="Target Audience" name="targetAudience" rules={[checked(fieldErrors.targetAudience)]}>
          <Input maxLength={COMPANY_PROFILE_LIMITS.targetAudienceMax} />
        </Form.Item>
        <Form.Item
          label="Company Description"
          name="companyDescription"
          rules={[checked((value: string) => (value.trim() === '' ? undefined : fieldErrors.companyDescription(value)))]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={COMPANY_PROFILE_LIMITS.descriptionMax} />
        </Form.Item>
        <Form.Item label="Key Benefits" name="keyBenefits" extra="Type a benefit or feature and press Enter or Add.">
          <KeyBenefitsInput />
        </Form.Item>
      </Form>
    </Modal>
  );
}
