import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, createAccount, uniqueName } from './support/accounts.ts';
import { chooseOption } from './support/antd.ts';
import { screenshot } from './support/layout.ts';
import { toast, toastWith } from './support/toasts.ts';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const SUBJECT = 'FREE!!! Click here NOW to get rich listings';
const CONTENT = 'Dear agent,\n\nACT NOW!!! This is a limited time offer. Click here: http://bit.ly/deal\n\nBest';

test('optimise a template (offline writer) and apply the improved subject', async ({ page, request }, testInfo) => {
  const account = await createAccount(request, 'optimizer');
  await apiSignIn(page.request, account.username, account.password);
  // The new user is on the read side before the page asks who is signed in.
  await expect.poll(async () => (await page.request.get('/api/user')).status()).toBe(200);
  const name = uniqueName('Spammy offer');
  const created = await page.request.post('/api/templates', { data: { name, subjectLines: [SUBJECT, 'Second option'], content: CONTENT } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto('/dashboard?section=templates');
  await page.getByRole('tab', { name: 'AI Template Optimizer' }).click();
  const subject = page.getByRole('textbox', { name: 'Subject Line', exact: true });
  const content = page.getByRole('textbox', { name: 'Email Content', exact: true });

  // Both subject and content are needed.
  await page.getByRole('button', { name: 'Optimize Content' }).click();
  await expect(toastWith(page, 'Missing Information', 'Please enter both subject and content to optimize', 'failure')).toBeVisible();
  await page.getByRole('button', { name: 'Check Deliverability' }).click();
  await expect(toastWith(page, 'Missing Information', 'Please enter both subject and content to analyze', 'failure')).toBeVisible();

  // A library template loaded: its first subject line and its content.
  await chooseOption(page.getByRole('combobox', { name: 'Load a template' }), name);
  await expect(subject).toHaveValue(SUBJECT);
  await expect(content).toHaveValue(CONTENT);

  await page.getByRole('button', { name: 'Optimize Content' }).click();
  const result = region(page, 'Optimization recommendations');
  await expect(result).toBeVisible();
  await expect(page.getByText('Written without AI')).toBeVisible();
  await expect(result.getByRole('group', { name: 'Recommendations' }).getByRole('listitem').first()).toBeVisible();
  const improvedSubject = (await result.getByRole('group', { name: 'Improved subject' }).getByRole('paragraph').innerText()).trim();
  expect(improvedSubject).not.toBe('');
  expect(improvedSubject).not.toBe(SUBJECT);

  // Apply copies the improved subject into the input.
  await result.getByRole('button', { name: 'Apply improved subject' }).click();
  await expect(subject).toHaveValue(improvedSubject);
  await expect(result.getByRole('button', { name: 'Apply improved subject' })).toBeDisabled();
  await expect(result.getByRole('button', { name: 'Apply improved subject' })).toHaveText(/Applied/);
  await expect(content).toHaveValue(CONTENT);

  // Check Deliverability scores what is in the inputs.
  await page.getByRole('button', { name: 'Check Deliverability' }).click();
  const check = region(page, 'Deliverability check');
  await expect(check.getByLabel('Overall score')).toHaveText(/^\d{1,3}$/);
  await expect(check.getByText(/^(Low|Medium|High) spam risk$/)).toBeVisible();
  await screenshot(page, testInfo, 'template-optimizer');

  // On to the builder with the improved subject, and saved to the template.
  await page.getByRole('button', { name: 'Use in Template Builder' }).click();
  await expect(page.getByRole('tab', { name: 'Template Builder', selected: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Template Name', exact: true })).toHaveValue(name);
  await expect(page.getByRole('textbox', { name: 'Subject line 1', exact: true })).toHaveValue(improvedSubject);
  await expect(page.getByRole('textbox', { name: 'Subject line 2', exact: true })).toHaveValue('Second option');
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(toast(page, 'Template Updated')).toBeVisible();
  const saved = (await (await page.request.get(`/api/templates/${id}`)).json()) as { subjectLines: string[]; content: string };
  expect(saved).toMatchObject({ subjectLines: [improvedSubject, 'Second option'], content: CONTENT });
});
