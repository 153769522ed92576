/**
 * Calls only /account makes (the member's profile, events, RSVPs, name, password, deletion): their
 * code is fetched with the first of them. shared-data is one federation singleton, which every page
 * that reads data loads whole, so what one page uses stays out of it.
 */
export const accountCalls = () => import('./accountCalls');
