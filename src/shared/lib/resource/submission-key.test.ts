import { describe, expect, it } from 'vitest';
import { SubmissionKeys } from './submission-key';

describe('SubmissionKeys', () => {
  it('gives a retry of the same unanswered input its key again, and a new key once answered or changed', () => {
    const keys = new SubmissionKeys();
    const first = keys.keyFor({ name: 'Ramadan' });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyFor({ name: 'Ramadan' })).toBe(first);
    const changed = keys.keyFor({ name: 'Ramadan Recipes' });
    expect(changed).not.toBe(first);
    keys.answered();
    expect(keys.keyFor({ name: 'Ramadan Recipes' })).not.toBe(changed);
  });
});
