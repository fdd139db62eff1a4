import { Col, Row } from 'antd';
import type { ReactNode } from 'react';

/** Two form fields side by side (the first `firstSpan` of 24 columns wide), one above the other on a phone. */
export function FieldPair({ children, firstSpan = 12 }: { children: [ReactNode, ReactNode]; firstSpan?: number }) {
  const [first, second] = children;
  return (
    <Row gutter={16}>
      <Col xs={24} sm={firstSpan}>
        {first}
      </Col>
      <Col xs={24} sm={24 - firstSpan}>
        {second}
      </Col>
    </Row>
  );
}
