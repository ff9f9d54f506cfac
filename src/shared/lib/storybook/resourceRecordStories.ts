import { expect, userEvent, within } from 'storybook/test';
import type { resourceContract } from '@/shared/api';
import { failingCallsOnce, pendingCalls } from './contractHandler';
import type { memoryResource } from './memoryResource';

type Canvas = ReturnType<typeof within>;

export interface ResourceRecordStoryOptions {
  resource: resourceContract.Resource;
  rows: ReturnType<typeof memoryResource>;
  /** The edit address of a record the fixtures hold, and of one they do not. */
  existingPath: string;
  missingPath: string;
  notFoundText: string;
  /** What shows once the record is in (the form filled in). */
  isLoaded(canvas: Canvas): Promise<void>;
}

/**
 * The standard states of a record screen built on the resource mechanism, each with its play function:
 * NotFound, Loading and FailedThenRetried. A section's story file exports them and writes the rest.
 */
export function resourceRecordStories(options: ResourceRecordStoryOptions) {
  const { resource, rows, existingPath } = options;
  return {
    NotFound: {
      parameters: { path: options.missingPath, screenshot: { skip: true } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expect(await within(canvasElement).findByText(options.notFoundText)).toBeVisible();
      },
    },
    Loading: {
      parameters: { path: existingPath, msw: { handlers: pendingCalls([resource.calls.find]) }, screenshot: { skip: true } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
      },
    },
    FailedThenRetried: {
      parameters: {
        path: existingPath,
        msw: { handlers: [...failingCallsOnce([resource.calls.find], 'The content service is unavailable.'), ...rows.handlers()] },
        screenshot: { skip: true },
      },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText('The content service is unavailable.')).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
        await options.isLoaded(canvas);
      },
    },
  };
}
