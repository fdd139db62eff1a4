import { idParams, noQuery, templateList, templateListQuery, templateView } from '@outreach/contracts';
import { notFound, TEMPLATE_NOT_FOUND } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { selectTemplate, templateRow, toTemplateView } from './templateRow.ts';

/**
 * GET /api/templates?type=&category=&status=: the library, newest first (the SMS screens ask for
 * type=sms, the e-mail builder for type=email); GET /api/templates/{id}: one template, or 404.
 */
export function registerTemplateRoutes(app: TypedApp, runtime: Runtime): void {
  app.get('/api/templates', { config: { projections: ['templates'] }, schema: { querystring: templateListQuery, response: { 200: templateList } } }, async (request) => {
    const { type, category, status } = request.query;
    const filters = [
      type === undefined ? null : sql.fragment`type = ${type}`,
      category === undefined ? null : sql.fragment`category = ${category.trim().toLowerCase()}`,
      status === undefined ? null : sql.fragment`status = ${status}`,
    ].filter((filter) => filter !== null);
    const where = filters.length === 0 ? sql.fragment`` : sql.fragment`where ${sql.join(filters, sql.fragment` and `)}`;
    const rows = await runtime.db.any(sql.type(templateRow)`${selectTemplate} ${where} order by created_at desc, id`);
    return rows.map(toTemplateView);
  });

  app.get('/api/templates/:id', { config: { projections: ['templates'] }, schema: { params: idParams, querystring: noQuery, response: { 200: templateView } } }, async (request) => {
    const row = await runtime.db.maybeOne(sql.type(templateRow)`${selectTemplate} where id = ${request.params.id}`);
    if (!row) throw notFound(TEMPLATE_NOT_FOUND);
    return toTemplateView(row);
  });
}
