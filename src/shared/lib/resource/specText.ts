import { serverText } from '@/shared/api';

/**
 * Shows a form's spec messages in the panel's language: the English words a schema gives (the spec's,
 * word for word) are looked up among the group's messages in the `server-messages` catalogue, where the
 * server's own replies with the same words are translated too. The form lists `server-messages` among
 * its namespaces.
 */
export function specTextOf(group: string, messages: Readonly<Record<string, string>>) {
  const keys = new Map(Object.entries(messages).map(([key, english]) => [english, key]));
  return (english: string | undefined) => {
    if (english === undefined) return undefined;
    const key = keys.get(english);
    return serverText(english, key === undefined ? undefined : `${group}.${key}`);
  };
}
