import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { SECTION_ICONS } from './dashboardSectionIcons.tsx';
import { DASHBOARD_SECTIONS, isDashboardSectionId, type DashboardSectionId } from './dashboardSections.ts';

interface DashboardNavMenuProps {
  selected: DashboardSectionId;
  onSelect: (section: DashboardSectionId) => void;
}

const ITEMS: MenuProps['items'] = DASHBOARD_SECTIONS.map((section) => ({
  key: section.id,
  icon: SECTION_ICONS[section.id],
  label: section.title,
}));

export function DashboardNavMenu({ selected, onSelect }: DashboardNavMenuProps) {
  const handleClick: MenuProps['onClick'] = ({ key }) => {
    if (isDashboardSectionId(key)) onSelect(key);
  };
  return (
    <nav aria-label="Main navigation">
      <Menu mode="inline" selectedKeys={[selected]} items={ITEMS} onClick={handleClick} style={{ borderInlineEnd: 'none' }} />
    </nav>
  );
}
