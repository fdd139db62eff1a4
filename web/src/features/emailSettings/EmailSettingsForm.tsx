import { Alert, Button, Flex, Form, Input, InputNumber, Popconfirm, Select, Switch, Typography } from 'antd';
import { ApiOutlined, DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { FieldPair } from '../emailAccounts/FieldPair.tsx';
import { SMTP_SECURITY_LABELS } from '../emailAccounts/emailProviders.ts';
import { matchingPreset, presetFields, SMTP_PRESETS } from '../emailAccounts/smtpPresets.ts';
import { connectionCardOf, EMAIL_SERVICE_OPTIONS, serviceLabel, usesApiKey } from './emailService.ts';
import type { EmailServiceProvider, EmailServiceSecurity, EmailSettings, SaveEmailSettingsInput } from './emailSettingsTypes.ts';
import { useRemoveEmailSettings, useSaveEmailSettings, useTestEmailConnection } from './useEmailSettingsActions.ts';

interface EmailSettingsValues {
  provider: EmailServiceProvider;
  fromEmail: string;
  fromName: string;
  apiKey: string;
  smtpHost: string;
  smtpPort: number | null;
  smtpSecurity: EmailServiceSecurity;
  smtpUsername: string;
  smtpPassword: string;
  warmupEnabled: boolean;
  dailyLimit: number | null;
}

const SECURITY_OPTIONS = [
  { value: 'starttls', label: `${SMTP_SECURITY_LABELS.starttls} (port 587)` },
  { value: 'tls', label: `${SMTP_SECURITY_LABELS.tls} (port 465)` },
  { value: 'none', label: `${SMTP_SECURITY_LABELS.none} (a local relay)` },
];

const text = (value: string | undefined) => value?.trim() || null;

/** What PUT /api/settings/email is sent: the fields the service uses, a secret only when one was typed. */
function toInput(values: EmailSettingsValues): SaveEmailSettingsInput {
  const { provider } = values;
  const smtp = provider === 'smtp';
  return {
    provider,
    fromEmail: text(values.fromEmail),
    fromName: text(values.fromName),
    ...(usesApiKey(provider) && values.apiKey?.trim() ? { apiKey: values.apiKey.trim() } : {}),
    smtpHost: smtp ? text(values.smtpHost) : null,
    smtpPort: smtp ? values.smtpPort : null,
    smtpSecurity: smtp ? values.smtpSecurity : null,
    smtpUsername: smtp ? text(values.smtpUsername) : null,
    ...(smtp && values.smtpPassword ? { smtpPassword: values.smtpPassword } : {}),
    warmupEnabled: values.warmupEnabled,
    ...(values.dailyLimit !== null ? { dailyLimit: values.dailyLimit } : {}),
  };
}

/** The e-mail service: which one, its sign-in, the from address and warm-up; Save, Test Connection and Remove. */
export function EmailSettingsForm({ settings }: { settings: EmailSettings }) {
  const [form] = Form.useForm<EmailSettingsValues>();
  const handleSaved = () => form.setFieldsValue({ apiKey: '', smtpPassword: '' });
  const save = useSaveEmailSettings(handleSaved);
  const test = useTestEmailConnection();
  const remove = useRemoveEmailSettings();

  const provider = Form.useWatch('provider', form) ?? settings.provider;
  const host = Form.useWatch('smtpHost', form);
  const port = Form.useWatch('smtpPort', form);
  const preset = matchingPreset(host, port);
  // A stored key counts only for the service it was saved for; the password only SMTP uses.
  const apiKeyStored = settings.configured && settings.apiKeySet && settings.provider === provider;
  const passwordStored = settings.smtpPasswordSet;
  const connectionCard = connectionCardOf(provider);

  const handleFinish = (values: EmailSettingsValues) => save.mutate(toInput(values));
  const handleTest = () => test.mutate();
  const handleRemove = () => remove.mutate();

  return (
    <Form<EmailSettingsValues>
      form={form}
      name="email-settings"
      layout="vertical"
      requiredMark={false}
      initialValues={{
        provider: settings.provider,
        fromEmail: settings.fromEmail ?? '',
        fromName: settings.fromName ?? '',
        apiKey: '',
        smtpHost: settings.smtpHost ?? '',
        smtpPort: settings.smtpPort ?? 587,
        smtpSecurity: settings.smtpSecurity ?? 'starttls',
        smtpUsername: settings.smtpUsername ?? '',
        smtpPassword: '',
        warmupEnabled: settings.warmupEnabled,
        dailyLimit: settings.dailyLimit,
      }}
      onFinish={handleFinish}
    >
      <Form.Item label="Email Service" name="provider">
        <Select aria-label="Email Service" options={[...EMAIL_SERVICE_OPTIONS]} />
      </Form.Item>
      {connectionCard && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${serviceLabel(provider)} sends through the mailbox connected on the ${connectionCard} card.`}
        />
      )}
      {usesApiKey(provider) && (
        <Form.Item
          label="API Key"
          name="apiKey"
          extra={apiKeyStored ? 'Leave blank to keep the stored key; type a new one to replace it.' : undefined}
          rules={[{ required: !apiKeyStored, whitespace: true, message: 'API key is required' }]}
        >
          <Input.Password placeholder={apiKeyStored ? 'A key is stored' : `Your ${serviceLabel(provider)} API key`} autoComplete="new-password" />
        </Form.Item>
      )}
      {provider === 'smtp' && (
        <>
          <Flex gap={8} wrap align="center" style={{ marginBottom: 8 }} role="group" aria-label="SMTP presets">
            <Typography.Text type="secondary">Presets:</Typography.Text>
            {SMTP_PRESETS.map((p) => (
              <Button key={p.key} size="small" onClick={() => form.setFieldsValue(presetFields(p))} aria-pressed={preset?.key === p.key}>
                {p.label}
              </Button>
            ))}
          </Flex>
          {preset && (
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {preset.label}: {preset.host}, port {preset.port}. {preset.note}
            </Typography.Paragraph>
          )}
          <FieldPair firstSpan={16}>
            <Form.Item label="SMTP Host" name="smtpHost" rules={[{ required: true, whitespace: true, message: 'SMTP host is required' }]}>
              <Input placeholder="smtp.example.com" autoComplete="off" spellCheck={false} />
            </Form.Item>
            <Form.Item label="Port" name="smtpPort" rules={[{ required: true, message: 'Port is required' }]}>
              <InputNumber aria-label="Port" min={1} max={65535} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </FieldPair>
          <Form.Item label="Security" name="smtpSecurity">
            <Select aria-label="Security" options={SECURITY_OPTIONS} />
          </Form.Item>
          <FieldPair>
            <Form.Item label="Username" name="smtpUsername" rules={[{ required: true, whitespace: true, message: 'Username is required' }]}>
              <Input autoComplete="off" spellCheck={false} />
            </Form.Item>
            <Form.Item
              label="Password"
              name="smtpPassword"
              extra={passwordStored ? 'Leave empty to keep the stored one.' : undefined}
              rules={[{ required: !passwordStored, message: 'Password is required' }]}
            >
              <Input.Password placeholder={passwordStored ? 'A password is stored' : undefined} autoComplete="new-password" />
            </Form.Item>
          </FieldPair>
        </>
      )}
      <FieldPair>
        <Form.Item
          label="From Email"
          name="fromEmail"
          rules={[
            { required: !connectionCard, whitespace: true, message: 'From email is required' },
            { type: 'email', message: 'Please enter a valid email address' },
          ]}
        >
          <Input placeholder="you@example.com" autoComplete="off" inputMode="email" spellCheck={false} />
        </Form.Item>
        <Form.Item label="From Name" name="fromName">
          <Input autoComplete="off" />
        </Form.Item>
      </FieldPair>
      <FieldPair>
        <Form.Item label="Warm-up" name="warmupEnabled" valuePropName="checked" extra="Raise the daily limit gradually over 30 days.">
          <Switch aria-label="Warm-up" />
        </Form.Item>
        <Form.Item label="Daily Limit" name="dailyLimit" extra="Emails a day once warmed up." rules={[{ required: true, message: 'Daily limit is required' }]}>
          <InputNumber aria-label="Daily Limit" min={1} max={100000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </FieldPair>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={save.isPending}>
          Save Settings
        </Button>
        <Button icon={<ApiOutlined aria-hidden />} loading={test.isPending} onClick={handleTest}>
          Test Connection
        </Button>
        <Popconfirm
          title="Remove the email settings?"
          description="The service, its stored API key and password are removed."
          okText="Remove"
          cancelText="Cancel"
          onConfirm={handleRemove}
          disabled={!settings.configured}
        >
          <Button icon={<DeleteOutlined aria-hidden />} loading={remove.isPending} disabled={!settings.configured}>
            Remove
          </Button>
        </Popconfirm>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 0' }}>
        Test Connection checks the saved settings.
      </Typography.Paragraph>
    </Form>
  );
}
