/**
 * What one rich text (an article's body, a page's SEO HTML) may hold. The server counts its elements
 * and measures their nesting in one cheap pass before it sanitises anything, so a text built to make
 * sanitising slow (tens of thousands of tags nested in each other) is refused at once.
 *
 * The editor's own output stays far below both caps: each demo article has 14 to 16 elements nested
 * 3 deep at most (a paragraph in a list item in a list), and a long real article of some 10,000 words
 * (250 paragraphs, headings, a dozen lists, links and emphasis) has about 800, still 3 deep. Such prose
 * filling the whole 200,000-character body would have about 1,500, and lists inside quotes inside
 * lists reach perhaps 8 levels. At the caps, sanitising takes some tens of milliseconds, where 66,000
 * nested tags took seconds.
 */
export const RICH_TEXT_LIMITS = {
  /** Elements of every kind, those the sanitiser drops included. */
  elements: 10_000,
  /** Elements open inside each other at once. */
  depth: 32,
} as const;

/** The refusal of a rich text over the caps, naming the text (`The article body`). */
export const tooComplexMessage = (what: string) =>
  `${what} is too complex: it may have at most ${RICH_TEXT_LIMITS.elements} elements, nested at most ${RICH_TEXT_LIMITS.depth} deep.`;
