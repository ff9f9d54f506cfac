import type { LessonRow } from '../lessons/lessons';
import type { Exercise, ExerciseItem } from './exercises';

const AUDIO = (name: string) => ({ key: `AUDIO/${name}.mp3`, url: `/api/storage/files/audio/${name}.mp3` });
const fatiha = AUDIO('al-fatiha');
const makharij = AUDIO('makharij-practice');
const noon = AUDIO('noon-sakinah');
const dua = AUDIO('dua-after-salah');

const textItem: ExerciseItem = {
  type: 'TEXT',
  exerciseContent: 'TEXT',
  title: 'Which letter is from the throat?',
  description: 'Read the four letters aloud, then choose the one pronounced from the throat.',
  character: 'ع',
  images: [],
  imageUrls: [],
  audioLink: null,
  audioLinkUrl: null,
  exerciseTypes: ['MCQ_TEXT', 'AUDIO_RECORD'],
  mcqText: { options: ['ب', 'ع', 'م', 'ف'], correctOption: 1 },
  mcqVoice: null,
  audioRecord: { link: fatiha.key, url: fatiha.url },
};

const voiceItem: ExerciseItem = {
  type: 'NONE',
  exerciseContent: 'NONE',
  title: 'Listen and choose',
  description: 'Which recording pronounces the letter correctly?',
  character: 'ح',
  images: [],
  imageUrls: [],
  audioLink: noon.key,
  audioLinkUrl: noon.url,
  exerciseTypes: ['MCQ_VOICE'],
  mcqText: null,
  mcqVoice: { options: [fatiha.key, makharij.key, noon.key, dua.key], optionUrls: [fatiha.url, makharij.url, noon.url, dua.url], correctOption: 2 },
  audioRecord: null,
};

const imageItem: ExerciseItem = {
  type: 'IMAGE',
  exerciseContent: 'IMAGE',
  title: 'Name the letter in the picture',
  description: 'Look at the picture and record its name.',
  character: '',
  images: ['LESSON_IMAGE/throat-letters.png'],
  // A small teal square drawn inline, so the picture shows without a file behind it.
  imageUrls: ['data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPgL8vDihiGlgQApWE8wfekj3cAAAAASUVORK5CYII='],
  audioLink: null,
  audioLinkUrl: null,
  exerciseTypes: ['AUDIO_RECORD'],
  mcqText: null,
  mcqVoice: null,
  audioRecord: { link: makharij.key, url: makharij.url },
};

/** An exercise of the Throat sub-part (course 1, part 1) with one item of each kind. */
export const exerciseFixture: Exercise = {
  id: 41,
  name: 'Throat letters practice',
  type: 'PRACTICE_ASSIGN',
  status: 'NEW',
  attributes: [],
  courseId: 1,
  partId: 1,
  subPartId: 1,
  subPart: { id: 1, content: 'The Throat' },
  groupNumber: 1,
  content: [textItem, voiceItem, imageItem],
};

const row = (id: number, name: string, status: LessonRow['status'], groupNumber: number): LessonRow => ({
  id,
  courseId: 1,
  partId: 1,
  subPartId: 1,
  chapterId: null,
  groupNumber,
  position: 9,
  name,
  title: { en: name, ar: '' },
  type: 'PRACTICE_ASSIGN',
  status,
  videoTitle: null,
  isContentDynamic: 'false',
  hasExercise: true,
  locked: false,
  attributeCount: 0,
});

/** The Throat's exercises as GET course-content/lesson/list?taskType=PRACTICE_ASSIGN answers them. */
export const exerciseRowFixtures: LessonRow[] = [
  row(41, 'Throat letters practice', 'NEW', 1),
  row(42, 'Listen and choose', 'PUBLISH', 2),
];
