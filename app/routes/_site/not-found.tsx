export default function Page() {
  return (
    <main id="main">
      <h1>not found</h1>
    </main>
  );
}
