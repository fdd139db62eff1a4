/** The pages a recipient sees: plain HTML, no script, nothing loaded from elsewhere. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f5f5f5; color: #1f1f1f; margin: 0; }
  main { max-width: 28rem; margin: 12vh auto; background: #fff; border-radius: 8px; padding: 2rem; box-shadow: 0 1px 4px rgba(0,0,0,.08); }
  h1 { font-size: 1.35rem; margin: 0 0 1rem; }
  p { line-height: 1.5; }
  button { font: inherit; background: #1677ff; color: #fff; border: 0; border-radius: 6px; padding: .6rem 1.2rem; cursor: pointer; }
  button:focus-visible { outline: 3px solid #91caff; outline-offset: 2px; }
</style>
</head>
<body><main>${body}</main></body>
</html>
`;
}

const who = (email: string | null) => (email ? `<strong>${escapeHtml(email)}</strong>` : 'this address');

/** GET: confirm with one button (a link opened by a mail scanner unsubscribes no one). */
export function confirmPage(email: string | null, action: string): string {
  return page(
    'Unsubscribe',
    `<h1>Unsubscribe</h1>
<p>Stop sending marketing e-mail to ${who(email)}?</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
  );
}

export function unsubscribedPage(email: string | null, already: boolean): string {
  return page(
    'Unsubscribed',
    `<h1>${already ? 'You were already unsubscribed' : 'You are unsubscribed'}</h1>
<p>We will not send marketing e-mail to ${who(email)} again.</p>`,
  );
}

export function invalidLinkPage(): string {
  return page('Link not valid', `<h1>This unsubscribe link is not valid</h1>
<p>It may have been cut short when it was copied. Use the link in the e-mail itself, or reply to the e-mail and ask to be removed.</p>`);
}
