/**
 * A story drawn in a frame of a screen's docs page (`data-story-frame`, ./docs/blocks/StoryFrame.tsx)
 * shares its origin with the frames beside it: the stories of a screen sign someone in and keep lists in
 * local storage, and a play function's focus would scroll the docs page under the reader. Such a frame
 * gets storage of its own, in memory, and focus that never scrolls the page around it.
 */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

function isDocsFrame(): boolean {
  try {
    return window.frameElement?.hasAttribute('data-story-frame') ?? false;
  } catch {
    return false;
  }
}

if (isDocsFrame()) {
  Object.defineProperty(window, 'localStorage', { value: new MemoryStorage(), configurable: true });
  Object.defineProperty(window, 'sessionStorage', { value: new MemoryStorage(), configurable: true });
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusInPlace(options?: FocusOptions) {
    focus.call(this, { ...options, preventScroll: true });
  };
}
