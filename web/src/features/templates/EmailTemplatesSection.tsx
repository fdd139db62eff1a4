import { useCallback } from 'react';
import { Tabs, type TabsProps } from 'antd';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useSignInReturn } from '../../shared/signInReturn/useSignInReturn.ts';
import { TemplateBuilderTab } from './TemplateBuilderTab.tsx';
import { TemplateOptimizerTab } from './TemplateOptimizerTab.tsx';
import { readTemplatePageReturn } from './templateSignInReturn.ts';
import { templatesTabAtom, type TemplatesTabKey } from './templatesAtoms.ts';

/** Where the template page stays once a sign-in return is read: its own address, without the return's parameters. */
export const TEMPLATES_SECTION_URL = '/dashboard?section=templates';

const TABS: NonNullable<TabsProps['items']> = [
  { key: 'builder', label: 'Template Builder', children: <TemplateBuilderTab /> },
  { key: 'optimizer', label: 'AI Template Optimizer', children: <TemplateOptimizerTab /> },
];

const isTabKey = (key: string): key is TemplatesTabKey => TABS.some((tab) => tab.key === key);

/** The dashboard's Email Templates section: Template Builder (with the library) and AI Template Optimizer. */
export function EmailTemplatesSection() {
  const [tab, setTab] = useAtom(templatesTabAtom);
  const navigate = useNavigate();
  const handleSignInReturn = useCallback(() => navigate(TEMPLATES_SECTION_URL, { replace: true }), [navigate]);
  useSignInReturn(readTemplatePageReturn, handleSignInReturn);

  const handleChange = (key: string) => {
    if (isTabKey(key)) setTab(key);
  };
  return <Tabs activeKey={tab} onChange={handleChange} items={TABS} />;
}
