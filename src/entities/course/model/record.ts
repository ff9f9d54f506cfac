import type { coursesContract, playlistContract } from '@/shared/api';

/** A whole course, as GET course/{id} returns it. */
export type Course = coursesContract.Course;
/** What the course form sends to POST course and PUT course/{id}. */
export type CourseInput = coursesContract.CourseInput;
/** One video of the playlist: its id on the video host and its title there. */
export type VideoTitle = playlistContract.VideoTitle;
