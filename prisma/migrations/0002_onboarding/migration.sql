-- Onboarding completion, so the onboarding screens can redirect once she is set up.
ALTER TABLE "profiles" ADD COLUMN "onboardingCompletedAt" TIMESTAMP(3);
