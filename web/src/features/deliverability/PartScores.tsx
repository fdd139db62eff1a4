import { Card, Col, Row, Statistic } from 'antd';
import { scoreColor } from '../templates/deliverabilityDisplay.ts';
import type { TemplateDeliverabilityResult } from '../templates/templateTypes.ts';

/** Subject, content and overall score side by side; the overall one counts every finding of both. */
export function PartScores({ result }: { result: TemplateDeliverabilityResult }) {
  const scores = [
    { title: 'Subject Score', value: result.subjectScore },
    { title: 'Content Score', value: result.contentScore },
    { title: 'Overall Score', value: result.overallScore },
  ];
  return (
    <Row gutter={[8, 8]}>
      {scores.map((score) => (
        <Col key={score.title} span={8}>
          <Card size="small" style={{ height: '100%' }}>
            <section aria-label={score.title}>
              <Statistic title={score.title} value={score.value} suffix="/ 100" styles={{ title: { fontSize: 12 }, content: { fontSize: 22, color: scoreColor(score.value) } }} />
            </section>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
