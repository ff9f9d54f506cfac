import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** A record screen whose record never arrives (GET `url` hangs): it shows a loading status. */
export function recordLoadingStory(url: string, otherHandlers: HttpHandler[] = []) {
  return {
    parameters: {
      msw: {
        handlers: [
          ...otherHandlers,
          http.get(url, async () => {
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
export function recordFailedStory(url: string, recovered: HttpHandler[], isLoaded: (canvas: Canvas) => Promise<void>) {
  return {
    parameters: {
      msw: {
        handlers: [
          http.get(url, () => HttpResponse.json({ success: false, message: 'The academy service is unavailable.' }, { status: 503 }), { once: true }),
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
