import type { LocalizedString } from '@internationalized/string';

/**
 * What react-aria announces by itself (a popover's hidden "Dismiss", a sortable header's "sortable column", a
 * calendar's "Next"…), in Urdu: react-aria ships no Urdu. Keyed as react-aria keys its own English strings
 * (`react-aria-components/i18n/en-US`), package by package; a string missing here is announced in English,
 * and the story runner's Urdu check names it. Colour pickers' strings are left out: the panel has none.
 */

type Formatter = {
  plural: (count: number, options: Record<string, string | (() => string)>) => string;
  number: (value: number) => string;
  select: (options: Record<string, string | (() => string)>, value: unknown) => string;
};
type Args = Record<string, string | number | boolean | undefined>;
const message = (write: (args: Args, formatter: Formatter) => string) => write as unknown as LocalizedString;

const selectedCount = (args: Args, t: Formatter) => `${t.number(Number(args.count))} منتخب چیزیں`;

export const URDU_ARIA_STRINGS: Record<string, Record<string, LocalizedString>> = {
  '@react-aria/tree': { expand: 'کھولیں', collapse: 'بند کریں' },
  '@react-aria/toast': {
    close: 'بند کریں',
    notifications: message((args, t) => `${t.number(Number(args.count))} اطلاعات۔`),
  },
  '@react-aria/tag': { removeDescription: 'ٹیگ ہٹانے کے لیے Delete دبائیں۔', removeButtonLabel: 'ہٹائیں' },
  '@react-aria/table': {
    select: 'منتخب کریں',
    selectAll: 'سب منتخب کریں',
    sortable: 'ترتیب دینے والا کالم',
    ascending: 'صعودی',
    descending: 'نزولی',
    ascendingSort: message((args) => `کالم ${args.columnName} کے لحاظ سے صعودی ترتیب`),
    descendingSort: message((args) => `کالم ${args.columnName} کے لحاظ سے نزولی ترتیب`),
    columnSize: message((args) => `${args.value} پکسل`),
    resizerDescription: 'چوڑائی بدلنے کے لیے Enter دبائیں',
    expand: 'کھولیں',
    collapse: 'بند کریں',
  },
  '@react-aria/steplist': { steplist: 'مراحل کی فہرست' },
  '@react-aria/spinbutton': { Empty: 'خالی' },
  '@react-aria/searchfield': { 'Clear search': 'تلاش صاف کریں' },
  '@react-aria/previewtrigger': { longPressMessage: 'پیش منظر کھولنے کے لیے دیر تک دبائیں' },
  '@react-aria/overlays': { dismiss: 'بند کریں' },
  '@react-aria/numberfield': {
    decrease: message((args) => `${args.fieldLabel} کم کریں`),
    increase: message((args) => `${args.fieldLabel} بڑھائیں`),
    numberField: 'عدد کا خانہ',
  },
  '@react-aria/menu': { longPressMessage: 'مینو کھولنے کے لیے دیر تک دبائیں یا Alt + نیچے کا تیر دبائیں' },
  '@react-aria/gridlist': {
    hasActionAnnouncement: 'اس قطار پر عمل ہو سکتا ہے',
    hasLinkAnnouncement: message((args) => `اس قطار میں لنک ہے: ${args.link}`),
  },
  '@react-aria/grid': {
    deselectedItem: message((args) => `${args.item} منتخب نہیں۔`),
    select: 'منتخب کریں',
    selectedCount: message((args, t) =>
      Number(args.count) === 0 ? 'کچھ منتخب نہیں۔' : `${t.number(Number(args.count))} منتخب۔`,
    ),
    selectedAll: 'سب منتخب۔',
    selectedItem: message((args) => `${args.item} منتخب۔`),
    longPressToSelect: 'انتخاب شروع کرنے کے لیے دیر تک دبائیں۔',
  },
  '@react-aria/dnd': {
    dragItem: message((args) => `${args.itemText} اٹھائیں`),
    dragSelectedItems: message((args, t) => `${selectedCount(args, t)} اٹھائیں`),
    dragDescriptionKeyboard: 'اٹھانے کے لیے Enter دبائیں۔',
    dragDescriptionKeyboardAlt: 'اٹھانے کے لیے Alt + Enter دبائیں۔',
    dragDescriptionTouch: 'اٹھانے کے لیے دو بار تھپتھپائیں۔',
    dragDescriptionVirtual: 'اٹھانے کے لیے کلک کریں۔',
    dragDescriptionLongPress: 'اٹھانے کے لیے دیر تک دبائیں۔',
    dragSelectedKeyboard: message((args, t) => `${selectedCount(args, t)} اٹھانے کے لیے Enter دبائیں۔`),
    dragSelectedKeyboardAlt: message(
      (args, t) => `${selectedCount(args, t)} اٹھانے کے لیے Alt + Enter دبائیں۔`,
    ),
    dragSelectedLongPress: message((args, t) => `${selectedCount(args, t)} اٹھانے کے لیے دیر تک دبائیں۔`),
    dragStartedKeyboard:
      'اٹھا لیا۔ رکھنے کی جگہ تک Tab سے جائیں، پھر رکھنے کے لیے Enter دبائیں، یا منسوخ کرنے کے لیے Escape دبائیں۔',
    dragStartedTouch: 'اٹھا لیا۔ رکھنے کی جگہ تک جائیں، پھر رکھنے کے لیے دو بار تھپتھپائیں۔',
    dragStartedVirtual: 'اٹھا لیا۔ رکھنے کی جگہ تک جائیں، پھر رکھنے کے لیے کلک کریں یا Enter دبائیں۔',
    endDragKeyboard: 'اٹھایا ہوا ہے۔ منسوخ کرنے کے لیے Enter دبائیں۔',
    endDragTouch: 'اٹھایا ہوا ہے۔ منسوخ کرنے کے لیے دو بار تھپتھپائیں۔',
    endDragVirtual: 'اٹھایا ہوا ہے۔ منسوخ کرنے کے لیے کلک کریں۔',
    dropDescriptionKeyboard: 'رکھنے کے لیے Enter دبائیں۔ منسوخ کرنے کے لیے Escape دبائیں۔',
    dropDescriptionTouch: 'رکھنے کے لیے دو بار تھپتھپائیں۔',
    dropDescriptionVirtual: 'رکھنے کے لیے کلک کریں۔',
    dropCanceled: 'رکھنا منسوخ ہوا۔',
    dropComplete: 'رکھ دیا۔',
    dropIndicator: 'رکھنے کی جگہ',
    dropOnRoot: 'یہاں رکھیں',
    dropOnItem: message((args) => `${args.itemText} پر رکھیں`),
    insertBefore: message((args) => `${args.itemText} سے پہلے رکھیں`),
    insertBetween: message((args) => `${args.beforeItemText} اور ${args.afterItemText} کے درمیان رکھیں`),
    insertAfter: message((args) => `${args.itemText} کے بعد رکھیں`),
  },
  '@react-aria/datepicker': {
    era: 'دور',
    year: 'سال',
    month: 'مہینہ',
    day: 'دن',
    hour: 'گھنٹہ',
    minute: 'منٹ',
    second: 'سیکنڈ',
    dayPeriod: 'صبح/شام',
    calendar: 'کیلنڈر',
    startDate: 'آغاز کی تاریخ',
    endDate: 'اختتام کی تاریخ',
    weekday: 'ہفتے کا دن',
    timeZoneName: 'منطقۂ وقت',
    selectedDateDescription: message((args) => `منتخب تاریخ: ${args.date}`),
    selectedRangeDescription: message((args) => `منتخب مدت: ${args.startDate} سے ${args.endDate}`),
    selectedTimeDescription: message((args) => `منتخب وقت: ${args.time}`),
  },
  '@react-aria/combobox': {
    focusAnnouncement: message((args, t) => {
      const group = args.isGroupChange
        ? `گروپ ${args.groupTitle} میں، ${t.number(Number(args.groupCount))} اختیارات۔ `
        : '';
      return `${group}${args.optionText}${args.isSelected ? '، منتخب' : ''}`;
    }),
    countAnnouncement: message((args, t) => `${t.number(Number(args.optionCount))} اختیارات دستیاب ہیں۔`),
    selectedAnnouncement: message((args) => `${args.optionText}، منتخب`),
    buttonLabel: 'تجاویز دکھائیں',
    listboxLabel: 'تجاویز',
  },
  '@react-aria/calendar': {
    previous: 'پچھلا',
    next: 'اگلا',
    selectedDateDescription: message((args) => `منتخب تاریخ: ${args.date}`),
    selectedRangeDescription: message((args) => `منتخب مدت: ${args.dateRange}`),
    todayDate: message((args) => `آج، ${args.date}`),
    todayDateSelected: message((args) => `آج، ${args.date}، منتخب`),
    dateSelected: message((args) => `${args.date}، منتخب`),
    startRangeSelectionPrompt: 'مدت کا انتخاب شروع کرنے کے لیے کلک کریں',
    finishRangeSelectionPrompt: 'مدت کا انتخاب مکمل کرنے کے لیے کلک کریں',
    minimumDate: 'پہلی دستیاب تاریخ',
    maximumDate: 'آخری دستیاب تاریخ',
    dateRange: message((args) => `${args.startDate} سے ${args.endDate}`),
  },
  '@react-aria/breadcrumbs': { breadcrumbs: 'راستہ' },
  '@react-aria/autocomplete': { collectionLabel: 'تجاویز' },
  '@react-stately/datepicker': {
    rangeUnderflow: message((args) => `تاریخ ${args.minValue} یا اس کے بعد کی ہو۔`),
    rangeOverflow: message((args) => `تاریخ ${args.maxValue} یا اس سے پہلے کی ہو۔`),
    rangeReversed: 'آغاز کی تاریخ اختتام کی تاریخ سے پہلے ہو۔',
    unavailableDate: 'منتخب تاریخ دستیاب نہیں۔',
  },
  'react-aria-components': {
    selectPlaceholder: 'کوئی ایک چنیں',
    tableResizer: 'چوڑائی بدلیں',
    dropzoneLabel: 'فائل رکھنے کی جگہ',
  },
};
