import { useState } from 'react';
import { Col, Row, Typography } from 'antd';
import { failureMessage } from '../../shared/api/failureMessage.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { PREBUILT_TEMPLATES, type PrebuiltTemplate } from './prebuiltTemplates.ts';
import { PrebuiltTemplateCard } from './PrebuiltTemplateCard.tsx';
import { useCreateTemplate } from './useCreateTemplate.ts';
import { useOpenInTemplateBuilder } from './useOpenInTemplateBuilder.ts';

/**
 * The six prebuilt e-mails. Use Template saves one to the team's email templates (the library the
 * Template Builder edits and campaigns pick from), so that it is kept and ready to send; the toast
 * opens it in the Template Builder, and the hub stays open to take others.
 */
export function PrebuiltTemplatesTab() {
  const toast = useToast();
  const openInBuilder = useOpenInTemplateBuilder();
  const save = useCreateTemplate();
  const [savingId, setSavingId] = useState<string | null>(null);
  const [savedIds, setSavedIds] = useState<ReadonlySet<string>>(new Set());

  const handleUse = (template: PrebuiltTemplate) => {
    setSavingId(template.id);
    save.mutate(
      {
        name: template.name,
        subjectLines: [...template.subjectLines],
        content: template.content,
        variables: [],
        targetTier: template.targetTier,
        category: template.category,
        status: 'saved',
      },
      {
        onSuccess: (saved) => {
          setSavedIds((ids) => new Set(ids).add(template.id));
          toast({
            title: 'Template Created',
            description: `"${saved.name}" is now in your email templates, ready to edit and send.`,
            action: { label: 'Open in Template Builder', onClick: () => openInBuilder(saved) },
          });
        },
        onError: (error) =>
          toast({ title: 'Save Failed', description: failureMessage(error, 'Failed to save template'), variant: 'destructive' }),
        onSettled: () => setSavingId(null),
      },
    );
  };

  return (
    <section aria-label="Prebuilt email templates">
      <Typography.Paragraph type="secondary">Ready-made e-mails for each goal and tier. Use Template adds one to your email templates, where you can edit it.</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {PREBUILT_TEMPLATES.map((template) => (
          <Col key={template.id} xs={24} md={12} xl={8}>
            <PrebuiltTemplateCard template={template} onUse={handleUse} saving={savingId === template.id} saved={savedIds.has(template.id)} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
