import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesContract, playlistContract, uploadsContract } from '@/shared/api/contract';
import { ONE_PIXEL_PNG, pathOf, startTestServer, type DemoAccount, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { COURSE_MESSAGES: M } = coursesContract;
const TAJWEED = 1; // MASTERCLASS with parts, sub-parts and the published discount
const CIRCLE = 2; // MASTERCLASS, locked and published, without a discount
const ARABIC = 3; // MASTERCLASS, unpublished
const ALPHABET = 4; // BASIC

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function as(account: DemoAccount, method: Method, url: string, payload?: unknown) {
  return server.call({ method, url: `/api/academy${url}`, payload: payload as object, token: await server.tokenOf(account) });
}

async function upload(category: uploadsContract.FileCategory, fileName: string, bytes: Buffer, type: string): Promise<string> {
  const presigned = await as('admin', 'GET', `/presignedurl?fileCategory=${category}&fileName=${fileName}`);
  const { url, imageKey } = uploadsContract.presignedUrlReply.parse(presigned.json());
  const put = await server.app.inject({ method: 'PUT', url: pathOf(url), payload: bytes, headers: { 'content-type': type } });
  expect(put.statusCode).toBe(200);
  return imageKey;
}
const uploadImage = () => upload('COURSE_IMAGE', 'course.png', ONE_PIXEL_PNG, 'image/png');

/** A complete MASTERCLASS course as the form sends it. */
function masterclass(imagePath?: string) {
  return {
    basicInfo: {
      type: 'MASTERCLASS',
      subType: 'HYBRID',
      accessType: 'LOCKED',
      occurrenceType: 'RECURRING',
      title: 'Seerah for Families',
      alias: 'seerah-families',
      subTitle: 'The life of the Prophet as a story',
      shortDescription: 'Stories from the Seerah for parents and children.',
      longDescription: 'Twelve recorded stories with live discussion sessions.',
      cardText: 'Learn together',
      classGoal: 'Know the main events of the Seerah.',
      rank: 7,
      containCompletionCertificate: true,
      completionCriteria: ['VIDEO_LEC'],
      isCommunityEnabled: true,
      isStudentTestimonialEnabled: true,
      sharableLink: 'https://example.com/academy/seerah',
      imagePath,
      isThumbnailLight: false,
    },
    contentInfo: {
      introVideoId: 'vid-tajweed-intro',
      containParts: true,
      containSubParts: false,
      surveyLink: 'https://example.com/survey',
      isExternalContentAvailable: true,
      externalContent: [{ type: 'RESOURCE_MATERIAL', title: 'Reading list', value: 'https://example.com/reading' }],
    },
    overviewInfo: {
      objectives: ['Tell the story of the Hijrah'],
      benefits: ['Stories for the whole family'],
      duration: '8h 45m',
      studentTestimonials: [{ studentName: 'Maryam Iqbal', rating: 5, testimonial: 'Wonderful for my children.' }],
      milestones: [],
      completionCriteria: { 'part-1': ['VIDEO_LEC'] },
    },
    subscriptionInfo: {
      subscriptionDetail: ['Twelve stories'],
      priceType: 'PAID',
      price: 30,
      storePurchaseId: 'academy.seerah',
      storePurchaseInfo: 'One-time purchase',
    },
    batchConfigInfo: {
      startAt: '2025-03-01T10:00:00',
      timezone: 'UTC',
      enrollmentDurationMins: 1440,
      batchDurationMins: 60,
      maxAllowedStudents: 25,
      batchFrequency: 'WEEKLY',
    },
    instructorIds: [1, 2],
    parts: [{ name: 'Makkah' }, { name: 'Madinah', shortDescription: 'After the Hijrah' }],
  };
}
type Draft = ReturnType<typeof masterclass>;
const change = (draft: Draft, edit: (copy: Draft) => void): Draft => {
  const copy = structuredClone(draft);
  edit(copy);
  return copy;
};

async function create(body: unknown) {
  const reply = await as('instructor', 'POST', '/course', body);
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.json()).toEqual({});
  return Number(String(reply.headers.location).split('/').pop());
}
const read = async (id: number) => coursesContract.course.parse((await as('viewer', 'GET', `/course/${id}`)).json());

describe('course list and pickers', () => {
  it('lists the seeded courses by rank, ten to a page, with their discount, instructors and video', async () => {
    const reply = await as('viewer', 'POST', '/course/list', { pageNumber: 1, pageSize: 10 });
    expect(reply.statusCode).toBe(200);
    const page = coursesContract.listCourses.reply.parse(reply.json());
    expect(page).toMatchObject({ totalRecords: 5, pageNumber: 1, totalPages: 1 });
    expect(page.content.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(page.content[0]).toMatchObject({
      id: TAJWEED,
      title: 'Tajweed Basics',
      price: 49,
      discountName: 'Ramadan 20% off',
      type: 'MASTERCLASS',
      subType: 'RECORDED',
      isPublished: true,
      locked: true,
      duration: '12h 30m',
      instructorName: 'Bilal Ahmed',
      videoTitle: 'Tajweed Basics: Introduction',
    });
    expect(page.content[2]).toMatchObject({ id: ARABIC, isPublished: false, instructorName: 'Khadija Noor, Bilal Ahmed', discountName: null });
  });

  it('filters by type, sorts by title and pages', async () => {
    const basic = (await as('viewer', 'POST', '/course/list', { type: 'BASIC' })).json();
    expect(basic.content.map((row: { type: string }) => row.type)).toEqual(['BASIC', 'BASIC']);
    const byTitle = (await as('viewer', 'POST', '/course/list', { pageSize: 2, pageNumber: 2, sortProperties: ['title'], descending: true, type: 0 })).json();
    expect(byTitle).toMatchObject({ totalRecords: 5, totalPages: 3 });
    expect(byTitle.content.map((row: { title: string }) => row.title)).toEqual(['Short Surahs: Weekly Recitation', 'Quranic Arabic for Understanding']);
  });

  it('offers the publish picker only published, locked courses without a discount', async () => {
    const reply = await as('viewer', 'GET', '/course/name-summary?isPublished=true&containsDiscount=false&isLocked=true');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual([
      { id: CIRCLE, basicInfo: { title: 'Weekly Quran Circle', type: 'MASTERCLASS' }, contentInfo: { containParts: true, containSubParts: true } },
    ]);
    const all = coursesContract.courseNameSummary.reply.parse((await as('viewer', 'GET', '/course/name-summary')).json());
    expect(all).toHaveLength(5);
    expect(all.find((entry) => entry.id === TAJWEED)?.contentInfo).toEqual({ containParts: true, containSubParts: true });
    const recurring = (await as('viewer', 'GET', '/course/name-summary?occurrenceType=RECURRING')).json();
    expect(recurring.map((entry: { id: number }) => entry.id)).toEqual([CIRCLE]);
  });

  it('lists the playlist video titles for the pickers', async () => {
    const reply = await as('instructor', 'GET', '/playlist/video-titles/name-summary?pageNumber=1&pageSize=1000');
    expect(reply.statusCode).toBe(200);
    const page = playlistContract.videoTitleSummary.reply.parse(reply.json());
    expect(page.totalRecords).toBe(12);
    expect(page.content[0]).toEqual({ id: 'vid-tajweed-intro', title: 'Tajweed Basics: Introduction' });
    expect((await as('moderator', 'GET', '/playlist/video-titles/name-summary')).statusCode).toBe(403);
  });
});

describe('one course', () => {
  it('reads a seeded course with its parts, discount and instructors', async () => {
    const course = await read(TAJWEED);
    expect(course.parts.map((part) => part.name)).toEqual(['Points of Articulation', 'Noon and Meem Sakinah', 'Madd']);
    expect(course.contentInfo).toMatchObject({ containParts: true, containSubParts: true, introVideoTitle: 'Tajweed Basics: Introduction' });
    expect(course.subscriptionInfo).toMatchObject({ priceType: 'PAID', price: 49, discountInfo: { name: 'Ramadan 20% off', type: 'PERCENTAGE', value: 20 } });
    expect(course.instructorsName).toEqual(['Bilal Ahmed']);
    expect((await as('viewer', 'GET', '/course/999')).statusCode).toBe(404);
  });

  it('creates a course with an empty reply, then reads and updates it', async () => {
    const imagePath = await uploadImage();
    const id = await create(masterclass(imagePath));
    const course = await read(id);
    expect(course.basicInfo).toMatchObject({ title: 'Seerah for Families', subType: 'HYBRID', isPublished: false, imagePath });
    expect(course.imageUrl).toContain(`/api/storage/files/${imagePath}`);
    expect(course.instructorsName).toEqual(['Bilal Ahmed', 'Khadija Noor']);
    expect(course.batchConfigInfo).toMatchObject({ maxAllowedStudents: 25, batchFrequency: 'WEEKLY' });
    expect(course.parts.map((part) => part.name)).toEqual(['Makkah', 'Madinah']);

    // What GET returns can be sent back as it is.
    const same = await as('instructor', 'PUT', `/course/${id}`, course);
    expect(same.json()).toEqual({ success: true, message: M.updated, messageCode: 'record.updated' });

    const [makkah] = course.parts;
    const edited = change(masterclass(), (draft) => {
      draft.basicInfo.title = 'Seerah for the Whole Family';
      draft.parts = [{ ...makkah!, name: 'Makkah Years' }, { name: 'Battles' }] as Draft['parts'];
    });
    const updated = await as('instructor', 'PUT', `/course/${id}`, edited);
    expect(updated.json()).toEqual({ success: true, message: 'Record updated successfully!', messageCode: 'record.updated' });
    const again = await read(id);
    expect(again.basicInfo.title).toBe('Seerah for the Whole Family');
    expect(again.basicInfo.imagePath).toBe(imagePath); // left out on edit: the image stays
    expect(again.parts.map((part) => [part.id === makkah!.id, part.name])).toEqual([
      [true, 'Makkah Years'],
      [false, 'Battles'],
    ]);
  });

  it('forces a BASIC course to RECORDED and NON_RECURRING and needs no sharable link or video', async () => {
    const basic = change(masterclass(await uploadImage()), (draft) => {
      draft.basicInfo.type = 'BASIC';
      draft.basicInfo.subType = 'LIVE';
      draft.basicInfo.sharableLink = '';
      draft.contentInfo.introVideoId = '';
      draft.subscriptionInfo = { ...draft.subscriptionInfo, priceType: 'FREE', price: 12 };
    });
    const course = await read(await create(basic));
    expect(course.basicInfo).toMatchObject({ type: 'BASIC', subType: 'RECORDED', occurrenceType: 'NON_RECURRING' });
    expect(course.batchConfigInfo).toBeNull();
    expect(course.contentInfo.introVideoId).toBeNull();
    expect(course.subscriptionInfo).toMatchObject({ priceType: 'FREE', price: 0 });
  });

  it('accepts an uploaded document as external content and refuses an image there', async () => {
    const pdf = await upload('COURSE_EXTERNAL_ASSETS', 'notes.pdf', Buffer.from('%PDF-1.4\n%demo\n'), 'application/pdf');
    const image = await uploadImage();
    const withAsset = (value: string) =>
      change(masterclass(image), (draft) => {
        draft.contentInfo.externalContent = [{ type: 'ASSET_UPLOAD', title: 'Notes', value }];
      });
    const course = await read(await create(withAsset(pdf)));
    expect(course.contentInfo.externalContent[0]?.valueUrl).toContain(pdf);
    const refused = await as('admin', 'POST', '/course', withAsset(image));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.externalAssetType);
  });

  const refusals: [string, (draft: Draft) => void, string][] = [
    ['no image', (d) => void (d.basicInfo.imagePath = undefined), M.imageRequired],
    ['an image that was never uploaded', (d) => void (d.basicInfo.imagePath = 'course-image/00000000-0000-0000-0000-000000000000-x.png'), M.imageRequired],
    ['no type', (d) => void (d.basicInfo.type = undefined as never), M.type],
    ['a MASTERCLASS without subtype', (d) => void (d.basicInfo.subType = undefined as never), M.subType],
    ['a MASTERCLASS without occurrence type', (d) => void (d.basicInfo.occurrenceType = undefined as never), M.occurrenceType],
    ['a title over 80 characters', (d) => void (d.basicInfo.title = 'x'.repeat(81)), M.title],
    ['an alias over 30 characters', (d) => void (d.basicInfo.alias = 'x'.repeat(31)), M.title],
    ['an empty title', (d) => void (d.basicInfo.title = ' '), M.title],
    ['a subtitle over 250 characters', (d) => void (d.basicInfo.subTitle = 'x'.repeat(251)), 'Maximum 250 characters allowed'],
    ['a short description over 500 characters', (d) => void (d.basicInfo.shortDescription = 'x'.repeat(501)), 'Maximum 500 characters allowed'],
    ['a card text over 100 characters', (d) => void (d.basicInfo.cardText = 'x'.repeat(101)), 'Maximum 100 characters allowed'],
    ['rank 0', (d) => void (d.basicInfo.rank = 0), M.number],
    ['a duration not written Xh Ym', (d) => void (d.overviewInfo.duration = '90 minutes'), M.number],
    ['three digits of minutes', (d) => void (d.overviewInfo.duration = '1h 100m'), M.number],
    ['a recurring hybrid course without capacity', (d) => void (d.batchConfigInfo.maxAllowedStudents = null as never), M.capacity],
    ['a recurring hybrid course without start', (d) => void (d.batchConfigInfo.startAt = null as never), M.batchStart],
    ['no survey link', (d) => void (d.contentInfo.surveyLink = ''), M.surveyLink],
    ['a MASTERCLASS without sharable link', (d) => void (d.basicInfo.sharableLink = ''), M.sharableLink],
    ['a MASTERCLASS without video title', (d) => void (d.contentInfo.introVideoId = ''), M.videoTitle],
    ['a video that is not in the playlist', (d) => void (d.contentInfo.introVideoId = 'vid-unknown'), M.videoTitle],
    ['no instructor', (d) => void (d.instructorIds = []), M.instructor],
    ['an instructor that does not exist', (d) => void (d.instructorIds = [1, 99]), M.instructor],
    ['a locked course without store purchase id', (d) => void (d.subscriptionInfo.storePurchaseId = ''), M.storePurchaseId],
    ['no price type', (d) => void (d.subscriptionInfo.priceType = undefined as never), M.priceType],
    ['a paid course priced 0', (d) => void (d.subscriptionInfo.price = 0), M.price],
    ['a part without a name', (d) => void (d.parts = [{ name: '' }]), M.partName],
    ['parts promised but none given', (d) => void (d.parts = []), M.partName],
    ['an empty benefit', (d) => void (d.overviewInfo.benefits = ['']), M.benefits],
    ['a rating of 6', (d) => void (d.overviewInfo.studentTestimonials[0]!.rating = 6), M.rating],
    ['a testimonial without student name', (d) => void (d.overviewInfo.studentTestimonials[0]!.studentName = ''), M.studentName],
    ['a certificate without criteria', (d) => void (d.basicInfo.completionCriteria = []), M.completionCriteria],
    ['an unknown completion criterion', (d) => void (d.basicInfo.completionCriteria = ['QUIZ']), M.completionCriteria],
    ['an unknown external content type', (d) => void (d.contentInfo.externalContent[0]!.type = 'VIDEO'), M.externalType],
    ['a resource without link', (d) => void (d.contentInfo.externalContent[0]!.value = ''), M.resourceLink],
    ['a community channel without link', (d) => void (d.contentInfo.externalContent = [{ type: 'COMMUNITY_CHANNEL', title: 'Group', value: '' }]), M.communityLink],
    ['an external title over 100 characters', (d) => void (d.contentInfo.externalContent[0]!.title = 'x'.repeat(101)), M.externalTitle],
    ['a milestone without badge', (d) => void (d.overviewInfo.milestones = [{ title: 'Halfway', achievedText: 'a', unAchievedText: 'b', achievedDescription: 'c', unAchievedDescription: 'd' }] as never), M.milestone],
  ];

  it.each(refusals)('refuses %s with 400 and the form message', async (_, edit, message) => {
    const image = await uploadImage();
    const reply = await as('admin', 'POST', '/course', change(masterclass(image), edit));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, message });
  });

  it('refuses a milestone badge that was never uploaded', async () => {
    const draft = change(masterclass(await uploadImage()), (d) => {
      d.overviewInfo.milestones = [
        { title: 'Halfway', achievedText: 'Done', unAchievedText: 'Not yet', achievedDescription: 'Well done', unAchievedDescription: 'Keep going', badgeImagePath: 'course-image/00000000-0000-0000-0000-000000000000-b.png' },
      ] as never;
    });
    const reply = await as('admin', 'POST', '/course', draft);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields).toHaveProperty(['overviewInfo.milestones.0.badgeImagePath'], M.imageNotUploaded);
  });

  it("refuses another course's part on update", async () => {
    const course = await read(ARABIC);
    const tajweedPart = (await read(TAJWEED)).parts[0]!;
    const reply = await as('admin', 'PUT', `/course/${ARABIC}`, { ...course, parts: [...course.parts, tajweedPart] });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(M.unknownPart);
  });

  it('answers 404 when updating a course that does not exist', async () => {
    expect((await as('admin', 'PUT', '/course/999', masterclass())).statusCode).toBe(404);
  });

  it('deletes a course, which only the delete bit allows', async () => {
    const id = await create(masterclass(await uploadImage()));
    expect((await as('instructor', 'DELETE', `/course/${id}`)).statusCode).toBe(403);
    const deleted = await as('admin', 'DELETE', `/course/${id}`);
    expect(deleted.json()).toMatchObject({ success: true });
    expect((await as('admin', 'GET', `/course/${id}`)).statusCode).toBe(404);
    expect((await as('admin', 'DELETE', `/course/${id}`)).statusCode).toBe(404);
  });
});

describe('list actions', () => {
  it('publishes and unpublishes a course', async () => {
    // An instructor prepares courses (the edit bit) but publishing needs the perform bit.
    expect((await as('instructor', 'PATCH', `/course/publish/${ARABIC}`)).statusCode).toBe(403);
    const published = await as('admin', 'PATCH', `/course/publish/${ARABIC}`);
    expect(published.json()).toMatchObject({ success: true, isPublished: true, status: 2 });
    expect((await read(ARABIC)).basicInfo.isPublished).toBe(true);
    const unpublished = await as('admin', 'PATCH', `/course/unpublish/${ARABIC}`);
    expect(unpublished.json()).toMatchObject({ success: true, isPublished: false, status: 3 });
    expect((await read(ARABIC)).basicInfo.isPublished).toBe(false);
    expect((await as('admin', 'PATCH', '/course/publish/999')).statusCode).toBe(404);
  });

  it('keeps the publish state when the form saves', async () => {
    const course = await read(TAJWEED);
    await as('admin', 'PUT', `/course/${TAJWEED}`, { ...course, basicInfo: { ...course.basicInfo, isPublished: false } });
    expect((await read(TAJWEED)).basicInfo.isPublished).toBe(true);
  });

  it('updates ranks, and refuses a rank below 1', async () => {
    const reply = await as('admin', 'PATCH', '/course/rankings', [
      { id: CIRCLE, rank: 1 },
      { id: TAJWEED, rank: 2 },
    ]);
    expect(reply.json()).toEqual({ success: true, message: M.ranksUpdated, messageCode: 'course.ranksUpdated' });
    const page = (await as('viewer', 'POST', '/course/list', { pageSize: 2 })).json();
    expect(page.content.map((row: { id: number }) => row.id)).toEqual([CIRCLE, TAJWEED]);

    const zero = await as('admin', 'PATCH', '/course/rankings', [{ id: CIRCLE, rank: 0 }]);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe(M.rankMin);
    expect((await as('admin', 'PATCH', '/course/rankings', [{ id: 999, rank: 3 }])).statusCode).toBe(404);
    expect((await as('admin', 'PATCH', '/course/rankings', [])).statusCode).toBe(400);
  });

  it('updates MASTERCLASS prices and refuses a price on a BASIC course or below 1', async () => {
    const reply = await as('admin', 'PATCH', '/course/price', [{ id: CIRCLE, price: 30 }]);
    expect(reply.json()).toEqual({ success: true, message: M.pricesUpdated, messageCode: 'course.pricesUpdated' });
    expect((await read(CIRCLE)).subscriptionInfo.price).toBe(30);

    const basic = await as('admin', 'PATCH', '/course/price', [
      { id: CIRCLE, price: 35 },
      { id: ALPHABET, price: 5 },
    ]);
    expect(basic.statusCode).toBe(400);
    expect(basic.json().message).toContain(M.priceMasterclassOnly);
    expect((await read(CIRCLE)).subscriptionInfo.price).toBe(30); // nothing changed

    const zero = await as('admin', 'PATCH', '/course/price', [{ id: CIRCLE, price: 0 }]);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe(M.priceMin);
  });

  it('removes the discount from courses', async () => {
    expect((await read(TAJWEED)).subscriptionInfo.discountInfo).not.toBeNull();
    const reply = await as('admin', 'PATCH', `/course/${TAJWEED}/remove-discount`, [TAJWEED]);
    expect(reply.json()).toEqual({ success: true, message: 'Discount Removed', messageCode: 'course.discountRemoved' });
    expect((await read(TAJWEED)).subscriptionInfo.discountInfo).toBeNull();
    expect((await as('admin', 'PATCH', '/course/999/remove-discount', [999])).statusCode).toBe(404);
  });
});

describe('course permissions', () => {
  it.each([
    ['POST', '/course/list', {}],
    ['GET', '/course/name-summary', undefined],
    ['GET', `/course/${TAJWEED}`, undefined],
    ['POST', '/course', {}],
    ['PATCH', `/course/publish/${TAJWEED}`, undefined],
    ['PATCH', '/course/rankings', [{ id: TAJWEED, rank: 1 }]],
    ['GET', '/playlist/video-titles/name-summary', undefined],
  ] as const)('nobody signed in → %s %s answers 401', async (method, url, payload) => {
    const reply = await server.call({ method, url: `/api/academy${url}`, payload: payload as object | undefined });
    expect(reply.statusCode).toBe(401);
  });

  it.each([
    ['viewer', 'POST', '/course', 403, masterclass('k')],
    ['viewer', 'PUT', `/course/${TAJWEED}`, 403, masterclass('k')],
    ['viewer', 'DELETE', `/course/${TAJWEED}`, 403, undefined],
    ['viewer', 'PATCH', `/course/publish/${TAJWEED}`, 403, undefined],
    ['viewer', 'PATCH', `/course/unpublish/${TAJWEED}`, 403, undefined],
    ['viewer', 'PATCH', '/course/rankings', 403, [{ id: TAJWEED, rank: 1 }]],
    ['viewer', 'PATCH', '/course/price', 403, [{ id: TAJWEED, price: 10 }]],
    ['viewer', 'PATCH', `/course/${TAJWEED}/remove-discount`, 403, [TAJWEED]],
    ['content', 'POST', '/course/list', 403, {}],
    ['moderator', 'GET', `/course/${TAJWEED}`, 403, undefined],
    ['viewer', 'POST', '/course/list', 200, {}],
    ['viewer', 'GET', `/course/${TAJWEED}`, 200, undefined],
  ] as const)('%s → %s %s answers %i', async (account, method, url, status, payload) => {
    expect((await as(account, method, url, payload)).statusCode).toBe(status);
  });
});
