/**
 * The written part of a design-system component's docs page, kept in its story file's meta as
 * `parameters: { usage: { … } satisfies ComponentUsage }`. The page adds the rest from the code: the
 * component's own comment, its props table and its stories. Markdown is allowed in every line.
 */
export interface ComponentUsage {
  /** When to reach for it. */
  use: string;
  /** When not to, and what to use instead. */
  avoid: string;
  /** What each key does, one line each ("Enter or Space: presses the button"). */
  keyboard: readonly string[];
  /** What a screen reader announces and where the name comes from, one line each. */
  screenReader: readonly string[];
}
