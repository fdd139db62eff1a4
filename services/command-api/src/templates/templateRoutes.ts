import type { Runtime, TypedApp } from '@outreach/server-kit';
import { registerCopyTemplateRoute } from './copyTemplate.route.ts';
import { registerCreateTemplateRoute } from './createTemplate.route.ts';
import { registerDeleteTemplateRoute } from './deleteTemplate.route.ts';
import { registerUpdateTemplateRoute } from './updateTemplate.route.ts';

/** The template library's writes. */
export function registerTemplateRoutes(app: TypedApp, runtime: Runtime): void {
  registerCreateTemplateRoute(app, runtime);
  registerUpdateTemplateRoute(app, runtime);
  registerDeleteTemplateRoute(app, runtime);
  registerCopyTemplateRoute(app, runtime);
}
