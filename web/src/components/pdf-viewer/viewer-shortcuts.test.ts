import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutFor, SHORTCUTS } from './viewer-shortcuts';

const key = (k: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('viewer shortcuts', () => {
  it('maps the documented keys', () => {
    expect(shortcutFor(key('+'))).toBe('zoom-in');
    expect(shortcutFor(key('-'))).toBe('zoom-out');
    expect(shortcutFor(key('0'))).toBe('zoom-reset');
    expect(shortcutFor(key('w'))).toBe('fit-width');
    expect(shortcutFor(key('F'))).toBe('full-screen');
    expect(shortcutFor(key('m'))).toBe('toggle-mode');
    expect(shortcutFor(key('ArrowRight'))).toBe('next-page');
    expect(shortcutFor(key('p'))).toBe('previous-page');
    expect(shortcutFor(key('End'))).toBe('last-page');
  });

  it('leaves modified keys and other keys alone', () => {
    expect(shortcutFor(key('s', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key('ArrowRight', { altKey: true }))).toBeNull();
    expect(shortcutFor(key('x'))).toBeNull();
  });

  it('documents every action once', () => {
    const actions = SHORTCUTS.map((shortcut) => shortcut.action);
    expect(new Set(actions).size).toBe(actions.length);
    expect(actions).toHaveLength(10);
  });

  it('treats form fields as typing targets', () => {
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('div'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
