-- Two tabs on one assessment never overwrite each other: every saved answer bumps "revision"
-- (under the row lock), and a save made from an older revision is refused.
-- "safetyAcknowledged": the safety messages she has answered ("I'm safe to continue" or
-- "I need help now"), so that each one is shown once, and again after she comes back if she
-- left without answering it.
ALTER TABLE "assessment_conversations"
  ADD COLUMN "revision" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "safetyAcknowledged" TEXT[] DEFAULT ARRAY[]::TEXT[];
