import { readFileSync } from 'node:fs';
import { cacheControlFor, contentSecurityPolicy, isClientRoute, renderNginxConfig } from './index';
import { PRODUCTION_EXAMPLE } from './productionExample';

describe('hosting policy', () => {
  it('revalidates documents and fixed names, keeps hashed files a year, and unhashed ones an hour', () => {
    expect(cacheControlFor('/')).toBe('no-cache');
    expect(cacheControlFor('/events')).toBe('no-cache');
    expect(cacheControlFor('/about/index.html')).toBe('no-cache');
    expect(cacheControlFor('/1.0.0+abc/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/static/js/async/tz.cdcfbe5833.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/og/eo-asia-pacific.jpg')).toBe('public, max-age=3600');
    expect(cacheControlFor('/event-images/ai.svg')).toBe('public, max-age=3600');
  });

  it('tells routes of the site from unknown paths', () => {
    for (const path of ['/about', '/events', '/blog/some-post', '/about/annual-report', '/Events/']) expect(isClientRoute(path), path).toBe(true);
    for (const path of ['/nope', '/blog/a/b', '/events/x/y', '/wp-admin']) expect(isClientRoute(path), path).toBe(false);
  });

  it('allows scripts from the site and its remotes only, and forbids framing', () => {
    const csp = contentSecurityPolicy({ remotes: ['http://localhost:3002/mf-manifest.json'], backend: 'http://localhost:54321', functions: 'http://localhost:54321/functions/v1' });
    expect(csp).toContain("script-src 'self' http://localhost:3002;");
    expect(csp).toContain('connect-src');
    expect(csp).toContain('ws://localhost:54321');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('keeps the committed nginx example equal to what the policy generates (pnpm deploy:nginx)', () => {
    expect(readFileSync(new URL('../nginx/eo-site.conf', import.meta.url), 'utf8')).toBe(renderNginxConfig(PRODUCTION_EXAMPLE));
  });
});
