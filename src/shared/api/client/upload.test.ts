import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from './upload';
import { UploadError } from './uploadError';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A stand-in for the browser's XMLHttpRequest that answers every PUT with `status`. */
function storageAnswering(status: number) {
  return class {
    status = 0;
    responseText = '';
    timeout = 0;
    upload = {};
    onload: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send() {
      this.status = status;
      queueMicrotask(() => this.onload?.());
    }
  };
}

const file = new File([new Uint8Array(8)], 'photo.png', { type: 'image/png' });

describe('uploadFile', () => {
  it('returns the stored key when the link and the PUT succeed', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ url: '/api/academy/storage/upload/k', imageKey: 'COURSE_IMAGE/photo.png' })));
    vi.stubGlobal('XMLHttpRequest', storageAnswering(200));
    await expect(uploadFile('COURSE_IMAGE', file)).resolves.toBe('COURSE_IMAGE/photo.png');
  });

  it('names the link as the failed step when the presigned URL cannot be had', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ success: false, message: 'Forbidden' }, 403)));
    const failure = await uploadFile('COURSE_IMAGE', file).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadError);
    expect(failure).toMatchObject({ step: 'presign', message: 'Forbidden' });
  });

  it('names the transfer as the failed step when the PUT of the file fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ url: '/api/academy/storage/upload/k', imageKey: 'COURSE_IMAGE/photo.png' })));
    vi.stubGlobal('XMLHttpRequest', storageAnswering(503));
    const failure = await uploadFile('COURSE_IMAGE', file).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadError);
    expect(failure).toMatchObject({ step: 'transfer' });
  });
});
