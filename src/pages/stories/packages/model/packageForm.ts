import { z } from 'zod';
import { storiesContract } from '@/shared/api';

const { packageInput, PACKAGE_MESSAGES: M, isTooEarlyToPublish } = storiesContract;

/** One video of the form: the wire's fields, a rank that may be emptied while typing, its title for the screen, the chosen codes. */
const videoRow = z.object({
  videoId: z.number(),
  title: z.string(),
  videoRank: z.number({ error: M.rank }).nullable().refine((rank) => rank !== null, M.rank),
  countries: z.array(z.string()).min(1, M.countries),
});

/**
 * The form's schema: the wire's, with a day still to choose (null), and the rule 'not before yesterday' on
 * this machine's clock (UTC days) for a day chosen here; the stored day of a package being edited was
 * checked by the server when it was saved.
 */
export const packageFormSchema = (storedDay: string | null = null) =>
  z
    .object({
      name: packageInput.shape.name,
      publishedAt: z
        .string({ error: M.publishedAt })
        .nullable()
        .refine((day) => day !== null && day !== '', M.publishedAt)
        .refine((day) => day === null || day === storedDay || !isTooEarlyToPublish(day, Date.now()), M.publishedTooEarly),
      videos: z.array(videoRow).min(1, M.videos).max(storiesContract.PACKAGE_LIMITS.videos, M.tooManyVideos),
    })
    .superRefine((values, context) => {
      const wire = packageInput.shape.videos.safeParse(values.videos.map((video) => ({ ...video, countries: video.countries.map((countryCode) => ({ countryName: countryCode, countryCode })) })));
      for (const issue of wire.success ? [] : wire.error.issues) {
        if (issue.path.length > 1) context.addIssue({ code: 'custom', message: issue.message, path: ['videos', ...issue.path] });
      }
    });

export type PackageFormValues = z.input<ReturnType<typeof packageFormSchema>>;
export type PackageFormVideo = PackageFormValues['videos'][number];

export const packageFormValues = (pack?: storiesContract.VideoPackage): PackageFormValues => ({
  name: pack?.name ?? '',
  publishedAt: pack?.publishedAt ?? null,
  videos:
    pack?.videos.map((video) => ({
      videoId: video.videoId,
      title: video.title,
      videoRank: video.videoRank,
      countries: video.countries.map((country) => country.countryCode),
    })) ?? [],
});

/** What Save sends: the spec's name, publishedAt and videos, each country with its English name as the apps keep it. */
export const packageInputOf =
  (englishName: (code: string) => string) =>
  ({ name, publishedAt, videos }: PackageFormValues): Promise<storiesContract.PackageInput> =>
    Promise.resolve({
      name,
      publishedAt: publishedAt ?? '',
      videos: videos.map((video) => ({
        videoId: video.videoId,
        videoRank: video.videoRank ?? 0,
        countries: video.countries.map((countryCode) => ({ countryCode, countryName: englishName(countryCode) })),
      })),
    });

/** The next free rank after the videos' highest. */
export const nextRank = (videos: readonly PackageFormVideo[]) => Math.max(0, ...videos.map((video) => video.videoRank ?? 0)) + 1;
