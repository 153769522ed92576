/** JSON answers in the shape supabase-js reads: errors carry `{ message }` (SPEC section 7). */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers });
}

export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return jsonResponse({ message }, status, headers);
}
