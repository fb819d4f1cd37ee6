import { AccountPageSkeleton } from "@/components/account/page-skeleton";

export default function Loading() {
  return <AccountPageSkeleton title="Email Preferences" sections={1} />;
}
