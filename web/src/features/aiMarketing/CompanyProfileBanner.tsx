import { Alert, Skeleton, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useAiCompanyProfile } from '../companyProfile/useAiCompanyProfile.ts';

/** Whom the ideas are written for: the company profile in short, or a link to set one up when there is none. */
export function CompanyProfileBanner() {
  const { fields, isLoading } = useAiCompanyProfile();
  if (isLoading) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  if (!fields) {
    return (
      <Alert
        type="warning"
        showIcon
        title="Company profile missing"
        description="Set up your company profile so that the ideas and messages speak for your company, its benefits and its tone."
        action={<Link to="/company-profile">Setup AI Profile</Link>}
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      title={`Writing for ${fields.name}`}
      description={
        <span>
          {fields.industry}
          {fields.targetAudience ? ` · for ${fields.targetAudience}` : ''}
          {fields.tone ? <Tag style={{ marginInlineStart: 8 }}>{fields.tone} tone</Tag> : null}
        </span>
      }
      action={<Link to="/company-profile">Edit Profile</Link>}
    />
  );
}
