// See package.json: superstatic's `require("re2")` is in a try/catch and falls back to RegExp.
throw new Error('re2 is left out of this install (scripts/no-re2)');
