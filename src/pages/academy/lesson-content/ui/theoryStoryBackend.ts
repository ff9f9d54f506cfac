import { http, HttpResponse } from 'msw';
import { contractFixtures, lessonContentContract, lessonsContract, uploadsContract } from '@/shared/api';
import { changedOnce, contractHandler, courseOutlineHandlers, memoryResource, STORED_FILE, toneWav, uploadTarget } from '@/shared/lib/storybook';

const { lessonContents, lessonContentFixtures, LESSON_CONTENT_MESSAGES } = lessonContentContract;
type Theory = lessonContentContract.LessonContent;

export const [unpublishedTheory, publishedTheory, newTheory] = lessonContentFixtures as [Theory, Theory, Theory];

/** The lessons with dynamic content the stories offer: Tajweed Basics' first chapter holds lesson 11; a course without parts holds 21. */
const dynamicLessons: Record<string, lessonsContract.NameSummary[]> = {
  '1/1': [
    { id: 11, name: 'The Throat: the lesson' },
    { id: 12, name: 'The Tongue: the lesson' },
  ],
  '1/2': [{ id: 13, name: 'Noon Sakinah: the lesson' }],
  '4/': [{ id: 21, name: 'Alif to Kha' }],
};

const queried = (request: Request, name: string) => new URL(request.url).searchParams.get(name) ?? '';

export const theoryRows = memoryResource(lessonContents, lessonContentFixtures, {
  // As the server does, a new theory is NEW, and has no audio until one is sent.
  added: () => ({ status: 'NEW' as const, audioPath: null, audioPathUrl: null }),
  // The fixtures' files are played from the storage's public address, as the server names them.
  derived: ({ audioPath }) => (typeof audioPath === 'string' ? { audioPathUrl: `/api/storage/files/${audioPath}` } : {}),
  history: changedOnce(publishedTheory.id, '2026-11-20T13:30:00.000Z', [{ field: 'description', from: 'The heavy letters.', to: publishedTheory.description }]),
  // A status sent in the update is a publish or unpublish, answered in the spec's words.
  updatedMessage: (body) => (body.status ? LESSON_CONTENT_MESSAGES.statusUpdated : undefined),
  matches: (row, body) => row.lessonId === Number(body.lessonId),
});

const UPLOAD_URL = uploadTarget('story-theory-audio');

/** The pickers, the audio files and the upload of the theory screens. */
export const theoryHandlers = [
  ...courseOutlineHandlers,
  contractHandler(lessonsContract.lessonNames, ({ request }) =>
    HttpResponse.json(dynamicLessons[`${queried(request, 'courseId')}/${queried(request, 'partId')}`] ?? []),
  ),
  http.get(STORED_FILE.audio, () => new HttpResponse(toneWav(), { headers: { 'content-type': 'audio/mpeg' } })),
  contractHandler(uploadsContract.presignedUrl, () => HttpResponse.json({ url: UPLOAD_URL, imageKey: 'audio/story-theory' })),
  http.put(UPLOAD_URL, () => new HttpResponse(null, { status: 200 })),
];

/** An MP3 as a browser hands it over: a short tone, so its waveform has a shape, or `size` bytes. */
export const mp3 = (name: string, size?: number) =>
  new File([size === undefined ? toneWav(2) : new Uint8Array(size)], name, { type: 'audio/mpeg' });

export const instructorProfile = lessonsContract.instructorProfileFixture;
export const viewerProfile = contractFixtures.viewerProfile;
