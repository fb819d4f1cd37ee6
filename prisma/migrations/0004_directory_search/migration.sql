-- The directory's search box matches "contains" (ILIKE '%…%') on names, titles, cities and
-- specialisations. Trigram indexes answer that without reading every row: with 10,000
-- supporters a searched page went from about 13 ms to 2-6 ms (scripts/bench-matching.ts).
-- pg_trgm ships with PostgreSQL and is allowed on the common hosted services.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "professional_supporters_fullName_trgm_idx" ON "professional_supporters" USING GIN ("fullName" gin_trgm_ops);
CREATE INDEX "professional_supporters_professionalTitle_trgm_idx" ON "professional_supporters" USING GIN ("professionalTitle" gin_trgm_ops);
CREATE INDEX "supporter_specializations_specialization_trgm_idx" ON "supporter_specializations" USING GIN ("specialization" gin_trgm_ops);
CREATE INDEX "local_supporters_displayName_trgm_idx" ON "local_supporters" USING GIN ("displayName" gin_trgm_ops);
CREATE INDEX "local_supporters_locationCity_trgm_idx" ON "local_supporters" USING GIN ("locationCity" gin_trgm_ops);
CREATE INDEX "local_supporters_helpOffered_idx" ON "local_supporters" USING GIN ("helpOffered");
