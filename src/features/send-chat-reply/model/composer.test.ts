import { describe, expect, it } from 'vitest';
import { ApiError, contractFixtures } from '@/shared/api';
import { composerState } from './composerRules';
import { chatImageProblem } from './imageCheck';
import { isTeacherAlreadyAssigned, replyBody } from './replyBody';

describe('composerState', () => {
  it('cannot send nothing', () => {
    expect(composerState({ text: '  ', hasImage: false, recorder: 'idle' }).canSend).toBe(false);
  });

  it('typing enables send and disables record', () => {
    const state = composerState({ text: 'Well done', hasImage: false, recorder: 'idle' });
    expect(state).toMatchObject({ canSend: true, canRecord: false, canType: true });
  });

  it('recording disables the text box and the image button', () => {
    const state = composerState({ text: '', hasImage: false, recorder: 'recording' });
    expect(state).toMatchObject({ canType: false, canAttach: false, canSend: false });
  });

  it('a take or an image enables send', () => {
    expect(composerState({ text: '', hasImage: false, recorder: 'recorded' }).canSend).toBe(true);
    expect(composerState({ text: '', hasImage: true, recorder: 'idle' })).toMatchObject({ canSend: true, canRecord: false });
  });
});

describe('chatImageProblem', () => {
  const png = { type: 'image/png', size: 10_000 };
  it('accepts an image inside every limit, edges included', () => {
    expect(chatImageProblem(png, { width: 50, height: 20 })).toBeNull();
    expect(chatImageProblem(png, { width: 1500, height: 1200 })).toBeNull();
  });

  it('names the first problem', () => {
    expect(chatImageProblem({ type: 'application/pdf', size: 10 }, null)).toBe('type');
    expect(chatImageProblem({ type: 'image/png', size: 1024 * 1024 + 1 }, null)).toBe('size');
    expect(chatImageProblem(png, null)).toBe('unreadable');
    expect(chatImageProblem(png, { width: 49, height: 300 })).toBe('dimensions');
    expect(chatImageProblem(png, { width: 300, height: 1201 })).toBe('dimensions');
  });
});

describe('replyBody', () => {
  it('echoes the conversation and names sender, receiver and app', () => {
    const body = replyBody(contractFixtures.openConversationFixture, 3, 'TEXT', 'Well done');
    expect(body).toMatchObject({
      conversationId: 3,
      courseId: 2,
      levelId: 1,
      exerciseId: 4,
      senderId: 3,
      receiverId: 1003,
      messageType: 'TEXT',
      messageBody: 'Well done',
      createdByAppId: 9,
      courseType: 'QURAN_CIRCLE',
    });
  });
});

describe('isTeacherAlreadyAssigned', () => {
  it('is the code 103 refusal with the spec’s wording only', () => {
    expect(isTeacherAlreadyAssigned(new ApiError(409, 'Teacher is already assigned to this conversation', { code: 103 }))).toBe(true);
    expect(isTeacherAlreadyAssigned(new ApiError(409, 'Teacher is already assigned to this conversation', { code: '103' }))).toBe(true);
    expect(isTeacherAlreadyAssigned(new ApiError(409, 'This assignment is already marked as pass; the conversation is closed.', { code: 103 }))).toBe(false);
    expect(isTeacherAlreadyAssigned(new Error('Teacher is already assigned to this conversation'))).toBe(false);
  });
});
