/**
 * A minimal browser for tests of third-party sign-in: follows redirects by hand, keeps cookies,
 * and fills the stand-in provider's sign-in form, until the flow lands on an address outside the
 * backend and the provider (the site). Returns that address.
 */
export async function followSignIn(startUrl: string, credentials: { email: string; password: string }, stopAtOrigins: string[]): Promise<string> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  };
  const cookieHeader = () => [...cookies].map(([key, value]) => `${key}=${value}`).join('; ');
  let url = startUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step += 1) {
    if (stopAtOrigins.includes(new URL(url).origin)) return url;
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers ?? {}), cookie: cookieHeader() } });
    remember(response);
    init = {};
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action) throw new Error(`sign-in stopped at ${url} (${response.status}): ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).toString();
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: credentials.email, password: credentials.password }).toString(),
    };
    if (html.includes('Wrong email or password.')) throw new Error('the provider refused the credentials');
  }
  throw new Error('sign-in did not finish in 20 steps');
}
