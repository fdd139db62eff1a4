import type { Page, Request, WebSocketRoute } from '@playwright/test';
import { displayPhone } from './support/contacts.ts';
import { expectNoHorizontalPageScroll, screenshot } from './support/layout.ts';
import {
  agents,
  bubble,
  callingCard,
  connectionIndicator,
  conversationItem,
  conversations,
  conversationWith,
  inboxList,
  messages,
  OPTED_OUT_MESSAGE,
  openCallingList,
  signIn,
  strangerPhone,
  thread,
  TOO_LONG_MESSAGE,
  unreadCount,
  type Agent,
} from './support/smsInbox.ts';
import { expect, test } from './support/smsWebhooks.ts';
import { toast } from './support/toasts.ts';

/** Sends of replies the page makes (to prove that a key did not send one). */
function replyRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/sms\/conversations\/[^/]+\/reply$/.test(new URL(r.url()).pathname)) sent.push(r);
  });
  return sent;
}

/** Keeps the text of every toast shown from now on (a toast may replace another before a check sees it). */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    const observer = new MutationObserver(() => {
      for (const notice of Array.from(document.querySelectorAll('.ant-notification [role="status"], .ant-notification [role="alert"]'))) {
        const text = notice.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}

/** Opens /sms and waits for the live connection, so that what arrives next is pushed to the page. */
async function openInbox(page: Page): Promise<void> {
  await page.goto('/sms');
  await expect(page.getByRole('heading', { level: 1, name: 'SMS Conversations' })).toBeVisible();
  await expect(connectionIndicator(page)).toHaveText('Connected');
}

test.describe.serial('a conversation with an agent', () => {
  let agent: Agent;
  let conversationId: string;
  const firstText = 'Hi! I saw your note about the listing software. Is the free trial still open for new agents?';

  test('a text arriving shows a toast and the conversation, unread, without a reload', async ({ page, smsWebhooks }) => {
    await signIn(page);
    agent = (await agents(page.request, 20, 1))[0]!;
    await openInbox(page);
    await expect(conversationItem(page, agent.name)).toHaveCount(0);
    let loads = 0;
    page.on('load', () => (loads += 1));

    await smsWebhooks.inbound(page.request, { from: agent.phone, body: firstText });

    const arrived = toast(page, 'New SMS Message');
    await expect(arrived).toBeVisible();
    await expect(arrived).toContainText(`From ${displayPhone(agent.phone)}: ${firstText.slice(0, 50)}...`);
    const item = conversationItem(page, agent.name);
    await expect(item).toBeVisible();
    await expect(item.getByTitle('1 unread')).toHaveText('1');
    await expect(item).toContainText(displayPhone(agent.phone));
    await expect(item).toContainText(firstText.slice(0, 40));
    await expect(item.getByRole('link', { name: `Call ${displayPhone(agent.phone)}` })).toHaveAttribute('href', `tel:${agent.phone}`);
    await expect(page.getByTitle(/^\d+ unread$/).first()).toBeVisible();
    await expect(connectionIndicator(page)).toHaveText('Connected');
    expect(loads, 'the page was not reloaded').toBe(0);
    await expect(page).toHaveURL(/\/sms$/);
    conversationId = (await conversationWith(page.request, agent.phone)).id;
  });

  test('opening it reads it; a reply with Enter is sent and delivered; late status callbacks do not move it back', async ({
    page,
    smsWebhooks,
  }, testInfo) => {
    await signIn(page);
    // The calling dashboard shows the unread text on its way to the inbox.
    const unreadBefore = await unreadCount(page.request);
    expect(unreadBefore).toBeGreaterThan(0);
    await page.goto('/outbound-calling');
    const smsButton = page.getByRole('button', { name: 'SMS Conversations' });
    await expect(page.getByTitle(`${unreadBefore} unread messages`)).toBeVisible();
    await smsButton.click();
    await expect(page).toHaveURL(/\/sms$/);
    await expect(connectionIndicator(page)).toHaveText('Connected');

    const item = conversationItem(page, agent.name);
    await expect(item.getByTitle('1 unread')).toBeVisible();
    await item.getByRole('button', { name: agent.name }).click();
    await expect(page).toHaveURL(new RegExp(`conversation=${conversationId}`));
    await expect(item.getByTitle(/unread/)).toHaveCount(0);
    await expect(thread(page).getByRole('heading', { name: agent.name })).toBeVisible();
    await expect(bubble(page, 'inbound', firstText)).toBeVisible();
    await expect.poll(() => unreadCount(page.request)).toBe(unreadBefore - 1);

    // Enter sends the reply.
    const replyText = 'Yes it is! I can set you up today. When is a good time for a quick call?';
    const box = thread(page).getByRole('textbox', { name: 'Reply message' });
    await box.fill(replyText);
    const answered = page.waitForResponse((r) => r.url().endsWith(`/api/sms/conversations/${conversationId}/reply`) && r.request().method() === 'POST');
    await box.press('Enter');
    const answer = await answered;
    expect(answer.status()).toBe(200);
    const { messageId } = (await answer.json()) as { messageId: string };
    await expect(toast(page, 'Message sent successfully')).toBeVisible();
    await expect(box).toHaveValue('');
    const reply = bubble(page, 'outbound', replyText);
    await expect(reply).toBeVisible();
    // The sandbox accepts it as sent and records it delivered right after.
    await expect(reply).toContainText('Delivered');
    await screenshot(page, testInfo, 'sms-thread', { fullPage: false });

    // Twilio's own callback says delivered too; a late 'sent' does not take it back.
    const sid = await smsWebhooks.providerSid(conversationId, messageId);
    await smsWebhooks.status(page.request, { sid, to: agent.phone, status: 'delivered' });
    await expect(reply).toContainText('Delivered');
    await smsWebhooks.status(page.request, { sid, to: agent.phone, status: 'sent' });
    // A text arriving after the late callback: once it shows, whatever the callback changed shows too.
    const later = 'Tomorrow at 10 works for me.';
    await smsWebhooks.inbound(page.request, { from: agent.phone, body: later });
    await expect(bubble(page, 'inbound', later)).toBeVisible();
    await expect(reply).toContainText('Delivered');
    await expect(reply).not.toContainText(/·\s*Sent/);
    const stored = (await messages(page.request, conversationId)).find((m) => m.id === messageId);
    expect(stored?.status).toBe('delivered');

    // Read while open: nothing stays unread, and the calling dashboard's badge goes away.
    await expect(item.getByTitle(/unread/)).toHaveCount(0);
    await expect.poll(() => unreadCount(page.request)).toBe(unreadBefore - 1);
    await page.goto('/outbound-calling');
    await expect(smsButton).toBeVisible();
    if (unreadBefore === 1) await expect(page.getByTitle(/unread messages$/)).toHaveCount(0);
    else await expect(page.getByTitle(`${unreadBefore - 1} unread messages`)).toBeVisible();
  });

  test('Shift+Enter starts a new line instead of sending; blank replies are not sent', async ({ page }) => {
    await signIn(page);
    await page.goto(`/sms?conversation=${conversationId}`);
    const box = thread(page).getByRole('textbox', { name: 'Reply message' });
    const send = thread(page).getByRole('button', { name: 'Send' });
    await expect(box).toBeEnabled();
    const sent = replyRequests(page);

    // Nothing but spaces cannot be sent, by the button or by Enter.
    await expect(send).toBeDisabled();
    await box.fill('   ');
    await expect(send).toBeDisabled();
    await box.press('Enter');
    await box.fill('');

    await box.pressSequentially('First line');
    await box.press('Shift+Enter');
    await box.pressSequentially('second line');
    await expect(box).toHaveValue('First line\nsecond line');
    expect(sent).toHaveLength(0);

    // Enter sends both lines as one text.
    await box.press('Enter');
    await expect(toast(page, 'Message sent successfully')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON()).toEqual({ message: 'First line\nsecond line' });
    await expect(bubble(page, 'outbound', 'second line')).toContainText('First line\nsecond line');
  });

  test('STOP opts the number out: replies and direct texts are refused with the reason', async ({ page, smsWebhooks }) => {
    await signIn(page);
    await page.goto(`/sms?conversation=${conversationId}`);
    await expect(connectionIndicator(page)).toHaveText('Connected');
    const box = thread(page).getByRole('textbox', { name: 'Reply message' });
    await expect(box).toBeEnabled();

    await smsWebhooks.inbound(page.request, { from: agent.phone, body: 'STOP', optOutType: 'STOP' });

    await expect(bubble(page, 'inbound', 'STOP')).toBeVisible();
    await expect(thread(page).getByText('Opted out (STOP)', { exact: true })).toBeVisible();
    await expect(conversationItem(page, agent.name).getByText('Opted out (STOP)', { exact: true })).toBeVisible();
    await expect(thread(page).getByRole('alert').filter({ hasText: OPTED_OUT_MESSAGE })).toBeVisible();
    await expect(box).toBeDisabled();
    await expect(thread(page).getByRole('button', { name: 'Send' })).toBeDisabled();

    const refused = await page.request.post(`/api/sms/conversations/${conversationId}/reply`, { data: { message: 'Are you sure?' } });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(OPTED_OUT_MESSAGE);

    // The calling card's Send Text Message to the same agent is refused too.
    await openCallingList(page);
    await callingCard(page, agent.name).getByRole('button', { name: 'Send Text Message' }).click();
    const dialog = page.getByRole('dialog', { name: `Send Text Message - ${agent.name}` });
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Just checking in about the trial.');
    await dialog.getByRole('button', { name: 'Send Text' }).click();
    const failed = toast(page, 'Failed to Send SMS', 'failure');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(OPTED_OUT_MESSAGE);
    await expect(dialog).toBeVisible();
  });

  test('START opts the number back in; HELP is answered with the help text', async ({ page, smsWebhooks }) => {
    await signIn(page);
    await page.goto(`/sms?conversation=${conversationId}`);
    await expect(connectionIndicator(page)).toHaveText('Connected');
    const box = thread(page).getByRole('textbox', { name: 'Reply message' });
    await expect(box).toBeDisabled();

    await smsWebhooks.inbound(page.request, { from: agent.phone, body: 'START', optOutType: 'START' });
    await expect(bubble(page, 'inbound', 'START')).toBeVisible();
    await expect(box).toBeEnabled();
    await expect(thread(page).getByText('Opted out (STOP)', { exact: true })).toHaveCount(0);
    await expect(thread(page).getByRole('alert')).toHaveCount(0);
    await expect(conversationItem(page, agent.name).getByText('Opted out (STOP)', { exact: true })).toHaveCount(0);

    const { helpText } = (await (await page.request.get('/api/settings/sms')).json()) as { helpText: string };
    await smsWebhooks.inbound(page.request, { from: agent.phone, body: 'help' });
    await expect(bubble(page, 'inbound', 'help')).toBeVisible();
    await expect(bubble(page, 'outbound', helpText)).toContainText('Delivered');
  });

  test("the thread's header copies the phone and the e-mail and opens the contact", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await page.goto(`/sms?conversation=${conversationId}`);
    const header = thread(page);
    await expect(header.getByRole('heading', { name: agent.name })).toBeVisible();
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

    await header.getByRole('button', { name: 'Copy phone number' }).click();
    await expect(toast(page, 'Phone number copied to clipboard')).toBeVisible();
    expect(await clipboard()).toBe(agent.phone);

    const email = (await conversationWith(page.request, agent.phone)).contactEmail;
    expect(email, 'the agent has an e-mail address').toBeTruthy();
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await header.getByRole('button', { name: `Copy email ${email}` }).click();
    await expect(toast(page, 'Email copied to clipboard')).toBeVisible();
    expect(await clipboard()).toBe(email);

    // Right-click on the number copies it too (a click calls it).
    await page.evaluate(() => navigator.clipboard.writeText(''));
    const call = header.getByRole('link', { name: `Call ${displayPhone(agent.phone)}` });
    await expect(call).toHaveAttribute('href', `tel:${agent.phone}`);
    await call.click({ button: 'right' });
    await expect(toast(page, 'Phone number copied to clipboard')).toBeVisible();
    expect(await clipboard()).toBe(agent.phone);

    // The contact's profile: the contact list searched for the number, in a new tab.
    const [profile] = await Promise.all([page.waitForEvent('popup'), header.getByRole('link', { name: 'View contact profile' }).click()]);
    await expect(profile).toHaveURL(`/contacts?search=${encodeURIComponent(agent.phone)}`);
    await expect(profile.getByRole('row').filter({ hasText: agent.name })).toHaveCount(1);
    await profile.close();
  });
});

test('conversations can be archived and blocked', async ({ page, smsWebhooks }) => {
  await signIn(page);
  const archived = strangerPhone();
  const blocked = strangerPhone();
  const live = page.waitForEvent('websocket');
  await openInbox(page);
  await smsWebhooks.inbound(page.request, { from: archived, body: 'Please take me off your list of calls, text only.' });
  await smsWebhooks.inbound(page.request, { from: blocked, body: 'Who is this?' });
  const archivedItem = conversationItem(page, displayPhone(archived));
  const blockedItem = conversationItem(page, displayPhone(blocked));
  await expect(archivedItem).toBeVisible();
  await expect(blockedItem).toBeVisible();
  // A teammate's inbox open in another tab hears of the archive through its socket.
  const teammate = await page.context().newPage();
  const teammateLive = teammate.waitForEvent('websocket');
  await openInbox(teammate);
  await expect(conversationItem(teammate, displayPhone(archived))).toBeVisible();
  const archivePushed = (await teammateLive).waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"sms_conversation"') });

  await archivedItem.getByRole('button', { name: displayPhone(archived) }).click();
  await expect(thread(page).getByRole('heading', { name: displayPhone(archived) })).toBeVisible();
  await thread(page).getByRole('button', { name: 'Archive conversation' }).click();
  await expect(toast(page, 'Conversation archived')).toBeVisible();
  await expect(thread(page).getByText('Select a conversation to view messages')).toBeVisible();
  await expect(page).toHaveURL(/\/sms$/);
  await expect(archivedItem).toHaveCount(0);
  await archivePushed;
  await expect(conversationItem(teammate, displayPhone(archived))).toHaveCount(0);
  await teammate.close();

  await blockedItem.getByRole('button', { name: displayPhone(blocked) }).click();
  await thread(page).getByRole('button', { name: 'Block number' }).click();
  const confirm = page.getByRole('tooltip').filter({ hasText: `Block ${displayPhone(blocked)}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(toast(page, 'Conversation blocked')).toBeVisible();
  await expect(thread(page).getByText('Select a conversation to view messages')).toBeVisible();
  await expect(blockedItem).toHaveCount(0);
  expect((await conversations(page.request)).some((c) => c.phoneNumber === blocked), 'a blocked conversation leaves the inbox').toBe(false);

  // A text from the blocked number stays out of the inbox, without a toast; one from the archived
  // number (after it) brings its conversation back, with one.
  const toasts = await recordToasts(page);
  const socket = await live;
  const blockedPushed = socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes(blocked) });
  await smsWebhooks.inbound(page.request, { from: blocked, body: 'Hello? Anyone there?' });
  // The page has heard of it before the next text comes.
  await blockedPushed;
  await smsWebhooks.inbound(page.request, { from: archived, body: 'Actually, call me.' });
  await expect(archivedItem).toBeVisible();
  await expect(archivedItem).toContainText('Actually, call me.');
  await expect(toast(page, 'New SMS Message')).toContainText(`From ${displayPhone(archived)}: Actually, call me.`);
  const shown = await toasts();
  expect(shown).toContainEqual(expect.stringContaining(displayPhone(archived)));
  expect(shown).not.toContainEqual(expect.stringContaining(displayPhone(blocked)));
  await expect(blockedItem).toHaveCount(0);
});

test('the calling card sends a text: length and segments counted, over 320 refused, the conversation shows in the inbox @phone', async ({
  page,
}, testInfo) => {
  await signIn(page);
  // Each width texts its own agent.
  const [agent] = await agents(page.request, testInfo.project.name === 'phone' ? 22 : 21, 1);
  await openCallingList(page);
  await callingCard(page, agent!.name).getByRole('button', { name: 'Send Text Message' }).click();
  const dialog = page.getByRole('dialog', { name: `Send Text Message - ${agent!.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`To: ${displayPhone(agent!.phone)}`);
  const box = dialog.getByRole('textbox', { name: 'Message' });
  const send = dialog.getByRole('button', { name: 'Send Text' });
  await expect(dialog.getByText('0 characters · 0 segments · GSM-7')).toBeVisible();
  await expect(send).toBeDisabled();

  await box.fill('Hi there');
  await expect(dialog.getByText('8 characters · 1 segment · GSM-7', { exact: true })).toBeVisible();
  await box.fill('a'.repeat(161));
  await expect(dialog.getByText('161 characters · 2 segments · GSM-7', { exact: true })).toBeVisible();
  await expect(send).toBeEnabled();
  await box.fill('a'.repeat(321));
  await expect(dialog.getByText('321 characters · 3 segments · GSM-7', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(TOO_LONG_MESSAGE);
  await expect(send).toBeDisabled();
  await expectNoHorizontalPageScroll(page);
  await expect(send).toBeInViewport();
  await screenshot(page, testInfo, 'sms-send-text-dialog', { fullPage: false });
  const tooLong = await page.request.post('/api/sms/send', { data: { contactId: agent!.id, message: 'a'.repeat(321) } });
  expect(tooLong.status()).toBe(400);
  expect(((await tooLong.json()) as { message: string }).message).toBe(TOO_LONG_MESSAGE);

  const text = `Hi ${agent!.name.split(' ')[0]}, this is Alex from the listing software team. Do you have 5 minutes this week?`;
  await box.fill(text);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await send.click();
  const sent = toast(page, 'Message sent successfully');
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(`Text to ${displayPhone(agent!.phone)} is on its way.`);
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'SMS Conversations' }).click();
  const item = conversationItem(page, agent!.name);
  await expect(item).toBeVisible();
  await expect(item).toContainText(text.slice(0, 40));
  await item.getByRole('button', { name: agent!.name }).click();
  await expect(bubble(page, 'outbound', text)).toContainText('Delivered');
});

test('the inbox fits a phone: the list first, a thread full-screen with a way back @phone', async ({ page, smsWebhooks }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await signIn(page);
  const from = strangerPhone();
  // A long unbroken address must wrap, not widen the screen.
  const link = 'https://www.example-realty-listings.test/properties/2024/very-long-listing-identifier-0123456789abcdefghijklmnop';
  await smsWebhooks.inbound(page.request, { from, body: `Here is the one I mean: ${link}` });
  await smsWebhooks.inbound(page.request, { from, body: 'Can you text me the pricing details? Thanks, and have a great day!' });
  await expect.poll(async () => (await conversationWith(page.request, from)).lastMessagePreview).toContain('pricing details');
  await openInbox(page);
  await expectNoHorizontalPageScroll(page);
  const item = conversationItem(page, displayPhone(from));
  await expect(item).toBeVisible();
  if (phone) {
    // The newest conversation is on the first screen, whole.
    await expect(item).toBeInViewport({ ratio: 1 });
    await expect(thread(page)).toHaveCount(0);
  } else {
    await expect(thread(page).getByText('Select a conversation to view messages')).toBeVisible();
  }
  await screenshot(page, testInfo, 'sms-inbox');

  await item.getByRole('button', { name: displayPhone(from) }).click();
  await expect(bubble(page, 'inbound', 'pricing details')).toBeVisible();
  await expect(bubble(page, 'inbound', link)).toBeVisible();
  const box = thread(page).getByRole('textbox', { name: 'Reply message' });
  await expect(box).toBeInViewport();
  await expectNoHorizontalPageScroll(page);
  if (phone) {
    // The thread covers the screen, its back button first.
    const viewport = page.viewportSize()!;
    const covered = (await thread(page).boundingBox())!;
    expect(covered.x).toBe(0);
    expect(covered.y).toBe(0);
    expect(Math.round(covered.width)).toBe(viewport.width);
    expect(Math.round(covered.height)).toBe(viewport.height);
    await expect(thread(page).getByRole('button', { name: 'Back to conversations' })).toBeInViewport();
    await expect(thread(page).getByRole('button', { name: 'Archive conversation' })).toBeInViewport();
    await expect(thread(page).getByRole('button', { name: 'Send' })).toBeInViewport();
  } else {
    await expect(inboxList(page)).toBeVisible();
  }
  await screenshot(page, testInfo, 'sms-open-thread', { fullPage: false });

  if (phone) {
    // Back, Escape and the browser's back all lead to the list.
    const open = async () => {
      await item.getByRole('button', { name: displayPhone(from) }).click();
      await expect(thread(page)).toBeVisible();
    };
    const backAtList = async () => {
      await expect(thread(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/sms$/);
      await expect(item).toBeInViewport();
      await expectNoHorizontalPageScroll(page);
    };
    await thread(page).getByRole('button', { name: 'Back to conversations' }).click();
    await backAtList();
    await open();
    await page.keyboard.press('Escape');
    await backAtList();
    await open();
    await page.goBack();
    await backAtList();
  }
});

test('the live indicator follows the connection: Disconnected when it drops, Connected again when it is back', async ({
  page,
  smsWebhooks,
}) => {
  await signIn(page);
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/ws$/, (socket) => {
    sockets.push(socket);
    socket.connectToServer();
  });
  await openInbox(page);
  expect(sockets).toHaveLength(1);

  // The connection drops: the indicator says so, and the client comes back by itself.
  await sockets[0]!.close({ code: 4000, reason: 'dropped by the test' });
  await expect(connectionIndicator(page)).toHaveText('Disconnected');
  await expect(connectionIndicator(page)).toHaveText('Connected');
  expect(sockets).toHaveLength(2);

  // Texts are pushed on the new connection.
  const from = strangerPhone();
  await smsWebhooks.inbound(page.request, { from, body: 'Are you still there?' });
  await expect(toast(page, 'New SMS Message')).toContainText(`From ${displayPhone(from)}: Are you still there?`);
  await expect(conversationItem(page, displayPhone(from))).toBeVisible();
});

test('Legacy Settings shows the Sandbox provider and sends a test text @phone', async ({ page }, testInfo) => {
  await signIn(page);
  await openInbox(page);
  await expect(page.getByText('Sandbox', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'SMS Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('tab', { name: 'Legacy Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Current provider: Sandbox — messages are not sent to real phones')).toBeVisible();
  await expectNoHorizontalPageScroll(page);
  await screenshot(page, testInfo, 'sms-legacy-settings');

  const sendTest = page.getByRole('button', { name: 'Send Test SMS' });
  await sendTest.click();
  await expect(page.getByText('Please enter a phone number to send test message')).toBeVisible();
  const phoneField = page.getByLabel('Phone Number', { exact: true });
  await phoneField.fill('call me maybe');
  await sendTest.click();
  const refused = toast(page, 'Test Failed', 'failure');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('Please enter a valid phone number (e.g., +1234567890)');
  const to = strangerPhone();
  await phoneField.fill(to);
  await sendTest.click();
  const sent = toast(page, 'Test SMS Sent');
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(`A test message is on its way to ${to}.`);
  const conversation = await conversationWith(page.request, to);
  await expect.poll(async () => (await messages(page.request, conversation.id))[0]?.status).toBe('delivered');
});
