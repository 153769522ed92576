/** An error from the backend, carrying PostgREST's code so callers can tell cases apart. */
export class DataError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'DataError';
    this.code = code;
  }
}

export function toDataError(error: { message: string; code?: string }): DataError {
  return new DataError(error.message, error.code);
}
