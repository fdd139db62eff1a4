import type { ReactNode } from 'react';
import { Typography } from 'antd';

interface PageTitleProps {
  children: ReactNode;
  /** No space below (the title sits in a row with other things). */
  flush?: boolean;
}

/** The one h1 of a screen: 24 px on a phone, growing to 32 px on wide screens. */
export function PageTitle({ children, flush = false }: PageTitleProps) {
  return (
    <Typography.Title
      level={1}
      style={{ marginTop: 0, fontSize: 'clamp(24px, 4vw, 32px)', lineHeight: 1.25, ...(flush ? { marginBottom: 0 } : {}) }}
    >
      {children}
    </Typography.Title>
  );
}
