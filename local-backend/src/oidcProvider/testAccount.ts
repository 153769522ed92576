export interface TestAccount {
  /** The provider's stable subject for this account. */
  sub: string;
  email: string;
  password: string;
  name: string;
}

/** The one account of the stand-in (local only; never a real person). */
export const TEST_ACCOUNT: TestAccount = {
  sub: 'local-test-member-1',
  email: 'member@oidc.test',
  password: 'local-oidc-2026',
  name: 'Olivia Tan',
};
