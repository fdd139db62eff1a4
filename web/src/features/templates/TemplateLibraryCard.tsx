import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { CalendarOutlined, CopyOutlined, DeleteOutlined, EditOutlined, MailOutlined } from '@ant-design/icons';
import { contentPreview, createdLabel, subjectVariationsLabel } from './libraryCard.ts';
import type { Template } from './templateTypes.ts';

export interface TemplateCardActions {
  onEdit: (template: Template) => void;
  onCopy: (template: Template) => void;
  onDelete: (template: Template) => void;
  /** The id of the template each action is running for, if any. */
  copying: string | null;
  deleting: string | null;
}

/** One library template: its name, the first 100 characters of its content, when it was created, how many subject lines; edit, copy, delete. */
export function TemplateLibraryCard({ template, actions }: { template: Template; actions: TemplateCardActions }) {
  return (
    <Card
      size="small"
      role="article"
      aria-label={template.name}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, flex: 1 } }}
      title={
        <Flex gap={8} align="center" wrap style={{ whiteSpace: 'normal', padding: '4px 0' }}>
          <span style={{ overflowWrap: 'anywhere' }}>{template.name}</span>
          {template.status === 'draft' && <Tag color="gold">Draft</Tag>}
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line', flex: 1 }}>
        {contentPreview(template.content) || 'No content yet'}
      </Typography.Paragraph>
      <Flex gap={12} wrap>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <CalendarOutlined aria-hidden /> Created: {createdLabel(template.createdAt)}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <MailOutlined aria-hidden /> {subjectVariationsLabel(template.subjectLines.length)}
        </Typography.Text>
      </Flex>
      <Flex gap={8} wrap>
        <Button size="small" icon={<EditOutlined aria-hidden />} aria-label={`Edit ${template.name}`} onClick={() => actions.onEdit(template)}>
          Edit
        </Button>
        <Button size="small" icon={<CopyOutlined aria-hidden />} aria-label={`Copy ${template.name}`} loading={actions.copying === template.id} onClick={() => actions.onCopy(template)}>
          Copy
        </Button>
        <Popconfirm
          title="Delete template"
          description={`Are you sure you want to delete "${template.name}"? This cannot be undone.`}
          okText="Delete"
          cancelText="Cancel"
          okButtonProps={{ danger: true }}
          onConfirm={() => actions.onDelete(template)}
        >
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${template.name}`} loading={actions.deleting === template.id}>
            Delete
          </Button>
        </Popconfirm>
      </Flex>
    </Card>
  );
}
