import { useRef } from 'react';
import { Flex, Form, Input, Select, type GetRef } from 'antd';
import { CAMPAIGN_LIMITS } from '@outreach/contracts/campaignChoices.ts';
import { insertIntoField } from '../../templates/fieldCursor.ts';
import type { Template } from '../../templates/templateTypes.ts';
import { VariablePicker } from '../../templates/VariablePicker.tsx';
import { CUSTOM_TEMPLATE, TEMPLATE_DELETED, templateDeleted, templateOptions, type EmailChoice } from './advancedForm.ts';

interface EmailChoiceFieldsProps {
  /** Makes the fields' ids and names unique ('step-2'). */
  id: string;
  /** What the fields are called for assistive technology ('Step 2'); empty for the campaign's own e-mail. */
  label?: string;
  value: EmailChoice;
  onChange: (value: EmailChoice) => void;
  /** The library's e-mail templates; undefined while they are not loaded. */
  templates: readonly Template[] | undefined;
  templatesLoading: boolean;
  /** Without it only the content is asked for (an A/B test of subject lines). */
  withSubject?: boolean;
}

/**
 * The template picker (the library's e-mail templates, then 'Custom Template...', which shows a
 * subject line and content to write). A chosen template that was deleted reads 'Deleted template',
 * and the field says to choose another.
 */
export function EmailChoiceFields({ id, label = '', value, onChange, templates, templatesLoading, withSubject = true }: EmailChoiceFieldsProps) {
  const subjectField = useRef<GetRef<typeof Input>>(null);
  const contentField = useRef<GetRef<typeof Input.TextArea>>(null);
  const prefix = label ? `${label} ` : '';
  const custom = value.template === CUSTOM_TEMPLATE;
  const deleted = templateDeleted(value, templates);
  return (
    <>
      <Form.Item label={`${prefix}Template`.trim()} htmlFor={`${id}-template`} validateStatus={deleted ? 'error' : ''} help={deleted ? TEMPLATE_DELETED : undefined}>
        <Select
          id={`${id}-template`}
          showSearch={{ optionFilterProp: 'label' }}
          value={value.template ?? undefined}
          options={templateOptions(templates, value.template)}
          loading={templatesLoading}
          placeholder="Choose a template"
          onChange={(template: string) => onChange({ ...value, template })}
          style={{ width: '100%' }}
        />
      </Form.Item>
      {custom && withSubject && (
        <Form.Item label={`${prefix}Subject Line`.trim()} htmlFor={`${id}-subject`}>
          <Flex gap={8}>
            <Input
              id={`${id}-subject`}
              ref={subjectField}
              value={value.subject}
              maxLength={CAMPAIGN_LIMITS.subject}
              onChange={(event) => onChange({ ...value, subject: event.target.value })}
              style={{ flex: 1, minWidth: 0 }}
            />
            <VariablePicker
              target={`${prefix}subject line`.toLowerCase()}
              onInsert={(placeholder) => insertIntoField(subjectField.current?.input, value.subject, placeholder, (subject) => onChange({ ...value, subject }))}
            />
          </Flex>
        </Form.Item>
      )}
      {custom && (
        <Form.Item label={`${prefix}Email Content`.trim()} htmlFor={`${id}-content`}>
          <Flex vertical gap={8}>
            <Flex justify="flex-end">
              <VariablePicker
                label="Add Variable"
                target={`${prefix}email content`.toLowerCase()}
                onInsert={(placeholder) => insertIntoField(contentField.current?.resizableTextArea?.textArea, value.content, placeholder, (content) => onChange({ ...value, content }))}
              />
            </Flex>
            <Input.TextArea id={`${id}-content`} ref={contentField} rows={6} value={value.content} onChange={(event) => onChange({ ...value, content: event.target.value })} />
          </Flex>
        </Form.Item>
      )}
    </>
  );
}
