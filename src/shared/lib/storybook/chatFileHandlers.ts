import { http, HttpResponse } from 'msw';
import { makePng } from './makePng';
import { STORED_FILE } from './storageRoutes';
import { toneWav } from './toneWav';

/**
 * The chat's stored files as every story serves them: one drawn picture and one tone, whatever the address.
 * One picture for all: Chromium keeps a page's pictures by address, and the story runner's page draws many
 * story files, so two sizes served at one address would show whichever came first.
 */
export const chatFileHandlers = [
  http.get(STORED_FILE.chatImage, async () => new HttpResponse(await makePng('practice-sheet.png', 640, 420), { headers: { 'content-type': 'image/png' } })),
  http.get(STORED_FILE.chatAudio, () => new HttpResponse(toneWav(), { headers: { 'content-type': 'audio/wav' } })),
];
