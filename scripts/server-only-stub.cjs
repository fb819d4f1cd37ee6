// Lets a plain Node process (the job worker) load the app's server modules: `server-only`
// exists to stop client bundles from importing them, and resolves to an empty module here.
// (The react-server condition would do the same, but React's server build cannot render
// e-mails to HTML.) Loaded with `node --require ./scripts/server-only-stub.cjs`.
const Module = require("node:module");
const path = require("node:path");

const empty = path.join(__dirname, "empty-module.cjs");
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === "server-only") return empty;
  return resolve.call(this, request, ...rest);
};
