-- Emergency fan-out (issue 17) asks "which local supporters' travel radius reaches her?" among
-- possibly 100,000 supporters, in well under 20 ms. cube + earthdistance ship with PostgreSQL
-- (contrib, in embedded-postgres too, and allowed on the common hosted services). A GiST index
-- on each supporter's point answers a bounding-box search over the largest radius anyone may
-- choose, and the exact distance is then checked on the few rows left (lib/data/supporters-in-reach.ts).
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;

CREATE INDEX "local_supporters_earth_idx" ON "local_supporters" USING GIST (ll_to_earth("locationLat", "locationLng")) WHERE "hasLocation";
