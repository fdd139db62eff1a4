import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  BulbOutlined,
  FileTextOutlined,
  FireOutlined,
  MailOutlined,
  MessageOutlined,
  NodeIndexOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { DashboardSectionId } from './dashboardSections.ts';

export const SECTION_ICONS: Record<DashboardSectionId, ReactNode> = {
  overview: <AppstoreOutlined aria-hidden />,
  contacts: <TeamOutlined aria-hidden />,
  campaigns: <MailOutlined aria-hidden />,
  sequences: <NodeIndexOutlined aria-hidden />,
  'sms-campaigns': <NotificationOutlined aria-hidden />,
  sms: <MessageOutlined aria-hidden />,
  templates: <FileTextOutlined aria-hidden />,
  'content-hub': <ThunderboltOutlined aria-hidden />,
  'ai-marketing': <BulbOutlined aria-hidden />,
  warmup: <FireOutlined aria-hidden />,
  deliverability: <SafetyCertificateOutlined aria-hidden />,
  analytics: <BarChartOutlined aria-hidden />,
  'company-profile': <ShopOutlined aria-hidden />,
  settings: <SettingOutlined aria-hidden />,
};
