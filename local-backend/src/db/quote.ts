/** Quotes an SQL identifier. Only ever applied to names already checked against the catalog or an allow-list. */
export function quoteIdent(name: string): string {
  if (name.includes('\u0000')) throw new Error('identifier contains NUL');
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Quotes an SQL string literal as an escape string (`E'...'`), which reads the same whatever
 * `standard_conforming_strings` says: backslashes and quotes are both doubled.
 */
export function quoteLiteral(value: string): string {
  if (value.includes('\u0000')) throw new Error('literal contains NUL');
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
