import { Alert, Select } from 'antd';
import { Link } from 'react-router-dom';
import type { EmailAccount } from '../../emailAccounts/emailAccountTypes.ts';
import { campaignSenderOptions, SENDER_PROBLEM_TEXT, senderProblem } from './senderChoice.ts';

interface SenderSelectProps {
  id: string;
  accounts: readonly EmailAccount[] | undefined;
  loading: boolean;
  value: string | null;
  onChange: (sender: string) => void;
  invalid?: boolean;
}

/**
 * The sending email account, among the active ones (name and from-address), or spread across them
 * all. A recorded mailbox that is no longer offered (deleted, or inactive) leaves the choice empty,
 * with a warning saying why, instead of showing its id.
 */
export function SenderSelect({ id, accounts, loading, value, onChange, invalid }: SenderSelectProps) {
  const options = campaignSenderOptions(accounts ?? []);
  const problem = accounts === undefined ? null : senderProblem(value, accounts);
  // Only an offered choice is shown: never a mailbox's bare id (before the accounts load, or once it is gone).
  const shown = options.some((option) => option.value === value) ? (value ?? undefined) : undefined;
  return (
    <>
      <Select
        id={id}
        value={shown}
        options={options}
        loading={loading}
        placeholder="Choose an email account"
        onChange={onChange}
        status={invalid || problem ? 'error' : undefined}
        style={{ width: '100%' }}
      />
      {problem && <Alert type="warning" showIcon style={{ marginTop: 8 }} title={SENDER_PROBLEM_TEXT[problem]} />}
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
