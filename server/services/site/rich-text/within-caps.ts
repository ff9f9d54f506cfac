import { Parser } from 'htmlparser2';

export interface MarkupCaps {
  elements: number;
  depth: number;
}

/**
 * Whether `html` keeps to the caps: htmlparser2's tokenizer counts the elements and follows how deep
 * they are open inside each other (no tree is built, nothing is kept), and stops at the first element
 * past a cap. It reads the markup as the sanitiser's own parser will.
 */
export function withinCaps(html: string, caps: MarkupCaps): boolean {
  let elements = 0;
  let depth = 0;
  let within = true;
  const parser = new Parser({
    onopentagname() {
      elements += 1;
      depth += 1;
      if (elements > caps.elements || depth > caps.depth) {
        within = false;
        parser.pause();
      }
    },
    // Void elements and elements closed by what follows them are closed here too.
    onclosetag() {
      depth -= 1;
    },
  });
  parser.end(html);
  return within;
}
