/**
 * Resolves in a later task, so the browser can paint and handle input in between. Start-up
 * work split this way runs as several short tasks instead of one long one that blocks a slow
 * phone (Lighthouse's total blocking time counts every task over 50 ms).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
