import { CompanyProfileEditor } from '../features/companyProfile/CompanyProfileEditor.tsx';
import { PageLayout } from '../shared/layout/PageLayout.tsx';

export function CompanyProfilePage() {
  return (
    <PageLayout title="Company Profile">
      <CompanyProfileEditor />
    </PageLayout>
  );
}
