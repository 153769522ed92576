import { defineConfig } from 'vitest/config';
import { BACKEND_TEST_OPTIONS } from './vitest.config';

/**
 * The contract and security suites again, on a PostgreSQL 15+ server (issue 27): every API, RLS
 * rule, limit and realtime delivery answers the same there as on PGlite, and the migrations apply
 * on both. Left out: what only PGlite has (a data folder, its WASM thread's restarts are asserted
 * within statement-timeout's engine-aware tests), and suites that never reach the database engine
 * (config parsing, Deno parity, the generated types, the unit tests under src/).
 */
export default defineConfig({
  test: {
    ...BACKEND_TEST_OPTIONS,
    name: 'local-backend (postgres)',
    include: [
      'test/engine.test.ts',
      'test/event-details.test.ts',
      'test/join-link.test.ts',
      'test/event-time-zones.test.ts',
      'test/event-search.test.ts',
      'test/rsvp-undo.test.ts',
      'test/registration-questions.test.ts',
      'test/newsletter-self-subscribe.test.ts',
      'test/event-series.test.ts',
      'test/rest.test.ts',
      'test/rpc.test.ts',
      'test/conformance/postgrest.test.ts',
      'test/auth.test.ts',
      'test/realtime.test.ts',
      'test/security.test.ts',
      'test/abuse-limits.test.ts',
      'test/robustness.test.ts',
      'test/admin-functions.test.ts',
      'test/image-functions.test.ts',
      'test/events-ics.test.ts',
      'test/calendar-series.test.ts',
      'test/personal-calendar.test.ts',
      'test/statement-timeout.test.ts',
      'test/event-rsvps.test.ts',
      'test/event-approval-check-in.test.ts',
      'test/account-deletion.test.ts',
      'test/external-sign-in.test.ts',
      'test/event-page.test.ts',
      'test/auth-email.test.ts',
      'test/auth-takeover.test.ts',
      'test/newsletter.test.ts',
      'test/staff-notifications.test.ts',
      'test/audit-log.test.ts',
      'test/event-cancellation.test.ts',
      'test/event-cancellation-feeds.test.ts',
      'test/roles.test.ts',
      'test/invitations.test.ts',
      'test/notifications.test.ts',
      'test/member-time-zone.test.ts',
      'test/notifications-function.test.ts',
      'test/notices-delivery.test.ts',
      'test/outbox.test.ts',
      'test/outbox-worker.test.ts',
      'test/outbox-delivery.test.ts',
      'test/rsvp-emails.test.ts',
      'test/scheduled-jobs.test.ts',
      'test/newsletter-issues.test.ts',
      'test/staff-lists.test.ts',
      'test/edit-limits.test.ts',
      'test/release-field-data.test.ts',
      'test/outbox-wakeups.test.ts',
      'test/notification-limits.test.ts',
      'test/check-in-reference.test.ts',
      'test/conformance/gotrue.test.ts',
    ],
    env: { LOCAL_BACKEND_TEST_ENGINE: 'postgres', LOCAL_BACKEND_TEST_PG_PORT: '4710' },
    globalSetup: ['./src/testing/postgresGlobalSetup.ts'],
  },
});
