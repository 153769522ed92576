/**
 * Newsletter double opt-in (issue 26, item 5) through the `newsletter` function as the local backend
 * runs it, with the emails read from a real mail catcher over its HTTP API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, callNewsletter, clientFor, httpFrom, latestMail, newsletterToken, readInbox, signInAdmin, signUp, type SignedInUser, sleep, startTestBackend, subscribeConfirmed, uniqueTestEmail } from './helpers';

let backend: Backend;
let admin: SignedInUser;

beforeAll(async () => {
  backend = await startTestBackend({ apiRateLimits: { newsletter_subscribe: 2000, event_insert: 100 } });
  admin = await signInAdmin(backend);
});

afterAll(async () => {
  await backend?.stop();
});

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await backend.db.exclusive((pg) => pg.query<{ n: number }>(`select (${sql})::int as n`, params));
  return rows[0]!.n;
}
const confirmedRows = (email: string) => count('select count(*) from public.newsletter_subscribers where email = $1', [email]);
const pendingRows = (email: string) => count('select count(*) from public.newsletter_pending where email = $1', [email]);

describe('subscribe, then confirm by the emailed link', () => {
  it('answers "Check your inbox…", counts the address only once its signed, single-use link is followed', async () => {
    const email = uniqueTestEmail('news');
    const asked = await callNewsletter(backend, { action: 'subscribe', email: `  ${email.toUpperCase()} ` });
    expect(asked).toEqual({ status: 200, body: { message: 'Check your inbox to confirm your subscription' } });
    expect(await confirmedRows(email)).toBe(0);
    expect(await pendingRows(email)).toBe(1);

    const mail = await latestMail(backend, email);
    expect(mail.subject).toBe('Confirm your EO Asia Pacific newsletter subscription');
    expect(mail.text).toContain('EO Asia Pacific');
    expect(mail.html).toContain('EO Asia Pacific');
    expect(mail.headers['list-unsubscribe']).toMatch(new RegExp(`^<${backend.url}/functions/v1/newsletter\\?action=unsubscribe&token=[\\w.-]+>$`));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const token = newsletterToken(mail, 'confirm');

    // A token changed by one character is refused: the link is signed.
    const forged = token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA');
    expect((await callNewsletter(backend, { action: 'confirm', token: forged })).status).toBe(400);
    expect(await confirmedRows(email)).toBe(0);

    expect(await callNewsletter(backend, { action: 'confirm', token })).toEqual({ status: 200, body: { message: 'Your subscription is confirmed.' } });
    expect(await confirmedRows(email)).toBe(1);
    expect(await pendingRows(email)).toBe(0);
    expect(await callNewsletter(backend, { action: 'confirm', token })).toEqual({ status: 400, body: { message: 'This confirmation link is invalid or has expired.' } });

    const welcome = await latestMail(backend, email, mail.id);
    expect(welcome.subject).toBe("You're subscribed to the EO Asia Pacific newsletter");
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('answers the same for an address already subscribed, and sends it nothing', async () => {
    const email = uniqueTestEmail('news-again');
    await subscribeConfirmed(backend, email);
    const before = (await readInbox(backend, email)).length;
    expect(await callNewsletter(backend, { action: 'subscribe', email })).toEqual({ status: 200, body: { message: 'Check your inbox to confirm your subscription' } });
    await sleep(300);
    expect(await readInbox(backend, email)).toHaveLength(before);
    expect(await confirmedRows(email)).toBe(1);
  });

  it('sends at most one confirmation per address per 24 hours', async () => {
    const email = uniqueTestEmail('news-once');
    await callNewsletter(backend, { action: 'subscribe', email });
    await latestMail(backend, email);
    expect((await callNewsletter(backend, { action: 'subscribe', email })).status).toBe(200);
    await sleep(300);
    expect(await readInbox(backend, email)).toHaveLength(1);
    // A day later another may go, and only its link works.
    await backend.db.exclusive((pg) => pg.query(`update public.newsletter_pending set requested_at = now() - interval '25 hours' where email = $1`, [email]));
    const first = (await readInbox(backend, email))[0]!;
    expect((await callNewsletter(backend, { action: 'subscribe', email })).status).toBe(200);
    const second = await latestMail(backend, email, first.id);
    expect((await callNewsletter(backend, { action: 'confirm', token: newsletterToken(first, 'confirm') })).status).toBe(400);
    expect((await callNewsletter(backend, { action: 'confirm', token: newsletterToken(second, 'confirm') })).status).toBe(200);
  });

  it('an unconfirmed address expires after 7 days: its link no longer works and admins no longer see it', async () => {
    const email = uniqueTestEmail('news-late');
    await callNewsletter(backend, { action: 'subscribe', email });
    const token = newsletterToken(await latestMail(backend, email), 'confirm');
    const listed = await admin.client.from('newsletter_pending').select('email').eq('email', email);
    expect(listed.data).toEqual([{ email }]);
    await backend.db.exclusive((pg) => pg.query(`update public.newsletter_pending set requested_at = now() - interval '7 days 1 minute' where email = $1`, [email]));
    expect((await admin.client.from('newsletter_pending').select('email').eq('email', email)).data).toEqual([]);
    expect((await callNewsletter(backend, { action: 'confirm', token })).status).toBe(400);
    expect(await confirmedRows(email)).toBe(0);
    // The next request deletes what has expired.
    await callNewsletter(backend, { action: 'subscribe', email: uniqueTestEmail('news-sweep') });
    expect(await pendingRows(email)).toBe(0);
  });

  it('refuses a bad address with the form message', async () => {
    expect(await callNewsletter(backend, { action: 'subscribe', email: 'not-an-address@' })).toEqual({ status: 400, body: { message: 'Please enter a valid email address.' } });
    expect((await callNewsletter(backend, { action: 'subscribe', email: `${'a'.repeat(65)}@example.com` })).status).toBe(400);
  });
});

describe('unsubscribe', () => {
  it('one click (RFC 8058): a POST of List-Unsubscribe=One-Click to the List-Unsubscribe address, no Authorization', async () => {
    const email = uniqueTestEmail('news-bye');
    await subscribeConfirmed(backend, email);
    const welcome = await latestMail(backend, email);
    const oneClick = /^<(.+)>$/.exec(welcome.headers['list-unsubscribe']!)![1]!;
    const response = await fetch(oneClick, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(response.status).toBe(200);
    expect(await confirmedRows(email)).toBe(0);
    // A person opening that address is sent to the site's page.
    const opened = await fetch(oneClick, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=/);
  });

  it("from the site's page (its token in the email's Unsubscribe link); a forged token is refused", async () => {
    const email = uniqueTestEmail('news-page');
    await subscribeConfirmed(backend, email);
    const token = newsletterToken(await latestMail(backend, email), 'unsubscribe');
    expect((await callNewsletter(backend, { action: 'unsubscribe', token: `${token}x` })).status).toBe(400);
    expect(await callNewsletter(backend, { action: 'unsubscribe', token })).toEqual({ status: 200, body: { message: 'You are unsubscribed.' } });
    expect(await confirmedRows(email)).toBe(0);
  });
});

describe('who may do what', () => {
  it('visitors and members cannot call the database functions behind it, nor read either list; admins read both', async () => {
    const member = await signUp(backend, 'Curious Carl');
    for (const client of [clientFor(backend), member.client]) {
      expect((await client.rpc('newsletter_request_confirmation', { email: 'x@example.com', client_address: '1.2.3.4' })).error?.code).toBe('42501');
      expect((await client.rpc('newsletter_confirm', { pending_id: crypto.randomUUID(), nonce: 'x' })).error?.code).toBe('42501');
      expect((await client.rpc('newsletter_unsubscribe', { email: 'x@example.com' })).error?.code).toBe('42501');
      expect((await client.rpc('subscribe_newsletter', { email: 'x@example.com' })).error).not.toBeNull();
    }
    expect((await clientFor(backend).from('newsletter_pending').select('email')).error?.code).toBe('42501');
    expect((await member.client.from('newsletter_pending').select('email')).data).toEqual([]);
    const email = uniqueTestEmail('news-admin-sees');
    await callNewsletter(backend, { action: 'subscribe', email });
    expect((await admin.client.from('newsletter_pending').select('email').eq('email', email)).data).toEqual([{ email }]);
    expect((await admin.client.from('newsletter_pending').insert({ email: 'y@example.com', nonce_hash: 'x' })).error?.code).toBe('42501');
  });

  it('the database keeps only a hash of the link nonce', async () => {
    const email = uniqueTestEmail('news-hash');
    await callNewsletter(backend, { action: 'subscribe', email });
    const token = newsletterToken(await latestMail(backend, email), 'confirm');
    const nonce = (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { n: string }).n;
    const { rows } = await backend.db.exclusive((pg) => pg.query<{ nonce_hash: string }>('select nonce_hash from public.newsletter_pending where email = $1', [email]));
    expect(rows[0]!.nonce_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.nonce_hash).not.toContain(nonce);
  });
});

describe('per-address limit ([api.rate_limit] newsletter_subscribe)', () => {
  it('counts the caller of the function by its socket address: 429 past the limit, another address goes on', async () => {
    const limited = await startTestBackend({ apiRateLimits: { newsletter_subscribe: 2, event_insert: 100 } });
    try {
      for (let i = 0; i < 2; i += 1) expect((await callNewsletter(limited, { action: 'subscribe', email: uniqueTestEmail('lim') }, '127.0.0.7')).status).toBe(200);
      const refused = await callNewsletter(limited, { action: 'subscribe', email: uniqueTestEmail('lim') }, '127.0.0.7');
      expect(refused).toEqual({ status: 429, body: { message: 'Too many sign-ups from your network. Please try again in an hour.' } });
      // A forwarded address the caller sends is not believed.
      const spoofed = await httpFrom('127.0.0.7', limited, '/functions/v1/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${limited.anonKey}`, 'X-Forwarded-For': '203.0.113.9' },
        body: JSON.stringify({ action: 'subscribe', email: uniqueTestEmail('lim') }),
      });
      expect(spoofed.status).toBe(429);
      expect((await callNewsletter(limited, { action: 'subscribe', email: uniqueTestEmail('lim') }, '127.0.0.8')).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});

/**
 * Issue 33, finding 7: the function's rule for its caller's address, with the headers a hosted
 * project's proxies hand it. The local backend replaces forwarded headers with the socket's address
 * before a function sees them, so the handler is called here directly, as the platform calls it,
 * with this backend's database behind it.
 */
describe('the caller\'s address behind a hosted project\'s proxies', () => {
  it('is the proxy\'s: leading X-Forwarded-For entries a client sent, and an empty or missing one, do not escape the limit', async () => {
    const limited = await startTestBackend({ apiRateLimits: { newsletter_subscribe: 2, event_insert: 100 } });
    try {
      const { default: newsletter } = await import('../../supabase/functions/newsletter/handler.ts');
      const subscribeWith = async (headers: Record<string, string>) => {
        const answer = await newsletter(
          new Request(`${limited.url}/newsletter`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000', ...headers },
            body: JSON.stringify({ action: 'subscribe', email: uniqueTestEmail('proxied') }),
          }),
        );
        return answer.status;
      };
      const statuses = async (count: number, headers: (i: number) => Record<string, string>) => {
        const answered: number[] = [];
        for (let i = 0; i < count; i += 1) answered.push(await subscribeWith(headers(i)));
        return answered;
      };

      // Through Cloudflare: a new made-up first entry each time, the proxy's own header the same.
      expect(await statuses(3, (i) => ({ 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7`, 'cf-connecting-ip': '203.0.113.7' }))).toEqual([200, 200, 429]);
      // Without it: the entry the nearest proxy appended (the last), whatever comes before.
      expect(await statuses(3, (i) => ({ 'x-forwarded-for': `198.51.100.${i}, 10.0.0.${i}, 203.0.113.8` }))).toEqual([200, 200, 429]);
      // No address at all (an empty header, or none): one shared count, limited like any other.
      const noAddress: Record<string, string>[] = [{ 'x-forwarded-for': '' }, {}, { 'x-forwarded-for': ' , ' }];
      expect(await statuses(3, (i) => noAddress[i]!)).toEqual([200, 200, 429]);
      // A different proxied address is a different caller.
      expect(await subscribeWith({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9', 'cf-connecting-ip': '203.0.113.9' })).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});
