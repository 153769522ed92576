/**
 * `/functions/v1/<name>`: verifies the JWT (as Supabase does with verify_jwt on)
 * and calls the function's handler with the request, Authorization passed
 * through. CORS is added by the server-wide middleware.
 */
import { Hono } from 'hono';
import { forwardedHeaders } from '../http/clientAddress';
import { bearerToken, type JwtService } from '../jwt';
import type { FunctionLoader } from './loader';

export function functionRoutes(deps: { loader: FunctionLoader; jwt: JwtService; publicFunctions: ReadonlySet<string> }): Hono {
  const { loader, jwt, publicFunctions } = deps;
  const app = new Hono();

  // As the gateway of a hosted project: the function sees the caller's address in x-forwarded-for.
  app.all('/:name{[^/]+}/*', (c) => invoke(c.req.param('name'), c.req.raw, forwardedHeaders(c)));
  app.all('/:name{[^/]+}', (c) => invoke(c.req.param('name'), c.req.raw, forwardedHeaders(c)));
  app.all('*', (c) => c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404));

  async function invoke(name: string, original: Request, headers: Record<string, string>): Promise<Response> {
    const file = loader.resolve(name);
    if (!file) return Response.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, { status: 404 });
    if (!publicFunctions.has(name)) {
      const token = bearerToken(original.headers.get('authorization'));
      if (!token) return Response.json({ code: 401, message: 'Missing authorization header' }, { status: 401 });
      const verified = await jwt.verify(token);
      if (!verified.ok) return Response.json({ code: 401, message: 'Invalid JWT' }, { status: 401 });
    }

    // Hosted Supabase hands the function a URL rooted at /<name>; do the same.
    const url = new URL(original.url);
    url.pathname = url.pathname.replace(/^\/functions\/v1/, '');
    const hasBody = !['GET', 'HEAD'].includes(original.method);
    const request = new Request(url, {
      method: original.method,
      headers,
      ...(hasBody ? { body: await original.arrayBuffer() } : {}),
    });
    try {
      const handler = await loader.load(file);
      const response = await handler(request);
      if (!(response instanceof Response)) throw new Error(`function ${name} did not return a Response`);
      return response;
    } catch (error) {
      console.error(`[local-backend] function ${name} failed:`, error);
      return Response.json(
        { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
        { status: 500 },
      );
    }
  }

  return app;
}
