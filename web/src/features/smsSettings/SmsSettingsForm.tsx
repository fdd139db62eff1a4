import { Button, Flex, Form, Input, Popconfirm, Typography } from 'antd';
import { ApiOutlined, ExperimentOutlined, SaveOutlined } from '@ant-design/icons';
import { ACCOUNT_SID_MESSAGE, ACCOUNT_SID_PATTERN, AUTH_TOKEN_MIN_LENGTH, HELP_TEXT_MAX_LENGTH } from './smsProvider.ts';
import type { SmsSettings } from './smsSettingsTypes.ts';
import { useSaveSmsSettings, useSwitchToSandbox, useTestSmsConnection } from './useSmsSettingsActions.ts';

interface SmsSettingsValues {
  accountSid: string;
  authToken: string;
  fromPhone: string;
  helpText: string;
}

/** The Twilio account: Save, Test Connection (with what is stored) and Use Sandbox. */
export function SmsSettingsForm({ settings }: { settings: SmsSettings }) {
  const [form] = Form.useForm<SmsSettingsValues>();
  const handleSaved = () => form.setFieldValue('authToken', '');
  const save = useSaveSmsSettings(handleSaved);
  const test = useTestSmsConnection();
  const sandbox = useSwitchToSandbox();
  const tokenStored = settings.authTokenSet;

  const handleFinish = (values: SmsSettingsValues) => {
    const authToken = values.authToken.trim();
    save.mutate({
      accountSid: values.accountSid.trim(),
      ...(authToken ? { authToken } : {}),
      fromPhone: values.fromPhone.trim(),
      helpText: values.helpText.trim(),
    });
  };
  const handleTest = () => test.mutate();
  const handleUseSandbox = () => sandbox.mutate();

  return (
    <Form<SmsSettingsValues>
      form={form}
      name="sms-settings"
      layout="vertical"
      requiredMark={false}
      initialValues={{
        accountSid: settings.accountSid ?? '',
        authToken: '',
        fromPhone: settings.fromPhone ?? '',
        helpText: settings.helpText,
      }}
      onFinish={handleFinish}
    >
      <Form.Item
        label="Account SID"
        name="accountSid"
        rules={[
          { required: true, whitespace: true, message: 'Account SID is required' },
          { pattern: ACCOUNT_SID_PATTERN, message: ACCOUNT_SID_MESSAGE },
        ]}
      >
        <Input placeholder="ACxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item
        label="Auth Token"
        name="authToken"
        extra={tokenStored ? 'Leave blank to keep the stored token; type a new one to replace it.' : undefined}
        rules={[
          { required: !tokenStored, whitespace: true, message: 'Auth token is required' },
          { min: AUTH_TOKEN_MIN_LENGTH, message: 'Auth token is too short' },
        ]}
      >
        <Input.Password
          placeholder={tokenStored ? 'A token is stored' : 'Your Twilio auth token'}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        label="From Phone Number"
        name="fromPhone"
        rules={[{ required: true, whitespace: true, message: 'From phone number is required' }]}
      >
        <Input placeholder="+15125550142" autoComplete="off" inputMode="tel" />
      </Form.Item>
      <Form.Item label="Help text" name="helpText" extra={`The automatic answer to anyone who texts HELP (up to ${HELP_TEXT_MAX_LENGTH} characters).`}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={HELP_TEXT_MAX_LENGTH} />
      </Form.Item>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={save.isPending}>
          Save
        </Button>
        <Button icon={<ApiOutlined aria-hidden />} loading={test.isPending} onClick={handleTest}>
          Test Connection
        </Button>
        <Popconfirm
          title="Use the sandbox?"
          description="The Twilio settings and the stored token are removed; texts are recorded but not sent to real phones."
          okText="Use Sandbox"
          cancelText="Cancel"
          onConfirm={handleUseSandbox}
          disabled={settings.provider === 'sandbox'}
        >
          <Button icon={<ExperimentOutlined aria-hidden />} loading={sandbox.isPending} disabled={settings.provider === 'sandbox'}>
            Use Sandbox
          </Button>
        </Popconfirm>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 0' }}>
        Test Connection checks the saved settings.
      </Typography.Paragraph>
    </Form>
  );
}
