// Imported first by integration tests that watch retries: queues.ts reads these when it is
// first imported (imports are hoisted above any assignment in the test file itself).
process.env.JOB_RETRY_LIMIT = "2";
process.env.JOB_RETRY_DELAY_SECONDS = "1";
