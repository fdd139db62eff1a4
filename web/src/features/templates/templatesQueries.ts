import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { buildUrl } from '../../shared/api/buildUrl.ts';
import type { Template } from './templateTypes.ts';

export const TEMPLATES_PATH = '/api/templates';
/** Every template list and template (the key the live updates and the changes made here reload). */
export const TEMPLATES_QUERY_KEY = [TEMPLATES_PATH] as const;

export const templatePath = (id: string) => `${TEMPLATES_PATH}/${encodeURIComponent(id)}`;

export interface TemplateListFilter {
  type?: 'email' | 'sms';
  category?: string;
  status?: 'draft' | 'saved';
}

export const templatesQueries = {
  /** GET /api/templates?type=&category=&status=: newest first. */
  list: (filter: TemplateListFilter = {}) =>
    queryOptions({
      queryKey: [...TEMPLATES_QUERY_KEY, 'list', filter] as const,
      queryFn: ({ signal }) => apiFetch<Template[]>(buildUrl(TEMPLATES_PATH, { ...filter }), { signal }),
    }),
};
