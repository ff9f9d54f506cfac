import type { CourseAudio } from './courseAudio';

/** The audio items of the demo seed, as the list shows them. */
export const courseAudioFixtures: CourseAudio[] = [
  { id: 4, title: 'Dua after salah', url: '/storage/AUDIO/dua-after-salah.mp3', path: 'AUDIO/dua-after-salah.mp3', type: 'AUDIO' },
  { id: 3, title: 'Makharij practice', url: '/storage/AUDIO/makharij-practice.mp3', path: 'AUDIO/makharij-practice.mp3', type: 'AUDIO' },
  { id: 2, title: 'Tajweed: rules of noon sakinah', url: '/storage/AUDIO/noon-sakinah.mp3', path: 'AUDIO/noon-sakinah.mp3', type: 'AUDIO' },
  { id: 1, title: 'Surah Al-Fatiha recitation', url: '/storage/AUDIO/al-fatiha.mp3', path: 'AUDIO/al-fatiha.mp3', type: 'AUDIO' },
];
