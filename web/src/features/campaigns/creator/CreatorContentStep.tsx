import { useRef } from 'react';
import { Button, Flex, Form, Input, type GetRef } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AB_VARIANT_KEYS, CAMPAIGN_LIMITS } from '@outreach/contracts/campaignChoices.ts';
import { insertIntoField } from '../../templates/fieldCursor.ts';
import { VariablePicker } from '../../templates/VariablePicker.tsx';
import { subjectsFor, type CreatorForm, type FieldErrors } from './creatorForm.ts';

interface CreatorContentStepProps {
  form: CreatorForm;
  errors: FieldErrors;
  onChange: (changes: Partial<CreatorForm>) => void;
}

/** Step 2: the e-mail (saved as a library template): its name, subject line (an A/B test: 2–4 of them) and content, with Add Variable. */
export function CreatorContentStep({ form, errors, onChange }: CreatorContentStepProps) {
  const subjectFields = useRef<(GetRef<typeof Input> | null)[]>([]);
  const contentField = useRef<GetRef<typeof Input.TextArea>>(null);
  const subjects = subjectsFor(form.type, form.subjects);
  const abTest = form.type === 'ab-test';

  const setSubject = (index: number, text: string) => onChange({ subjects: subjects.map((subject, i) => (i === index ? text : subject)) });
  const handleInsertSubject = (index: number, placeholder: string) => insertIntoField(subjectFields.current[index]?.input, subjects[index] ?? '', placeholder, (text) => setSubject(index, text));
  const handleInsertContent = (placeholder: string) => insertIntoField(contentField.current?.resizableTextArea?.textArea, form.content, placeholder, (content) => onChange({ content }));
  const handleAddVariant = () => onChange({ subjects: [...subjects, ''] });
  const handleRemoveVariant = (index: number) => onChange({ subjects: subjects.filter((_, i) => i !== index) });

  return (
    <section aria-label="Email Content">
      <Form layout="vertical" component="div">
        <Form.Item label="Template Name" htmlFor="creator-template-name" validateStatus={errors.templateName ? 'error' : ''} help={errors.templateName}>
          <Input id="creator-template-name" value={form.templateName} maxLength={200} placeholder="e.g. Spring introduction" onChange={(event) => onChange({ templateName: event.target.value })} />
        </Form.Item>
        {subjects.map((subject, index) => {
          const label = abTest ? `Subject Line (Variant ${AB_VARIANT_KEYS[index]})` : 'Subject Line';
          const error = errors[`subjects.${index}`];
          return (
            <Form.Item key={index} label={label} htmlFor={`creator-subject-${index}`} validateStatus={error ? 'error' : ''} help={error}>
              <Flex gap={8}>
                <Input
                  id={`creator-subject-${index}`}
                  ref={(field) => {
                    subjectFields.current[index] = field;
                  }}
                  value={subject}
                  maxLength={CAMPAIGN_LIMITS.subject}
                  placeholder="e.g. {{firstName}}, your listings in front of more buyers"
                  onChange={(event) => setSubject(index, event.target.value)}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <VariablePicker target={label.toLowerCase()} onInsert={(placeholder) => handleInsertSubject(index, placeholder)} />
                {abTest && subjects.length > CAMPAIGN_LIMITS.variants.min && (
                  <Button icon={<DeleteOutlined aria-hidden />} aria-label={`Remove variant ${AB_VARIANT_KEYS[index]}`} onClick={() => handleRemoveVariant(index)} />
                )}
              </Flex>
            </Form.Item>
          );
        })}
        {abTest && subjects.length < CAMPAIGN_LIMITS.variants.max && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={handleAddVariant} style={{ marginBottom: 16 }}>
            Add Variant
          </Button>
        )}
        <Form.Item
          label="Email Content"
          htmlFor="creator-content"
          validateStatus={errors.content ? 'error' : ''}
          help={errors.content}
          extra={abTest ? 'Every variant sends this content with its own subject line; the winner goes to the rest of the audience.' : undefined}
        >
          <Flex vertical gap={8}>
            <Flex justify="flex-end">
              <VariablePicker label="Add Variable" target="email content" onInsert={handleInsertContent} />
            </Flex>
            <Input.TextArea
              id="creator-content"
              ref={contentField}
              rows={10}
              value={form.content}
              maxLength={CAMPAIGN_LIMITS.content}
              placeholder={'Hi {{firstName}},\n\nWrite your email in plain text.'}
              onChange={(event) => onChange({ content: event.target.value })}
            />
          </Flex>
        </Form.Item>
      </Form>
    </section>
  );
}
