import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A form field's label above it. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
      <label htmlFor={htmlFor}>{children}</label>
    </Typography.Text>
  );
}
