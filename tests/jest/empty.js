// Stand-in for modules that only guard against client bundling (e.g. "server-only").
module.exports = {};
