"use client";

import dynamic from "next/dynamic";

// Signed-in controls (My Account menu, mode switch) load only for signed-in people, keeping
// a visitor's first load small.
export const AccountActions = dynamic(() => import("./account-menu").then((m) => m.AccountActions));
