// Preloaded into Haven's production server with peer-address.cjs (scripts/start.ts,
// scripts/test.ts and the Dockerfile). A path whose percent-encoding cannot be decoded
// ("/%E0%A4%A", "/%ED%A0%80") makes Next.js look for a /400 page, which an App Router build
// does not have, and answer 500 (issue 15: bad input never yields a 500). Such a request is
// answered 400 here, before Next.js sees it. Query strings are left alone: Next reads them
// leniently.
"use strict";
const http = require("node:http");

const PATCHED = Symbol.for("haven.badRequestPaths");

function undecodablePath(url) {
  const path = String(url || "/").split("?")[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

if (!http.Server.prototype[PATCHED]) {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, req, res, ...rest) {
    if (event === "request" && req && res && undecodablePath(req.url)) {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
      res.end("Bad request: this address is not valid.");
      return true;
    }
    return emit.call(this, event, req, res, ...rest);
  };
  http.Server.prototype[PATCHED] = true;
}

module.exports = { undecodablePath };
