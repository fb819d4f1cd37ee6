import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export function StatCard({ title, value, note }: { title: string; value: React.ReactNode; note?: string }) {
  return (
    <Card>
      <CardHeader className="pb-2"><CardTitle as="h2" className="text-sm font-medium text-muted-foreground">{title}</CardTitle></CardHeader>
      <CardContent>
        <p className="text-3xl font-semibold">{value}</p>
        {note ? <p className="mt-1 text-sm text-muted-foreground">{note}</p> : null}
      </CardContent>
    </Card>
  );
}
