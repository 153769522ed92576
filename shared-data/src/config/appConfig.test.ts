import { parseAppConfig } from './appConfig';

const valid = {
  supabaseUrl: 'https://project.supabase.co',
  supabaseAnonKey: 'anon-key',
  functionsUrl: 'https://project.supabase.co/functions/v1/',
  remotes: { events: 'https://events.example.org/mf-manifest.json' },
};

describe('parseAppConfig', () => {
  it('accepts a complete config and drops the functions URL trailing slash', () => {
    expect(parseAppConfig(valid)).toEqual({ ...valid, functionsUrl: 'https://project.supabase.co/functions/v1' });
  });

  it('treats missing remotes as none', () => {
    const { remotes: _remotes, ...withoutRemotes } = valid;
    expect(parseAppConfig(withoutRemotes).remotes).toEqual({});
  });

  it.each([
    [null, 'app-config.json is not a JSON object'],
    [{ ...valid, supabaseUrl: 'ftp://x' }, 'app-config.json: supabaseUrl must be an http(s) URL'],
    [{ ...valid, supabaseAnonKey: '' }, 'app-config.json: supabaseAnonKey is missing'],
    [{ ...valid, functionsUrl: 42 }, 'app-config.json: functionsUrl must be an http(s) URL'],
    [{ ...valid, remotes: { events: 'javascript:alert(1)' } }, 'app-config.json: remote "events" must be an http(s) URL'],
  ])('refuses %j with a message naming the field', (raw, message) => {
    expect(() => parseAppConfig(raw)).toThrow(message);
  });
});
