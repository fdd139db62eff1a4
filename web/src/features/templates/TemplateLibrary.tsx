import { Alert, Button, Card, Col, Empty, Row, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { draftFromTemplate } from './templateDraft.ts';
import { TemplateLibraryCard, type TemplateCardActions } from './TemplateLibraryCard.tsx';
import { templateDraftAtom, templatesTabAtom } from './templatesAtoms.ts';
import { templatesQueries } from './templatesQueries.ts';
import type { Template } from './templateTypes.ts';
import { useCopyTemplate } from './useCopyTemplate.ts';
import { useDeleteTemplate } from './useDeleteTemplate.ts';

/** Template Library: the e-mail templates, newest first, as cards; 'No templates yet' before the first. */
export function TemplateLibrary() {
  const { data: templates, isPending, error, refetch } = useQuery(templatesQueries.list({ type: 'email' }));
  const setDraft = useSetAtom(templateDraftAtom);
  const setTab = useSetAtom(templatesTabAtom);
  const copy = useCopyTemplate();
  const remove = useDeleteTemplate();

  const actions: TemplateCardActions = {
    onEdit: (template: Template) => {
      setDraft(draftFromTemplate(template));
      setTab('builder');
      document.getElementById('template-builder')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    onCopy: (template) => copy.mutate(template),
    onDelete: (template) => {
      remove.mutate(template, {
        // A template deleted while open in the builder is no longer the library's: the builder keeps the text as a new one.
        onSuccess: () => setDraft((current) => (current.id === template.id ? { ...current, id: null, status: null } : current)),
      });
    },
    copying: copy.isPending ? (copy.variables?.id ?? null) : null,
    deleting: remove.isPending ? (remove.variables?.id ?? null) : null,
  };

  return (
    <Card title={`Template Library${templates ? ` (${templates.length})` : ''}`}>
      <section aria-label="Template library">
        {isPending && <Skeleton active paragraph={{ rows: 4 }} />}
        {error && !templates && (
          <Alert type="error" showIcon title="Failed to load templates" description={error.message} action={<Button onClick={() => void refetch()}>Try again</Button>} />
        )}
        {templates && templates.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No templates yet" />}
        {templates && templates.length > 0 && (
          <Row gutter={[16, 16]}>
            {templates.map((template) => (
              <Col key={template.id} xs={24} md={12} xl={8}>
                <TemplateLibraryCard template={template} actions={actions} />
              </Col>
            ))}
          </Row>
        )}
      </section>
    </Card>
  );
}
