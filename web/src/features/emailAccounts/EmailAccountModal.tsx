import { Alert, Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { googleConnectionQueries } from '../googleConnection/googleConnectionQueries.ts';
import { microsoftConnectionQueries } from '../microsoftConnection/microsoftConnectionQueries.ts';
import { FieldPair } from './FieldPair.tsx';
import { useToast } from '../../shared/toast/useToast.ts';
import {
  accountFormValues,
  addAccountBody,
  newAccountValues,
  refusedSaveToast,
  updateAccountBody,
  type EmailAccountFormValues,
} from './emailAccountForm.ts';
import type { EmailAccount } from './emailAccountTypes.ts';
import { EMAIL_PROVIDER_LABELS, EMAIL_PROVIDER_ORDER, providerSignInNotice, signInConnectUrl, signInLabel, signsInWithProvider } from './emailProviders.ts';
import { numberRangeRule } from './numberRangeRule.ts';
import { requiredFieldRule } from './requiredFieldRule.ts';
import { SmtpFields } from './SmtpFields.tsx';
import { useAddEmailAccount } from './useAddEmailAccount.ts';
import { useUpdateEmailAccount } from './useUpdateEmailAccount.ts';

const PROVIDER_OPTIONS = EMAIL_PROVIDER_ORDER.map((provider) => ({ value: provider, label: EMAIL_PROVIDER_LABELS[provider] }));

interface EmailAccountModalProps {
  /** The account to edit, or null to add one. */
  account: EmailAccount | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Add Email Account / Edit Email Account. A stored password or API key is never shown; left empty,
 * it is kept. A Microsoft 365 or Google Workspace account is added by signing in with the provider
 * (a full-page redirect; the form's name, from name and primary travel with it), once this server
 * has the provider's OAuth client (else the form says what is missing).
 */
export function EmailAccountModal({ account, open, onClose }: EmailAccountModalProps) {
  const [form] = Form.useForm<EmailAccountFormValues>();
  const toast = useToast();
  const add = useAddEmailAccount(onClose);
  const update = useUpdateEmailAccount(onClose);
  const provider = Form.useWatch('provider', form) ?? account?.provider ?? 'smtp';
  const isActive = Form.useWatch('isActive', form) ?? account?.isActive ?? true;
  const secretStored = account?.secretSet ?? false;
  const signInProvider = account === null && signsInWithProvider(provider) ? provider : null;
  // Whether this server can sign in with the chosen provider (the status of its connection card says).
  const microsoftSetup = useQuery({ ...microsoftConnectionQueries.status(), refetchInterval: false, enabled: open && signInProvider === 'microsoft' });
  const googleSetup = useQuery({ ...googleConnectionQueries.status(), enabled: open && signInProvider === 'google' });
  const setup = signInProvider === 'microsoft' ? microsoftSetup.data : signInProvider === 'google' ? googleSetup.data : undefined;
  const cannotAdd = signInProvider !== null && setup?.configured !== true;

  const currentValues = () => form.getFieldsValue(true) as EmailAccountFormValues;
  const handleFinish = () => {
    const values = currentValues();
    if (signInProvider) window.location.assign(signInConnectUrl(signInProvider, values));
    else if (account) update.mutate({ id: account.id, input: updateAccountBody(values) });
    else add.mutate(addAccountBody(values));
  };
  const handleFinishFailed = () => {
    toast({ ...refusedSaveToast(currentValues(), secretStored, signInProvider !== null), variant: 'destructive' });
  };

  const primaryNote = account?.isPrimary
    ? 'This is the primary account: make another account primary to change that.'
    : !isActive
      ? 'An inactive account cannot be the primary.'
      : 'The account the team sends from when none is chosen.';

  return (
    <Modal
      open={open}
      title={account ? 'Edit Email Account' : 'Add Email Account'}
      okText={account ? 'Save Changes' : signInProvider ? signInLabel(signInProvider) : 'Add Account'}
      cancelText="Cancel"
      okButtonProps={{ htmlType: 'submit', disabled: cannotAdd }}
      confirmLoading={add.isPending || update.isPending}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      modalRender={(dom) => (
        // noValidate: the browser's own check of the From Email would stop the submit silently, before the rules mark the field and the toast says why.
        <Form<EmailAccountFormValues>
          form={form}
          noValidate
          name={account ? 'edit-email-account' : 'add-email-account'}
          layout="vertical"
          initialValues={account ? accountFormValues(account) : newAccountValues()}
          onFinish={handleFinish}
          onFinishFailed={handleFinishFailed}
        >
          {dom}
        </Form>
      )}
    >
      <FieldPair>
        <Form.Item label="Account Name" name="name" required rules={[requiredFieldRule('name', secretStored)]}>
          <Input placeholder="Sales team" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Provider" name="provider" extra={account ? 'The provider of an account cannot change: add a new account instead.' : undefined}>
          <Select options={PROVIDER_OPTIONS} disabled={account !== null} />
        </Form.Item>
      </FieldPair>
      {signInProvider &&
        (setup && !setup.configured ? (
          <Alert type="warning" showIcon title={`${EMAIL_PROVIDER_LABELS[signInProvider]} sign-in is not available`} description={setup.setupMessage} style={{ marginBottom: 16 }} />
        ) : (
          <Alert type="info" showIcon title={signInLabel(signInProvider)} description={providerSignInNotice(signInProvider)} style={{ marginBottom: 16 }} />
        ))}
      {signInProvider ? (
        <SignInAccountFields />
      ) : (
        <>
          <FieldPair>
            <Form.Item label="From Name" name="fromName" required rules={[requiredFieldRule('fromName', secretStored)]}>
              <Input placeholder="Dana from ListingPro" autoComplete="off" />
            </Form.Item>
            <Form.Item
              label="From Email"
              name="fromEmail"
              required
              rules={[requiredFieldRule('fromEmail', secretStored), { type: 'email', message: 'Enter a valid email address' }]}
              extra={account && signsInWithProvider(account.provider) ? 'The mailbox signed in with.' : undefined}
            >
              <Input type="email" placeholder="dana@example.com" autoComplete="off" disabled={account !== null && signsInWithProvider(account.provider)} />
            </Form.Item>
          </FieldPair>
          {provider === 'smtp' && <SmtpFields form={form} secretStored={secretStored} />}
          {provider === 'sendgrid' && (
            <Form.Item
              label="API Key"
              name="apiKey"
              required={!secretStored}
              extra={secretStored ? 'Leave empty to keep the stored one.' : 'A SendGrid API key allowed to send mail (mail.send).'}
              rules={[requiredFieldRule('apiKey', secretStored)]}
            >
              <Input.Password placeholder={secretStored ? 'An API key is stored' : 'SG.…'} autoComplete="new-password" />
            </Form.Item>
          )}
          <Form.Item label="Signature" name="signature">
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
          </Form.Item>
          <Form.Item
            label="Daily Limit"
            name="dailyLimit"
            required
            extra="Emails a day once warmed up; warm-up starts at 50 on day 1 and rises over 30 days."
            rules={[requiredFieldRule('dailyLimit', secretStored), numberRangeRule('dailyLimit')]}
          >
            {/* No min, max or precision: antd would clamp or round what was typed; the rules refuse it instead. */}
            <InputNumber style={{ width: '100%', maxWidth: 200 }} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={8}>
              <Form.Item label="Active" name="isActive" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item label="Warm-up" name="warmupEnabled" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item label="Primary" name="isPrimary" valuePropName="checked" extra={primaryNote}>
                <Switch disabled={account?.isPrimary === true || !isActive} />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
    </Modal>
  );
}

/** A new Microsoft 365 or Google Workspace account: the mailbox comes from the sign-in, the rest starts with the defaults. */
function SignInAccountFields() {
  return (
    <FieldPair>
      <Form.Item label="From Name" name="fromName" required rules={[requiredFieldRule('fromName', false)]}>
        <Input placeholder="Dana from ListingPro" autoComplete="off" />
      </Form.Item>
      <Form.Item label="Primary" name="isPrimary" valuePropName="checked" extra="The account the team sends from when none is chosen.">
        <Switch />
      </Form.Item>
    </FieldPair>
  );
}
