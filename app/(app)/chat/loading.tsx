import { Spinner } from "@/components/ui/spinner";

export default function ChatLoading() {
  return (
    <div className="flex h-[60vh] items-center justify-center">
      <Spinner label="Loading conversations" iconClassName="size-8" />
    </div>
  );
}
