import { Alert, Select } from 'antd';
import { Link } from 'react-router-dom';
import type { EmailAccount } from '../../emailAccounts/emailAccountTypes.ts';
import { campaignSenderOptions } from './senderChoice.ts';

interface SenderSelectProps {
  id: string;
  accounts: readonly EmailAccount[] | undefined;
  loading: boolean;
  value: string | null;
  onChange: (sender: string) => void;
  invalid?: boolean;
}

/** The sending email account, among the active ones (name and from-address), or spread across them all. */
export function SenderSelect({ id, accounts, loading, value, onChange, invalid }: SenderSelectProps) {
  const options = campaignSenderOptions(accounts ?? []);
  return (
    <>
      <Select
        id={id}
        value={value ?? undefined}
        options={options}
        loading={loading}
        placeholder="Choose an email account"
        onChange={onChange}
        status={invalid ? 'error' : undefined}
        style={{ width: '100%' }}
      />
      {!loading && accounts !== undefined && options.length === 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 8 }}
          title={
            <>
              No active email account yet: add one under <Link to="/settings">Settings → Email Accounts</Link> to send campaigns.
            </>
          }
        />
      )}
    </>
  );
}
