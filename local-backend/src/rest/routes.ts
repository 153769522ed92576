/**
 * `/rest/v1`: the thin HTTP layer over RestService. Resolves the caller's role
 * from the JWT (Authorization, else the apikey), the schema from
 * Accept-Profile/Content-Profile, and the table from the schema cache.
 */
import { Hono, type Context } from 'hono';
import type { RequestIdentity } from '../db/connection/database';
import type { SchemaCache } from '../db/schemaCache';
import { InvalidJsonError, isJsonContentType, readJson } from '../http/body';
import { forwardedHeaders } from '../http/clientAddress';
import { bearerToken, type JwtService } from '../jwt';
import { REST } from '../settings';
import { PostgrestError, restErrors } from './errors';
import { isOperation, isReservedParam, parseAccept, parseFilters } from './parse';
import { assertStrictPreferences, parsePrefer } from './preferences';
import type { RpcService } from './rpc';
import type { RestRequest, RestService } from './service';

function editDistance(a: string, b: string): number {
  const dp = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) (dp[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = dp[i] as number[];
      const prev = dp[i - 1] as number[];
      row[j] = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
  }
  return (dp[a.length] as number[])[b.length] as number;
}

function errorResponse(c: Context, error: PostgrestError): Response {
  if (error.status === 401) {
    c.header('WWW-Authenticate', `Bearer error="invalid_token", error_description="${error.message.replace(/"/g, "'")}"`);
  }
  return c.json(error.toJSON(), error.status as 400);
}

export function restRoutes(deps: { service: RestService; rpc: RpcService; schema: SchemaCache; jwt: JwtService }): Hono {
  const { service, rpc, schema, jwt } = deps;
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof PostgrestError) return errorResponse(c, error);
    throw error;
  });

  /** The JSON body of a write or RPC call, refused as PostgREST does when it is not JSON. */
  async function jsonBody(c: Context): Promise<unknown> {
    const contentType = c.req.header('content-type');
    if (!isJsonContentType(contentType)) throw restErrors.unsupportedContentType(contentType!);
    try {
      return await readJson(c);
    } catch (error) {
      if (error instanceof InvalidJsonError) throw restErrors.invalidBody(error.message);
      throw error;
    }
  }

  async function identify(c: Context): Promise<RequestIdentity> {
    const token = bearerToken(c.req.header('authorization')) ?? c.req.header('apikey') ?? c.req.query('apikey');
    if (!token) throw restErrors.jwtInvalid('No API key found in request');
    const verified = await jwt.verify(token);
    if (!verified.ok) {
      if (verified.reason === 'expired') throw restErrors.jwtExpired();
      if (verified.reason === 'role') throw restErrors.jwtInvalid(verified.message);
      throw restErrors.jwtInvalid('JWSError JWSInvalidSignature');
    }
    return { role: verified.role, claims: verified.claims, method: c.req.method, path: c.req.path, headers: forwardedHeaders(c) };
  }

  function schemaName(c: Context): string {
    const header = ['GET', 'HEAD'].includes(c.req.method) ? 'accept-profile' : 'content-profile';
    const requested = c.req.header(header) ?? REST.exposedSchemas[0];
    if (!(REST.exposedSchemas as readonly string[]).includes(requested)) {
      throw restErrors.schemaNotExposed(requested, REST.exposedSchemas);
    }
    return requested;
  }

  // OpenAPI root: enough for tools that list the exposed tables.
  app.get('/', async (c) => {
    await identify(c);
    const name = schemaName(c);
    const paths = Object.fromEntries(schema.tableNames(name).map((t) => [`/${t}`, {}]));
    return c.json({ swagger: '2.0', info: { title: 'local-backend', version: '1' }, basePath: '/', paths });
  });

  /** The request's preferences; with `handling=strict`, one the server does not know is PGRST122. */
  function preferences(c: Context) {
    const prefer = parsePrefer(c.req.header('prefer'));
    assertStrictPreferences(prefer);
    return prefer;
  }

  app.on(['GET', 'HEAD', 'POST'], '/rpc/:fn', async (c) => {
    const identity = await identify(c);
    const method = c.req.method as 'GET' | 'HEAD' | 'POST';
    const params = new URL(c.req.url).searchParams;
    let args: Parameters<RpcService['call']>[0]['args'];
    const argumentKeys = new Set<string>();
    if (method === 'POST') {
      args = { kind: 'body', body: await jsonBody(c) };
    } else {
      // GET: a parameter whose value is an operation filters the result; any other is an argument.
      const values = new Map<string, string[]>();
      for (const [key, value] of params) {
        if (isReservedParam(key) || ['and', 'or', 'not.and', 'not.or'].includes(key) || isOperation(value)) continue;
        values.set(key, [...(values.get(key) ?? []), value]);
        argumentKeys.add(key);
      }
      args = { kind: 'query', values };
    }
    const accept = parseAccept(c.req.header('accept'));
    const rangeHeader = c.req.header('range');
    const result = await rpc.call({
      identity,
      schema: schemaName(c),
      name: c.req.param('fn'),
      method,
      args,
      params,
      filters: parseFilters(params, argumentKeys),
      prefer: preferences(c),
      accept,
      ...(rangeHeader ? { rangeHeader } : {}),
    });
    const headers = new Headers(result.headers);
    if (result.body !== null || method === 'HEAD') {
      headers.set('Content-Type', `${accept.singular ? 'application/vnd.pgrst.object+json' : 'application/json'}; charset=utf-8`);
    }
    return new Response(method === 'HEAD' ? null : result.body, { status: result.status, headers });
  });
  app.all('/rpc/:fn', (c) => {
    throw restErrors.invalidRpcMethod(c.req.method);
  });

  app.on(['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'], '/:table', async (c) => {
    const identity = await identify(c);
    const schemaInUse = schemaName(c);
    const tableName = c.req.param('table');
    const table = schema.table(schemaInUse, tableName);
    if (!table) {
      const suggestion = schema
        .tableNames(schemaInUse)
        .map((name) => ({ name, distance: editDistance(name, tableName) }))
        .filter((s) => s.distance <= 3)
        .sort((a, b) => a.distance - b.distance)[0]?.name;
      throw restErrors.tableNotFound(schemaInUse, tableName, suggestion);
    }
    const method = c.req.method as RestRequest['method'];
    const body = method === 'POST' || method === 'PATCH' || method === 'PUT' ? await jsonBody(c) : undefined;
    const rangeHeader = c.req.header('range');
    const result = await service.handle({
      identity,
      method,
      table,
      params: new URL(c.req.url).searchParams,
      prefer: preferences(c),
      accept: parseAccept(c.req.header('accept')),
      ...(rangeHeader ? { rangeHeader } : {}),
      ...(body === undefined ? {} : { body }),
    });
    const headers = new Headers(result.headers);
    if (result.body !== null || method === 'HEAD') {
      const singular = parseAccept(c.req.header('accept')).singular;
      headers.set('Content-Type', `${singular ? 'application/vnd.pgrst.object+json' : 'application/json'}; charset=utf-8`);
    }
    return new Response(result.body, { status: result.status, headers });
  });

  app.all('*', () => {
    throw restErrors.invalidPath();
  });

  return app;
}
