import { oidcProviderPort, TEST_PORT_BASE, TEST_PORTS } from 'build-preset/ports';
import { startStack } from 'tooling/stack';
import { startImageServiceStandIn } from 'local-backend/image-service-stand-in';
import { EXTRA_SHELL_ORIGINS } from './testStack';

const E2E_OUTBOX_WORKER_SECRET = 'e2e-outbox-worker-secret';

/**
 * Starts the production builds on their own origins and a fresh in-memory local backend.
 * `pnpm test` builds first; run `pnpm build` yourself before `playwright test` alone.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The image generator talks to a local stand-in of the image service (its documented protocol).
  const imageService = await startImageServiceStandIn({ apiKey: 'e2e-image-service-key' });
  const stack = await startStack({
    ports: TEST_PORTS,
    publicHost: '127.0.0.1',
    memory: true,
    extraOrigins: EXTRA_SHELL_ORIGINS,
    // "Continue with Google" goes to the stand-in OpenID provider (its test account: TEST_ACCOUNT).
    oidcProviderPort: oidcProviderPort(TEST_PORT_BASE),
    // The suite signs dozens of users up and in from 127.0.0.1 within minutes: its own limits,
    // set like any project's, not a switched-off limiter.
    // and sends them mail (read from the stack's mail catcher): its own email_sent and sign_up_emails too; and follows
    // their links (every links page's button is a /verify, every PKCE return a code exchange).
    authRateLimits: { sign_in_sign_ups: 2000, token_refresh: 2000, token_verifications: 2000, email_sent: 2000, sign_up_emails: 2000 },
    apiRateLimits: { newsletter_subscribe: 2000, event_insert: 100_000 },
    // GoTrue's per-account pause between two emails of a kind, 20 s instead of config.toml's minute:
    // the attacker of invitation-takeover.spec.ts waits it out once (a minute of a worker, idle).
    emailMaxFrequencySeconds: 20,
    // bcrypt at its lowest cost, as the backend's own tests: the suite hashes and checks a password
    // for every user it signs up and in (GoTrue's cost 10 is about 130 ms of a core each here).
    bcryptCost: 4,
    // No minute's sweep: a test that needs the schedule runs it (POST /_local/jobs/run), and an
    // email a test reads without doing so arrived by its wake-up alone (issue 44).
    scheduledJobs: 'manual',
    // The outbox worker's secret, so tests run the worker when they need an email sent now.
    backendEnv: { RUNWARE_API_KEY: imageService.apiKey, RUNWARE_API_URL: imageService.apiUrl, RUNWARE_TIMEOUT_MS: '5000', OUTBOX_WORKER_SECRET: E2E_OUTBOX_WORKER_SECRET },
  });
  // Workers inherit the environment of the runner process.
  process.env.E2E_ANON_KEY = stack.anonKey;
  process.env.E2E_SERVICE_ROLE_KEY = stack.serviceRoleKey;
  process.env.E2E_APP_CONFIG = JSON.stringify(stack.appConfig);
  process.env.E2E_BACKEND_URL = stack.backendUrl;
  // The suite's prerendered copy of the shell (tests that start a second shell serve it too).
  process.env.E2E_SHELL_DIR = stack.shellDir ?? "";
  process.env.E2E_INBOX_URL = stack.inboxUrl;
  process.env.E2E_OUTBOX_WORKER_SECRET = E2E_OUTBOX_WORKER_SECRET;
  process.env.E2E_IMAGE_SERVICE_URL = imageService.origin;
  return async () => {
    await stack.stop();
    await imageService.stop();
  };
}
