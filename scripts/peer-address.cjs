// Preloaded into Haven's production server (`node --require scripts/peer-address.cjs server.js`;
// scripts/start.ts, scripts/test.ts and the Dockerfile do this). It makes X-Forwarded-For end
// with the address of the socket the request really came in on, as a proxy would, so that
// lib/auth/client-address.ts can read the client from the right: a value a client wrote
// itself never stands in the last place. Next.js alone only fills the header when it is
// missing, which lets any client choose its own address (issue 15).
"use strict";
const http = require("node:http");

const PATCHED = Symbol.for("haven.peerAddress");
if (!http.Server.prototype[PATCHED]) {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, req, ...rest) {
    if (event === "request" && req && req.headers) {
      const peer = (req.socket && req.socket.remoteAddress) || "unknown";
      const given = req.headers["x-forwarded-for"];
      const chain = Array.isArray(given) ? given.join(", ") : given;
      req.headers["x-forwarded-for"] = chain ? `${chain}, ${peer}` : peer;
      // Only the chain above says where a request came from.
      delete req.headers["x-real-ip"];
    }
    return emit.call(this, event, req, ...rest);
  };
  http.Server.prototype[PATCHED] = true;
}
