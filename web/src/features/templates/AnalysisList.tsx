import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** One list of the analysis (strengths, issues, recommendations), left out when empty. */
export function AnalysisList({ title, items, icon }: { title: string; items: string[]; icon: ReactNode }) {
  if (items.length === 0) return null;
  return (
    <div role="group" aria-label={title}>
      <Typography.Text strong>{title}</Typography.Text>
      <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
        {items.map((item, index) => (
          <li key={index} style={{ display: 'flex', gap: 8, alignItems: 'baseline', marginBottom: 4 }}>
            {icon}
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
