import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { draftFromTemplate } from '../templates/templateDraft.ts';
import { templateDraftAtom, templatesTabAtom } from '../templates/templatesAtoms.ts';
import type { SavedTemplate } from './contentHubTypes.ts';

/** The dashboard's Email Templates section. */
export const EMAIL_TEMPLATES_SECTION = '/dashboard?section=templates';

/**
 * Opens a saved e-mail template in the Template Builder (Email Templates on the dashboard), as the
 * library's Edit does; text of the offline writer keeps its 'Written without AI' label there.
 */
export function useOpenInTemplateBuilder() {
  const setDraft = useSetAtom(templateDraftAtom);
  const setTab = useSetAtom(templatesTabAtom);
  const navigate = useNavigate();
  return (template: SavedTemplate, writtenOffline = false) => {
    setDraft({ ...draftFromTemplate(template), writtenOffline: { subjectLines: writtenOffline, content: writtenOffline } });
    setTab('builder');
    navigate(EMAIL_TEMPLATES_SECTION);
  };
}
