import { siteContract } from '@/shared/api';
import { specTextOf } from '@/shared/lib/resource';

const { SEO_MESSAGES } = siteContract;
const specText = specTextOf('seo', SEO_MESSAGES);
const SPEC_WORDS = new Set<string>(Object.values(SEO_MESSAGES));

/**
 * A field's message in the panel's language: the form's own (the spec's English) looked up in the
 * catalogue; a server's, already put in the panel's language when it was set, shown as it is.
 */
export const fieldMessage = (message: string | undefined) => (message && SPEC_WORDS.has(message) ? specText(message) : message);
