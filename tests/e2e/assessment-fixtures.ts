import { randomUUID } from "node:crypto";
import pg from "pg";
import {
  checkAnswer,
  deriveCaseType,
  isComplete,
  progress,
  QUESTIONS,
  questionById,
  riskFlags,
  scoreAssessment,
  transcript,
  type Responses,
} from "../../lib/domain/assessment";
import { generateRoadmap } from "../../lib/domain/roadmap/generate";

// Completed assessments for end-to-end tests, written straight into the e2e database
// (scripts/test.ts gives Playwright its DATABASE_URL). Each row is built with the real domain
// functions, exactly as lib/data/assessments.ts completeAssessment would store it.

export const WORK_STORY =
  "My manager keeps commenting on my body in meetings and sends me messages late at night. When I asked him to stop, he gave my projects to someone else and now the whole team avoids me. I dread going in every morning.";

/** Workplace harassment, no danger signs: serious (26). */
export const WORK_ANSWERS: Responses = {
  context_story: { kind: "text", text: WORK_STORY },
  where: { kind: "choices", values: ["work"] },
  relationship: { kind: "choice", value: "manager" },
  behaviours: { kind: "choices", values: ["appearance_comments", "unwanted_messages"] },
  frequency: { kind: "choice", value: "occasionally" },
  escalation: { kind: "choice", value: "same" },
  mental_health: { kind: "scale", value: 4 },
  feelings: { kind: "choices", values: ["anxious", "exhausted"] },
  life_impact: { kind: "choices", values: ["sleep"] },
  physical_safety: { kind: "choice", value: "yes" },
  violence: { kind: "choice", value: "no" },
  danger_signs: { kind: "choices", values: ["none"] },
  fear_for_life: { kind: "choice", value: "no" },
  told_anyone: { kind: "choice", value: "some" },
  support_wanted: { kind: "choices", values: ["workplace", "legal"] },
};

export const HOME_STORY = "My ex follows me home and turns up at my door.";

/** An ex-partner who follows her, with danger signs: domestic abuse, critical and urgent. */
export const HOME_ANSWERS: Responses = {
  ...WORK_ANSWERS,
  context_story: { kind: "text", text: HOME_STORY },
  where: { kind: "choices", values: ["home", "public"] },
  relationship: { kind: "choice", value: "ex_partner" },
  behaviours: { kind: "choices", values: ["stalking", "threatening", "controlling"] },
  frequency: { kind: "choice", value: "daily" },
  physical_safety: { kind: "choice", value: "no" },
  violence: { kind: "choice", value: "yes" },
  danger_signs: { kind: "choices", values: ["stalking", "threats_to_kill"] },
  fear_for_life: { kind: "choice", value: "yes" },
  support_wanted: { kind: "choices", values: ["safety_planning"] },
};

async function withDb<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL is not set: run e2e tests through `npm test -- --only=e2e`");
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** A finished assessment for the account with this e-mail; returns its id. */
export async function insertCompletedAssessment(email: string, responses: Responses, opts: { completedAt?: Date; roadmap?: boolean } = {}): Promise<string> {
  // The same checks the server makes on every answer: a fixture that the app would refuse is a bug.
  for (const [id, answer] of Object.entries(responses)) {
    const question = questionById(id);
    if (!question) throw new Error(`unknown question ${id}`);
    const problem = checkAnswer(question, answer);
    if (problem) throw new Error(`${id}: ${problem}`);
  }
  if (!isComplete(responses)) throw new Error("the fixture's answers do not complete the assessment");

  const completedAt = opts.completedAt ?? new Date();
  const createdAt = new Date(completedAt.getTime() - 12 * 60_000);
  const scores = scoreAssessment(responses);
  const flags = riskFlags(responses);
  const story = responses.context_story?.kind === "text" ? responses.context_story.text.trim() : null;
  const id = `e2e${randomUUID().replace(/-/g, "").slice(0, 22)}`;
  const p = progress(responses);

  return withDb(async (db) => {
    const user = await db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]);
    if (!user.rows[0]) throw new Error(`no user ${email}`);
    await db.query(
      `INSERT INTO assessment_conversations (
        id, "userId", "createdAt", "updatedAt", "completedAt", "assessmentCompleted", "currentStage", "progressPercentage",
        "estimatedTimeRemaining", "initialMessage", "caseType", "structuredResponses", messages,
        "frequencyScore", "escalationScore", "mentalHealthScore", "physicalSafetyScore", "lifeImpactScore", "behaviourScore",
        "violenceScore", "totalSeverityScore", "severityLevel", "riskFlags"
      ) VALUES ($1, $2, $3, $4, $4, true, $5, 100, 0, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18::"SeverityLevel", $19)`,
      [
        id,
        user.rows[0].id,
        createdAt,
        completedAt,
        p.currentStage,
        story,
        deriveCaseType(responses),
        JSON.stringify(responses),
        JSON.stringify(transcript(responses)),
        scores.frequencyScore,
        scores.escalationScore,
        scores.mentalHealthScore,
        scores.physicalSafetyScore,
        scores.lifeImpactScore,
        scores.behaviourScore,
        scores.violenceScore,
        scores.totalSeverityScore,
        scores.severityLevel,
        flags,
      ],
    );
    if (opts.roadmap) await writeRoadmap(db, id);
    return id;
  });
}

/**
 * An unfinished assessment, as saving these answers one by one (in question order) would leave
 * it: its revision is the number of answers. Returns its id.
 */
export async function insertInProgressAssessment(email: string, responses: Responses, opts: { safetyAcknowledged?: string[] } = {}): Promise<string> {
  const answered = QUESTIONS.filter((question) => question.id in responses).map((question) => question.id);
  if (
    answered.join() !==
    QUESTIONS.slice(0, answered.length)
      .map((question) => question.id)
      .join()
  )
    throw new Error("answers must be a first part of the questions, in order");
  for (const id of answered) {
    const problem = checkAnswer(questionById(id)!, responses[id]!);
    if (problem) throw new Error(`${id}: ${problem}`);
  }
  const id = `e2e${randomUUID().replace(/-/g, "").slice(0, 22)}`;
  const p = progress(responses);
  const story = responses.context_story?.kind === "text" ? responses.context_story.text.trim() : null;
  return withDb(async (db) => {
    const user = await db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]);
    if (!user.rows[0]) throw new Error(`no user ${email}`);
    await db.query(
      `INSERT INTO assessment_conversations (
        id, "userId", "updatedAt", "currentStage", "progressPercentage", "estimatedTimeRemaining", "initialMessage",
        "structuredResponses", messages, revision, "safetyAcknowledged"
      ) VALUES ($1, $2, now(), $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        id,
        user.rows[0].id,
        p.currentStage,
        p.progressPercentage,
        p.estimatedTimeRemaining,
        story,
        JSON.stringify(responses),
        JSON.stringify(transcript(responses)),
        answered.length,
        opts.safetyAcknowledged ?? [],
      ],
    );
    return id;
  });
}

/** What is stored for one assessment: its answers, revision, completion and flags. */
export async function readAssessment(id: string) {
  return withDb(async (db) => {
    const row = (
      await db.query(
        `SELECT "structuredResponses", revision, "assessmentCompleted", "riskFlags", "severityLevel", "caseType" FROM assessment_conversations WHERE id = $1`,
        [id],
      )
    ).rows[0];
    return row as {
      structuredResponses: Responses;
      revision: number;
      assessmentCompleted: boolean;
      riskFlags: string[];
      severityLevel: string | null;
      caseType: string | null;
    };
  });
}

export async function assessmentExists(id: string): Promise<boolean> {
  return withDb(async (db) => (await db.query(`SELECT 1 FROM assessment_conversations WHERE id = $1`, [id])).rowCount === 1);
}

/** The built-in engine's roadmap for a stored assessment, written as lib/data/roadmaps.ts does. */
async function writeRoadmap(db: pg.Client, id: string): Promise<void> {
  const row = (await db.query(`SELECT "caseType", "severityLevel", "riskFlags", "structuredResponses" FROM assessment_conversations WHERE id = $1`, [id]))
    .rows[0];
  const roadmap = generateRoadmap({ caseType: row.caseType, severityLevel: row.severityLevel, riskFlags: row.riskFlags, responses: row.structuredResponses });
  await db.query(
    `UPDATE assessment_conversations SET "assessmentAnalysis" = $2, "immediateActions" = $3, "shortTermSteps" = $4, "mediumTermSteps" = $5,
       "longTermGoals" = $6, "selfCareToolkit" = $7, "resourceLinks" = $8, "roadmapData" = $9, "generatedAt" = now() WHERE id = $1`,
    [
      id,
      JSON.stringify(roadmap.analysis),
      JSON.stringify(roadmap.immediate_actions),
      JSON.stringify(roadmap.short_term_steps),
      JSON.stringify(roadmap.medium_term_steps),
      JSON.stringify(roadmap.long_term_goals),
      JSON.stringify(roadmap.self_care_toolkit),
      JSON.stringify(roadmap.resource_links),
      JSON.stringify({ version: 1, source: "built-in", generated_at: new Date().toISOString() }),
    ],
  );
}

/** The roadmap generator's work, done: the page waiting for it should notice. */
export async function markRoadmapReady(id: string): Promise<void> {
  await withDb((db) => writeRoadmap(db, id));
}
