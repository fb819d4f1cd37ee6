/**
 * A map drawn on the server as SVG: her city at the centre, rings every few kilometres, and
 * each alert placed by distance and direction. Nothing is fetched from a map provider, so no
 * third party learns where she or anyone else is (ARCHITECTURE.md §7).
 */
export function RadarMap({
  radiusKm,
  points,
  hasCentre,
}: {
  radiusKm: number;
  points: { id: string; distanceKm: number; bearing: number }[];
  hasCentre: boolean;
}) {
  const size = 320;
  const centre = size / 2;
  const outer = centre - 24;
  const rings = [0.25, 0.5, 0.75, 1];
  const place = (distance: number, bearing: number) => {
    const r = Math.min(distance / radiusKm, 1.05) * outer;
    const angle = ((bearing - 90) * Math.PI) / 180;
    return { x: centre + r * Math.cos(angle), y: centre + r * Math.sin(angle) };
  };
  const summary = hasCentre
    ? `${points.length} open alert${points.length === 1 ? "" : "s"} within ${radiusKm} km of your city. North is up.`
    : "Your city is not set, so distances cannot be shown.";
  return (
    <figure className="rounded-xl border bg-card p-4">
      <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={summary} className="mx-auto w-full max-w-80">
        {rings.map((fraction) => (
          <g key={fraction}>
            <circle
              cx={centre}
              cy={centre}
              r={outer * fraction}
              fill="none"
              stroke="currentColor"
              className="text-border"
              strokeDasharray={fraction === 1 ? undefined : "4 4"}
            />
            <text x={centre + 4} y={centre - outer * fraction + 12} className="fill-muted-foreground text-[10px]">
              {+(radiusKm * fraction).toFixed(1)} km
            </text>
          </g>
        ))}
        <text x={centre} y={14} textAnchor="middle" className="fill-muted-foreground text-[11px] font-medium">
          N
        </text>
        <circle cx={centre} cy={centre} r={6} className="fill-primary" />
        {hasCentre
          ? points.map((point) => {
              const { x, y } = place(point.distanceKm, point.bearing);
              return <circle key={point.id} cx={x} cy={y} r={7} className="fill-destructive stroke-background" strokeWidth={2} />;
            })
          : null}
      </svg>
      <figcaption className="mt-3 text-center text-sm text-muted-foreground">{summary} You are the dot in the middle.</figcaption>
    </figure>
  );
}
