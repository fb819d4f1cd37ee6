import Link from "next/link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { describeScores, formatAssessmentDate, SEVERITY_MEANING, type ScoreParts, type SeverityLevel } from "@/lib/domain/assessment";
import { caseTypeLabel, SafetyFirstMarker, SeverityBadge } from "@/components/assessment-history/assessment-badges";

export interface AssessmentDetailData extends ScoreParts {
  createdAt: Date;
  completedAt: Date | null;
  severityLevel: SeverityLevel | null;
  caseType: string | null;
  urgent: boolean;
}

/** The finished assessment at a glance, and what her answers tell us, in plain words. */
export function AssessmentDetail({ assessment }: { assessment: AssessmentDetailData }) {
  const date = assessment.completedAt ?? assessment.createdAt;
  const kind = caseTypeLabel(assessment.caseType);
  const lines = describeScores(assessment);
  return (
    <Card data-testid="assessment-detail">
      <CardHeader>
        <CardTitle>About this assessment</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted-foreground">Completed</dt>
            <dd className="font-medium">
              <time dateTime={date.toISOString()}>{formatAssessmentDate(date)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">How serious it is</dt>
            <dd className="mt-1 flex flex-wrap gap-2">
              {assessment.severityLevel ? <SeverityBadge level={assessment.severityLevel} /> : <span className="font-medium">Not scored</span>}
              {assessment.urgent ? <SafetyFirstMarker /> : null}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Kind of situation</dt>
            <dd className="font-medium">{kind ?? "Not sure yet"}</dd>
          </div>
        </dl>

        {assessment.urgent ? (
          <p className="rounded-lg border border-primary/30 bg-secondary p-4 text-sm text-secondary-foreground">
            You told us about something that can make things more dangerous. Please put your safety first. If you are in danger now, go to{" "}
            <Link href="/emergency" className="font-medium underline underline-offset-4">
              Emergency support
            </Link>
            .
          </p>
        ) : null}

        {assessment.severityLevel || lines.length ? (
          <div>
            <h3 className="font-semibold">What your answers tell us</h3>
            {assessment.severityLevel ? <p className="mt-1 text-muted-foreground">{SEVERITY_MEANING[assessment.severityLevel]}</p> : null}
            {lines.length ? (
              <dl className="mt-4 grid gap-3 sm:grid-cols-2">
                {lines.map((line) => (
                  <div key={line.area} className="rounded-lg bg-muted/60 p-3">
                    <dt className="text-sm font-medium">{line.area}</dt>
                    <dd className="text-sm text-muted-foreground">{line.words}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
