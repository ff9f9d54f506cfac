// Where a page's screen lives and who may open it, read from the app's own declarations: the sections
// (`src/app/router/sections.ts`: base path → page slice), the route table and its bits
// (`src/shared/config/routes.ts`), and the public paths.
import sectionsSource from '../../../src/app/router/sections.ts?raw';
import { PUBLIC_PATHS, ROUTES, SUB_PATH_BITS, type RouteEntry } from '../../../src/shared/config';
import { PERMISSION_BITS, SECURITY_POINTS } from '../../../src/shared/lib/permissions';

/** The page slice of a screen story's title: `pages/academy/lessons/LessonsList` → `academy/lessons`. */
export const sliceOfTitle = (title: string) => title.split('/').slice(1, -1).join('/');

/** Base path of each built section, by the page slice it loads. */
const SECTION_OF_SLICE = new Map(
  [...sectionsSource.matchAll(/'(\/[^']*)':\s*\(\)\s*=>\s*import\('@\/pages\/([^']+)'\)/g)].map(([, path = '', slice = '']) => [slice, path]),
);

const camelCase = (slice: string) => slice.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

export interface AddressRule {
  address: string;
  needs: string;
}

export interface ScreenAccess {
  /** The section's base path, a public path, or none (the not-found screen). */
  path?: string;
  /** Who may open it, in words, and the route table's entry behind them. */
  summary: string;
  entry?: RouteEntry;
  addresses: readonly AddressRule[];
}

const AUDIENCE = {
  everyone: 'anyone whose profile gives the bit',
  'community-groups': 'only the two community groups, with the bit',
  'admin-group': 'only the admin group, with the bit',
} as const;

const bitName = (bit: string) => `${bit} (${PERMISSION_BITS[bit as keyof typeof PERMISSION_BITS]})`;

/** The address and permission bits of the screen a page slice draws. */
export function screenAccess(slice: string): ScreenAccess {
  const publicPath = (PUBLIC_PATHS as Record<string, string>)[camelCase(slice)];
  if (publicPath) return { path: publicPath, summary: 'Anyone: it is shown before signing in.', addresses: [{ address: publicPath, needs: 'nothing' }] };
  const path = SECTION_OF_SLICE.get(slice);
  const entry = ROUTES.find((route) => route.path === path) as RouteEntry | undefined;
  if (!path || !entry) return { summary: 'Anyone signed in who opens an address no section holds.', addresses: [{ address: 'any other address', needs: 'a session' }] };
  const point = SECURITY_POINTS.find((each) => each.key === entry.point);
  const bits = { ...SUB_PATH_BITS, ...entry.subPathBits };
  const base = path === '/' ? '' : path;
  return {
    path,
    entry,
    summary: `The security point ${entry.point}${point ? ` (${point.title})` : ''}: ${AUDIENCE[entry.audience]}. ${entry.inMenu ? 'It is in the sidebar.' : 'It is reached from another screen, not the sidebar.'}`,
    addresses: [
      { address: path, needs: bitName('list') },
      ...Object.entries(bits).map(([segment, bit]) => ({ address: `${base}/${segment}${segment === 'create' ? '' : '/…'}`, needs: `${bitName('list')} and ${bitName(bit)}` })),
    ],
  };
}
