import type { AuthSettings } from 'shared-data';

export interface SignInProvider {
  /** GoTrue's name for it (`google`, `github`, `keycloak`...), what `signInWithOAuth` takes. */
  id: string;
  /** What the button says after "Continue with". */
  label: string;
}

/** How people know GoTrue's providers; any other is its name with a capital. */
const LABELS: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  gitlab: 'GitLab',
  linkedin_oidc: 'LinkedIn',
  azure: 'Microsoft',
  apple: 'Apple',
  facebook: 'Facebook',
  keycloak: 'Keycloak',
  slack_oidc: 'Slack',
  workos: 'WorkOS',
};

/** Settings keys that are not third-party providers. */
const NOT_PROVIDERS = new Set(['email', 'phone', 'anonymous_users']);

/** The third-party providers the backend has enabled, in its order, with their labels. */
export function signInProviders(settings: AuthSettings): SignInProvider[] {
  return Object.entries(settings.external)
    .filter(([id, enabled]) => enabled && !NOT_PROVIDERS.has(id))
    .map(([id]) => ({ id, label: LABELS[id] ?? id.charAt(0).toUpperCase() + id.slice(1).replace(/_oidc$/, '') }));
}
