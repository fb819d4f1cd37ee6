-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('support_taker', 'professional_supporter', 'local_supporter', 'admin');

-- CreateEnum
CREATE TYPE "VerificationStatus" AS ENUM ('pending', 'approved', 'rejected', 'needs_info');

-- CreateEnum
CREATE TYPE "ChatType" AS ENUM ('ai_support', 'professional_support', 'local_support');

-- CreateEnum
CREATE TYPE "ChatStatus" AS ENUM ('active', 'deleted');

-- CreateEnum
CREATE TYPE "SenderType" AS ENUM ('user', 'ai', 'supporter', 'system');

-- CreateEnum
CREATE TYPE "SeverityLevel" AS ENUM ('low', 'moderate', 'serious', 'critical');

-- CreateEnum
CREATE TYPE "AlertStatus" AS ENUM ('active', 'resolved', 'cancelled');

-- CreateEnum
CREATE TYPE "NotificationChannel" AS ENUM ('email', 'sms', 'realtime');

-- CreateEnum
CREATE TYPE "DeliveryStatus" AS ENUM ('queued', 'sent', 'failed', 'captured');

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "emailVerified" BOOLEAN NOT NULL DEFAULT false,
    "image" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "token" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "ipAddress" TEXT,
    "userAgent" TEXT,
    "userId" TEXT NOT NULL,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "accounts" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "providerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "accessToken" TEXT,
    "refreshToken" TEXT,
    "idToken" TEXT,
    "accessTokenExpiresAt" TIMESTAMP(3),
    "refreshTokenExpiresAt" TIMESTAMP(3),
    "scope" TEXT,
    "password" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verifications" (
    "id" TEXT NOT NULL,
    "identifier" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "verifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "profiles" (
    "userId" TEXT NOT NULL,
    "primaryRole" "Role" NOT NULL DEFAULT 'support_taker',
    "displayName" VARCHAR(100),
    "isAnonymous" BOOLEAN NOT NULL DEFAULT true,
    "avatarUrl" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "profiles_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "user_roles" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" "Role" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_roles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "professional_supporters" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "fullName" TEXT NOT NULL,
    "professionalTitle" TEXT NOT NULL,
    "bio" TEXT,
    "yearsExperience" INTEGER,
    "languages" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "availability" TEXT,
    "avatarUrl" TEXT,
    "cvFileUrl" TEXT,
    "cvFileName" TEXT,
    "verificationStatus" "VerificationStatus" NOT NULL DEFAULT 'pending',
    "verifiedAt" TIMESTAMP(3),
    "isAlsoLocalSupporter" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "professional_supporters_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "supporter_specializations" (
    "id" TEXT NOT NULL,
    "professionalSupporterId" TEXT NOT NULL,
    "specialization" TEXT NOT NULL,

    CONSTRAINT "supporter_specializations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verification_events" (
    "id" TEXT NOT NULL,
    "professionalSupporterId" TEXT NOT NULL,
    "status" "VerificationStatus" NOT NULL,
    "note" TEXT,
    "decidedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "verification_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "local_supporters" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "displayName" VARCHAR(100) NOT NULL,
    "locationCity" TEXT,
    "locationLat" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "locationLng" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "hasLocation" BOOLEAN NOT NULL DEFAULT false,
    "travelRadiusKm" INTEGER NOT NULL DEFAULT 10,
    "availability" TEXT,
    "helpOffered" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "avatarUrl" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "local_supporters_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "assessment_conversations" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "completedAt" TIMESTAMP(3),
    "assessmentCompleted" BOOLEAN NOT NULL DEFAULT false,
    "currentStage" INTEGER NOT NULL DEFAULT 1,
    "progressPercentage" INTEGER NOT NULL DEFAULT 0,
    "estimatedTimeRemaining" INTEGER NOT NULL DEFAULT 10,
    "totalStages" INTEGER NOT NULL DEFAULT 5,
    "initialMessage" TEXT,
    "caseType" TEXT,
    "structuredResponses" JSONB NOT NULL DEFAULT '{}',
    "messages" JSONB NOT NULL DEFAULT '[]',
    "frequencyScore" INTEGER,
    "escalationScore" INTEGER,
    "mentalHealthScore" INTEGER,
    "physicalSafetyScore" INTEGER,
    "lifeImpactScore" INTEGER,
    "behaviourScore" INTEGER,
    "violenceScore" INTEGER,
    "totalSeverityScore" INTEGER,
    "severityLevel" "SeverityLevel",
    "riskFlags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "assessmentAnalysis" JSONB,
    "roadmapData" JSONB,
    "generatedAt" TIMESTAMP(3),
    "selfCareToolkit" JSONB,
    "resourceLinks" JSONB,
    "progressTracking" JSONB NOT NULL DEFAULT '{}',
    "immediateActions" JSONB,
    "shortTermSteps" JSONB,
    "mediumTermSteps" JSONB,
    "longTermGoals" JSONB,

    CONSTRAINT "assessment_conversations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "support_chats" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "supporterUserId" TEXT,
    "chatType" "ChatType" NOT NULL DEFAULT 'ai_support',
    "title" TEXT NOT NULL DEFAULT 'New Conversation',
    "status" "ChatStatus" NOT NULL DEFAULT 'active',
    "context" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "support_chats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_messages" (
    "id" TEXT NOT NULL,
    "chatId" TEXT NOT NULL,
    "senderId" TEXT,
    "senderType" "SenderType" NOT NULL DEFAULT 'user',
    "content" TEXT NOT NULL,
    "metadata" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_preferences" (
    "userId" TEXT NOT NULL,
    "criticalEmails" BOOLEAN NOT NULL DEFAULT true,
    "importantEmails" BOOLEAN NOT NULL DEFAULT true,
    "engagementEmails" BOOLEAN NOT NULL DEFAULT true,
    "marketingEmails" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "email_preferences_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "safety_preferences" (
    "userId" TEXT NOT NULL,
    "locationTrackingEnabled" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "safety_preferences_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "emergency_contacts" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "phoneNumber" VARCHAR(40) NOT NULL,
    "relationship" VARCHAR(60) NOT NULL,
    "email" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "emergency_contacts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "emergency_alerts" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "status" "AlertStatus" NOT NULL DEFAULT 'active',
    "locationLat" DOUBLE PRECISION,
    "locationLng" DOUBLE PRECISION,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),

    CONSTRAINT "emergency_alerts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "alert_notifications" (
    "id" TEXT NOT NULL,
    "alertId" TEXT NOT NULL,
    "recipientUserId" TEXT,
    "contactId" TEXT,
    "channel" "NotificationChannel" NOT NULL,
    "status" "DeliveryStatus" NOT NULL DEFAULT 'queued',
    "distanceKm" DOUBLE PRECISION,
    "acknowledgedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "alert_notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reviews" (
    "id" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "supporterUserId" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "comment" VARCHAR(1000),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_outbox" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "toAddress" TEXT NOT NULL,
    "fromName" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "status" "DeliveryStatus" NOT NULL DEFAULT 'queued',
    "provider" TEXT NOT NULL,
    "providerId" TEXT,
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "email_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limits" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "windowStart" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "sessions_token_key" ON "sessions"("token");

-- CreateIndex
CREATE INDEX "sessions_userId_idx" ON "sessions"("userId");

-- CreateIndex
CREATE INDEX "accounts_userId_idx" ON "accounts"("userId");

-- CreateIndex
CREATE INDEX "verifications_identifier_idx" ON "verifications"("identifier");

-- CreateIndex
CREATE INDEX "user_roles_role_idx" ON "user_roles"("role");

-- CreateIndex
CREATE UNIQUE INDEX "user_roles_userId_role_key" ON "user_roles"("userId", "role");

-- CreateIndex
CREATE UNIQUE INDEX "professional_supporters_userId_key" ON "professional_supporters"("userId");

-- CreateIndex
CREATE INDEX "professional_supporters_verificationStatus_createdAt_idx" ON "professional_supporters"("verificationStatus", "createdAt");

-- CreateIndex
CREATE INDEX "supporter_specializations_specialization_idx" ON "supporter_specializations"("specialization");

-- CreateIndex
CREATE UNIQUE INDEX "supporter_specializations_professionalSupporterId_specializ_key" ON "supporter_specializations"("professionalSupporterId", "specialization");

-- CreateIndex
CREATE INDEX "verification_events_professionalSupporterId_createdAt_idx" ON "verification_events"("professionalSupporterId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "local_supporters_userId_key" ON "local_supporters"("userId");

-- CreateIndex
CREATE INDEX "local_supporters_hasLocation_locationLat_locationLng_idx" ON "local_supporters"("hasLocation", "locationLat", "locationLng");

-- CreateIndex
CREATE INDEX "assessment_conversations_userId_createdAt_idx" ON "assessment_conversations"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "assessment_conversations_userId_assessmentCompleted_complet_idx" ON "assessment_conversations"("userId", "assessmentCompleted", "completedAt" DESC);

-- CreateIndex
CREATE INDEX "support_chats_userId_status_updatedAt_idx" ON "support_chats"("userId", "status", "updatedAt" DESC);

-- CreateIndex
CREATE INDEX "support_chats_supporterUserId_status_updatedAt_idx" ON "support_chats"("supporterUserId", "status", "updatedAt" DESC);

-- CreateIndex
CREATE INDEX "chat_messages_chatId_createdAt_idx" ON "chat_messages"("chatId", "createdAt");

-- CreateIndex
CREATE INDEX "chat_messages_senderId_idx" ON "chat_messages"("senderId");

-- CreateIndex
CREATE INDEX "emergency_contacts_userId_createdAt_idx" ON "emergency_contacts"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "emergency_alerts_userId_createdAt_idx" ON "emergency_alerts"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "emergency_alerts_status_createdAt_idx" ON "emergency_alerts"("status", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "alert_notifications_alertId_idx" ON "alert_notifications"("alertId");

-- CreateIndex
CREATE INDEX "alert_notifications_recipientUserId_createdAt_idx" ON "alert_notifications"("recipientUserId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "reviews_supporterUserId_createdAt_idx" ON "reviews"("supporterUserId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "reviews_authorId_supporterUserId_key" ON "reviews"("authorId", "supporterUserId");

-- CreateIndex
CREATE INDEX "email_outbox_createdAt_idx" ON "email_outbox"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "email_outbox_userId_idx" ON "email_outbox"("userId");

-- CreateIndex
CREATE INDEX "email_outbox_toAddress_createdAt_idx" ON "email_outbox"("toAddress", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "professional_supporters" ADD CONSTRAINT "professional_supporters_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supporter_specializations" ADD CONSTRAINT "supporter_specializations_professionalSupporterId_fkey" FOREIGN KEY ("professionalSupporterId") REFERENCES "professional_supporters"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verification_events" ADD CONSTRAINT "verification_events_professionalSupporterId_fkey" FOREIGN KEY ("professionalSupporterId") REFERENCES "professional_supporters"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "verification_events" ADD CONSTRAINT "verification_events_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "local_supporters" ADD CONSTRAINT "local_supporters_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assessment_conversations" ADD CONSTRAINT "assessment_conversations_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "support_chats" ADD CONSTRAINT "support_chats_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "support_chats" ADD CONSTRAINT "support_chats_supporterUserId_fkey" FOREIGN KEY ("supporterUserId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chatId_fkey" FOREIGN KEY ("chatId") REFERENCES "support_chats"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "safety_preferences" ADD CONSTRAINT "safety_preferences_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "emergency_contacts" ADD CONSTRAINT "emergency_contacts_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "emergency_alerts" ADD CONSTRAINT "emergency_alerts_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_alertId_fkey" FOREIGN KEY ("alertId") REFERENCES "emergency_alerts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_recipientUserId_fkey" FOREIGN KEY ("recipientUserId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "emergency_contacts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_supporterUserId_fkey" FOREIGN KEY ("supporterUserId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

