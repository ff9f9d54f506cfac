/** A screen's states in the order a person meets them; a story is placed by its name without spaces. */
const STATE_ORDER: readonly [RegExp, number][] = [
  [/^Loading/, 0],
  [/^(Filled|Default)$/, 1],
  [/^Empty/, 2],
  [/^Failed/, 3],
  [/^(PermissionHidden|NoAccess|Forbidden|ReadOnly|Viewer)/, 4],
  [/^(Urdu|Rtl)$/, 5],
];

/** Where a story's export name puts it among the states, or undefined for a story of what a person does. */
export function stateRank(key: string): number | undefined {
  return STATE_ORDER.find(([pattern]) => pattern.test(key))?.[1];
}

/** The states first, in the order met (the file's order among equals), then the rest in the file's order. */
export function inMeetingOrder<Story extends { key: string }>(stories: readonly Story[]): { states: Story[]; rest: Story[] } {
  const states = stories.filter((story) => stateRank(story.key) !== undefined);
  return {
    states: states.map((story, index) => ({ story, index })).sort((a, b) => (stateRank(a.story.key) ?? 0) - (stateRank(b.story.key) ?? 0) || a.index - b.index).map(({ story }) => story),
    rest: stories.filter((story) => stateRank(story.key) === undefined),
  };
}
