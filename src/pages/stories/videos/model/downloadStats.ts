import { fetchBlob, storiesContract } from '@/shared/api';

/** Fetches the videos' stats for the days from `startDate` through `endDate` and saves them under the range's file name. */
export async function downloadStats(startDate: string, endDate: string): Promise<void> {
  const blob = await fetchBlob(storiesContract.videoStatsDownload, {}, undefined, { startDate, endDate });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = storiesContract.videoStatsFileName(startDate, endDate);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click has run; the address is let go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
