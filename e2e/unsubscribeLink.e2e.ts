import { randomUUID } from 'node:crypto';
import { test as base, expect, request as newRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { contactStream, outboundEmails } from '@outreach/domain';
import { processContext } from '@outreach/server-kit';
import { startDnsServer, startSmtpSink, type SmtpSink } from '@outreach/testing';
import { simpleParser, type ParsedMail } from 'mailparser';
import { apiSignIn, uniqueName } from './support/accounts.ts';
import { chooseOption } from './support/antd.ts';
import { listContacts, type ApiContact } from './support/contacts.ts';
import { ADMIN } from './support/credentials.ts';
import { accountCard, addSmtpAccountThroughApi, emailAccountsSection, listEmailAccounts, openEmailAccounts } from './support/emailAccounts.ts';
import { startHttpsPlatform, type HttpsPlatform } from './support/httpsPlatform.ts';
import { screenshot } from './support/layout.ts';
import { toast, toastWith } from './support/toasts.ts';

/**
 * A recipient unsubscribes through the link of a marketing e-mail that reached a real SMTP server,
 * and the engine sends them no more; a mail client's one-click unsubscribe (RFC 8058) does the same.
 *
 * Marketing e-mail goes out only with an https unsubscribe link (PUBLIC_URL) and the sender's
 * postal address. The shared journey platform (serve.ts) serves plain http, so this journey starts
 * a platform of its own behind a TLS front (support/httpsPlatform.ts) whose address is PUBLIC_URL:
 * the link the e-mail carries is opened as it is, over https, and nothing rewrites it on the way.
 * The self-signed certificate of that front is the one thing the browser is told to accept.
 */
const POSTAL_ADDRESS = '12 Harbour Street, Springfield, IL 62701';
const SMTP_USER = 'dana';
const SMTP_PASSWORD = `unsubscribe-smtp-${Date.now().toString(36)}`;
/** The campaign the e-mails belong to (campaigns decide marketing e-mail; here the journey stands in for one). */
const CAMPAIGN = randomUUID();

interface World {
  https: HttpsPlatform;
  smtp: SmtpSink;
}

const test = base.extend<object, { world: World }>({
  world: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const smtp = await startSmtpSink({ [SMTP_USER]: SMTP_PASSWORD });
      // Recipients' domains are checked before a send: agents.test receives mail, nothing is asked of the internet.
      const dns = await startDnsServer({ mx: { 'agents.test': ['mx.agents.test'] }, a: { 'mx.agents.test': '127.0.0.1' } });
      const https = await startHttpsPlatform({ config: { DNS_SERVERS: dns.server, SENDER_POSTAL_ADDRESS: POSTAL_ADDRESS } });
      try {
        await use({ https, smtp });
      } finally {
        await https.close();
        await dns.close();
        await smtp.close();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ world }, use) => use(world.https.url),
});
test.use({ ignoreHTTPSErrors: true });

/** A new contact at agents.test, imported through the API as the rental page does, once listed. */
async function newContact(request: APIRequestContext, firstName: string): Promise<ApiContact> {
  const email = `${uniqueName(firstName)}@agents.test`.toLowerCase();
  const imported = await request.post('/api/contacts/bulk-import', { data: { contacts: [{ firstName, lastName: 'Reyes', email }] } });
  expect(imported.status(), await imported.text()).toBe(200);
  let found: ApiContact[] = [];
  await expect.poll(async () => (found = (await listContacts(request, { search: email })).contacts).length, { message: `${email} is listed` }).toBe(1);
  return found[0]!;
}

/** The primary mailbox; added through the API when an earlier test of this platform did not add one. */
async function primaryMailbox(request: APIRequestContext, smtp: SmtpSink): Promise<string> {
  const primary = (await listEmailAccounts(request)).find((a) => a.isPrimary);
  if (primary) return primary.id;
  return (await addSmtpAccountThroughApi(request, { name: uniqueName('Sales'), host: smtp.host, port: smtp.port, username: SMTP_USER, password: SMTP_PASSWORD })).id;
}

/**
 * A campaign's marketing e-mail to the contact, decided as a campaign decides it: the QueueEmail
 * command on the e-mail's stream, which the sending engine reads (there is no campaign screen yet).
 */
async function queueMarketingEmail(world: World, mailboxId: string, contact: ApiContact, subject: string): Promise<void> {
  const { runtime } = world.https.platform;
  const messageId = randomUUID();
  const context = processContext(runtime.clock, 'campaign', { reason: `Campaign ${CAMPAIGN} e-mails its contacts` });
  await outboundEmails.run(
    runtime.eventStore,
    messageId,
    {
      type: 'QueueEmail',
      messageId,
      emailAccountId: mailboxId,
      to: { email: contact.email!, name: `${contact.firstName} ${contact.lastName}` },
      contactId: contact.id,
      campaignId: CAMPAIGN,
      source: 'campaign',
      marketing: true,
      subject,
      text: `Hi ${contact.firstName},\n\nThree new rentals came up in your area this week.\n`,
      html: null,
      notBefore: context.now,
    },
    context,
  );
}

/** The one message the SMTP server received for `address`, parsed. */
async function receivedBy(smtp: SmtpSink, address: string): Promise<ParsedMail> {
  const forAddress = () => smtp.received.filter((m) => m.to.includes(address));
  await expect.poll(() => forAddress().length, { message: `an e-mail reached ${address}` }).toBe(1);
  return simpleParser(forAddress()[0]!.raw);
}

/** The two ways out a marketing e-mail names in its List-Unsubscribe header (unfolded), https first. */
function listUnsubscribe(mail: ParsedMail): { https: string; mailto: string } {
  const lines = mail.headerLines.filter((h) => h.key === 'list-unsubscribe').map((h) => h.line.replace(/\r?\n\s+/g, ' '));
  expect(lines).toHaveLength(1);
  const match = /^List-Unsubscribe: <(https:\/\/[^>]+)>, <(mailto:[^>]+)>$/.exec(lines[0]!);
  expect(match, lines[0]).not.toBeNull();
  expect(mail.headerLines.filter((h) => h.key === 'list-unsubscribe-post').map((h) => h.line)).toEqual(['List-Unsubscribe-Post: List-Unsubscribe=One-Click']);
  return { https: match![1]!, mailto: match![2]! };
}

/** Who unsubscribed the contact and why, as its ContactStatusChanged events record it. */
async function statusChanges(world: World, contactId: string): Promise<Record<string, unknown>[]> {
  const changes: Record<string, unknown>[] = [];
  for await (const event of world.https.platform.runtime.eventStore.readStream(contactStream(contactId))) {
    if (event.type === 'ContactStatusChanged') changes.push({ status: (event.data as { status: string }).status, ...event.metadata });
  }
  return changes;
}

/** Waits until the contacts list says the contact is unsubscribed (the read side follows the unsubscribe within a moment). */
async function eventuallyUnsubscribed(request: APIRequestContext, contact: ApiContact) {
  await expect
    .poll(async () => (await listContacts(request, { search: contact.email! })).contacts[0]?.status, { message: `${contact.email} is unsubscribed` })
    .toBe('unsubscribed');
}

const contactRow = (page: Page, contact: ApiContact) => page.getByRole('table').getByRole('row').filter({ hasText: contact.email! });
/** The Status column of a contact's row: its badge. */
const statusCell = (row: Locator) => row.getByRole('cell').nth(4);

/** Contacts, searched for the contact: its row shows the status. */
async function contactStatusOnScreen(page: Page, contact: ApiContact): Promise<Locator> {
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search contacts' }).fill(contact.email!);
  const row = contactRow(page, contact);
  await expect(page.getByRole('table').getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^Select (?!all$)/ }) })).toHaveCount(1);
  return statusCell(row);
}

/** The outbox's row of the e-mail with this subject. */
const outboxRow = (page: Page, subject: string) => page.getByRole('row').filter({ has: page.getByRole('button', { name: subject }) });

test.describe('unsubscribe through an e-mail', () => {
  test.beforeEach(async ({ page }) => {
    await apiSignIn(page.request, ADMIN.username, ADMIN.password);
  });

  test('the link of a received marketing e-mail opens the unsubscribe page; after the click the contact is unsubscribed and gets no more', async ({ page, world }, testInfo) => {
    const contact = await newContact(page.request, 'Ana');

    // The mailbox: the local SMTP server, added and tested in Settings → Email Accounts.
    await openEmailAccounts(page);
    await emailAccountsSection(page).getByRole('button', { name: 'Add Account' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add Email Account' });
    await expect(add).toBeVisible();
    const sales = uniqueName('Sales');
    await add.getByLabel('Account Name').fill(sales);
    await add.getByLabel('From Name').fill('Dana from ListingPro');
    await add.getByLabel('From Email').fill('dana@listingpro.example');
    await add.getByLabel('SMTP Host').fill(world.smtp.host);
    await add.getByRole('spinbutton', { name: /^\W*Port$/ }).fill(String(world.smtp.port));
    await chooseOption(add.getByRole('combobox', { name: 'Security' }), 'None (a local relay)');
    await add.getByLabel('Username').fill(SMTP_USER);
    await add.getByLabel('Password', { exact: true }).fill(SMTP_PASSWORD);
    await add.getByRole('button', { name: 'Add Account' }).click();
    await expect(toast(page, 'Email Account Added')).toBeVisible();
    const card = accountCard(page, sales);
    await expect(card.getByText('Primary', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Test' }).click();
    await expect(toastWith(page, 'Connection Successful', `signed in as ${SMTP_USER}`)).toBeVisible();
    const mailboxId = (await listEmailAccounts(page.request)).find((a) => a.name === sales)!.id;

    // A campaign's e-mail to the contact goes out through the engine and reaches the SMTP server.
    const firstSubject = uniqueName('Rentals this week');
    await queueMarketingEmail(world, mailboxId, contact, firstSubject);
    const mail = await receivedBy(world.smtp, contact.email!);
    expect(mail.subject).toBe(firstSubject);
    expect(mail.from?.value).toEqual([{ name: 'Dana from ListingPro', address: 'dana@listingpro.example' }]);

    // The footer: the sender's postal address and the link; the header names the same link and a mailto: address.
    const footer = /\n12 Harbour Street, Springfield, IL 62701\nTo stop receiving these e-mails, unsubscribe here: (\S+)\n$/.exec(mail.text ?? '');
    expect(footer, mail.text).not.toBeNull();
    const link = footer![1]!;
    expect(new URL(link).origin).toBe(world.https.url);
    expect(new URL(link).pathname).toMatch(/^\/unsubscribe\/[\w-]+\.[\w-]+$/);
    const ways = listUnsubscribe(mail);
    expect(ways.https).toBe(link);
    // The mailto: goes to the sending mailbox itself, whose INBOX the reply reader reads.
    expect(ways.mailto).toMatch(/^mailto:dana@listingpro\.example\?subject=unsubscribe%20[\w.-]+$/);

    // The recipient opens the link in a browser with no session of ours: a page asks for one click.
    const recipient = await page.context().browser()!.newContext({ ignoreHTTPSErrors: true });
    try {
      const inbox = await recipient.newPage();
      await inbox.goto(link);
      await expect(inbox).toHaveTitle('Unsubscribe');
      await expect(inbox.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
      await expect(inbox.getByText(`Stop sending marketing e-mail to ${contact.email}?`)).toBeVisible();
      await screenshot(inbox, testInfo, 'unsubscribe-page');
      // Opening the link unsubscribed no one (a mail scanner follows links too).
      expect(await statusChanges(world, contact.id)).toEqual([]);

      await inbox.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(inbox.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
      await expect(inbox.getByText(`We will not send marketing e-mail to ${contact.email} again.`)).toBeVisible();
      await screenshot(inbox, testInfo, 'unsubscribed-page');

      // The link again: already unsubscribed, and nothing more is recorded.
      await inbox.goto(link);
      await expect(inbox.getByRole('heading', { level: 1, name: 'You were already unsubscribed' })).toBeVisible();
    } finally {
      await recipient.close();
    }
    expect(await statusChanges(world, contact.id)).toEqual([
      expect.objectContaining({
        status: 'unsubscribed',
        actor: { kind: 'webhook', source: 'unsubscribe-link' },
        reason: `The recipient unsubscribed on the unsubscribe page of an e-mail link (campaign ${CAMPAIGN})`,
      }),
    ]);

    // Contacts shows the contact unsubscribed.
    await eventuallyUnsubscribed(page.request, contact);
    await expect(await contactStatusOnScreen(page, contact)).toHaveText('Unsubscribed');

    // The campaign's next e-mail to the contact is skipped by the engine, as the outbox shows; the SMTP server got nothing more.
    const secondSubject = uniqueName('More rentals');
    await queueMarketingEmail(world, mailboxId, contact, secondSubject);
    await page.goto('/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    const sent = outboxRow(page, firstSubject);
    await expect(sent.getByText('Sent', { exact: true })).toBeVisible();
    await expect(sent).toContainText('SMTP');
    const skipped = outboxRow(page, secondSubject);
    await expect(skipped).toContainText(contact.email!);
    await expect(skipped.getByText('Skipped', { exact: true })).toBeVisible();
    await expect(skipped.getByRole('cell').nth(3)).toHaveText('Unsubscribed');
    await screenshot(page, testInfo, 'outbox-unsubscribed');
    expect(world.smtp.received.filter((m) => m.to.includes(contact.email!))).toHaveLength(1);
  });

  test('a mail client’s one-click unsubscribe (RFC 8058) unsubscribes the contact at once', async ({ page, world }) => {
    const contact = await newContact(page.request, 'Bo');
    const mailboxId = await primaryMailbox(page.request, world.smtp);
    const subject = uniqueName('Open house');
    await queueMarketingEmail(world, mailboxId, contact, subject);
    const mail = await receivedBy(world.smtp, contact.email!);
    const { https: oneClick } = listUnsubscribe(mail);

    // The mail client posts List-Unsubscribe=One-Click to the header's https link: from no site, with no session.
    const mailClient = await newRequest.newContext({ ignoreHTTPSErrors: true });
    try {
      const answer = await mailClient.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
      expect(answer.status(), await answer.text()).toBe(200);
      expect(await answer.text()).toContain('You are unsubscribed');
    } finally {
      await mailClient.dispose();
    }
    expect(await statusChanges(world, contact.id)).toEqual([
      expect.objectContaining({
        status: 'unsubscribed',
        actor: { kind: 'webhook', source: 'unsubscribe-link' },
        reason: `The recipient unsubscribed with the one-click unsubscribe of their mail client (campaign ${CAMPAIGN})`,
      }),
    ]);

    await eventuallyUnsubscribed(page.request, contact);
    await expect(await contactStatusOnScreen(page, contact)).toHaveText('Unsubscribed');
  });
});
