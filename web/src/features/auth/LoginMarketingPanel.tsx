import { CheckCircleFilled } from '@ant-design/icons';

const FEATURES = [
  'CRM built for real estate agents',
  'AI email sequences',
  'Deliverability monitoring',
  'Analytics',
  'Easy setup',
];

const FIGURES = [
  { title: 'Agents in the database', value: '95,836' },
  { title: 'Mobile coverage', value: '86.5%' },
];

/** Static advertising text for the listing software the staff sell. */
export function LoginMarketingPanel() {
  return (
    <div className="login-marketing">
      <div>
        <h1 className="login-marketing__title">Real Estate Listing Software</h1>
        <p className="login-marketing__lead">The CRM for real estate agents: $49/month with a 7-day free trial.</p>
      </div>
      <ul className="login-marketing__features">
        {FEATURES.map((feature) => (
          <li key={feature}>
            <CheckCircleFilled className="login-marketing__check" aria-hidden />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="login-marketing__figures">
        {FIGURES.map(({ title, value }) => (
          <div key={title} className="login-marketing__figure">
            <div className="login-marketing__figure-title">{title}</div>
            <div className="login-marketing__figure-value">{value}</div>
          </div>
        ))}
      </div>
    </div>
  );
}
