/** Elements whose content is not text to keep, dropped whole from pasted HTML. */
const DROPPED = 'script, style, template, iframe, frame, object, embed, svg, math, noscript, link, meta, base, form';
const SAFE_ADDRESS = /^(https?:|mailto:)/i;

/**
 * Pasted HTML before the editor reads it: parsed inert (a parsed document loads and runs nothing),
 * without script-like elements, event handler attributes, inline styles or addresses other than
 * web and mail ones. The server sanitises the body again on every save.
 */
export function cleanPastedHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const element of document.body.querySelectorAll(DROPPED)) element.remove();
  for (const element of document.body.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      const isAddress = name === 'href' || name === 'src' || name === 'xlink:href' || name === 'action' || name === 'formaction';
      if (name.startsWith('on') || name === 'style' || name === 'srcset' || (isAddress && !SAFE_ADDRESS.test(value.trim()))) element.removeAttribute(name);
    }
    if (element.localName === 'img' && !element.hasAttribute('src')) element.remove();
  }
  return document.body.innerHTML;
}
