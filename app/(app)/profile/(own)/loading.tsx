import { AccountPageSkeleton } from "@/components/account/page-skeleton";

export default function Loading() {
  return <AccountPageSkeleton title="Profile" sections={3} />;
}
