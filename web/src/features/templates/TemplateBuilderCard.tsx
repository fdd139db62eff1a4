import { useRef } from 'react';
import { Button, Card, Flex, Input, Popconfirm, Tag, Typography, type GetRef } from 'antd';
import { FileAddOutlined, SaveOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { OFFLINE_WRITER } from '../../shared/ai/generatedBy.ts';
import { GeneratedByTag } from '../../shared/ai/GeneratedByTag.tsx';
import { insertIntoField } from './fieldCursor.ts';
import { SubjectLinesField } from './SubjectLinesField.tsx';
import { TemplateContentAi } from './TemplateContentAi.tsx';
import { useToast } from '../../shared/toast/useToast.ts';
import { emptyDraft, hasNothingToSave, isDraftEmpty, NOTHING_TO_SAVE, templateSaveBody, unpublishWarning } from './templateDraft.ts';
import { templateDraftAtom } from './templatesAtoms.ts';
import type { TemplateStatus } from './templateTypes.ts';
import { useSaveTemplate } from './useSaveTemplate.ts';
import { useTemplateBuilderAi } from './useTemplateBuilderAi.ts';
import { VariablePicker } from './VariablePicker.tsx';

/** The builder's content box is 12 rows high (spec part 2 §9). */
export const CONTENT_ROWS = 12;

/**
 * Template Builder: name, subject line options, plain-text content with Add Variable, the AI
 * content and improve buttons; Save Draft keeps it as a draft (and goes on editing it), Save
 * Template saves it to the library and starts a new one. Save Draft is refused on an empty builder,
 * and asks first when it would take a saved template out of the campaign template pickers.
 */
export function TemplateBuilderCard() {
  const [draft, setDraft] = useAtom(templateDraftAtom);
  const content = useRef<GetRef<typeof Input.TextArea>>(null);
  const save = useSaveTemplate();
  const ai = useTemplateBuilderAi(draft);
  const toast = useToast();
  const saving = save.isPending ? save.variables?.body.status : undefined;
  const unpublish = unpublishWarning(draft);

  const handleName = (name: string) => setDraft((current) => ({ ...current, name }));
  const handleSubjectLines = (subjectLines: string[]) => setDraft((current) => ({ ...current, subjectLines, writtenOffline: { ...current.writtenOffline, subjectLines: false } }));
  const handleContent = (text: string) => setDraft((current) => ({ ...current, content: text, writtenOffline: { ...current.writtenOffline, content: false } }));
  const handleInsertVariable = (placeholder: string) => insertIntoField(content.current?.resizableTextArea?.textArea, draft.content, placeholder, handleContent);
  const handleNew = () => setDraft(emptyDraft());
  const handleSave = (status: TemplateStatus) => {
    save.mutate(
      { id: draft.id, body: templateSaveBody(draft, status) },
      {
        onSuccess: (saved) => {
          // A saved template goes to the library and the builder starts afresh; a draft stays open, now as the library's draft.
          if (saved.status === 'saved') setDraft(emptyDraft());
          else setDraft((current) => ({ ...current, id: saved.id, status: saved.status }));
        },
      },
    );
  };
  const handleSaveDraft = () => {
    if (hasNothingToSave(draft)) {
      toast({ ...NOTHING_TO_SAVE, variant: 'destructive' });
      return;
    }
    handleSave('draft');
  };

  return (
    <Card
      id="template-builder"
      title={
        <Flex gap={8} align="center" wrap>
          <span>{draft.id ? `Edit Template: ${draft.name || 'Untitled'}` : 'Create Email Template'}</span>
          {draft.status === 'draft' && <Tag color="gold">Draft</Tag>}
        </Flex>
      }
      extra={
        !isDraftEmpty(draft) && (
          <Button size="small" icon={<FileAddOutlined aria-hidden />} onClick={handleNew}>
            New Template
          </Button>
        )
      }
    >
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Typography.Text strong>
          <label htmlFor="template-name">Template Name</label>
        </Typography.Text>
        <Input id="template-name" placeholder="e.g. Listing software introduction" value={draft.name} maxLength={200} onChange={(event) => handleName(event.target.value)} />
      </Flex>

      <SubjectLinesField
        lines={draft.subjectLines}
        onChange={handleSubjectLines}
        writtenOffline={draft.writtenOffline.subjectLines}
        generating={ai.generatingSubjects}
        onGenerate={ai.generateSubjects}
      />

      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong>
            <label htmlFor="template-content">Email Content</label>
          </Typography.Text>
          {draft.writtenOffline.content && <GeneratedByTag mark={OFFLINE_WRITER} />}
        </Flex>
        <VariablePicker label="Add Variable" target="email content" onInsert={handleInsertVariable} />
      </Flex>
      <TemplateContentAi running={ai.running} onGenerate={ai.generate} onImprove={ai.improve} />
      <Input.TextArea
        id="template-content"
        ref={content}
        rows={CONTENT_ROWS}
        placeholder={'Hi {{firstName}},\n\nWrite your email in plain text. Add variables to personalise it for each agent.'}
        value={draft.content}
        onChange={(event) => handleContent(event.target.value)}
      />

      <Flex gap={8} justify="flex-end" wrap style={{ marginTop: 16 }}>
        <Popconfirm
          title={unpublish?.title}
          description={unpublish?.description}
          okText="Save as Draft"
          cancelText="Keep Saved"
          disabled={!unpublish || save.isPending}
          onConfirm={handleSaveDraft}
        >
          <Button
            icon={<SaveOutlined aria-hidden />}
            loading={saving === 'draft'}
            disabled={save.isPending && saving !== 'draft'}
            title={unpublish ? 'Saving as a draft takes this template out of the campaign template pickers' : undefined}
            onClick={unpublish ? undefined : handleSaveDraft}
          >
            Save Draft
          </Button>
        </Popconfirm>
        <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={saving === 'saved'} disabled={save.isPending && saving !== 'saved'} onClick={() => handleSave('saved')}>
          Save Template
        </Button>
      </Flex>
    </Card>
  );
}
