import { Col, Flex, Row } from 'antd';
import { MicrosoftConnectionCard } from '../microsoftConnection/MicrosoftConnectionCard.tsx';
import { SmsSettingsCard } from '../smsSettings/SmsSettingsCard.tsx';
import { SmsTestSendCard } from '../smsSettings/SmsTestSendCard.tsx';
import { SystemSettingsCard } from '../systemSettings/SystemSettingsCard.tsx';

/** Legacy Settings: the SMS configuration and the System Settings (e-mail configuration follows later). */
export function LegacySettingsTab() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Flex vertical gap={16}>
          <SmsSettingsCard />
          <MicrosoftConnectionCard />
        </Flex>
      </Col>
      <Col xs={24} lg={10}>
        <Flex vertical gap={16}>
          <SmsTestSendCard />
          <SystemSettingsCard />
        </Flex>
      </Col>
    </Row>
  );
}
