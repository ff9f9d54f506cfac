/**
 * Parameters of a story that shows a whole screen (a page, the app frame). Components alone on the canvas
 * have no landmarks, so the accessibility check skips axe's `region` rule for them; a whole screen keeps it:
 * every piece of its content must sit in a landmark. The story runner refuses a page story without it.
 */
export const WHOLE_SCREEN = { a11y: { config: { rules: [{ id: 'region', enabled: true }] } } } as const;
