import { cn } from '@/shared/lib/cn';

export interface ArabicPassageProps {
  /** The passage: one line per chapter, as the curriculum tables give it. */
  text: string;
  className?: string;
}

/**
 * A scripture passage set right to left in the Naskh face (the global `[lang="ar"]` rule), with room
 * between lines for the vowel marks above and below the letters; each chapter is its own paragraph.
 */
export function ArabicPassage({ text, className }: ArabicPassageProps) {
  return (
    <div lang="ar" dir="rtl" className={cn('space-y-3 text-start text-xl leading-[2.2] text-ink', className)}>
      {text.split('\n').map((line, index) => (
        <p key={`${index}-${line.length}`}>{line}</p>
      ))}
    </div>
  );
}
