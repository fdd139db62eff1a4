import { Button, Flex, Tag } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { settingsTabAtom } from '../settings/settingsAtoms.ts';
import { SANDBOX_DESCRIPTION, SANDBOX_LABEL } from '../smsSettings/smsProvider.ts';
import { smsSettingsQueries } from '../smsSettings/smsSettingsQueries.ts';
import { ConnectionIndicator } from './ConnectionIndicator.tsx';
import { UnreadCountBadge } from './UnreadCountBadge.tsx';
import { HintTooltip } from '../../shared/tooltip/HintTooltip.tsx';

/** Beside the title: live connection, unread count, the sandbox label and the way to the SMS settings. */
export function SmsInboxToolbar() {
  const navigate = useNavigate();
  const setSettingsTab = useSetAtom(settingsTabAtom);
  const { data: settings } = useQuery(smsSettingsQueries.settings());
  const handleOpenSettings = () => {
    setSettingsTab('legacy');
    navigate('/settings');
  };

  return (
    <Flex align="center" gap={16} wrap>
      <ConnectionIndicator />
      <UnreadCountBadge />
      {settings?.provider === 'sandbox' && (
        <HintTooltip title={SANDBOX_DESCRIPTION}>
          <Tag color="orange" style={{ marginInlineEnd: 0 }}>
            {SANDBOX_LABEL}
          </Tag>
        </HintTooltip>
      )}
      <Button icon={<SettingOutlined aria-hidden />} onClick={handleOpenSettings}>
        SMS Settings
      </Button>
    </Flex>
  );
}
