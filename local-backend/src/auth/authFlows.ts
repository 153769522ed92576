/**
 * The local GoTrue, one module per flow, each over the shared AuthCore:
 *
 * | flow | module | endpoints |
 * |---|---|---|
 * | sign-up and confirmation | signUpFlow.ts | POST /signup, /resend |
 * | sessions | sessionFlow.ts | POST /token (password, refresh_token), GET /user, POST /logout |
 * | email links | emailLinkFlow.ts | POST /recover, /otp, GET and POST /verify |
 * | invitations | invitationFlow.ts | POST /invite |
 * | email change (and the rest of PUT /user) | emailChangeFlow.ts | PUT /user |
 * | external sign-in (OpenID Connect) | externalSignIn.ts | GET /authorize, /callback, POST /token (pkce) |
 * | admin users | adminUserFlow.ts | POST /admin/users, DELETE /admin/users/{id} |
 *
 * routes.ts maps the HTTP endpoints onto them.
 */
import type { Database } from '../db/connection/database';
import type { JwtService } from '../jwt';
import { AdminUserFlow } from './adminUserFlow';
import { AuthCore, type AuthSettings } from './authCore';
import { EmailChangeFlow } from './emailChangeFlow';
import { EmailLinkFlow } from './emailLinkFlow';
import type { ExternalProvider } from './externalProviders';
import { ExternalSignIn } from './externalSignIn';
import { InvitationFlow } from './invitationFlow';
import type { AuthMail } from './mail';
import { SessionFlow } from './sessionFlow';
import { SignUpFlow } from './signUpFlow';

export interface AuthFlows {
  core: AuthCore;
  signUp: SignUpFlow;
  sessions: SessionFlow;
  emailLinks: EmailLinkFlow;
  invitations: InvitationFlow;
  emailChange: EmailChangeFlow;
  external: ExternalSignIn;
  adminUsers: AdminUserFlow;
}

export function createAuthFlows(options: {
  db: Database;
  jwt: JwtService;
  /** e.g. `http://127.0.0.1:54321/auth/v1`, known once the server listens. */
  issuer: () => string;
  settings: AuthSettings;
  mail: AuthMail;
  /** `[auth] site_url` first, then `additional_redirect_urls`' origins. */
  siteOrigins: readonly string[];
  providers: ReadonlyMap<string, ExternalProvider>;
  bcryptCost?: number;
}): AuthFlows {
  const core = new AuthCore(options.db, options.jwt, options.issuer, options.settings, options.mail, options.siteOrigins, options.bcryptCost);
  const emailChange = new EmailChangeFlow(core);
  const invitations = new InvitationFlow(core);
  return {
    core,
    signUp: new SignUpFlow(core, emailChange, invitations),
    sessions: new SessionFlow(core),
    emailLinks: new EmailLinkFlow(core, invitations),
    invitations,
    emailChange,
    external: new ExternalSignIn(options.db, core, options.providers, options.siteOrigins, options.issuer),
    adminUsers: new AdminUserFlow(core),
  };
}
