import type { RequestHandler } from 'msw';
import { contractFixtures, type resourceContract } from '@/shared/api';
import type { memoryResource } from './memoryResource';
import { routedStory } from './routedStory';
import { signedInAs } from './signedInAs';
import { WHOLE_SCREEN } from './wholeScreen';

type HistoryFixture = resourceContract.HistoryEntry & { recordId: number };

export interface ResourceStoryFrameOptions {
  /** The screen's route (`/tags/*`) and the address a story opens unless it names its own `parameters.path`. */
  route: string;
  path: string;
  /** Handlers of the screen's other calls (pickers, uploads), asked before the records'. */
  handlers?: readonly RequestHandler[];
  /** The picture's size. */
  viewport: { width: number; height: number };
  /** More to do before each story (clear what a story recorded). */
  beforeEach?(): void;
  /** Who is signed in before each story: the administrator unless said. */
  profile?: object;
}

/**
 * The meta every story file of a resource's screens shares: the routed frame, fresh records and the
 * administrator signed in before each story, the records' handlers after the screen's others, and a
 * whole-screen picture of the given size. Spread into the file's meta beside its title and component.
 */
export function resourceStoryFrame(rows: ReturnType<typeof memoryResource>, options: ResourceStoryFrameOptions) {
  return {
    decorators: [routedStory(options.route, options.path)],
    beforeEach: () => {
      rows.reset();
      options.beforeEach?.();
      return signedInAs(options.profile ?? contractFixtures.adminProfile)();
    },
    parameters: {
      ...WHOLE_SCREEN,
      msw: { handlers: [...(options.handlers ?? []), ...rows.handlers()] },
      screenshot: { viewport: options.viewport },
    },
  };
}

/**
 * A record's history for stories: added by Amina Rahman, then changed once by Yusuf Qureshi (`changes`
 * at `at`), newest first as the server answers it.
 */
export function changedOnce(recordId: number, at: string, changes: HistoryFixture['changes'], addedAt = '2026-11-02T08:00:00.000Z'): HistoryFixture[] {
  return [
    { id: 2, recordId, action: 'updated', at, userId: 2, userName: 'Yusuf Qureshi', changes },
    { id: 1, recordId, action: 'created', at: addedAt, userId: 1, userName: 'Amina Rahman', changes: [] },
  ];
}
