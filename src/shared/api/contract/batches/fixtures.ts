import type { BatchContent, BatchRow } from './batches';

/** Sample batches of Tajweed Basics (course 1) for stories: a running batch and an older finished one. Fixed dates keep pictures stable. */
export const batchRowFixtures: BatchRow[] = [
  { id: 2, courseId: 1, status: 'RUNNING', noOfStudents: 18, startedAt: '2026-11-02T09:00:00.000Z' },
  { id: 1, courseId: 1, status: 'FINISHED', noOfStudents: 24, startedAt: '2026-08-03T09:00:00.000Z' },
];

/** The running batch with one lesson content of each type. */
export const batchContentFixture: BatchContent = {
  ...batchRowFixtures[0]!,
  lessonContents: [
    { lessonId: 1, lessonType: 'VIDEO_LEC', content: 'vid-tajweed-intro', durationHours: 0, durationMinutes: 25 },
    {
      lessonId: 3,
      lessonType: 'LIVE_SESSION',
      content: { link: 'https://example.com/live/batch-2', linkType: 'PENDING', startDate: '2026-11-20T11:00:00', startDateText: '11:00 AM UTC', durationInMinutes: 45 },
    },
    {
      lessonId: 2,
      lessonType: 'ASSIGNMENT',
      assignmentNumber: 1,
      content: { contentType: 'TEXT', value: 'Recite the passage slowly and send the recording.', images: [], imageUrls: [], type: ['AUDIO'] },
    },
  ],
  courseLessons: [
    { id: 1, name: 'The Throat: the lesson', type: 'VIDEO_LEC' },
    { id: 2, name: 'The Throat: recite and send', type: 'ASSIGNMENT' },
    { id: 3, name: 'The Throat: live questions', type: 'LIVE_SESSION' },
  ],
};
