import { useState } from 'react';
import { Button, Flex, Input, Popover, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { placeholderFor, searchTemplateVariables } from '@outreach/contracts/templateVariables.ts';

interface VariablePickerProps {
  /** Called with the placeholder to insert, e.g. `{{firstName}}`. */
  onInsert: (placeholder: string) => void;
  /** What the button says; without it the button shows only its icon (and says this to assistive technology). */
  label?: string;
  /** The name of the field it inserts into, for assistive technology ('Add variable to subject line 2'). */
  target: string;
}

/** Add Variable: a searchable list of the template variables by group; a choice inserts its double-brace placeholder. */
export function VariablePicker({ onInsert, label, target }: VariablePickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const groups = searchTemplateVariables(search);

  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setSearch('');
  };
  const handleChoose = (name: string) => {
    onInsert(placeholderFor(name));
    handleOpenChange(false);
  };

  const content = (
    <Flex vertical gap={8} style={{ width: 300, maxWidth: 'calc(100vw - 48px)' }}>
      <Input
        aria-label="Search variables"
        placeholder="Search variables..."
        value={search}
        allowClear
        autoFocus
        onChange={(event) => setSearch(event.target.value)}
      />
      {/* A fixed height: a popover that opened above its button would move its options while a search narrows them. */}
      <div role="listbox" aria-label="Variables" style={{ height: 320, overflowY: 'auto' }}>
        {groups.length === 0 && (
          <Typography.Text type="secondary" style={{ display: 'block', padding: '12px 4px', textAlign: 'center' }}>
            No variables found.
          </Typography.Text>
        )}
        {groups.map(({ group, variables }) => (
          <div key={group} role="group" aria-label={group} style={{ marginBottom: 8 }}>
            <Typography.Text type="secondary" strong style={{ display: 'block', fontSize: 12, padding: '4px 4px' }}>
              {group}
            </Typography.Text>
            {variables.map((variable) => (
              <Button
                key={variable.name}
                type="text"
                block
                role="option"
                aria-selected={false}
                aria-label={`${variable.label} ${placeholderFor(variable.name)}`}
                title={variable.description}
                onClick={() => handleChoose(variable.name)}
                style={{ height: 'auto', padding: '4px 8px', textAlign: 'start', justifyContent: 'flex-start' }}
              >
                <Flex justify="space-between" gap={8} style={{ width: '100%', minWidth: 0 }}>
                  <span>{variable.label}</span>
                  <Typography.Text code style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                    {placeholderFor(variable.name)}
                  </Typography.Text>
                </Flex>
              </Button>
            ))}
          </div>
        ))}
      </div>
    </Flex>
  );

  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={handleOpenChange} placement="bottomRight" destroyOnHidden>
      <Button icon={<PlusOutlined aria-hidden />} aria-label={`Add variable to ${target}`} title={label ? undefined : 'Add Variable'}>
        {label}
      </Button>
    </Popover>
  );
}
