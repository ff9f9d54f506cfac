import { describe, expect, it } from 'vitest';
import { checkEditableValue } from './editableValue';

describe('checkEditableValue', () => {
  it('accepts numbers at or above the minimum', () => {
    expect(checkEditableValue('3', { type: 'number', minValue: 1 })).toEqual({ ok: true, value: 3 });
    expect(checkEditableValue(' 1 ', { type: 'number', minValue: 1 })).toEqual({ ok: true, value: 1 });
    expect(checkEditableValue('12.5', { type: 'number' })).toEqual({ ok: true, value: 12.5 });
  });

  it('refuses values under the minimum and text that is not a number', () => {
    expect(checkEditableValue('0', { type: 'number', minValue: 1 })).toEqual({ ok: false, reason: 'minValue' });
    expect(checkEditableValue('-4', { type: 'number', minValue: 1 })).toEqual({ ok: false, reason: 'minValue' });
    expect(checkEditableValue('3a', { type: 'number' })).toEqual({ ok: false, reason: 'invalidNumber' });
    expect(checkEditableValue('', { type: 'number' })).toEqual({ ok: false, reason: 'invalidNumber' });
  });

  it('refuses a fraction where only whole numbers go', () => {
    expect(checkEditableValue('2.5', { type: 'number', minValue: 1, isInteger: true })).toEqual({ ok: false, reason: 'invalidNumber' });
    expect(checkEditableValue('2.0', { type: 'number', minValue: 1, isInteger: true })).toEqual({ ok: true, value: 2 });
  });

  it('reads Urdu and Arabic digits', () => {
    expect(checkEditableValue('۱۲', { type: 'number' })).toEqual({ ok: true, value: 12 });
    expect(checkEditableValue('٧', { type: 'number' })).toEqual({ ok: true, value: 7 });
  });

  it('trims text and refuses an empty required one', () => {
    expect(checkEditableValue('  Fajr ', { type: 'text' })).toEqual({ ok: true, value: 'Fajr' });
    expect(checkEditableValue(' ', { type: 'text', isRequired: true })).toEqual({ ok: false, reason: 'required' });
  });
});
