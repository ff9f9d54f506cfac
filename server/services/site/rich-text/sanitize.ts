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
 * for Arabic and Urdu passages inside an English article), lists, quotes, links, stored pictures and
 * inline emphasis. Everything else is dropped, its text kept, except script-like elements, whose
 * content goes too.
 */
const RICH_TEXT_RULES: sanitizeHtml.IOptions = {
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
  // A picture left without an address shows nothing.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The address a picture is kept with, or undefined when it may not be shown from where it is. */
export type PictureAddress = (src: string) => string | undefined;

export interface SanitisedRichText {
  html: string;
  /** Pictures whose address `pictureAddress` did not accept; they are left out of `html`. */
  refusedPictures: number;
}

/**
 * Rich text as it is stored and served: only the editor's elements and attributes, safe link
 * addresses, and each picture at the address `pictureAddress` gives it.
 */
export function sanitizeRichText(html: string, pictureAddress: PictureAddress): SanitisedRichText {
  let refusedPictures = 0;
  const clean = sanitizeHtml(html, {
    ...RICH_TEXT_RULES,
    transformTags: {
      ...RICH_TEXT_RULES.transformTags,
      img: (tagName, attribs) => {
        const src = attribs.src?.trim() ?? '';
        const address = src ? pictureAddress(src) : '';
        if (address === undefined) refusedPictures += 1;
        return { tagName, attribs: { ...attribs, src: address ?? '' } };
      },
    },
  });
  return { html: clean.trim(), refusedPictures };
}
