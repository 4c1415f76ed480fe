import type { Browser, BrowserContext } from '@playwright/test';

const CSP_VIOLATION = /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i;

/**
 * The browser's own line for an answer in the 400s. Tests provoke those on purpose (a wrong
 * password, a refused form) and check what the app makes of them; a 500 still fails the test.
 */
const CLIENT_ERROR_STATUS = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/**
 * Collects into `problems` what the pages of `context` report that no test may leave behind: a
 * Content-Security-Policy violation (the app must work under its CSP), any other console error,
 * and an error thrown and not caught.
 */
export function watchContext(context: BrowserContext, problems: string[]): void {
  context.on('console', (message) => {
    const line = message.text();
    if (message.type() !== 'error' && !CSP_VIOLATION.test(line)) return;
    if (CLIENT_ERROR_STATUS.test(line)) return;
    const { url } = message.location();
    problems.push(`${message.type()}: ${line}${url ? ` (${url})` : ''}`);
  });
  context.on('weberror', (error) => {
    problems.push(`uncaught: ${error.error().message}`);
  });
}

/**
 * Watches every context `browser.newContext` (and so `browser.newPage`) makes until the returned
 * function is called, which puts the browser's own method back.
 */
export function watchNewContexts(browser: Browser, problems: string[]): () => void {
  const original = browser.newContext;
  browser.newContext = async (options) => {
    const context = await original.call(browser, options);
    watchContext(context, problems);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}
