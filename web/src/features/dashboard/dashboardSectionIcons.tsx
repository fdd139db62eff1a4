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
  overview: <AppstoreOutlined />,
  contacts: <TeamOutlined />,
  campaigns: <MailOutlined />,
  sequences: <NodeIndexOutlined />,
  'sms-campaigns': <NotificationOutlined />,
  sms: <MessageOutlined />,
  templates: <FileTextOutlined />,
  'content-hub': <ThunderboltOutlined />,
  'ai-marketing': <BulbOutlined />,
  warmup: <FireOutlined />,
  deliverability: <SafetyCertificateOutlined />,
  analytics: <BarChartOutlined />,
  'company-profile': <ShopOutlined />,
  settings: <SettingOutlined />,
};
