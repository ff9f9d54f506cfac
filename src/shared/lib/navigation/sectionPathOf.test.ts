import { describe, expect, it } from 'vitest';
import { sectionPathOf } from './sectionPathOf';

describe('sectionPathOf', () => {
  it('leads a create, edit, view or preview screen to its section’s list', () => {
    expect(sectionPathOf('/tags/create')).toBe('/tags');
    expect(sectionPathOf('/tags/edit/3')).toBe('/tags');
    expect(sectionPathOf('/gallery/cards/view/12')).toBe('/gallery/cards');
    expect(sectionPathOf('/articles/preview/7')).toBe('/articles');
    expect(sectionPathOf('/batchcontents/edit/4/2')).toBe('/batchcontents');
  });

  it('keeps a list, and a section whose own name is an action word', () => {
    expect(sectionPathOf('/tags')).toBe('/tags');
    expect(sectionPathOf('/settings/show-location-settings')).toBe('/settings/show-location-settings');
    expect(sectionPathOf('/view')).toBe('/view');
  });
});
