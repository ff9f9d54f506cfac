import { siteContract } from '@/shared/api/contract';
import { badRequest } from '../../../http/errors';
import { sanitizeRichText } from './sanitize';
import { storedPictureAddress } from './stored-pictures';
import { withinCaps } from './within-caps';

export { sanitizeRichText } from './sanitize';

export interface RichTextRules {
  /** The request field the text comes in (`body`), where a refusal's words are shown. */
  field: string;
  /** The longest text stored, in characters, counted after sanitising. */
  maxChars: number;
  /** The origin of this server's links (PUBLIC_URL), whose stored files are the only pictures kept. */
  origin: string;
  messages: { tooLong: string; tooComplex: string; outsidePicture: string };
}

/**
 * A rich text (an article's body, a page's SEO HTML) as it is stored, or a 400 with the rules' words: a
 * text over the element or nesting caps is refused before it is sanitised, one naming a picture that is
 * not a stored file of this server is refused rather than quietly changed, and one that sanitising made
 * longer than the limit (added link attributes, escaped characters) is refused as too long.
 */
export function storedRichText(html: string, rules: RichTextRules): string {
  const refusal = (message: string) => badRequest(message, { [rules.field]: message });
  if (!withinCaps(html, siteContract.RICH_TEXT_LIMITS)) throw refusal(rules.messages.tooComplex);
  const sanitised = sanitizeRichText(html, (src) => storedPictureAddress(src, rules.origin));
  if (sanitised.refusedPictures > 0) throw refusal(rules.messages.outsidePicture);
  if (sanitised.html.length > rules.maxChars) throw refusal(rules.messages.tooLong);
  return sanitised.html;
}
