import type { Meta, StoryObj } from '@storybook/react-vite';
import { use, useState, type ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from './DataTable';
import { CoursesTable, makeCourses, type Course } from './storyFixtures';
import type { ComponentUsage } from '@/shared/lib/storybook';

interface StoryArgs {
  onEdit(course: Course): void;
  onDelete(course: Course): void;
  onRetry(): void;
  onRankChange(course: Course, rank: number): void;
  /** A simple list's row chosen from its menu, by name. */
  onChoose(name: string): void;
  /** The selection bar's change, with the ids of the chosen rows. */
  onHide(ids: (string | number)[]): void;
}

const COURSES = makeCourses(134);
const ALL_COURSES = makeCourses(10_000);

/** The written part of the docs page. */
const usage = {
  use: 'Every list of records: the rows of a section with sorting, paging, a search, row actions and editable cells (ranks, prices). The resource mechanism\'s list card is built on it.',
  avoid: 'Not for a handful of label–value pairs: use `DetailItem`. Not for a list the user reorders by dragging: use `SortableList`.',
  keyboard: ['Tab enters the grid; the arrow keys move between rows and cells; Enter on a column header sorts it; Home and End go to the row\'s ends.', 'A row\'s Action menu opens with Enter or Space; an editable cell is typed into once focused.'],
  screenReader: ['Announced as a grid named by the screen\'s heading, with its row and column counts; the title column is the row header, so each row is read by its record\'s name.', 'Sorted columns say ascending or descending; loading, empty and failed tables say so in words, with Try again.'],
} satisfies ComponentUsage;

const meta: Meta<StoryArgs> = {
  title: 'shared/ui/DataTable',
  tags: ['autodocs'],
  // The props table is the DataTable's, although each story draws its own table and its args are only
  // spies (kept out of the table below); hence the cast.
  component: DataTable as unknown as ComponentType<StoryArgs>,
  args: { onEdit: fn(), onDelete: fn(), onRetry: fn(), onRankChange: fn(), onChoose: fn(), onHide: fn() },
  argTypes: Object.fromEntries(['onEdit', 'onDelete', 'onRetry', 'onRankChange', 'onChoose', 'onHide'].map((spy) => [spy, { table: { disable: true } }])),
  parameters: { usage, screenshot: { viewport: { width: 1280, height: 800 } } },
};
export default meta;
type Story = StoryObj<StoryArgs>;

/** Texts of the row-header cells, top to bottom. */
function titles(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

/** Search, a toolbar button, sortable headers, row menus and the pager together. */
export const Default: Story = {
  render: (args) => (
    <CoursesTable courses={COURSES} withSearch withToolbar onEdit={args.onEdit} onDelete={args.onDelete} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid', { name: 'Courses' })).toBeVisible();
    await expect(canvas.getByText('Showing 1–10 of 134')).toBeVisible();
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

/** What the type column's words wait for, as a namespace loading for the first time would; the play function lets it arrive. */
let arriveWords: () => void = () => undefined;
let wordsArriving = new Promise<void>((resolve) => (arriveWords = resolve));

function TypeInWords({ type }: { type: string }) {
  use(wordsArriving);
  return <>{type === 'MASTERCLASS' ? 'Masterclass' : 'Basic'}</>;
}

function TableWaitingForWords() {
  const [search, setSearch] = useState('');
  const courses = COURSES.filter((course) => course.title.toLowerCase().includes(search.toLowerCase())).slice(0, 5);
  return (
    <DataTable
      label="Courses"
      rows={courses}
      getRowId={(course) => course.id}
      search={{ value: search, onChange: setSearch, label: 'Search' }}
      columns={[
        { id: 'title', header: 'Title', cell: (course) => course.title },
        { id: 'type', header: 'Type', cell: (course) => <TypeInWords type={course.type} /> },
      ]}
    />
  );
}

/**
 * A cell still waiting for its words shows the rows as loading inside the table; the search box above
 * stays, with what was typed, and the rows come when the words do.
 */
export const CellWaitingForWords: Story = {
  beforeEach: () => {
    wordsArriving = new Promise<void>((resolve) => (arriveWords = resolve));
  },
  render: () => <TableWaitingForWords />,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const searchBox = await canvas.findByRole('searchbox', { name: 'Search' });
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Loading/);
    await userEvent.type(searchBox, 'fajr');
    await expect(searchBox).toHaveValue('fajr');
    arriveWords();
    await expect(await canvas.findByRole('rowheader', { name: 'Fajr basics' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('fajr');
  },
};

/** Clicking a header sorts by it; a second click reverses the order. */
export const Sorting: Story = {
  render: () => <CoursesTable courses={COURSES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titleHeader = await canvas.findByRole('columnheader', { name: /Title/ });
    await expect(titleHeader).toHaveAttribute('aria-sort', 'none');
    await expect(titles(canvasElement)[0]).toBe('Fajr basics');

    await userEvent.click(titleHeader);
    await waitFor(() => expect(titleHeader).toHaveAttribute('aria-sort', 'ascending'));
    await expect(titles(canvasElement)[0]).toBe('Arabic grammar');

    await userEvent.click(titleHeader);
    await waitFor(() => expect(titleHeader).toHaveAttribute('aria-sort', 'descending'));
    await expect(titles(canvasElement)[0]).toBe('Zakat made simple 9');
  },
};

/** Next page shows the following ten records; the page size chooser starts again at page 1. */
export const Paging: Story = {
  render: () => <CoursesTable courses={COURSES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Showing 11–20 of 134')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('rowheader', { name: 'Fajr basics 2' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Page 14' }));
    await expect(await canvas.findByText('Showing 131–134 of 134')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: '25' }));
    await expect(await canvas.findByText('Showing 1–25 of 134')).toBeVisible();
  },
};

/** Typing in the search box narrows the rows and the count. */
export const Searching: Story = {
  render: () => <CoursesTable courses={COURSES} withSearch />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search' }), 'tahajjud');
    await expect(await canvas.findByText('Showing 1–10 of 12')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Tahajjud and night prayer' })).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'Fajr basics' })).not.toBeInTheDocument();
  },
};

/** Each row's menu offers Edit and Delete; choosing Edit hands the row to the page. */
export const RowActions: Story = {
  render: (args) => <CoursesTable courses={COURSES} onEdit={args.onEdit} onDelete={args.onDelete} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Quran recitation' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 2, title: 'Quran recitation' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** A rank below 1 is refused with a message; 3 is accepted. */
export const EditableCell: Story = {
  render: (args) => <CoursesTable courses={COURSES} editableRank onRankChange={args.onRankChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rank = await canvas.findByRole('textbox', { name: 'Rank: Fajr basics' });
    await userEvent.clear(rank);
    await userEvent.type(rank, '0{Enter}');
    await expect(await canvas.findByText('Enter a value of at least 1')).toBeVisible();
    await expect(rank).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRankChange).not.toHaveBeenCalled();

    await userEvent.clear(rank);
    await userEvent.type(rank, '3{Enter}');
    await waitFor(() => expect(args.onRankChange).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), 3));
    await expect(canvas.queryByText('Enter a value of at least 1')).not.toBeInTheDocument();
    await expect(rank).toHaveValue('3');
  },
};

export const Loading: Story = {
  render: () => <CoursesTable courses={[]} status="loading" withSearch />,
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'Courses' });
    await expect(grid.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  render: () => <CoursesTable courses={[]} withSearch withToolbar />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No records found')).toBeVisible();
  },
};

/** The failure message with a retry button that calls back. */
export const Failed: Story = {
  render: (args) => <CoursesTable courses={[]} status="failed" onRetry={args.onRetry} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Something went wrong while loading the data.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** "View All": 10,000 rows in a scrolling window; the last one is reachable. */
export const VirtualizedTenThousand: Story = {
  render: () => <CoursesTable courses={ALL_COURSES} virtualize height={600} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Courses' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    // Only a window of rows is in the page, not ten thousand.
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);

    const scroller = canvas.getByRole('region', { name: 'Courses' });
    scroller.scrollTop = scroller.scrollHeight;
    const lastTitle = ALL_COURSES.at(-1)?.title ?? '';
    const last = await canvas.findByRole('rowheader', { name: lastTitle }, { timeout: 5000 });
    const lastRow = last.closest('[role="row"]');
    await expect(lastRow).toHaveAttribute('aria-rowindex', '10001');
    await expect(within(lastRow as HTMLElement).getByText('10000')).toBeVisible();
    const box = scroller.getBoundingClientRect();
    const rowBox = (lastRow as HTMLElement).getBoundingClientRect();
    await expect(rowBox.bottom).toBeLessThanOrEqual(box.bottom + 1);
    await expect(rowBox.top).toBeGreaterThanOrEqual(box.top);
  },
};

/** Urdu, right to left: headers, pager arrows and menus mirror. */
export const Rtl: Story = {
  globals: { locale: 'ur' },
  render: (args) => (
    <CoursesTable
      courses={makeCourses(34, 'ur')}
      language="ur"
      withSearch
      withToolbar
      onEdit={args.onEdit}
      onDelete={args.onDelete}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid', { name: 'کورسز' })).toBeVisible();
    // react-aria's own words for a sortable header are announced in Urdu too.
    await expect(canvas.getAllByRole('columnheader').find((header) => header.hasAttribute('aria-sort'))).toHaveAccessibleDescription(
      'ترتیب دینے والا کالم',
    );
    await expect(canvas.getByText('34 میں سے 1–10 دکھائے جا رہے ہیں')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'اگلا صفحہ' }));
    await expect(await canvas.findByText('34 میں سے 11–20 دکھائے جا رہے ہیں')).toBeVisible();
  },
};

const PHONE = { width: 390, height: 844 };

/** Nothing of the list reaches past the right edge of the window: no sideways scrolling. */
async function expectNoSidewaysScrolling(canvasElement: HTMLElement) {
  const window = canvasElement.ownerDocument.defaultView;
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window?.innerWidth ?? 0);
}

interface Tag {
  id: number;
  name: string;
  slug: string;
}

const TAGS: Tag[] = ['Dua', 'Fasting', 'Hajj', 'Ramadan', 'Zakat'].map((name, index) => ({ id: index + 1, name, slug: name.toLowerCase() }));

/** On a phone a simple list shows each row as a card: its name, its other column and its menu. */
export const PhoneSimpleList: Story = {
  parameters: { screenshot: { viewport: PHONE } },
  render: (args) => (
    <DataTable<Tag>
      label="Tags"
      rows={TAGS}
      getRowId={(tag) => tag.id}
      getRowLabel={(tag) => tag.name}
      columns={[
        { id: 'name', header: 'Name', cell: (tag) => tag.name, isUserText: true },
        { id: 'slug', header: 'Slug', cell: (tag) => tag.slug },
      ]}
      rowActions={(tag) => [{ id: 'edit', label: 'Edit', onAction: () => args.onChoose(tag.name) }]}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Tags' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const hajj = within(list).getByRole('listitem', { name: 'Hajj' });
    await expect(within(hajj).getByText('Slug')).toBeVisible();
    await expect(within(hajj).getByText('hajj')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expectNoSidewaysScrolling(canvasElement);

    await userEvent.click(within(hajj).getByRole('button', { name: 'Actions for Hajj' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Edit' }));
    await expect(args.onChoose).toHaveBeenCalledWith('Hajj');
  },
};

/**
 * On a phone a wide list's cards show the row header, only the columns marked for the card (price and
 * type, not ID or rank) and the row menu in reach; the pager stays under them.
 */
export const PhoneWideList: Story = {
  parameters: { screenshot: { viewport: PHONE } },
  render: (args) => <CoursesTable courses={COURSES} withSearch withToolbar onEdit={args.onEdit} onDelete={args.onDelete} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Courses' });
    const card = within(list).getByRole('listitem', { name: 'Quran recitation' });
    await expect(within(card).getByText('Type')).toBeVisible();
    await expect(within(card).getByText('BASIC')).toBeVisible();
    await expect(within(card).getByText('$12')).toBeVisible();
    await expect(within(card).queryByText('Rank')).not.toBeInTheDocument();
    const menu = within(card).getByRole('button', { name: 'Actions for Quran recitation' });
    await expect(menu).toBeVisible();
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE.width);
    await expect(canvas.getByText('Showing 1–10 of 134')).toBeVisible();
    await expectNoSidewaysScrolling(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await within(list).findByRole('listitem', { name: 'Fajr basics 2' })).toBeVisible();
  },
};

/** On a phone the cards have no headers to press: a menu above them orders the list by a sortable column, either way. */
export const PhoneSorting: Story = {
  parameters: { screenshot: { viewport: PHONE } },
  render: () => <CoursesTable courses={COURSES} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Courses' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAccessibleName('Fajr basics');
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Title, descending' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveAccessibleName('Zakat made simple 9'));
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent('Title, descending');
  },
};

/** The direction a cell's words are laid out in. */
const directionOf = (element: HTMLElement) => getComputedStyle(element).direction;

/** Urdu panel, one title typed in English: that cell reads left to right, with its full stop at the end. */
export const UrduWithEnglishCell: Story = {
  globals: { locale: 'ur' },
  render: () => (
    <CoursesTable courses={makeCourses(4, 'ur').map((course) => (course.id === 2 ? { ...course, title: 'Young pilgrims share their first Hajj.' } : course))} language="ur" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const english = await canvas.findByText('Young pilgrims share their first Hajj.');
    await expect(directionOf(english)).toBe('ltr');
    await expect(directionOf(canvas.getByText('فجر کی بنیادی باتیں'))).toBe('rtl');
    // Numbers follow the panel's direction.
    await expect(directionOf(canvas.getByRole('columnheader', { name: /قیمت/ }))).toBe('rtl');
  },
};

/** English panel, one title typed in Urdu: that cell reads right to left. */
export const EnglishWithUrduCell: Story = {
  render: () => (
    <CoursesTable courses={makeCourses(4).map((course) => (course.id === 2 ? { ...course, title: 'حج کے پہلے سفر کی کہانیاں۔' } : course))} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(directionOf(await canvas.findByText('حج کے پہلے سفر کی کہانیاں۔'))).toBe('rtl');
    await expect(directionOf(canvas.getByText('Fajr basics'))).toBe('ltr');
  },
};

/** Courses whose rows may be chosen, with a Hide offered over the chosen ones. */
function SelectableCourses({ onHide }: { onHide(ids: (string | number)[]): void }) {
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  const actions = [{ id: 'hide', label: 'Hide', onAction: () => onHide([...selected]) }];
  return <CoursesTable courses={COURSES} selection={{ selected, onChange: setSelected, actions }} />;
}

/**
 * Rows are chosen with their checkboxes, by pointer or by Space on a focused one: the bar names how many
 * (a polite live region says so too), offers Hide over them, and Clear selection empties the choice.
 */
export const Selection: Story = {
  parameters: { screenshot: { skip: true } },
  render: (args) => <SelectableCourses onHide={args.onHide} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Courses' });
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
    const boxes = within(grid).getAllByRole('checkbox');
    // The header's box chooses the page; then one box a row.
    await expect(boxes).toHaveLength(11);
    await userEvent.click(boxes[1]!);
    await userEvent.click(boxes[2]!);
    const bar = canvas.getByRole('toolbar', { name: 'Changes to the selected rows' });
    await expect(within(bar).getByText('2 selected')).toBeVisible();
    // A polite live region says the count too.
    await expect(canvas.getAllByText('2 selected')).toHaveLength(2);

    boxes[3]!.focus();
    await userEvent.keyboard(' ');
    await expect(within(bar).getByText('3 selected')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Hide' }));
    await expect(args.onHide).toHaveBeenCalledWith([1, 2, 3]);

    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
    await expect(within(grid).getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);

    await userEvent.click(within(grid).getAllByRole('checkbox')[0]!);
    await expect(await within(await canvas.findByRole('toolbar')).findByText('10 selected')).toBeVisible();
  },
};

/** On a phone each card has its own box, named after its row, and a box above the cards chooses the whole page. */
export const PhoneSelection: Story = {
  parameters: { screenshot: { viewport: PHONE } },
  render: (args) => <SelectableCourses onHide={args.onHide} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Courses' });
    const card = within(list).getByRole('listitem', { name: 'Quran recitation' });
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Select Quran recitation' }));
    const bar = canvas.getByRole('toolbar', { name: 'Changes to the selected rows' });
    await expect(within(bar).getByText('1 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
    await expect(within(bar).getByText('10 selected')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Hide' }));
    await expect(args.onHide).toHaveBeenCalledWith(expect.arrayContaining([1, 2, 10]));
    await expectNoSidewaysScrolling(canvasElement);
  },
};
