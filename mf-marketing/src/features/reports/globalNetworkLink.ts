/** The Entrepreneurs' Organization's global website. */
export const EO_GLOBAL_URL = 'https://www.eonetwork.org';
