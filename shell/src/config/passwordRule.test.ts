import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from './passwordRule';

describe('the password rule', () => {
  it("is config.toml's [auth] minimum_password_length, which the backend enforces", () => {
    const toml = fs.readFileSync(path.resolve(import.meta.dirname, '../../../supabase/config.toml'), 'utf8');
    expect(Number(/^minimum_password_length\s*=\s*(\d+)/m.exec(toml)?.[1])).toBe(MIN_PASSWORD_LENGTH);
    expect(MIN_PASSWORD_LENGTH).toBeGreaterThanOrEqual(8);
  });
});
