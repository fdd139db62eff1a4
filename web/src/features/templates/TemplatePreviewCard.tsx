import { Alert, Card, Flex, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { placeholderFor } from '@outreach/contracts/templateVariables.ts';
import { filledSubjectLines } from './templateDraft.ts';
import { previewWithSamples, unknownVariablesIn } from './templatePreview.ts';
import { templateDraftAtom } from './templatesAtoms.ts';

/** Live Preview: the subject lines and the content as an agent would read them, with sample values in place of the variables. */
export function TemplatePreviewCard() {
  const draft = useAtomValue(templateDraftAtom);
  const subjects = filledSubjectLines(draft.subjectLines);
  const unknown = unknownVariablesIn([...subjects, draft.content]);

  return (
    <Card title="Live Preview" size="small">
      <section aria-label="Live preview">
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          Sample agent: Sarah Johnson, Keller Williams Realty, Austin, TX.
        </Typography.Paragraph>
        <Flex vertical gap={4} style={{ marginBottom: 12 }}>
          <Typography.Text strong>Subject{subjects.length > 1 ? ` (${subjects.length} variations)` : ''}</Typography.Text>
          {subjects.length === 0 ? (
            <Typography.Text type="secondary">No subject line yet</Typography.Text>
          ) : (
            <ol aria-label="Subject preview" style={{ margin: 0, paddingInlineStart: subjects.length > 1 ? 20 : 0, listStyle: subjects.length > 1 ? 'decimal' : 'none' }}>
              {subjects.map((subject, index) => (
                <li key={index} style={{ overflowWrap: 'anywhere' }}>
                  {previewWithSamples(subject)}
                </li>
              ))}
            </ol>
          )}
        </Flex>
        <Typography.Text strong>Message</Typography.Text>
        <div
          aria-label="Message preview"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6, padding: 12, marginTop: 4, minHeight: 96 }}
        >
          {draft.content.trim() === '' ? <Typography.Text type="secondary">Your email preview appears here as you write.</Typography.Text> : previewWithSamples(draft.content)}
        </div>
        {unknown.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 12 }}
            title={`Unknown variable${unknown.length > 1 ? 's' : ''}: ${unknown.map(placeholderFor).join(', ')}`}
            description="Choose variables from Add Variable: a template with an unknown variable cannot be saved."
          />
        )}
      </section>
    </Card>
  );
}
