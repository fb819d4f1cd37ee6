-- Whether "Exit this page" also signs her out (revokes this browser's session on the server).
-- NULL means she has not chosen, and the default then depends on who she is: on for support
-- takers and for supporters in support mode (lib/domain/safety/exit.ts).
ALTER TABLE "safety_preferences" ADD COLUMN "signOutOnExit" BOOLEAN;
