import { useState } from 'react';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { EditOutlined, SettingOutlined, ShopOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { OpenedOnce } from '../../shared/lazy/OpenedOnce.tsx';
import { lazyNamed } from '../../shared/lazy/lazyNamed.ts';
import { useAiCompanyProfile } from '../companyProfile/useAiCompanyProfile.ts';

const QuickProfileModal = lazyNamed(() => import('./QuickProfileModal.tsx'), 'QuickProfileModal');

/**
 * The company profile the AI writes for: its name, industry and tone, Edit Profile (or Setup AI
 * Profile before there is one) to /company-profile, and Quick Edit without leaving the templates.
 */
export function AiProfileCard() {
  const navigate = useNavigate();
  const { fields: profile, isLoading } = useAiCompanyProfile();
  const [editing, setEditing] = useState(false);
  const handleOpenProfile = () => navigate('/company-profile');

  return (
    <Card size="small" title="AI Company Profile" loading={isLoading}>
      <section aria-label="AI company profile">
        {profile ? (
          <Flex vertical gap={8}>
            <Typography.Text>
              <ShopOutlined aria-hidden /> The AI writes for <Typography.Text strong>{profile.name}</Typography.Text>
            </Typography.Text>
            <Flex gap={4} wrap>
              <Tag>{profile.industry}</Tag>
              {profile.tone && <Tag>{`${profile.tone.charAt(0).toUpperCase()}${profile.tone.slice(1)} tone`}</Tag>}
              <Tag>{profile.targetAudience}</Tag>
            </Flex>
          </Flex>
        ) : (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            Set up your company profile so the AI can write emails for your business.
          </Typography.Paragraph>
        )}
        <Flex gap={8} wrap style={{ marginTop: 12 }}>
          <Button type={profile ? 'default' : 'primary'} icon={<SettingOutlined aria-hidden />} onClick={handleOpenProfile}>
            {profile ? 'Edit Profile' : 'Setup AI Profile'}
          </Button>
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            Quick Edit
          </Button>
        </Flex>
      </section>
      <OpenedOnce open={editing}>
        <QuickProfileModal profile={profile} open={editing} onClose={() => setEditing(false)} />
      </OpenedOnce>
    </Card>
  );
}
