export type EditableValueType = 'number' | 'text';

export type EditableValueCheck =
  | { ok: true; value: number | string }
  | { ok: false; reason: 'required' | 'invalidNumber' | 'minValue' };

interface Rules {
  type: EditableValueType;
  minValue?: number;
  isRequired?: boolean;
  /** Whole numbers only: a fraction is not a valid number. */
  isInteger?: boolean;
}

/** Parses what was typed into a cell; numbers accept Latin and Arabic-Indic digits. */
export function checkEditableValue(draft: string, { type, minValue, isRequired, isInteger }: Rules): EditableValueCheck {
  const trimmed = draft.trim();
  if (type === 'text') {
    if (isRequired && trimmed === '') return { ok: false, reason: 'required' };
    return { ok: true, value: trimmed };
  }
  if (trimmed === '') return { ok: false, reason: isRequired ? 'required' : 'invalidNumber' };
  const latin = toLatinDigits(trimmed);
  if (!/^-?\d+(\.\d+)?$/.test(latin)) return { ok: false, reason: 'invalidNumber' };
  const value = Number(latin);
  if (isInteger && !Number.isInteger(value)) return { ok: false, reason: 'invalidNumber' };
  if (minValue !== undefined && value < minValue) return { ok: false, reason: 'minValue' };
  return { ok: true, value };
}

/** Urdu keyboards type Extended Arabic-Indic digits (۰–۹); Arabic ones type ٠–٩. */
function toLatinDigits(text: string): string {
  return text
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/\u066B/g, '.');
}
