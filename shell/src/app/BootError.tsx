/** Shown when the site cannot start at all (no app-config.json). Plain markup: no theme yet. */
export function BootError({ message }: { message: string }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '4rem auto', padding: '0 1.25rem' }}>
      <h1>The site could not start</h1>
      <p>We could not load the site&apos;s configuration. Please reload the page in a moment.</p>
      <p style={{ color: '#4F5868' }}>Details: {message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
