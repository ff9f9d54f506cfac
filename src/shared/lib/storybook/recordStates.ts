import { delay, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { CallDef } from '@/shared/api';
import { contractHandler } from './contractHandler';

type Canvas = ReturnType<typeof within>;

/** A record screen whose record never arrives (its `call` hangs): it shows a loading status. */
export function recordLoadingStory(call: CallDef, otherHandlers: HttpHandler[] = []) {
  return {
    parameters: {
      msw: {
        handlers: [
          ...otherHandlers,
          contractHandler(call, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
    },
  };
}

/**
 * A record screen whose first load fails with the server's reason: the reason shows, Try again
 * loads the record through `recovered`, and `isLoaded` checks what the form then shows.
 */
export function recordFailedStory(call: CallDef, recovered: HttpHandler[], isLoaded: (canvas: Canvas) => Promise<void>) {
  return {
    parameters: {
      msw: {
        handlers: [
          contractHandler(call, () => HttpResponse.json({ success: false, message: 'The academy service is unavailable.' }, { status: 503 }), { once: true }),
          ...recovered,
        ],
      },
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('The academy service is unavailable.')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await isLoaded(canvas);
    },
  };
}
