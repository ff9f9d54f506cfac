import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContract } from '@/shared/api/contract';
import { PERMISSION_BITS } from '@/shared/lib/permissions';
import { MULTIPART_BOUNDARY, multipart, ONE_PIXEL_PNG, startTestServer, type DemoAccount, type TestServer } from './harness';
import { staffWith } from './staff-with';

const { islamicEvents, eventTranslations, ISLAMIC_EVENT_MESSAGES: M, EVENT_TRANSLATION_MESSAGES: T } = siteContract;
const { list: listBit, view, add, edit } = PERMISSION_BITS;
const KB = 1024;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ISRA = {
  name: "Isra and Mi'raj",
  slug: '',
  heading1: "Isra and Mi'raj 1448",
  eventGroup: 'Rajab',
  title: "Isra and Mi'raj 1448",
  description: 'The night journey and the ascension.',
  hijriDate: '27,Rajab,1448',
  hijriCountryId: null,
  eventType: 1,
};

type Token = DemoAccount | { token: string };
const tokenOf = async (who: Token) => (typeof who === 'string' ? server.tokenOf(who) : who.token);
const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, who: Token = 'content') =>
  server.call({ method, url: `/api/site${path}`, payload, token: await tokenOf(who) });
const save = (payload: object, who?: Token) => call('POST', '/islamic-event/save', payload, who);
const list = (body: object = {}, who?: Token) => call('POST', '/islamic-event/list', { limitCount: 25, firstIndex: -2, pageno: 1, ...body }, who);
const translations = (eventId: number, who?: Token) => call('POST', '/event-translation/list/', { eventId, limitCount: 25, firstIndex: -2, pageno: 0 }, who);
const created = async (payload: object = {}) => {
  const reply = await save({ ...ISRA, ...payload });
  expect(reply.statusCode, reply.body).toBe(200);
  return islamicEvents.calls.create!.reply.parse(reply.json()).data;
};
const countryId = async (code: string) => Number((await server.db.selectFrom('hijri_settings').select('id').where('country_code', '=', code).executeTakeFirstOrThrow()).id);

describe('the Islamic event list', () => {
  it("lists the year 1448's demo events with their dates, searched and filtered", async () => {
    const all = islamicEvents.calls.list.reply.parse((await list()).json());
    expect(all.totalRecords).toBe(9);
    const newYear = all.content.find((event) => event.name === 'Islamic New Year')!;
    expect(newYear).toMatchObject({ hijriDate: '1,Muharram,1448', gregorianDate: '2026-06-16', publish: 1, listed: 1, eventType: 1, backgroundImage: 'islamic-new-year.png' });
    expect(all.content.some((event) => event.hijriDate.includes('Rajab'))).toBe(false);
    expect((await list({ keyword: 'eid' })).json().content.map((event: { name: string }) => event.name).sort()).toEqual(['Eid al-Adha', 'Eid al-Fitr']);
    expect((await list({ publish: 0 })).json().totalRecords).toBe(2);
    expect((await list({ listed: 1, publish: 1 })).json().totalRecords).toBe(6);
    expect((await list({ sortField: 'gregorianDate', descending: false })).json().content[0].name).toBe('Islamic New Year');
  });

  it("takes the spec's list bodies as the old panel sent them", async () => {
    const spec = await list({ name: '', status: 0, eventType: null, listed: null, sortType: 2, descendingOrder: true, publish: null, slug: '', keyword: 'ramadan' });
    expect(spec.statusCode, spec.body).toBe(200);
    expect(spec.json().content.map((event: { name: string }) => event.name).sort()).toEqual(['Laylat al-Qadr', 'Start of Ramadan']);
    const eventId = spec.json().content[0].eventId;
    const listed = await call('POST', '/event-translation/list/', { eventId, descendingOrder: true, firstIndex: -2, pageno: 0, limitCount: 25 });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().totalRecords).toBe(2);
  });

  it('refuses bad filters with 400, and anyone without the list bit with 403', async () => {
    expect((await list({ publish: 2 })).statusCode).toBe(400);
    expect((await list({ sortField: 'image_key' })).statusCode).toBe(400);
    expect((await list({}, 'moderator')).statusCode).toBe(403);
    expect((await server.call({ method: 'POST', url: '/api/site/islamic-event/list', payload: { pageno: 1, limitCount: 25 } })).statusCode).toBe(401);
  });
});

describe('adding and changing an Islamic event', () => {
  it("adds 27 Rajab 1448 on 5 January 2027, slug from the name, unpublished and unlisted; a country's adjustment moves the day", async () => {
    const event = await created();
    expect(event).toMatchObject({ slug: 'isra-and-mi-raj', hijriDate: '27,Rajab,1448', gregorianDate: '2027-01-05', hijriAdjustment: 0, publish: 0, listed: 0, eventType: 1, backgroundImage: null });
    const pakistan = await countryId('PK');
    await server.db.updateTable('hijri_settings').set({ hijri_adjustment: -1 }).where('id', '=', pakistan).execute();
    const moved = await call('POST', '/islamic-event/update', { ...ISRA, slug: event.slug, eventId: event.eventId, hijriCountryId: pakistan });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ gregorianDate: '2027-01-06', hijriAdjustment: -1, hijriCountryId: pakistan });
    const history = (await call('GET', `/islamic-event/history?id=${event.eventId}`)).json();
    expect(history.content[0].changes).toEqual([{ field: 'hijriCountryId', from: null, to: pakistan }]);
    expect((await call('GET', `/islamic-event/find?id=${event.eventId}`)).json().gregorianDate).toBe('2027-01-06');
    await call('DELETE', `/islamic-event/delete?id=${event.eventId}`);
  });

  it.each([
    ['no name', { name: ' ' }, 'name', M.name],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, 'name', M.nameTooLong],
    ['a slug over 100 characters', { slug: 's'.repeat(101) }, 'slug', M.slugTooLong],
    ['no H1', { heading1: '' }, 'heading1', M.heading1],
    ['no group', { eventGroup: '' }, 'eventGroup', M.eventGroup],
    ['a group over 30 characters', { eventGroup: 'g'.repeat(31) }, 'eventGroup', M.eventGroupTooLong],
    ['no title', { title: '' }, 'title', M.title],
    ['a description over 250 characters', { description: 'd'.repeat(251) }, 'description', M.descriptionTooLong],
    ['no Hijri date', { hijriDate: undefined }, 'hijriDate', M.hijriDate],
    ['an unknown month', { hijriDate: '27,Rajjab,1448' }, 'hijriDate', M.hijriDate],
    ['a year past 1500', { hijriDate: '1,Muharram,1501' }, 'hijriDate', M.hijriDate],
    ['a 31st day', { hijriDate: '31,Rajab,1448' }, 'hijriDate', M.hijriDate],
    ['a 30th of a 29-day month', { hijriDate: '30,Muharram,1448' }, 'hijriDate', M.dayNotInMonth],
    ['an unknown country', { hijriCountryId: 999_999 }, 'hijriCountryId', M.country],
    ['an event type of 2', { eventType: 2 }, 'eventType', M.eventType],
  ])('refuses %s with 400 and the words at the field', async (_, change, field, message) => {
    const reply = await save({ ...ISRA, ...change });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json()).toMatchObject({ message, fields: { [field]: message } });
  });

  it('refuses a slug another event has with 409, an unknown id with 404, and keeps the publish flags out of a save', async () => {
    const taken = await save({ ...ISRA, slug: 'ashura' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ slug: M.slugTaken });
    expect((await call('POST', '/islamic-event/update', { ...ISRA, eventId: 999_999 })).statusCode).toBe(404);
    expect((await call('GET', '/islamic-event/find?id=999999')).statusCode).toBe(404);
    expect((await call('GET', '/islamic-event/find?id=abc')).statusCode).toBe(400);
    const event = await created({ publish: 1, listed: 1, gregorianDate: '1999-01-01', slug: 'sent-flags' });
    expect(event).toMatchObject({ publish: 0, listed: 0, gregorianDate: '2027-01-05' });
    await call('DELETE', `/islamic-event/delete?id=${event.eventId}`);
  });

  it('keeps a script typed in a name as text', async () => {
    const event = await created({ name: '<script>alert(1)</script>', slug: 'scripted' });
    expect(event.name).toBe('<script>alert(1)</script>');
    await call('DELETE', `/islamic-event/delete?id=${event.eventId}`);
  });
});

describe('publishing, listing and the bits of each', () => {
  it('publishes, unpublishes, lists and unlists with edit; adds with add; deletes with delete', async () => {
    const event = await created({ slug: 'status-flags' });
    const flags = async (path: string, who?: Token) => call('POST', `/islamic-event/${path}/${event.eventId}`, undefined, who);
    expect((await flags('publish')).json()).toMatchObject({ message: M.statusUpdated, data: { publish: 1, listed: 0 } });
    expect((await flags('enable-listing')).json().data).toMatchObject({ publish: 1, listed: 1 });
    expect((await flags('disable-listing')).json().data).toMatchObject({ listed: 0 });
    expect((await flags('un-publish')).json().data).toMatchObject({ publish: 0 });
    expect((await call('POST', '/islamic-event/publish/999999')).statusCode).toBe(404);

    const adder = { token: await staffWith(server, 'Event adders', { ISLAMIC_EVENTS: listBit | view | add }) };
    const editor = { token: await staffWith(server, 'Event editors', { ISLAMIC_EVENTS: listBit | view | edit }) };
    expect((await flags('publish', adder)).statusCode).toBe(403);
    expect((await flags('publish', 'viewer')).statusCode).toBe(403);
    expect((await flags('publish', editor)).statusCode).toBe(200);
    expect((await save({ ...ISRA, slug: 'by-editor' }, editor)).statusCode).toBe(403);
    expect((await call('POST', '/islamic-event/update', { ...ISRA, slug: 'status-flags', eventId: event.eventId }, adder)).statusCode).toBe(403);
    expect((await call('DELETE', `/islamic-event/delete?id=${event.eventId}`, undefined, editor)).statusCode).toBe(403);
    // The form's country list is open to those who add or change events, whatever their SETTINGS bits.
    expect((await call('GET', '/location/get-country-settings', undefined, adder)).statusCode).toBe(200);
    expect((await call('DELETE', `/islamic-event/delete?id=${event.eventId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/islamic-event/delete?id=${event.eventId}`)).statusCode).toBe(404);
  });
});

describe('the background picture', () => {
  const upload = async (eventId: number | string, bytes: Buffer, type = 'image/png', fileName = 'sky.png', who: Token = 'content') =>
    server.call({
      method: 'POST',
      url: '/api/site/islamic-event/upload-image',
      headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
      payload: multipart([{ name: 'eventId', value: String(eventId) }, { name: 'file', value: bytes, fileName, type }]),
      token: await tokenOf(who),
    });
  const pngOf = (bytes: number) => Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(Math.max(0, bytes - ONE_PIXEL_PNG.length))]);

  it('takes a png of 200 KB after the save and answers its bytes; refuses one byte more, other types, unknown events and viewers', async () => {
    const event = await created({ slug: 'pictured' });
    const stored = await upload(event.eventId, pngOf(200 * KB));
    expect(stored.statusCode, stored.body).toBe(200);
    const image = await call('GET', `/event/download-image/${event.eventId}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await call('GET', `/islamic-event/find?id=${event.eventId}`)).json().backgroundImage).toBe('sky.png');

    const tooLarge = await upload(event.eventId, pngOf(200 * KB + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(M.imageTooLarge);
    const gif = await upload(event.eventId, Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/gif', 'sky.gif');
    expect(gif.statusCode).toBe(415);
    expect(gif.json().message).toBe(M.imageType);
    const lying = await upload(event.eventId, Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    expect(lying.statusCode).toBe(415);
    expect((await upload(999_999, pngOf(100))).statusCode).toBe(404);
    expect((await upload('abc', pngOf(100))).statusCode).toBe(400);
    expect((await upload(event.eventId, pngOf(100), 'image/png', 'sky.png', 'viewer')).statusCode).toBe(403);
    expect((await call('GET', '/event/download-image/999999')).statusCode).toBe(404);
    await call('DELETE', `/islamic-event/delete?id=${event.eventId}`);
  });
});

describe("an event's translations", () => {
  const URDU = { languageCode: 'ur', name: 'اسراء و معراج', metaTitle: 'شب معراج 1448', metaDescription: 'سفرِ معراج کی رات', heading1: 'شب معراج', htmlContent: '<p>ستائیس رجب کی رات</p>' };
  const saveTranslation = (payload: object, who?: Token) => call('POST', '/event-translation/save', payload, who);

  it('lists the two demo translations of an event under its id, and refuses an unknown or missing event', async () => {
    const ashura = (await list({ keyword: 'ashura' })).json().content[0];
    const listed = eventTranslations.calls.list.reply.parse((await translations(ashura.eventId)).json());
    expect(listed.content.map((translation) => translation.languageCode).sort()).toEqual(['ar', 'en']);
    expect(listed.content.find((translation) => translation.languageCode === 'ar')!.name).toBe('عاشوراء');
    const unknown = await translations(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(T.eventNotFound);
    expect((await call('POST', '/event-translation/list/', { limitCount: 25, firstIndex: -2, pageno: 0 })).statusCode).toBe(400);
    expect((await translations(ashura.eventId, 'moderator')).statusCode).toBe(403);
  });

  it('adds an Urdu translation, always published and sanitised; refuses a second Urdu one, another event, and a translation left unpublished', async () => {
    const event = await created({ slug: 'translated' });
    const reply = await saveTranslation({ ...URDU, eventId: event.eventId, htmlContent: '<p onclick="x()">ستائیس رجب<script>alert(1)</script></p><img src="https://evil.example/x.png">' });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().fields).toEqual({ htmlContent: T.htmlOutsidePicture });
    const saved = await saveTranslation({ ...URDU, eventId: event.eventId, htmlContent: '<p onclick="x()">ستائیس رجب<script>alert(1)</script></p>' });
    expect(saved.statusCode, saved.body).toBe(200);
    const translation = eventTranslations.calls.create!.reply.parse(saved.json()).data;
    expect(translation).toMatchObject({ languageCode: 'ur', publish: 1, htmlContent: '<p>ستائیس رجب</p>' });

    const twice = await saveTranslation({ ...URDU, eventId: event.eventId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: T.languageTaken, fields: { languageCode: T.languageTaken } });
    const ashura = (await list({ keyword: 'ashura' })).json().content[0];
    const moved = await call('POST', '/event-translation/update', { ...URDU, translationId: translation.translationId, eventId: ashura.eventId });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(T.otherEvent);
    const toArabic = await call('POST', '/event-translation/update', { ...URDU, translationId: translation.translationId, eventId: event.eventId, languageCode: 'ar', name: 'الإسراء والمعراج' });
    expect(toArabic.statusCode, toArabic.body).toBe(200);
    expect((await saveTranslation({ ...URDU, eventId: event.eventId, publish: 0 })).json().message).toBe(T.alwaysPublished);
    expect((await saveTranslation({ ...URDU, eventId: 999_999 })).statusCode).toBe(404);
    expect((await saveTranslation({ ...URDU, eventId: event.eventId, languageCode: 'de' })).json().fields).toEqual({ languageCode: T.language });
    expect((await saveTranslation({ ...URDU, eventId: event.eventId, metaDescription: 'd'.repeat(251) })).json().fields).toEqual({ metaDescription: T.metaDescriptionTooLong });

    // Deleting the event deletes its translations.
    expect((await call('DELETE', `/islamic-event/delete?id=${event.eventId}`)).statusCode).toBe(200);
    expect((await call('GET', `/event-translation/find?id=${translation.translationId}`)).statusCode).toBe(404);
  });

  it('needs add to add or change a translation, and delete to delete one', async () => {
    const event = await created({ slug: 'translation-bits' });
    const editor = { token: await staffWith(server, 'Translation editors', { ISLAMIC_EVENTS: listBit | view | edit }) };
    const adder = { token: await staffWith(server, 'Translation adders', { ISLAMIC_EVENTS: listBit | view | add }) };
    expect((await saveTranslation({ ...URDU, eventId: event.eventId }, editor)).statusCode).toBe(403);
    const saved = await saveTranslation({ ...URDU, eventId: event.eventId }, adder);
    expect(saved.statusCode).toBe(200);
    const id = saved.json().data.translationId;
    expect((await call('POST', '/event-translation/update', { ...URDU, translationId: id, eventId: event.eventId, name: 'معراج' }, adder)).statusCode).toBe(200);
    expect((await call('DELETE', `/event-translation/delete?id=${id}`, undefined, adder)).statusCode).toBe(403);
    expect((await call('DELETE', `/event-translation/delete?id=${id}`)).statusCode).toBe(200);
    await call('DELETE', `/islamic-event/delete?id=${event.eventId}`);
  });
});
