import { Flex, Timeline, Typography } from 'antd';
import { formatDateTime } from '../../../shared/format/formatDate.ts';
import { eventDetail, eventLabel } from '../shared/campaignDisplay.ts';
import type { CampaignEvent } from '../shared/campaignTypes.ts';

const COLORS: Record<string, string> = {
  sent: 'green',
  send_completed: 'green',
  delivered: 'green',
  opened: 'blue',
  clicked: 'blue',
  failed: 'red',
  bounced: 'red',
  complained: 'red',
  cancelled: 'red',
  skipped: 'gray',
  unknown: 'orange',
  paused: 'orange',
};

/** Timeline rows: what happened, with what it adds, when, who did it and why. */
export function CampaignTimelineList({ events }: { events: readonly CampaignEvent[] }) {
  return (
    <Timeline
      items={events.map((event) => {
        const detail = eventDetail(event.type, event.metadata);
        return {
          key: event.eventId,
          color: COLORS[event.type] ?? 'blue',
          children: (
            <Flex vertical gap={2} data-event-type={event.type}>
              <Typography.Text strong>{eventLabel(event.type)}</Typography.Text>
              {detail && <Typography.Text>{detail}</Typography.Text>}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(event.occurredAt)}
                {event.actor ? ` · by ${event.actor}` : ''}
              </Typography.Text>
              {event.reason && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  Reason: {event.reason}
                </Typography.Text>
              )}
            </Flex>
          ),
        };
      })}
    />
  );
}
