/** Shown instead of the app when the build's VITE_* configuration is partial or malformed. */
export function ConfigErrorScreen({ problems }: { problems: readonly string[] }) {
  return (
    <main className="config-error">
      <h1>Dispatch is not configured correctly</h1>
      <p>This build of the app cannot start. Whoever deployed it needs to fix its configuration:</p>
      <ul role="alert">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>
        Set either all of the Firebase variables or none of them (demo mode). Every variable is
        described in <code>.env.example</code>.
      </p>
    </main>
  );
}
