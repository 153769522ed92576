/**
 * Environment access that works in both runtimes: Deno (hosted Supabase Edge
 * Functions, secrets set with `supabase secrets set`) and Node (the local
 * backend, which passes its process environment through).
 */
interface DenoEnv {
  env: { get(name: string): string | undefined };
}

export function getEnv(name: string): string | undefined {
  const deno = (globalThis as { Deno?: DenoEnv }).Deno;
  if (deno) return deno.env.get(name);
  const proc = (globalThis as { process?: { env: Record<string, string | undefined> } }).process;
  return proc?.env[name];
}
