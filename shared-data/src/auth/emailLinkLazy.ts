/**
 * Calls only /auth's email forms, "Set a new password" and the newsletter's landing pages make:
 * their code is fetched with the first of them. shared-data is one federation singleton, which
 * every page that reads data loads whole, so what few pages use stays out of it.
 */
export const emailLinkCalls = () => import('./emailLinkCalls');
