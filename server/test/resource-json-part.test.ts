import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resourceContract } from '@/shared/api/contract';
import { installErrorHandler } from '../http/error-handler';
import { inMultipartScope, readResourceForm } from '../resources/resource-files';
import { MULTIPART_BOUNDARY, multipart, ONE_PIXEL_PNG, type Part } from './harness';

/** A resource saved as the shop's are: its input in one JSON `request` part, beside an optional picture and a required one. */
const shelves = resourceContract.defineResource({
  name: 'shelf',
  service: 'shop',
  point: 'PRODUCTS',
  idKey: 'id',
  record: z.object({ id: z.number(), name: z.string(), rank: z.number() }),
  input: z.object({ name: z.string().min(1, 'Enter a name.'), rank: z.number().int() }),
  paging: 'academy',
  paths: { list: '/shelf/list', find: '/shelf/:id', create: '/shelf', update: '/shelf/:id', history: '/shelf/:id/history' },
  requestPart: 'request',
  files: {
    imageFile: { maxBytes: 1000, types: ['image/png'], download: '/shelf/:id/image', optional: true, messages: { tooLarge: 'Too large.', wrongType: 'A PNG only.' } },
    bannerFile: { maxBytes: 1000, types: ['image/png'], download: '/shelf/:id/banner', messages: { tooLarge: 'Too large.', required: 'Choose a banner.', wrongType: 'A PNG only.' } },
  },
  messages: { ...resourceContract.RECORD_MESSAGES, notFound: 'No such shelf.' },
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  installErrorHandler(app);
  inMultipartScope(app, shelves, (scope) => {
    scope.post('/shelf', async (request) => {
      const { body, files } = await readResourceForm(request, shelves, shelves.calls.create!, true);
      return { body, files: Object.keys(files) };
    });
  });
  await app.ready();
});
afterAll(() => app.close());

const banner: Part = { name: 'bannerFile', value: ONE_PIXEL_PNG, fileName: 'banner.png', type: 'image/png' };
const send = (parts: Part[]) =>
  app.inject({ method: 'POST', url: '/shelf', payload: multipart(parts), headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` } });

describe('a resource whose saves carry a JSON request part', () => {
  it('declares the part and its optional files in the contract', () => {
    expect(shelves.calls.create!.multipart).toMatchObject({ jsonPart: 'request', file: ['imageFile', 'bannerFile'], optionalFiles: ['imageFile'] });
  });

  it('reads the record from the JSON part, with its numbers as numbers, and takes an optional file left out', async () => {
    const reply = await send([{ name: 'request', value: JSON.stringify({ name: 'Prayer mats', rank: 3 }) }, banner]);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ body: { name: 'Prayer mats', rank: 3 }, files: ['bannerFile'] });
  });

  it('checks the JSON part with the input schema, in its words', async () => {
    const reply = await send([{ name: 'request', value: JSON.stringify({ name: '', rank: 3 }) }, banner]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Enter a name.');
  });

  it('refuses a request part that is not JSON, or none, in words', async () => {
    for (const parts of [[{ name: 'request', value: '{"name": "Mats",' }, banner], [banner]]) {
      const reply = await send(parts);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe("The form's request part is not JSON.");
    }
  });

  it('still needs a file that is not optional when adding', async () => {
    const reply = await send([{ name: 'request', value: JSON.stringify({ name: 'Mats', rank: 1 }) }]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Choose a banner.');
  });

  it('refuses the fields sent as text parts of their own', async () => {
    const reply = await send([{ name: 'request', value: JSON.stringify({ name: 'Mats', rank: 1 }) }, { name: 'name', value: 'Other' }, banner]);
    expect(reply.statusCode).toBe(400);
  });

  it('takes a record of several kilobytes in its JSON part', async () => {
    const reply = await send([{ name: 'request', value: JSON.stringify({ name: 'x'.repeat(20_000), rank: 1 }) }, banner]);
    expect(reply.statusCode).toBe(200);
  });
});
