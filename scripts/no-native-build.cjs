#!/usr/bin/env node
// Stands in for node-gyp during `npm install` (scripts/dev.sh sets npm_config_node_gyp to it).
// The only dependency that compiles native code is firebase-tools' optional re2, used by the
// Hosting emulator we do not run (superstatic falls back to RegExp without it); its prebuilt
// binary is not reachable here, so it compiled from C++ for 10 minutes and more on a fresh
// machine. Refusing makes that optional build fail at once, and npm leaves the package out.
process.stderr.write(`factoria: skipped an optional native build (node-gyp ${process.argv.slice(2).join(' ')})\n`);
process.exit(1);
