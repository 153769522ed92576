/**
 * `health`: a test function for the functions wiring. Answers who is calling,
 * read from the JWT the platform has already verified.
 */
import { withCors } from '../_shared/cors.ts';
import { callerClaims } from '../_shared/jwt.ts';

const respond = withCors(async (req) => {
  const claims = callerClaims(req);
  return Response.json({ ok: true, role: claims?.role ?? null, sub: claims?.sub ?? null });
});

export default async function handler(req: Request): Promise<Response> {
  return respond(req);
}
