/** Elements whose content is not text to keep, dropped whole from pasted HTML. */
const DROPPED = 'script, style, template, iframe, frame, object, embed, svg, math, noscript, link, meta, base, form';
const SAFE_ADDRESS = /^(https?:|mailto:)/i;
const ADDRESS_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction']);

/**
 * Pasted HTML before the editor reads it: parsed inert (a parsed document loads and runs nothing),
 * without script-like elements, event handler attributes, inline styles, addresses other than web and
 * mail ones, or pictures other than stored ones (`isStoredPicture`). The server sanitises the body
 * again on every save, and refuses a picture from elsewhere.
 */
export function cleanPastedHtml(html: string, isStoredPicture: (address: string) => boolean = () => false): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const element of document.body.querySelectorAll(DROPPED)) element.remove();
  for (const element of document.body.querySelectorAll('*')) {
    const isPicture = element.localName === 'img';
    for (const { name, value } of [...element.attributes]) {
      const address = value.trim();
      const isSafeAddress = isPicture && name === 'src' ? isStoredPicture(address) : SAFE_ADDRESS.test(address);
      if (name.startsWith('on') || name === 'style' || name === 'srcset' || (ADDRESS_ATTRIBUTES.has(name) && !isSafeAddress)) element.removeAttribute(name);
    }
    if (isPicture && !element.hasAttribute('src')) element.remove();
  }
  return document.body.innerHTML;
}
