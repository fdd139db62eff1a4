import { Card, Col, Row } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { AnalysisList } from '../templates/AnalysisList.tsx';
import { BEST_PRACTICES } from './deliverabilityFacts.ts';

/** Best practices in four groups: authentication, content, list management, sending. */
export function BestPracticesTab() {
  return (
    <Row gutter={[16, 16]}>
      {BEST_PRACTICES.map((group) => (
        <Col key={group.title} xs={24} md={12}>
          <Card size="small" style={{ height: '100%' }}>
            <AnalysisList title={group.title} items={[...group.items]} icon={<CheckCircleOutlined aria-hidden style={{ color: '#52c41a' }} />} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
