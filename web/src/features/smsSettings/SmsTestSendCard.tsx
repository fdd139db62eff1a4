import { Button, Card, Form, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { SMS_MAX_LENGTH, SMS_TOO_LONG_MESSAGE } from '../sms/smsDisplay.ts';
import { TEST_PHONE_REQUIRED_MESSAGE } from './smsProvider.ts';
import { useSendTestSms } from './useSendTestSms.ts';

const DEFAULT_TEST_MESSAGE = 'This is a test message from the outreach platform.';

interface TestSmsValues {
  phoneNumber: string;
  message: string;
}

/** A test text to any number through the provider in use. */
export function SmsTestSendCard() {
  const sendTest = useSendTestSms();
  const handleFinish = (values: TestSmsValues) => {
    sendTest.mutate({ phoneNumber: values.phoneNumber.trim(), message: values.message.trim() });
  };

  return (
    <Card title="Send Test SMS">
      <Form<TestSmsValues>
        name="sms-test"
        layout="vertical"
        requiredMark={false}
        initialValues={{ phoneNumber: '', message: DEFAULT_TEST_MESSAGE }}
        onFinish={handleFinish}
      >
        <Form.Item
          label="Phone Number"
          name="phoneNumber"
          rules={[{ required: true, whitespace: true, message: TEST_PHONE_REQUIRED_MESSAGE }]}
        >
          <Input placeholder="+15125550147" inputMode="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Message"
          name="message"
          rules={[
            { required: true, whitespace: true, message: 'Message is required' },
            { max: SMS_MAX_LENGTH, message: SMS_TOO_LONG_MESSAGE },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />} loading={sendTest.isPending}>
          Send Test SMS
        </Button>
      </Form>
    </Card>
  );
}
