import { useSearchParams } from 'react-router-dom';
import { subscriptionsContract } from '@/shared/api';

type App = subscriptionsContract.SubscriptionApp;
type Search = subscriptionsContract.SubscriptionSearch;
const { SUBSCRIPTION_APPS, SUBSCRIPTION_SEARCHES, DEFAULT_SUBSCRIPTION_APP } = subscriptionsContract;

/**
 * The list's app, the field searched and the words, kept in the address (`?app=`, `?by=`, `?find=`; not `?q=`, which is the resource list's own keyword); each
 * change starts again at page 1.
 */
export function useSubscriptionSearch() {
  const [params, setParams] = useSearchParams();
  const app = (SUBSCRIPTION_APPS as readonly string[]).includes(params.get('app') ?? '') ? (params.get('app') as App) : DEFAULT_SUBSCRIPTION_APP;
  const by = (SUBSCRIPTION_SEARCHES as readonly string[]).includes(params.get('by') ?? '') ? (params.get('by') as Search) : 'userId';
  const words = params.get('find') ?? '';

  const change = (next: { app?: App; by?: Search; words?: string }) =>
    setParams((current) => {
      const values = new URLSearchParams(current);
      const set = (name: string, value: string, isDefault: boolean) => (isDefault ? values.delete(name) : values.set(name, value));
      if (next.app !== undefined) set('app', next.app, next.app === DEFAULT_SUBSCRIPTION_APP);
      if (next.by !== undefined) set('by', next.by, next.by === 'userId');
      if (next.words !== undefined) set('find', next.words.trim(), next.words.trim() === '');
      values.delete('page');
      return values;
    });

  const trimmed = words.trim();
  return {
    app,
    by,
    words,
    /** The list body's filters: the app, and the words under the field searched. */
    filters: { appName: app, ...(trimmed ? { [by]: trimmed } : {}) },
    chooseApp: (next: App) => change({ app: next }),
    search: (nextBy: Search, nextWords: string) => change({ by: nextBy, words: nextWords }),
  };
}
