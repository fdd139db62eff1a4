import { Col, Flex, Row } from 'antd';
import { DeliverabilityWarmupCard } from '../emailSettings/DeliverabilityWarmupCard.tsx';
import { EmailSettingsCard } from '../emailSettings/EmailSettingsCard.tsx';
import { GoogleConnectionCard } from '../googleConnection/GoogleConnectionCard.tsx';
import { MicrosoftConnectionCard } from '../microsoftConnection/MicrosoftConnectionCard.tsx';
import { SmsSettingsCard } from '../smsSettings/SmsSettingsCard.tsx';
import { SmsTestSendCard } from '../smsSettings/SmsTestSendCard.tsx';
import { SystemSettingsCard } from '../systemSettings/SystemSettingsCard.tsx';

/** Legacy Settings: the e-mail service and SMS configuration, the Google Workspace and Microsoft 365 connections, Deliverability and Warm-up, and the System Settings. */
export function LegacySettingsTab() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Flex vertical gap={16}>
          <EmailSettingsCard />
          <SmsSettingsCard />
          <GoogleConnectionCard />
          <MicrosoftConnectionCard />
        </Flex>
      </Col>
      <Col xs={24} lg={10}>
        <Flex vertical gap={16}>
          <DeliverabilityWarmupCard />
          <SmsTestSendCard />
          <SystemSettingsCard />
        </Flex>
      </Col>
    </Row>
  );
}
