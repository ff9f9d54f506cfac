import { describe, expect, it } from 'vitest';
import { statusChangeRefusal, unknownVideoMessage } from '../chapters/chapters';
import { CHAT_MESSAGES } from '../chat/constants';
import { FILE_CATEGORIES, fileTooLargeMessage } from '../uploads/categories';
import { SERVER_MESSAGES } from './catalogue';
import { englishServerMessage, recogniseServerMessage } from './recognise';

describe('recogniseServerMessage', () => {
  it('names fixed words by their code, the spec English word for word', () => {
    expect(recogniseServerMessage('Invalid email or password.')).toEqual({ code: 'auth.invalidCredentials' });
    expect(recogniseServerMessage(CHAT_MESSAGES.teacherAlreadyAssigned)).toEqual({ code: 'chat.teacherAlreadyAssigned' });
  });

  it('gives words shared by several forms the first code', () => {
    expect(recogniseServerMessage('Record updated successfully!')).toEqual({ code: 'record.updated' });
  });

  it('takes the values back out of words the server filled in', () => {
    expect(recogniseServerMessage(fileTooLargeMessage('COURSE_IMAGE'))).toEqual({ code: 'upload.fileTooLarge', params: { size: '1' } });
    for (const category of FILE_CATEGORIES) {
      const known = recogniseServerMessage(fileTooLargeMessage(category));
      expect(known && englishServerMessage(known.code, known.params), category).toBe(fileTooLargeMessage(category));
    }
    expect(recogniseServerMessage(statusChangeRefusal('NEW', 'UNPUBLISHED'))).toEqual({
      code: 'chapter.statusChange',
      params: { from: 'NEW', to: 'UNPUBLISHED' },
    });
    expect(recogniseServerMessage(unknownVideoMessage('Makharij: Part 1'))).toEqual({ code: 'chapter.unknownVideo', params: { title: 'Makharij: Part 1' } });
  });

  it('prefers fixed words, then the most specific pattern', () => {
    expect(recogniseServerMessage('Maximum 80 characters allowed')).toEqual({ code: 'chapter.titleEnTooLong' });
    expect(recogniseServerMessage('Maximum 33 characters allowed')).toEqual({ code: 'field.maximumCharacters', params: { max: '33' } });
    expect(recogniseServerMessage('title must be at least 3 characters.')).toEqual({
      code: 'field.tooShort',
      params: { field: 'title', minimum: '3' },
    });
    expect(recogniseServerMessage('rank must be at least 3.')).toEqual({ code: 'field.tooSmall', params: { field: 'rank', minimum: '3' } });
  });

  it('knows no code for words outside the catalogue', () => {
    expect(recogniseServerMessage('Something nobody wrote.')).toBeUndefined();
  });

  it('recognises every message of the catalogue as itself or as words with the same English', () => {
    for (const [code, template] of Object.entries(SERVER_MESSAGES)) {
      const known = recogniseServerMessage(template);
      expect(known, code).toBeDefined();
      expect(englishServerMessage(known!.code, known!.params), code).toBe(template);
    }
  });
});

describe('englishServerMessage', () => {
  it('fills the values in, and keeps a placeholder whose value is missing', () => {
    expect(englishServerMessage('upload.fileTooLarge', { size: '1' })).toBe('Filesize must be smaller than 1MB!');
    expect(englishServerMessage('discount.courseNotPublished')).toBe('"{{title}}" is not published; only published courses can get a discount.');
  });
});
