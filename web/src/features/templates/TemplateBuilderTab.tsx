import { Col, Flex, Row } from 'antd';
import { AiProfileCard } from './AiProfileCard.tsx';
import { DeliverabilityPanel } from './DeliverabilityPanel.tsx';
import { TemplateBuilderCard } from './TemplateBuilderCard.tsx';
import { TemplateLibrary } from './TemplateLibrary.tsx';
import { TemplatePreviewCard } from './TemplatePreviewCard.tsx';

/** The Template Builder tab: the builder beside its profile, live preview and deliverability analysis; the library below. */
export function TemplateBuilderTab() {
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <TemplateBuilderCard />
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <AiProfileCard />
            <TemplatePreviewCard />
            <DeliverabilityPanel />
          </Flex>
        </Col>
      </Row>
      <TemplateLibrary />
    </Flex>
  );
}
