/**
 * Stands in for `re2js` where the Firestore SDK imports it (vite.config.ts routes only
 * @firebase/firestore's import here). The SDK uses RE2JS only to evaluate the `like`,
 * `regexContains` and `regexMatch` expressions of Firestore pipelines on the client, which
 * Factoría never builds; the real module is 146 KB of minified JavaScript that every signed-in
 * screen would download, parse and compile first (docs/decisions/2001). The SDK calls
 * `RE2JS.compile` inside a try block and turns a throw into an error value, so a pipeline that
 * did use a regular expression would get an error result, not a wrong one.
 */
export const RE2JS = {
  compile(pattern: string): never {
    throw new Error(`Regular expressions in Firestore pipelines are not bundled in Factoría (pattern ${JSON.stringify(pattern.slice(0, 80))})`);
  },
};
