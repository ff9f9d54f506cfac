import type { CourseSummary } from '../courses';
import type { Discount } from './discounts';

/** The demo seed's discounts: one published on Tajweed Basics, one waiting. Fixed dates keep pictures stable. */
export const discountFixtures: Discount[] = [
  {
    id: 2,
    name: 'Eid flat offer',
    type: 'FLAT',
    value: 10,
    startAt: '2026-12-07',
    expiresAt: '2026-12-14',
    createdAt: '2026-11-20T09:30:00.000Z',
    isActive: false,
    attachedCourses: [],
  },
  {
    id: 1,
    name: 'Ramadan 20% off',
    type: 'PERCENTAGE',
    value: 20,
    startAt: '2026-11-16',
    expiresAt: '2027-01-22',
    createdAt: '2026-11-16T08:00:00.000Z',
    isActive: true,
    attachedCourses: [{ id: 1, title: 'Tajweed Basics' }],
  },
];

/** Courses the publish dialog offers: published, locked and without a discount. */
export const eligibleCourseFixtures: CourseSummary[] = [
  { id: 2, basicInfo: { title: 'Weekly Quran Circle', type: 'MASTERCLASS' }, contentInfo: { containParts: false, containSubParts: false } },
  { id: 6, basicInfo: { title: 'Seerah for Families', type: 'MASTERCLASS' }, contentInfo: { containParts: true, containSubParts: false } },
];
