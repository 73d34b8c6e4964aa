/** One message as the outbox page shows it. */
export interface OutboxPageEntry {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly status: string;
  readonly created_at: string;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** The message's text with its links clickable (the confirmation and reset links are why one opens this page). */
function withLinks(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * The outbox as a page for the person running Codehop without SMTP: the latest messages with
 * their links, readable in a browser (the same data is JSON for scripts).
 */
export function outboxPage(entries: readonly OutboxPageEntry[]): string {
  const items = entries
    .map(
      (entry) => `<article>
  <h2>${escapeHtml(entry.subject)}</h2>
  <p class="meta">To ${escapeHtml(entry.to)} · ${escapeHtml(entry.created_at)} · ${escapeHtml(entry.status)}</p>
  <pre>${withLinks(entry.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Codehop outbox</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; background: #0c1410; color: #ecfdf3; margin: 0; padding: 24px; }
  main { max-width: 760px; margin: 0 auto; }
  h1 { margin-top: 0; } h2 { font-size: 1.1rem; margin: 0 0 4px; }
  article { background: #13201a; border: 1px solid #2c4a3a; border-radius: 12px; padding: 16px; margin-bottom: 16px; }
  .meta { color: #a7c4b5; margin: 0 0 8px; font-size: 0.9rem; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
  a { color: #4ade80; }
</style>
</head>
<body><main>
<h1>Outbox</h1>
<p>Mail is not sent: <code>SMTP_URL</code> is not set. These are the latest ${entries.length} messages; open a link to confirm an address or reset a password.</p>
${items || '<p>No messages yet.</p>'}
</main></body>
</html>`;
}
