import { Button, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import type { FormInstance } from 'antd';
import type { EmailAccountFormValues } from './emailAccountForm.ts';
import { FieldPair } from './FieldPair.tsx';
import { SMTP_SECURITY_LABELS } from './emailProviders.ts';
import { numberRangeRule } from './numberRangeRule.ts';
import { requiredFieldRule } from './requiredFieldRule.ts';
import { imapFieldsLeftByPreset, matchingPreset, presetFields, SMTP_PRESETS } from './smtpPresets.ts';

const SECURITY_OPTIONS = [
  { value: 'starttls', label: `${SMTP_SECURITY_LABELS.starttls} (port 587)` },
  { value: 'tls', label: `${SMTP_SECURITY_LABELS.tls} (port 465)` },
  { value: 'none', label: `${SMTP_SECURITY_LABELS.none} (a local relay)` },
];

interface SmtpFieldsProps {
  form: FormInstance<EmailAccountFormValues>;
  /** Editing an account whose password is stored: an empty password keeps it. */
  secretStored: boolean;
}

/** An SMTP account's server: the Google and Microsoft presets, host, port, security, username and password. */
export function SmtpFields({ form, secretStored }: SmtpFieldsProps) {
  const host = Form.useWatch('smtpHost', form);
  const port = Form.useWatch('smtpPort', form);
  const preset = matchingPreset(host, port);

  // A typed SMTP host leaves a preset's server: its IMAP server goes too (imapFieldsLeftByPreset).
  // The host watched above is the one of the last render, before this keystroke (each keystroke
  // renders before the next); the form's store already holds the new one.
  const handleHostChange = () => form.setFieldsValue(imapFieldsLeftByPreset(host, form.getFieldsValue(['smtpHost', 'imapHost', 'imapPort'])));

  return (
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
        <Form.Item label="SMTP Host" name="smtpHost" required rules={[requiredFieldRule('smtpHost', secretStored)]}>
          <Input placeholder="smtp.example.com" autoComplete="off" spellCheck={false} onChange={handleHostChange} />
        </Form.Item>
        <Form.Item label="Port" name="smtpPort" required rules={[requiredFieldRule('smtpPort', secretStored), numberRangeRule('smtpPort')]}>
          {/* No min, max or precision: antd would clamp or round what was typed; the rule refuses it instead. */}
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
      </FieldPair>
      <Form.Item label="Security" name="smtpSecurity">
        <Select options={SECURITY_OPTIONS} />
      </Form.Item>
      <FieldPair>
        <Form.Item label="Username" name="smtpUsername" required rules={[requiredFieldRule('smtpUsername', secretStored)]}>
          <Input autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Form.Item
          label="Password"
          name="smtpPassword"
          required={!secretStored}
          extra={secretStored ? 'Leave empty to keep the stored one.' : undefined}
          rules={[requiredFieldRule('smtpPassword', secretStored)]}
        >
          <Input.Password placeholder={secretStored ? 'A password is stored' : undefined} autoComplete="new-password" />
        </Form.Item>
      </FieldPair>
      <FieldPair firstSpan={16}>
        <Form.Item label="IMAP Host (replies)" name="imapHost" extra="Replies are read from this server with the username and password above. Leave empty not to read them.">
          <Input placeholder="imap.example.com" autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Form.Item label="IMAP Port" name="imapPort" rules={[numberRangeRule('imapPort')]}>
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
      </FieldPair>
    </>
  );
}
