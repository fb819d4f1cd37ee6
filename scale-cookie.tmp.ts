import { sessionCookieHeader } from "/work/main/scripts/bench/session";
const cookie = await sessionCookieHeader("postgresql://postgres@127.0.0.1:5432/haven_scale", "sample-taker-1@sample.haven.local", process.env.SECRET!);
console.log(cookie);
