import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@/shared/api/contract';
import en from './locales/en/server-messages.json';
import ur from './locales/ur/server-messages.json';

type Catalogue = Record<string, Record<string, string>>;
const textOf = (catalogue: Catalogue, code: string) => {
  const [group, key] = code.split('.') as [string, string];
  return catalogue[group]?.[key];
};
const placeholders = (text: string | undefined) => [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const codesOf = (catalogue: Catalogue) => Object.entries(catalogue).flatMap(([group, texts]) => Object.keys(texts).map((key) => `${group}.${key}`));

describe('the server-messages catalogues', () => {
  it('hold in English exactly the words the server sends, one key per code', () => {
    for (const [code, english] of Object.entries(SERVER_MESSAGES)) expect(textOf(en, code), code).toBe(english);
    expect(codesOf(en).sort()).toEqual(Object.keys(SERVER_MESSAGES).sort());
  });

  it('hold every code in Urdu, in Urdu, with the same values to fill in', () => {
    expect(codesOf(ur).sort()).toEqual(Object.keys(SERVER_MESSAGES).sort());
    for (const [code, english] of Object.entries(SERVER_MESSAGES)) {
      const urdu = textOf(ur, code);
      expect(urdu, code).toMatch(/[\u0600-\u06FF]/);
      expect(placeholders(urdu), code).toEqual(placeholders(english));
    }
  });
});
