import { PageHeader } from "@/components/app/page-header";
import { BackToAdmin } from "@/components/admin/back-to-admin";

/** The frame of the two sample-data tools (/admin/seed and /admin/seed-mock-supporters): Back, the title block, the tool. */
export function SampleDataFrame({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl">
      <BackToAdmin />
      <PageHeader modeSwitch title={title} description={description} />
      {children}
    </div>
  );
}
