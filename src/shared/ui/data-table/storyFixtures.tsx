// Sample data and a stateful wrapper for the DataTable stories (not part of the public API).
import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import { DataTable } from './DataTable';
import { EditableCell } from './EditableCell';
import type { DataTableColumn, DataTableProps, DataTableSort, DataTableStatus } from './types';

export interface Course {
  id: number;
  title: string;
  rank: number;
  price: number;
  type: 'MASTERCLASS' | 'BASIC';
}

const TOPICS_EN = [
  'Fajr basics',
  'Quran recitation',
  'Arabic grammar',
  'Seerah of the Prophet',
  'Introduction to Fiqh',
  'Tajweed rules',
  'Daily duas',
  'Tahajjud and night prayer',
  'Zakat made simple',
  'Stories of the Prophets',
  'Hajj step by step',
];

const TOPICS_UR = [
  'فجر کی بنیادی باتیں',
  'قرآن کی تلاوت',
  'عربی گرامر',
  'سیرتِ نبوی',
  'فقہ کا تعارف',
  'تجوید کے قواعد',
  'روزمرہ کی دعائیں',
  'تہجد اور رات کی نماز',
  'زکوٰۃ آسان الفاظ میں',
  'انبیاء کے قصے',
  'حج قدم بہ قدم',
];

/** A fixed, repeatable list: the same titles, ranks and prices on every run. */
export function makeCourses(count: number, language: 'en' | 'ur' = 'en'): Course[] {
  const topics = language === 'ur' ? TOPICS_UR : TOPICS_EN;
  return Array.from({ length: count }, (_, index) => {
    const round = Math.floor(index / topics.length);
    const topic = topics[index % topics.length] ?? '';
    return {
      id: index + 1,
      title: round === 0 ? topic : `${topic} ${round + 1}`,
      rank: ((index * 37) % count) + 1,
      price: 5 + ((index * 7) % 40),
      type: index % 3 === 0 ? 'MASTERCLASS' : 'BASIC',
    };
  });
}

function sortCourses(courses: Course[], sort: DataTableSort | undefined): Course[] {
  if (!sort) return courses;
  const key = sort.column as keyof Course;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...courses].sort((a, b) => {
    const left = a[key];
    const right = b[key];
    if (typeof left === 'number' && typeof right === 'number') return (left - right) * sign;
    return String(left).localeCompare(String(right)) * sign;
  });
}

const HEADERS = {
  en: { id: 'ID', title: 'Title', rank: 'Rank', price: 'Price', type: 'Type', search: 'Search by title', add: 'Add Course' },
  ur: { id: 'شناخت', title: 'عنوان', rank: 'درجہ', price: 'قیمت', type: 'قسم', search: 'عنوان سے تلاش کریں', add: 'کورس شامل کریں' },
};

export interface CoursesTableProps
  extends Partial<Pick<DataTableProps<Course>, 'virtualize' | 'height' | 'emptyTitle' | 'emptyDescription' | 'onRetry' | 'selection'>> {
  /** Every course of the list, before search, sort and paging. */
  courses: Course[];
  /** en (the default) for English headers and words, ur for Urdu ones. */
  language?: 'en' | 'ur';
  /** Forces the table's state (loading, failed, empty); when omitted, the rows decide. */
  status?: DataTableStatus;
  /** Rows per page at first; 10 when omitted. */
  pageSize?: number;
  /** Adds a search box that filters the courses by title. */
  withSearch?: boolean;
  /** Adds an "Add Course" button above the table. */
  withToolbar?: boolean;
  /** Makes each rank an editable cell. */
  editableRank?: boolean;
  /** Called with the course whose menu's Edit is chosen; this or `onDelete` gives each row a menu with both items. */
  onEdit?: (course: Course) => void;
  /** Called with the course whose menu's Delete is chosen; this or `onEdit` gives each row a menu with both items. */
  onDelete?: (course: Course) => void;
  /** Called with the course and its new rank after a rank is edited. */
  onRankChange?: (course: Course, rank: number) => void;
}

/** A courses list as a page would drive it: sort, search and paging kept in state. */
export function CoursesTable({
  courses,
  language = 'en',
  status,
  pageSize: initialPageSize = 10,
  withSearch,
  withToolbar,
  editableRank,
  onEdit,
  onDelete,
  onRankChange,
  ...tableProps
}: CoursesTableProps) {
  const text = HEADERS[language];
  const [sort, setSort] = useState<DataTableSort>();
  const [pageNumber, setPageNumber] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [query, setQuery] = useState('');
  const [ranks, setRanks] = useState<Record<number, number>>({});

  const withRanks = courses.map((course) => ({ ...course, rank: ranks[course.id] ?? course.rank }));
  const found = withRanks.filter((course) => course.title.toLowerCase().includes(query.trim().toLowerCase()));
  const sorted = sortCourses(found, sort);
  const shown = tableProps.virtualize ? sorted : sorted.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);

  const columns: DataTableColumn<Course>[] = [
    { id: 'id', header: text.id, cell: (course) => course.id, isSortable: true, width: 88 },
    { id: 'title', header: text.title, cell: (course) => course.title, isSortable: true, isRowHeader: true, isUserText: true },
    {
      id: 'rank',
      header: text.rank,
      isSortable: true,
      width: editableRank ? 160 : 96,
      cell: (course) =>
        editableRank ? (
          <EditableCell
            label={`${text.rank}: ${course.title}`}
            type="number"
            minValue={1}
            value={course.rank}
            onChange={(value) => {
              setRanks((current) => ({ ...current, [course.id]: Number(value) }));
              onRankChange?.(course, Number(value));
            }}
          />
        ) : (
          course.rank
        ),
    },
    { id: 'price', header: text.price, cell: (course) => `$${course.price}`, isSortable: true, align: 'end', width: 96, inCard: true },
    { id: 'type', header: text.type, cell: (course) => course.type, width: 140, inCard: true },
  ];

  return (
    <DataTable<Course>
      {...tableProps}
      label={language === 'ur' ? 'کورسز' : 'Courses'}
      columns={columns}
      rows={shown}
      getRowId={(course) => course.id}
      getRowLabel={(course) => course.title}
      status={status}
      sort={sort}
      onSortChange={setSort}
      page={tableProps.virtualize ? undefined : { pageNumber, pageSize, totalRecords: found.length }}
      onPageChange={setPageNumber}
      pageSizeOptions={[10, 25, 50, 100]}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPageNumber(1);
      }}
      search={
        withSearch
          ? {
              value: query,
              onChange: (value) => {
                setQuery(value);
                setPageNumber(1);
              },
              placeholder: text.search,
            }
          : undefined
      }
      toolbar={withToolbar ? <Button size="sm">{text.add}</Button> : undefined}
      rowActions={
        onEdit || onDelete
          ? (course) => [
              { id: 'edit', label: language === 'ur' ? 'ترمیم کریں' : 'Edit', onAction: () => onEdit?.(course) },
              {
                id: 'delete',
                label: language === 'ur' ? 'حذف کریں' : 'Delete',
                onAction: () => onDelete?.(course),
                tone: 'danger',
              },
            ]
          : undefined
      }
    />
  );
}
