/** What weighed most, in plain words: toward AI for a yellow or red result, toward human for green. */
export function DetectionReasons({
  reasons,
  tone,
}: {
  reasons: readonly string[];
  tone: 'green' | 'yellow' | 'red';
}) {
  if (reasons.length === 0) return null;
  return (
    <div className="grid gap-1">
      <p className="font-medium">
        {tone === 'green' ? 'What reads as human writing:' : 'What reads as AI writing:'}
      </p>
      <ul className="grid list-disc gap-0.5 pl-5" aria-label="Why this score">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}
