import type { ActionItem } from "@/lib/validations/roadmap";

/** What, why, how and resources of one step. */
export function ItemDetails({ item }: { item: ActionItem }) {
  return (
    <dl className="mt-2 space-y-3 text-sm">
      <div>
        <dt className="font-semibold">What</dt>
        <dd className="mt-0.5">{item.what}</dd>
      </div>
      <div>
        <dt className="font-semibold">Why it helps</dt>
        <dd className="mt-0.5">{item.why}</dd>
      </div>
      <div>
        <dt className="font-semibold">How</dt>
        <dd className="mt-0.5">
          <ol className="list-decimal space-y-1 pl-5">
            {item.how.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </dd>
      </div>
      {item.resources.length ? (
        <div>
          <dt className="font-semibold">Helpful resources</dt>
          <dd className="mt-0.5">
            <ul className="list-disc space-y-1 pl-5">
              {item.resources.map((resource) => (
                <li key={resource}>{resource}</li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
