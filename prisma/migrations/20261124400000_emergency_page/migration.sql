-- Issue 17, the emergency page: the message she approves for each emergency contact, and the
-- area she chose for emergencies (encrypted at rest by the application, AES-256-GCM).

ALTER TABLE "emergency_contacts" ADD COLUMN "message" VARCHAR(160);

ALTER TABLE "safety_preferences" ADD COLUMN "areaCipher" TEXT;
