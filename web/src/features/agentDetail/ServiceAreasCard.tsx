import { Card, Typography } from 'antd';

interface ServiceAreasCardProps {
  serviceAreas: string;
}

export function ServiceAreasCard({ serviceAreas }: ServiceAreasCardProps) {
  return (
    <Card title="Service Areas" role="region" aria-label="Service Areas">
      <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{serviceAreas}</Typography.Paragraph>
    </Card>
  );
}
