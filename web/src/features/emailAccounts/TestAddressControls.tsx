import { Button, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';

/** The address a test e-mail goes to: Enter sends. */
export function TestAddressInput({ value, onChange, onSend }: { value: string; onChange(value: string): void; onSend(): void }) {
  return (
    <Input
      type="email"
      aria-label="Test email address"
      placeholder="name@example.com"
      autoComplete="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onPressEnter={onSend}
      style={{ flex: '1 1 220px', minWidth: 0 }}
    />
  );
}

/** Send Test, busy while the test e-mail is on its way. */
export function SendTestButton({ onSend, sending }: { onSend(): void; sending: boolean }) {
  return (
    <Button type="primary" icon={<SendOutlined aria-hidden />} onClick={onSend} loading={sending}>
      Send Test
    </Button>
  );
}
