import { Alert, Button, Card, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { companyProfileQueries } from './companyProfileQueries.ts';
import { CompanyProfileForm } from './CompanyProfileForm.tsx';

/** The profile loaded, then its form (started once: a reload behind it does not reset what is being typed). */
export function CompanyProfileEditor() {
  const { data: profile, isPending, error, refetch } = useQuery(companyProfileQueries.profile());
  if (isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (profile === undefined) {
    const handleRetry = () => void refetch();
    return (
      <Alert
        type="error"
        showIcon
        title="Failed to load company profile"
        description={error?.message}
        action={<Button onClick={handleRetry}>Try again</Button>}
      />
    );
  }
  return <CompanyProfileForm profile={profile} />;
}
