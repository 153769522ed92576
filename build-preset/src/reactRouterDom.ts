/**
 * What the site uses of react-router, provided to every part under the shared name
 * `react-router-dom` (sharedDependencies.ts). A shared module is never tree-shaken (any remote
 * could use any export), so sharing the whole package shipped all of react-router, data routers
 * and server rendering included, to every page: 60 kB gzip. This file is the whole of what is
 * shared; `reactRouterDom.test.ts` fails when a part imports a name that is not listed here.
 * v7's react-router-dom only re-exports react-router, so these are the same functions.
 */
export { BrowserRouter, Link, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
