import sanitizeHtml from 'sanitize-html';

const DIRECTIONS = ['ltr', 'rtl', 'auto'];
const BLOCKS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li'];

/** A block keeps its `dir` only when it names one of the three directions. */
const keepValidDirection: sanitizeHtml.Transformer = (tagName, attribs) => {
  const { dir, ...rest } = attribs;
  const direction = dir?.trim().toLowerCase();
  return { tagName, attribs: direction && DIRECTIONS.includes(direction) ? { ...rest, dir: direction } : rest };
};

/**
 * What the article editor produces and nothing else: headings and paragraphs (with a text direction,
 * for Arabic and Urdu passages inside an English article), lists, quotes, links, pictures by address
 * and inline emphasis. Everything else is dropped, its text kept, except script-like elements, whose
 * content goes too.
 */
const ARTICLE_BODY_RULES: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCKS, 'a', 'img', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'br', 'hr'],
  allowedAttributes: {
    ...Object.fromEntries(BLOCKS.map((tag) => [tag, ['dir']])),
    ol: ['dir', 'start'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    ...Object.fromEntries(BLOCKS.map((tag) => [tag, keepValidDirection])),
    // A link opens in a new tab at most, and never hands the opened page a handle on this one.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer', ...(attribs.target && { target: '_blank' }) },
    }),
  },
  // A picture is shown by an absolute http(s) address only (no relative, data or script address).
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https?:\/\//i.test(frame.attribs.src ?? ''),
};

/** The article body as it is stored and served: only the editor's elements and attributes, safe link and picture addresses. */
export function sanitizeArticleBody(html: string): string {
  return sanitizeHtml(html, ARTICLE_BODY_RULES).trim();
}
