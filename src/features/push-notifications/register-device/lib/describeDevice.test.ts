import { describe, expect, it } from 'vitest';
import { describeDevice } from './describeDevice';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const REDUCED = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('describeDevice', () => {
  it('reads an iPhone', () => {
    expect(describeDevice(IPHONE)).toEqual({ osVersion: 'iOS 17.4', model: 'iPhone', manufacturer: 'Apple' });
  });
  it('reads an Android phone and its model', () => {
    expect(describeDevice(PIXEL)).toEqual({ osVersion: 'Android 14', model: 'Pixel 8', manufacturer: '' });
  });
  it('leaves the model empty when the browser hides it', () => {
    expect(describeDevice(REDUCED).model).toBe('');
  });
  it('reads a desktop system', () => {
    expect(describeDevice(WINDOWS)).toEqual({ osVersion: 'Windows NT 10.0', model: '', manufacturer: '' });
  });
  it('says nothing about what it does not recognise', () => {
    expect(describeDevice('curl/8.0')).toEqual({ osVersion: '', model: '', manufacturer: '' });
  });
});
