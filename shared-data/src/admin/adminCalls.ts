// The admin area's reads that nothing else makes (its figures, events, members and subscribers), loaded on
// demand by its query hooks (queries.ts): shared-data is one federation singleton that every page
// reading data loads whole, so what only /admin uses stays out of it.
export { getDashboardStats } from './get-dashboard-stats';
export { listMembers } from './list-members';
export { listAdminEvents, listAllAdminEvents } from './list-admin-events';
export { countSubscribers, listSubscribers } from './list-subscribers';
