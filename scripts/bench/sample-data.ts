// Fills the benchmark's database with Haven's sample data (lib/data/sample-data.ts: takers with
// a completed assessment and roadmap, professionals, local supporters and reviews), as an admin
// would from /admin/seed, so the signed-in pages are measured with something on them; and gives
// the sample support taker a conversation of 40 messages with a sample professional, so the
// chat is measured with one open (and grown by the scale benchmark).
// Run with `node --conditions=react-server --import tsx` and DATABASE_URL set.
import { SAMPLE_ACCOUNTS } from "../../lib/domain/sample-data/accounts";

const MESSAGES = 40;

async function main() {
  process.env.ALLOW_SAMPLE_DATA = "true";
  const { db } = await import("../../lib/db");
  const { seedSampleData } = await import("../../lib/data/sample-data");
  const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@haven.local" }, select: { id: true } });
  const result = await seedSampleData({ userId: admin.id, roles: ["admin"] });
  const taker = SAMPLE_ACCOUNTS.find((a) => a.kind === "support_taker")!;
  const professional = SAMPLE_ACCOUNTS.find((a) => a.kind === "professional")!;
  const [her, them] = await Promise.all(
    [taker.email, professional.email].map((email) => db.user.findUniqueOrThrow({ where: { email }, select: { id: true, name: true } })),
  );
  const chat = await db.supportChat.create({
    data: {
      userId: her!.id,
      supporterUserId: them!.id,
      chatType: "professional_support",
      title: "Chat",
      context: { supporter_name: them!.name, supporter_title: "Counsellor" },
      lastMessageSeq: MESSAGES,
    },
    select: { id: true },
  });
  const start = Date.now() - MESSAGES * 60_000;
  await db.chatMessage.createMany({
    data: Array.from({ length: MESSAGES }, (_, i) => ({
      chatId: chat.id,
      senderId: i % 2 === 0 ? her!.id : them!.id,
      senderType: i % 2 === 0 ? ("user" as const) : ("supporter" as const),
      content:
        i % 2 === 0
          ? `Message ${i + 1}: what happened at work today, and how I feel about it.`
          : `Message ${i + 1}: thank you for telling me. How are you now?`,
      createdAt: new Date(start + i * 60_000),
      seq: i + 1,
    })),
  });
  console.log(JSON.stringify({ created: result.created, taker: taker.email, chatId: chat.id }));
  await db.$disconnect();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
