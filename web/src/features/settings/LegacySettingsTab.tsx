import { Col, Row } from 'antd';
import { SmsSettingsCard } from '../smsSettings/SmsSettingsCard.tsx';
import { SmsTestSendCard } from '../smsSettings/SmsTestSendCard.tsx';

/** Legacy Settings: for now the SMS configuration (e-mail configuration follows later). */
export function LegacySettingsTab() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <SmsSettingsCard />
      </Col>
      <Col xs={24} lg={10}>
        <SmsTestSendCard />
      </Col>
    </Row>
  );
}
