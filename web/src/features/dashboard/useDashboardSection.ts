import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_DASHBOARD_SECTION, isDashboardSectionId, type DashboardSectionId } from './dashboardSections.ts';

export const SECTION_PARAM = 'section';

/** The dashboard's open section, kept in the URL (`/dashboard?section=warmup`) so a reload keeps it. */
export function useDashboardSection(): [DashboardSectionId, (section: DashboardSectionId) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get(SECTION_PARAM);
  const section = isDashboardSectionId(param) ? param : DEFAULT_DASHBOARD_SECTION;

  const setSection = useCallback(
    (next: DashboardSectionId) => {
      setSearchParams(next === DEFAULT_DASHBOARD_SECTION ? {} : { [SECTION_PARAM]: next });
    },
    [setSearchParams],
  );
  return [section, setSection];
}
