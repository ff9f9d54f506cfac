import { describe, expect, it } from 'vitest';
import { fitsDimensions, formatFileSize, isAcceptedType } from './checkFile';

describe('file checks', () => {
  it('accepts exact types and families', () => {
    expect(isAcceptedType('image/png', ['image/*'])).toBe(true);
    expect(isAcceptedType('audio/mpeg', ['audio/mpeg'])).toBe(true);
    expect(isAcceptedType('text/plain', ['image/*', 'application/pdf'])).toBe(false);
  });

  it('checks width and height limits inclusively', () => {
    const limits = { minWidth: 50, maxWidth: 1500, minHeight: 20, maxHeight: 1200 };
    expect(fitsDimensions(50, 20, limits)).toBe(true);
    expect(fitsDimensions(1500, 1200, limits)).toBe(true);
    expect(fitsDimensions(49, 100, limits)).toBe(false);
    expect(fitsDimensions(100, 1201, limits)).toBe(false);
  });

  it('formats sizes in kilobytes and megabytes', () => {
    expect(formatFileSize(1024 * 1024, 'en')).toBe('1 MB');
    expect(formatFileSize(512 * 1024, 'en')).toBe('512 kB');
  });
});
