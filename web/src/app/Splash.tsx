/** The same mark index.html shows before any script runs, kept until the first screen is ready. */
export function Splash() {
  return (
    <div className="boot" aria-hidden="true">
      <span className="boot-brand">Factoría</span>
    </div>
  );
}
