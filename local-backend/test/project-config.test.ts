import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProjectConfig, readProjectDefaults, readProjectSettings } from '../src/projectConfig';
import { DEFAULTS, REST } from '../src/settings';
import { type Backend, clientFor, http, latestMail, signUp, startTestBackend, uniqueTestEmail } from './helpers';

function configOf(toml: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'project-config-'));
  try {
    fs.writeFileSync(path.join(dir, 'config.toml'), toml);
    return readProjectConfig(path.join(dir, 'config.toml'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
const settingsOf = (toml: string) => readProjectSettings(configOf(toml));

describe('supabase/config.toml is read, not restated', () => {
  it('takes the row limit, token lifetime, password length, reuse interval and confirmations from the file', () => {
    expect(
      settingsOf(`
[api]
max_rows = 250
[auth]
jwt_expiry = 600
minimum_password_length = 12
refresh_token_reuse_interval = 0
enable_signup = false
[auth.email]
enable_signup = false
enable_confirmations = false
double_confirm_changes = false
max_frequency = "1m30s"
[auth.email.smtp]
enabled = true
`),
    ).toEqual({
      maxRows: 250,
      accessTokenSeconds: 600,
      minPasswordLength: 12,
      refreshTokenReuseSeconds: 0,
      signUpEnabled: false,
      emailSignUpEnabled: false,
      emailConfirmations: false,
      emailLinkSeconds: 3600,
      emailChangeDoubleConfirm: false,
      emailMaxFrequencySeconds: 90,
      smtpEnabled: true,
    });
  });

  it('takes the port, the site origins and the exposed schemas from the file', () => {
    expect(
      readProjectDefaults(
        configOf(`
[api]
port = 6000
schemas = ["public", "api"]
[auth]
site_url = "https://example.org/app"
additional_redirect_urls = ["https://example.org/other", "http://127.0.0.1:4000/"]
`),
      ),
    ).toEqual({
      port: 6000,
      siteOrigins: ['https://example.org', 'http://127.0.0.1:4000'],
      exposedSchemas: ['public', 'api'],
      mail: { inboxPort: 54324, smtpPort: 54325, fromAddress: 'admin@email.com', fromName: 'Admin' },
    });
  });

  it("is what the backend's defaults are made of", () => {
    const config = readProjectConfig();
    expect(DEFAULTS.port).toBe(config.api?.port);
    expect(REST.exposedSchemas).toEqual(config.api?.schemas);
    expect(DEFAULTS.siteOrigins).toEqual([config.auth?.site_url, ...(config.auth?.additional_redirect_urls as string[])]);
  });

  it('falls back to the earlier values only for keys the file leaves out', () => {
    expect(settingsOf('[auth]\njwt_expiry = 900\n')).toEqual({
      maxRows: 1000,
      accessTokenSeconds: 900,
      minPasswordLength: 6,
      refreshTokenReuseSeconds: 10,
      signUpEnabled: true,
      emailSignUpEnabled: true,
      emailConfirmations: true,
      emailLinkSeconds: 3600,
      emailChangeDoubleConfirm: true,
      emailMaxFrequencySeconds: 60,
      smtpEnabled: false,
    });
  });

  it('stops on a value of the wrong kind, naming the key', () => {
    expect(() => settingsOf('[api]\nmax_rows = "many"\n')).toThrow('supabase/config.toml: [api] max_rows must be an integer of at least 1, not "many"');
    expect(() => settingsOf('[auth.email]\nenable_confirmations = "yes"\n')).toThrow('[auth.email] enable_confirmations must be true or false');
    expect(() => settingsOf('[auth.email]\nmax_frequency = 60\n')).toThrow('[auth.email] max_frequency must be a duration such as "60s" or "1m", not 60');
  });

  it("the repo's config.toml turns confirmations on, as the site's sign-up message says", () => {
    expect(readProjectSettings(readProjectConfig()).emailConfirmations).toBe(true);
  });
});

describe('sign-up follows [auth.email] enable_confirmations', () => {
  let confirming: Backend;
  let autoconfirming: Backend;

  beforeAll(async () => {
    [confirming, autoconfirming] = await Promise.all([startTestBackend(), startTestBackend({ projectSettings: { emailConfirmations: false } })]);
  });

  afterAll(async () => {
    await Promise.all([confirming?.stop(), autoconfirming?.stop()]);
  });

  it('on (config.toml): the user without a session, mailer_autoconfirm false; signing in waits for the emailed link', async () => {
    const settings = (await (await http(confirming, '/auth/v1/settings')).json()) as { mailer_autoconfirm: boolean };
    expect(settings.mailer_autoconfirm).toBe(false);
    const email = uniqueTestEmail();
    const { data, error } = await clientFor(confirming).auth.signUp({ email, password: 'a-fine-password' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    const signedIn = await clientFor(confirming).auth.signInWithPassword({ email, password: 'a-fine-password' });
    expect(signedIn.error).toMatchObject({ code: 'email_not_confirmed', message: 'Email not confirmed' });
    expect((await latestMail(confirming, email)).subject).toBe(readProjectConfig().auth?.email?.template?.confirmation?.subject);
  });

  it('off: the user signed in at once with a working session, mailer_autoconfirm true', async () => {
    const settings = (await (await http(autoconfirming, '/auth/v1/settings')).json()) as { mailer_autoconfirm: boolean };
    expect(settings.mailer_autoconfirm).toBe(true);
    const client = clientFor(autoconfirming);
    const email = uniqueTestEmail();
    const { data, error } = await client.auth.signUp({ email, password: 'a-fine-password', options: { data: { full_name: 'At Once' } } });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.session?.expires_in).toBe(readProjectSettings(readProjectConfig()).accessTokenSeconds);
    const { data: me } = await client.auth.getUser(data.session!.access_token);
    expect(me.user).toMatchObject({ email, user_metadata: { full_name: 'At Once' } });
  });

  it('[auth] enable_signup = false refuses every sign-up, and /settings says so', async () => {
    const closed = await startTestBackend({ projectSettings: { signUpEnabled: false } });
    try {
      const settings = (await (await http(closed, '/auth/v1/settings')).json()) as { disable_signup: boolean };
      expect(settings.disable_signup).toBe(true);
      const { error } = await clientFor(closed).auth.signUp({ email: uniqueTestEmail(), password: 'a-fine-password' });
      expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
    } finally {
      await closed.stop();
    }
  });

  it('off: a registered address is refused as GoTrue refuses it (422 user_already_exists)', async () => {
    const existing = await signUp(autoconfirming);
    const { data, error } = await clientFor(autoconfirming).auth.signUp({ email: existing.email, password: 'another-password' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
  });
});
