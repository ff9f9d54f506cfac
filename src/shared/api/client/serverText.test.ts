import { beforeAll, describe, expect, it } from 'vitest';
import en from '@/shared/i18n/locales/en/server-messages.json';
import ur from '@/shared/i18n/locales/ur/server-messages.json';
import { i18next } from '@/shared/i18n';
import { ApiError } from './ApiError';
import { errorText, fieldTexts, replyText, SERVER_MESSAGES_NAMESPACE, serverText } from './serverText';

beforeAll(async () => {
  i18next.addResourceBundle('en', SERVER_MESSAGES_NAMESPACE, en);
  i18next.addResourceBundle('ur', SERVER_MESSAGES_NAMESPACE, ur);
  await i18next.changeLanguage('ur');
});

const refusal = new ApiError(401, 'Invalid email or password.', { messageCode: 'auth.invalidCredentials' });

describe('the server’s words in Urdu', () => {
  it('are the catalogue’s text for their code', () => {
    expect(serverText('Invalid email or password.', 'auth.invalidCredentials')).toBe('ای میل یا پاس ورڈ درست نہیں۔');
    expect(errorText(refusal)).toBe('ای میل یا پاس ورڈ درست نہیں۔');
  });

  it('carry the values the server filled in', () => {
    const tooLarge = new ApiError(413, 'Filesize must be smaller than 1MB!', { messageCode: 'upload.fileTooLarge', messageParams: { size: '1' } });
    expect(errorText(tooLarge)).toBe('فائل کا سائز 1MB سے کم ہونا چاہیے!');
  });

  it('fall back to the English the server sent for a code the catalogue lacks, or no code, kept left to right', () => {
    const english = (text: string) => `\u2066${text}\u2069`;
    expect(serverText('A message from a newer server.', 'auth.somethingNew')).toBe(english('A message from a newer server.'));
    expect(errorText(new ApiError(409, 'Teacher is already assigned to this conversation', { code: 103 }))).toBe(
      english('Teacher is already assigned to this conversation'),
    );
    expect(errorText(new Error('Plain failure'))).toBe(english('Plain failure'));
    expect(errorText('not an error')).toBeUndefined();
  });

  it('cover each refused field and a success reply', () => {
    const refused = new ApiError(400, 'Please enter a value', {
      fields: { value: 'Please enter a value', 'parts.0.name': 'A part name nobody catalogued' },
      fieldCodes: { value: 'discount.value' },
    });
    expect(fieldTexts(refused)).toEqual({ value: 'براہ کرم قدر درج کریں', 'parts.0.name': '\u2066A part name nobody catalogued\u2069' });
    expect(replyText({ success: true, message: 'Course published successfully!', messageCode: 'course.published' } as never)).toBe(
      'کورس کامیابی سے شائع ہو گیا!',
    );
    expect(replyText({})).toBeUndefined();
  });

  it('are the English word for word in English', async () => {
    await i18next.changeLanguage('en');
    expect(errorText(refusal)).toBe('Invalid email or password.');
    expect(serverText('A message from a newer server.', 'auth.somethingNew')).toBe('A message from a newer server.');
    await i18next.changeLanguage('ur');
  });
});
