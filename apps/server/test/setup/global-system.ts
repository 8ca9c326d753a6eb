import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate } from './template.ts';

export default async function setup(project: TestProject) {
  const adminUrl = String(project.config.env.VIGIE_SYSTEM_PG);
  const template = await createTemplate(adminUrl);
  project.provide('adminUrl', adminUrl);
  project.provide('template', template);
  return () => dropTemplate(adminUrl, template);
}
