// Generates the bundled curriculum tables (src/entities/curriculum/model/curriculumData.generated.ts)
// from the published Quran text kept in data-sources/quran-uthmani/ (see the README there).
// The verses are copied exactly as published; this script only chooses which verses each lesson
// shows. Run it with `npm run build:curriculum` after changing the plan below, and commit the output;
// `npm run build:curriculum -- --list` also prints every lesson's passage and length.
//
// The plan (academy spec, section 3, "Weekly curriculum data"):
// - reading order: the first chapter, then the short chapters from the end of the book backwards;
// - the weekly table: weeks 1-15 with the per-week assignment counts below;
// - the level table: levels 1-6 with 10 sessions each, levels 7-19 with 2 or 3 assignments;
// - passages grow in length: each week (or level) aims at a longer passage than the one before.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const SOURCE = new URL('../data-sources/quran-uthmani/qurantext-uthmani.def', import.meta.url);
/** The file as published; a changed copy is refused, so the text stays verbatim. */
const SOURCE_SHA256 = 'b2f85346bd21cd92dd219d65b4d8a3c939e7aaa52114333ed604f8cf6fcf408a';
const OUTPUT = new URL('../src/entities/curriculum/model/curriculumData.generated.ts', import.meta.url);

/** Assignments per week, weeks 1 to 15. */
const WEEKLY_COUNTS = [2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 5, 5, 5, 5, 5];
/** Sessions or assignments per level, levels 1 to 19. */
const LEVEL_COUNTS = [10, 10, 10, 10, 10, 10, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3];
/** Aimed length (characters) of the last group's passages; the first group aims at the first chapter. */
const WEEKLY_LAST_TARGET = 1000;
const LEVEL_LAST_TARGET = 700;

/** A chapter longer than this share of a group's aimed length may be split between lessons... */
const LONG_CHAPTER = 1;
/** ...into parts no shorter than this share of the aimed length. */
const SHORTEST_PART = 0.5;
/** Extra cost of a passage that mixes part of a chapter with another chapter. */
const MIXED_PENALTY = 4;

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

function readSource() {
  const bytes = readFileSync(SOURCE);
  const digest = createHash('sha256').update(bytes).digest('hex');
  if (digest !== SOURCE_SHA256) {
    throw new Error(`${SOURCE.pathname} is not the published file (sha256 ${digest}).`);
  }
  return bytes.toString('utf8');
}

/** Roman numerals name the verse macros (i, ii, ... mmmmmmccxxxvi); they number the verses 1-6236. */
function fromRoman(text) {
  const values = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };
  let total = 0;
  for (let index = 0; index < text.length; index += 1) {
    const value = values[text[index]];
    const next = values[text[index + 1]] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

function fromArabicDigits(text) {
  return Number([...text].map((digit) => ARABIC_DIGITS.indexOf(digit)).join(''));
}

/**
 * Each verse is one line: `\qt@newcmd\qurantext@<n>{<text>\qt@no{﴿<number>﴾}}`, where `<text>` may
 * start with `\basmalah ` (the chapter opens with the basmala). The package prints a verse as the
 * text, a space and the bracketed number; that printed form is what the tables keep.
 */
function parseChapters(source) {
  const line = /^\\qt@newcmd\\qurantext@([ivxlcdm]+)\{(\\basmalah )?([^\\{}]+)\\qt@no\{(﴿([٠-٩]+)﴾)\}\}$/;
  const chapters = [];
  let count = 0;
  for (const raw of source.split('\n')) {
    if (!raw.startsWith('\\qt@newcmd')) continue;
    const match = line.exec(raw);
    if (!match) throw new Error(`Unexpected verse line: ${raw.slice(0, 80)}`);
    const [, roman, basmala, text, marker, digits] = match;
    count += 1;
    if (fromRoman(roman) !== count) throw new Error(`Verse ${count} is out of order (${roman}).`);
    const number = fromArabicDigits(digits);
    if (number === 1) chapters.push({ number: chapters.length + 1, opensWithBasmala: Boolean(basmala), verses: [] });
    const chapter = chapters.at(-1);
    if (number !== chapter.verses.length + 1) throw new Error(`Verse ${count} has number ${number}.`);
    chapter.verses.push(`${text.trim()} ${marker}`);
  }
  if (chapters.length !== 114 || count !== 6236) throw new Error(`Read ${chapters.length} chapters, ${count} verses.`);
  return chapters;
}

/** The basmala as written in the first verse of the first chapter, without its number. */
function basmalaOf(chapters) {
  return chapters[0].verses[0].replace(/\s*﴿[٠-٩]+﴾$/, '');
}

/**
 * A passage's text: its verses in order, each chapter on its own line, a chapter read from its first
 * verse opening with the basmala where the source marks one. The entity assembles passages the same way.
 */
function passageText(readingOrder, basmala, from, to) {
  const lines = [];
  for (let position = from.position; position <= to.position; position += 1) {
    const chapter = readingOrder[position];
    const first = position === from.position ? from.verse : 1;
    const last = position === to.position ? to.verse : chapter.verses.length;
    const verses = chapter.verses.slice(first - 1, last);
    lines.push((first === 1 && chapter.opensWithBasmala ? [basmala, ...verses] : verses).join(' '));
  }
  return lines.join('\n');
}

/**
 * Cuts the reading order into passages, one per lesson, in two steps. First each group (week or
 * level) gets a stretch of the text whose length is its lesson count times its aimed length, and at
 * least the previous group's average, so the averages grow. Then the stretch is cut into that many
 * passages of as even a length as chapter and verse boundaries allow: short chapters stay whole,
 * long ones are split between verses, and a passage mixing part of a chapter with another is avoided.
 */
function planTable(readingOrder, basmala, counts, lastTarget) {
  // The text as a flat list of verses; weights add up to passage lengths exactly (see passageText).
  const verses = readingOrder.flatMap((chapter, position) =>
    chapter.verses.map((text, index) => ({
      position,
      verse: index + 1,
      chapterLength: chapter.verses.length,
      weight: text.length + 1 + (index === 0 && chapter.opensWithBasmala ? basmala.length + 1 : 0),
    })),
  );
  const prefix = [0];
  for (const verse of verses) prefix.push(prefix.at(-1) + verse.weight);
  /** Length of the passage made of verses [from, to). */
  const lengthOf = (from, to) => prefix[to] - prefix[from] - 1;
  const isChapterEnd = (end) => end === verses.length || verses[end].verse === 1;
  const chapterStart = (index) => index - verses[index].verse + 1;
  /** Where a passage may end: after a chapter, or between verses of a chapter long for this aim. */
  const mayEndAt = (end, target) => {
    if (isChapterEnd(end)) return true;
    const start = chapterStart(end - 1);
    const stop = start + verses[start].chapterLength;
    return (
      lengthOf(start, stop) > target * LONG_CHAPTER &&
      lengthOf(start, end) >= target * SHORTEST_PART &&
      lengthOf(end, stop) >= target * SHORTEST_PART
    );
  };
  const isMixed = (from, to) => verses[from].position !== verses[to - 1].position && (verses[from].verse !== 1 || !isChapterEnd(to));

  const chapterOne = verses.findIndex((verse) => verse.position === 1);
  const firstTarget = lengthOf(0, chapterOne);
  const growth = (lastTarget / firstTarget) ** (1 / (counts.length - 1));

  /** Cuts verses [from, to) into `pieces` passages as even as allowed; returns the passage ends. */
  function cutEvenly(from, to, pieces, target) {
    const share = lengthOf(from, to) / pieces;
    const ends = [];
    for (let end = from + 1; end <= to; end += 1) if (end === to || mayEndAt(end, target)) ends.push(end);
    // best[k][i]: cheapest way to cut verses [from, ends[i]) into k passages.
    const best = [ends.map((end) => {
      const cost = ((lengthOf(from, end) - share) / share) ** 2 + (isMixed(from, end) ? MIXED_PENALTY : 0);
      return { cost, previous: -1 };
    })];
    for (let k = 1; k < pieces; k += 1) {
      best.push(ends.map((end, i) => {
        let choice = { cost: Infinity, previous: -1 };
        for (let j = 0; j < i; j += 1) {
          const start = ends[j];
          const cost = best[k - 1][j].cost + ((lengthOf(start, end) - share) / share) ** 2 + (isMixed(start, end) ? MIXED_PENALTY : 0);
          if (cost < choice.cost) choice = { cost, previous: j };
        }
        return choice;
      }));
    }
    const last = ends.length - 1;
    if (!Number.isFinite(best[pieces - 1][last].cost)) throw new Error(`Cannot cut ${from}-${to} into ${pieces}.`);
    const cuts = [];
    for (let k = pieces - 1, i = last; k >= 0; i = best[k][i].previous, k -= 1) cuts.unshift(ends[i]);
    return cuts;
  }

  const rows = [];
  let cursor = 0;
  let previousAverage = 0;
  counts.forEach((count, group) => {
    const target = firstTarget * growth ** group;
    const starts = [];
    // The first lesson of all is the first chapter, alone.
    if (group === 0) {
      starts.push(0);
      cursor = chapterOne;
    }
    const pieces = count - starts.length;
    const wanted = count * target - (group === 0 ? firstTarget : 0);
    const least = count * previousAverage - (group === 0 ? firstTarget : 0);
    // The stretch ends where its length comes closest to the wanted one, and never short of the least.
    let stretchEnd = null;
    for (let end = cursor + pieces; end <= verses.length; end += 1) {
      if (!mayEndAt(end, target) || lengthOf(cursor, end) < least) continue;
      if (stretchEnd === null || Math.abs(lengthOf(cursor, end) - wanted) < Math.abs(lengthOf(cursor, stretchEnd) - wanted)) stretchEnd = end;
      if (lengthOf(cursor, end) > wanted) break;
    }
    if (stretchEnd === null) throw new Error('The reading order ran out.');
    let from = cursor;
    for (const end of cutEvenly(cursor, stretchEnd, pieces, target)) {
      starts.push(from);
      from = end;
    }
    starts.push(stretchEnd);
    let sum = 0;
    for (let item = 1; item <= count; item += 1) {
      const start = starts[item - 1];
      const end = starts[item];
      const point = (index) => ({ position: verses[index].position, verse: verses[index].verse });
      const row = { group: group + 1, item, from: point(start), to: point(end - 1), length: lengthOf(start, end) };
      if (passageText(readingOrder, basmala, row.from, row.to).length !== row.length) throw new Error('Length mismatch.');
      rows.push(row);
      sum += row.length;
    }
    previousAverage = sum / count;
    cursor = stretchEnd;
  });
  return rows;
}

/** The spec's promises about the tables, checked before anything is written. */
function verify(name, rows, counts) {
  const first = rows[0];
  if (first.from.position !== 0 || first.to.position !== 0) throw new Error(`${name}: the first passage is not the first chapter.`);
  const averages = counts.map((_, index) => {
    const group = rows.filter((row) => row.group === index + 1);
    if (group.length !== counts[index]) throw new Error(`${name}: group ${index + 1} has ${group.length} rows.`);
    return group.reduce((sum, row) => sum + row.length, 0) / group.length;
  });
  averages.forEach((average, index) => {
    if (index > 0 && average < averages[index - 1]) {
      throw new Error(`${name}: group ${index + 1} is shorter on average than group ${index} (${average} < ${averages[index - 1]}).`);
    }
  });
  return averages;
}

const chapters = parseChapters(readSource());
const readingOrder = [chapters[0], ...chapters.slice(1).reverse()];
const basmala = basmalaOf(chapters);
const weekly = planTable(readingOrder, basmala, WEEKLY_COUNTS, WEEKLY_LAST_TARGET);
const level = planTable(readingOrder, basmala, LEVEL_COUNTS, LEVEL_LAST_TARGET);
const weeklyAverages = verify('weekly', weekly, WEEKLY_COUNTS);
const levelAverages = verify('level', level, LEVEL_COUNTS);

// Only the text some passage reads is bundled: the chapters up to the furthest passage end, the last
// of them up to that verse.
const furthest = [weekly.at(-1).to, level.at(-1).to].reduce((a, b) =>
  a.position > b.position || (a.position === b.position && a.verse >= b.verse) ? a : b,
);
const bundled = readingOrder.slice(0, furthest.position + 1).map((chapter, position) =>
  position === furthest.position ? { ...chapter, verses: chapter.verses.slice(0, furthest.verse) } : chapter,
);
const reference = (point) => `${readingOrder[point.position].number}:${point.verse}`;
const tuple = (point) => `${readingOrder[point.position].number}, ${point.verse}`;
const rowLine = (row) => `  [${row.group}, ${row.item}, ${tuple(row.from)}, ${tuple(row.to)}],`;

const output = `// Generated by scripts/build-curriculum.mjs from data-sources/quran-uthmani/qurantext-uthmani.def.
// Do not edit by hand: change the plan in the script and run \`npm run build:curriculum\`.
//
// Quran text (Uthmani script): Tanzil Quran Text, copyright Tanzil Project, Creative Commons
// Attribution 3.0, verbatim copies only, tanzil.net; as published in the LaTeX package "quran" v1.81
// by Seiied-Mohammad-Javad Razavian (LPPL 1.3c). Verses copied verbatim; see
// data-sources/quran-uthmani/README.md for the source and its terms of use.

/** A chapter as bundled: its number, whether it opens with the basmala, and its verses with their bracketed numbers. */
export type BundledChapter = readonly [chapter: number, opensWithBasmala: boolean, verses: readonly string[]];
/** A lesson: week or level, position within it, and the passage from chapter:verse to chapter:verse. */
export type PlannedLesson = readonly [group: number, item: number, fromChapter: number, fromVerse: number, toChapter: number, toVerse: number];

/** The basmala, as written in the first verse of the first chapter. */
export const BASMALA = ${JSON.stringify(basmala)};

/**
 * The chapters in reading order: the first chapter, then from the last chapter backwards, as far as
 * the lessons read (the last one only up to the last verse a lesson reads).
 */
export const CHAPTERS: readonly BundledChapter[] = [
${bundled.map((chapter) => `  [${chapter.number}, ${chapter.opensWithBasmala}, [\n${chapter.verses.map((verse) => `    ${JSON.stringify(verse)},`).join('\n')}\n  ]],`).join('\n')}
];

/** Weeks 1-15: [week, assignment, from chapter, from verse, to chapter, to verse]. */
export const WEEKLY_PLAN: readonly PlannedLesson[] = [
${weekly.map(rowLine).join('\n')}
];

/** Levels 1-19: [level, session, from chapter, from verse, to chapter, to verse]. */
export const LEVEL_PLAN: readonly PlannedLesson[] = [
${level.map(rowLine).join('\n')}
];
`;

writeFileSync(OUTPUT, output);
const round = (values) => values.map((value) => Math.round(value)).join(' ');
if (process.argv.includes('--list')) {
  for (const [name, rows] of [['week', weekly], ['level', level]]) {
    for (const row of rows) console.log(`${name} ${row.group}/${row.item}: ${reference(row.from)}-${reference(row.to)}, ${row.length} characters`);
  }
}
console.log(`Wrote ${OUTPUT.pathname.split('/').slice(-4).join('/')}: ${Buffer.byteLength(output)} bytes, chapters ${bundled.map((c) => c.number).join(' ')}`);
console.log(`weekly: ${weekly.length} lessons, average length per week ${round(weeklyAverages)}`);
console.log(`level: ${level.length} lessons, average length per level ${round(levelAverages)}`);
