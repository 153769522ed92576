// The local backend's API keys are deterministic (signed with its local JWT secret), so build
// configs and scripts can write app-config.json without starting it.
export { localApiKeys } from 'local-backend/keys';
