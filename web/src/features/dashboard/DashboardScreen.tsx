import { useCallback } from 'react';
import { Drawer, Grid, Layout } from 'antd';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { useLogout } from '../auth/useLogout.ts';
import { useSignInReturn } from '../../shared/signInReturn/useSignInReturn.ts';
import { readGoogleReturn } from '../googleConnection/googleReturn.ts';
import { readMicrosoftReturn } from '../microsoftConnection/microsoftReturn.ts';
import { navDrawerOpenAtom } from './dashboardAtoms.ts';
import { DashboardHeader } from './DashboardHeader.tsx';
import { DashboardNavMenu } from './DashboardNavMenu.tsx';
import { DashboardSectionContent } from './DashboardSectionContent.tsx';
import { SECTION_ROUTES, type DashboardSectionId } from './dashboardSections.ts';
import { SECTION_PARAM, useDashboardSection } from './useDashboardSection.ts';

const ignoreSignInReturn = () => null;

const LARGE_SCREEN_QUERY = '(min-width: 992px)';
const SIDER_WIDTH = 300;

export function DashboardScreen() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const [section, setSection] = useDashboardSection();
  const [drawerOpen, setDrawerOpen] = useAtom(navDrawerOpenAtom);
  const screens = Grid.useBreakpoint();
  const isLarge = screens.lg ?? window.matchMedia(LARGE_SCREEN_QUERY).matches;

  const handleSignInReturn = useCallback(() => {
    navigate(`/dashboard?${SECTION_PARAM}=settings`, { replace: true });
    // The spec resets the address to / while the dashboard stays open on settings.
    window.history.replaceState(window.history.state, '', '/');
  }, [navigate]);
  // The template page reports a sign-in return in its own words and stays open (see templates/EmailTemplatesSection).
  const readsSignInReturn = section !== 'templates';
  useSignInReturn(readsSignInReturn ? readMicrosoftReturn : ignoreSignInReturn, handleSignInReturn);
  useSignInReturn(readsSignInReturn ? readGoogleReturn : ignoreSignInReturn, handleSignInReturn);

  const handleSelectSection = (next: DashboardSectionId) => {
    setDrawerOpen(false);
    const route = SECTION_ROUTES[next];
    if (route) navigate(route);
    else setSection(next);
  };
  const handleOpenNavigation = () => setDrawerOpen(true);
  const handleCloseNavigation = () => setDrawerOpen(false);
  const handleLogout = () => logout.mutate();

  return (
    <Layout style={{ minHeight: '100vh' }} hasSider={isLarge}>
      {isLarge && (
        <Layout.Sider
          breakpoint="lg"
          width={SIDER_WIDTH}
          theme="light"
          trigger={null}
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto', borderInlineEnd: '1px solid #f0f0f0' }}
        >
          <DashboardNavMenu selected={section} onSelect={handleSelectSection} />
        </Layout.Sider>
      )}
      {!isLarge && (
        <Drawer
          title="Navigation"
          placement="left"
          size={SIDER_WIDTH}
          open={drawerOpen}
          onClose={handleCloseNavigation}
          styles={{ body: { padding: 0 } }}
        >
          <DashboardNavMenu selected={section} onSelect={handleSelectSection} />
        </Drawer>
      )}
      <Layout>
        <DashboardHeader
          username={user?.username ?? ''}
          isCompact={!isLarge}
          showTitle={screens.sm ?? true}
          isLoggingOut={logout.isPending}
          onOpenNavigation={handleOpenNavigation}
          onLogout={handleLogout}
        />
        <Layout.Content style={{ padding: '24px 16px', width: '100%', maxWidth: 1200, margin: '0 auto' }}>
          <DashboardSectionContent section={section} onSelectSection={handleSelectSection} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
