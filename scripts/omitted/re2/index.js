// re2 is an optional native dependency of superstatic, firebase-tools' hosting emulator, which this
// project never starts (it runs the Auth emulator only). Built from source, re2 cost about two of the
// five minutes `npm ci` takes on a fresh machine (no prebuilt binary is reachable). package.json's
// `overrides` points every `re2` here, and this refusal is what superstatic already handles: it
// wraps `require('re2')` in try/catch and falls back to JavaScript's RegExp.
throw new Error('re2 is omitted on purpose (scripts/omitted/re2/index.js): firebase-tools falls back to RegExp');
