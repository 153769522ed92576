export { startOidcStandIn, TEST_ACCOUNT, type OidcStandIn, type TestAccount } from './standIn';
export { providerEnvironment } from './environment';
