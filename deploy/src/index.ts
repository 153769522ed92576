export { CACHE_CONTROL, COMMON_HEADERS, HSTS, cacheControlFor, contentSecurityPolicy, documentHeaders, type SiteOrigins } from './policy';
export { isClientRoute, renderedOnRequest } from './routes';
export { renderNginxConfig } from './nginx';
